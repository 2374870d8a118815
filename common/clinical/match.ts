/**
 * Free text → catalogue entries. A profile's conditions or medicines (one per line, comma or semicolon) are read
 * line by line: longest phrase first, typos tolerated only in words of five letters or more, doses stripped from
 * medicines, negations and family history kept apart, qualifiers read ("CKD stage 3b", "28 weeks"). Nothing is
 * dropped: every line ends up matched, negated, ignored ("none") or in `unmatched`, and words left over beside a
 * match ("diabetes with neuropathy-like tingling") are quoted back in `unmatched` too, so the member can be asked
 * before the plan is made. `searchCatalogue` serves the profile's picker.
 */
import { z } from 'zod';
import { conditionById, CONDITIONS } from './conditions';
import {
  DOSE_WORDS,
  FAMILY_PHRASES,
  FILLER,
  HISTORY_AFTER,
  HISTORY_BEFORE,
  NEGATION_AFTER,
  NEGATION_BEFORE,
  NEGATION_CONTINUES,
  NONE_LINES,
  NORMAL_AFTER,
  phraseAt,
  RELATIVES,
  SELF_BEFORE_RELATIVE,
  UNCERTAIN_BEFORE,
} from './cues';
import { CLASS_SUFFIXES, medicineById, MEDICINES } from './medicines';
import { PhraseIndex, type Candidate, type SpanHit } from './phrase-index';
import {
  extractQualifiers,
  pickQualifiers,
  QUALIFIER_WORDS,
  qualifiersSchema,
  type Qualifiers,
} from './qualifiers';
import { allowedTypos, isNumeric, tokenize, type Token } from './tokens';

export const conditionMatchSchema = z.object({
  entryId: z.string(),
  /** The line it came from, as typed. */
  text: z.string(),
  /** The words that named it, as typed. */
  words: z.string(),
  qualifiers: qualifiersSchema,
  /** "history of", "ex-", "recovered from": a past condition. */
  history: z.boolean().optional(),
  /** "suspected", "possible", "?": not confirmed. */
  uncertain: z.boolean().optional(),
  /** Read through a misspelling: the picker may ask "did you mean…?". */
  fuzzy: z.boolean().optional(),
  /** For the family-history entry: the condition a relative has. */
  relativeCondition: z.string().optional(),
  /** Other lines folded into this match (a repeat, a more general word, a line that only qualifies). */
  alsoFrom: z.array(z.string()).optional(),
});
export type ConditionMatch = z.infer<typeof conditionMatchSchema>;

export const medicineMatchSchema = z.object({
  entryId: z.string(),
  text: z.string(),
  words: z.string(),
  classIds: z.array(z.string()),
  dose: z.string().optional(),
  frequency: z.string().optional(),
  /** "stopped", "was on": no longer taken. */
  history: z.boolean().optional(),
  fuzzy: z.boolean().optional(),
  /** Known only by its family ending ("azilsartan" → ARB). */
  bySuffix: z.boolean().optional(),
});
export type MedicineMatch = z.infer<typeof medicineMatchSchema>;

const negatedSchema = z.object({ entryId: z.string(), text: z.string() });
const resultShape = <T extends z.ZodTypeAny>(match: T) =>
  z.object({
    matched: z.array(match),
    /** Stated as absent ("no diabetes", "TB ruled out"). */
    negated: z.array(negatedSchema),
    /** Lines meaning "nothing" ("none", "nil"). */
    ignored: z.array(z.string()),
    /** What was not understood, in the member's words: shown before the plan is made. */
    unmatched: z.array(z.string()),
  });
export const conditionMatchResultSchema = resultShape(conditionMatchSchema);
export const medicineMatchResultSchema = resultShape(medicineMatchSchema);
export type ConditionMatchResult = z.infer<typeof conditionMatchResultSchema>;
export type MedicineMatchResult = z.infer<typeof medicineMatchResultSchema>;

export interface MatchOptions {
  /** Resolves "3 weeks ago" to a date; the matcher reads no clock itself. */
  now?: Date;
}

type Mode = 'condition' | 'medicine';

const isDoseToken = (w: string): boolean =>
  DOSE_WORDS.has(w) || isNumeric(w) || /^\d+(?:\.\d+)?(?:mg|mcg|ug|g|gm|ml|iu|u|units?|k)$/.test(w);

let conditionIndex: PhraseIndex | undefined;
let medicineIndex: PhraseIndex | undefined;
const indexFor = (mode: Mode): PhraseIndex =>
  mode === 'condition'
    ? (conditionIndex ??= new PhraseIndex(CONDITIONS))
    : (medicineIndex ??= new PhraseIndex(MEDICINES, (w) => !isDoseToken(w)));

const QUALIFIER_WORD_SET = new Set<string>(QUALIFIER_WORDS);
const NO_FAMILY_CATEGORIES = new Set(['life-stage', 'lifestyle']);

/** One profile entry per line, comma, semicolon or bullet; sentence full stops split too, decimals do not. */
export function splitEntries(input: string | readonly string[]): string[] {
  const lines = typeof input === 'string' ? [input] : input;
  return lines
    .flatMap((l) => (typeof l === 'string' ? l.split(/[\n\r;,•|]+|\.(?=\s|$)/) : []))
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
}

interface Span extends SpanHit {
  id: string;
  negated?: boolean;
  family?: boolean;
  history?: boolean;
  uncertain?: boolean;
}

/** Longest first, then fewest typos; a tie between different entries is left unmatched (asked, not guessed). */
function chooseSpans(hits: SpanHit[], taken: boolean[]): { spans: Span[]; ambiguous: SpanHit[] } {
  hits.sort((a, b) => b.end - b.start - (a.end - a.start) || a.cost - b.cost || a.start - b.start);
  const spans: Span[] = [];
  const ambiguous: SpanHit[] = [];
  for (const h of hits) {
    if (taken.slice(h.start, h.end).some(Boolean)) continue;
    const rivals = hits.filter(
      (o) =>
        o !== h &&
        o.start === h.start &&
        o.end === h.end &&
        o.cost === h.cost &&
        o.ids.join() !== h.ids.join(),
    );
    const ids = [...new Set([h.ids, ...rivals.map((r) => r.ids)].flat())];
    for (let i = h.start; i < h.end; i++) taken[i] = true;
    if (ids.length === 1) spans.push({ ...h, id: ids[0]! });
    else ambiguous.push(h);
  }
  spans.sort((a, b) => a.start - b.start);
  return { spans, ambiguous };
}

const within = (
  words: readonly string[],
  from: number,
  to: number,
  phrases: readonly string[][],
): boolean => {
  for (let at = Math.max(0, from); at < to; at++)
    if (phrases.some((p) => phraseAt(words, at, p))) return true;
  return false;
};

/** Marks negation, family and history from the free words around each span. */
function readCues(
  words: readonly string[],
  spans: Span[],
  inSpan: boolean[],
  familyMarks: boolean[],
  mode: Mode,
): void {
  let negationCarries = false;
  spans.forEach((s, k) => {
    const prevEnd = k > 0 ? spans[k - 1]!.end : 0;
    const nextStart = k + 1 < spans.length ? spans[k + 1]!.start : words.length;
    const before = Math.max(prevEnd, s.start - 4);
    const after = Math.min(nextStart, s.end + 4);
    const free = (i: number): boolean => !inSpan[i];
    const entry = mode === 'condition' ? conditionById(s.id) : undefined;

    const negBefore = within(words, before, s.start, NEGATION_BEFORE);
    const negAfter = within(words, s.end, after, NEGATION_AFTER);
    const normalAfter =
      mode === 'condition' &&
      !['life-stage', 'lifestyle', 'procedure'].includes(entry?.category ?? '') &&
      within(words, s.end, after, NORMAL_AFTER);
    s.negated = negBefore || negAfter || normalAfter || negationCarries;
    const between = words.slice(s.end, nextStart).filter((_, i) => free(s.end + i));
    negationCarries = s.negated && between.length > 0 && between.every((w) => NEGATION_CONTINUES.has(w));

    if (
      mode === 'condition' &&
      !NO_FAMILY_CATEGORIES.has(entry?.category ?? '') &&
      s.id !== 'family-history'
    ) {
      let relative = false;
      for (let i = before; i < s.start; i++) {
        if (RELATIVES.has(words[i]!) && !(i > 0 && SELF_BEFORE_RELATIVE.has(words[i - 1]!))) relative = true;
        if (familyMarks[i]) relative = true;
      }
      for (let i = s.end; i < after; i++) if (familyMarks[i]) relative = true;
      s.family = relative;
    }
    s.history = within(words, before, s.start, HISTORY_BEFORE) || within(words, s.end, after, HISTORY_AFTER);
    s.uncertain = within(words, before, s.start, UNCERTAIN_BEFORE);
  });
}

interface LineResult {
  spans: Span[];
  tokens: Token[];
  leftovers: string[];
}

function readLine(line: string, mode: Mode): LineResult {
  const index = indexFor(mode);
  const all = tokenize(line);
  const tokens = mode === 'medicine' ? all.filter((t) => !isDoseToken(t.norm)) : all;
  const words = tokens.map((t) => t.norm);

  // Family-history phrases are cues, never part of a condition's name ("family history of diabetes").
  const familyMarks = words.map(() => false);
  if (mode === 'condition') {
    for (let i = 0; i < words.length; i++)
      for (const p of FAMILY_PHRASES)
        if (phraseAt(words, i, p)) for (let j = 0; j < p.length; j++) familyMarks[i + j] = true;
  }
  const cands: Candidate[][] = words.map((w, i) => (familyMarks[i] ? [] : index.candidates(w)));
  const hits = words.flatMap((_, i) => index.hitsAt(cands, i));
  const { spans, ambiguous } = chooseSpans(hits, [...familyMarks]);
  const inSpan = words.map(() => false);
  for (const s of spans) for (let i = s.start; i < s.end; i++) inSpan[i] = true;
  readCues(words, spans, inSpan, familyMarks, mode);

  // Stone types ("uric acid stones") belong to the stone, not to a second condition.
  const q = mode === 'condition' ? extractQualifiers(line) : {};
  const stones = spans.find((s) => s.id === 'kidney-stones');
  // "gastric bypass surgery 2022": the word "surgery" after a named procedure is that procedure.
  const kept = spans.filter(
    (s, k) =>
      !(stones && q.stoneType && s !== stones && s.id === 'hyperuricaemia' && !s.negated) &&
      !(
        s.id === 'recent-surgery' &&
        k > 0 &&
        spans[k - 1]!.end === s.start &&
        namesProcedure(spans[k - 1]!.id)
      ),
  );

  const cueWords = new Set([
    ...[NEGATION_BEFORE, NEGATION_AFTER, NORMAL_AFTER, HISTORY_BEFORE, HISTORY_AFTER, UNCERTAIN_BEFORE].flat(
      2,
    ),
    ...RELATIVES,
  ]);
  const ambiguousAt = new Set(
    ambiguous.flatMap((h) => Array.from({ length: h.end - h.start }, (_, k) => h.start + k)),
  );
  const covered = words.map((_, i) => inSpan[i]! || familyMarks[i]!);
  for (const s of spans) if (!kept.includes(s)) for (let i = s.start; i < s.end; i++) covered[i] = true;
  const significant = words.map((w, i) => {
    if (ambiguousAt.has(i)) return true;
    if (covered[i] || cueWords.has(w) || FILLER.has(w) || w.length < 2 || /\d/.test(w)) return false;
    return mode === 'condition' ? !QUALIFIER_WORD_SET.has(w) : !isDoseToken(w);
  });
  const leftovers: string[] = [];
  for (let i = 0; i < words.length; i++) {
    if (!significant[i]) continue;
    let j = i;
    while (j + 1 < words.length && !inSpan[j + 1] && (significant[j + 1] || !covered[j + 1])) j++;
    while (!significant[j]) j--;
    leftovers.push(line.slice(tokens[i]!.start, tokens[j]!.end));
    i = j;
  }
  return { spans: kept, tokens, leftovers };
}

const namesProcedure = (id: string): boolean => {
  const e = conditionById(id);
  return e?.category === 'procedure' || (e?.qualifiers.includes('date') ?? false);
};

function uncertainMark(line: string, s: Span, tokens: Token[]): boolean {
  const start = tokens[s.start]!.start;
  const end = tokens[s.end - 1]!.end;
  return /\?\s*$/.test(line.slice(0, start)) || /^\s*\?/.test(line.slice(end));
}

const isNoneLine = (line: string, mode: Mode): boolean => {
  const words = tokenize(line)
    .map((t) => t.norm)
    .filter((w) => mode === 'condition' || !isDoseToken(w));
  return words.length === 0 || NONE_LINES.has(words.join(' '));
};

/** "Diabetes" beside "type 2 diabetes" is the same condition said less precisely: kept as the narrower one. */
function dropBroader(matched: ConditionMatch[]): ConditionMatch[] {
  const narrower = new Map<string, ConditionMatch>();
  for (const m of matched) {
    if (m.relativeCondition) continue;
    for (let b = conditionById(m.entryId)?.broader; b; b = conditionById(b)?.broader)
      if (!narrower.has(b)) narrower.set(b, m);
  }
  return matched.filter((m) => {
    const into = m.relativeCondition ? undefined : narrower.get(m.entryId);
    if (!into) return true;
    into.alsoFrom = [...new Set([...(into.alsoFrom ?? []), m.text, ...(m.alsoFrom ?? [])])].filter(
      (t) => t !== into.text,
    );
    return false;
  });
}

/** Conditions from free text: `matched` with qualifiers, `negated`, `ignored` and `unmatched` (never dropped). */
export function matchConditions(
  input: string | readonly string[],
  options: MatchOptions = {},
): ConditionMatchResult {
  const out: ConditionMatchResult = { matched: [], negated: [], ignored: [], unmatched: [] };
  let lineStart = 0;
  for (const line of splitEntries(input)) {
    if (isNoneLine(line, 'condition')) {
      out.ignored.push(line);
      continue;
    }
    const { spans, tokens, leftovers } = readLine(line, 'condition');
    const thisLine = out.matched.length;
    const familyLine = spans.some((s) => s.family);
    const q = extractQualifiers(line, options.now);
    for (const s of spans) {
      const words = line.slice(tokens[s.start]!.start, tokens[s.end - 1]!.end);
      if (s.negated) {
        out.negated.push({ entryId: s.family ? 'family-history' : s.id, text: line });
        continue;
      }
      if (s.family) {
        out.matched.push({
          entryId: 'family-history',
          text: line,
          words,
          qualifiers: {},
          relativeCondition: s.id,
        });
        continue;
      }
      // "bottle feeding my baby", "breastfeeding stopped": the feeding words decide, not the longest phrase.
      const id =
        s.id === 'breastfeeding' && q.feedingMode === 'formula' ? 'postpartum-formula-feeding' : s.id;
      out.matched.push({
        entryId: id,
        text: line,
        words,
        qualifiers: pickQualifiers(q, conditionById(id)!.qualifiers),
        ...(s.history ? { history: true } : {}),
        ...(s.uncertain || uncertainMark(line, s, tokens) ? { uncertain: true } : {}),
        ...(s.cost > 0 ? { fuzzy: true } : {}),
      });
    }
    // A bare "family history" with no condition named is kept as such.
    const lineWords = tokenize(line).map((t) => t.norm);
    const marked = lineWords.some((_, i) => FAMILY_PHRASES.some((p) => phraseAt(lineWords, i, p)));
    if (!familyLine && spans.length === 0 && marked && leftovers.length === 0) {
      out.matched.push({ entryId: 'family-history', text: line, words: line, qualifiers: {} });
      continue;
    }
    if (spans.length === 0 && leftovers.length === 0 && attachToPrevious(out.matched, lineStart, q, line))
      continue;
    if (spans.length === 0) out.unmatched.push(line);
    else out.unmatched.push(...leftovers);
    lineStart = thisLine;
  }
  out.matched = dropBroader(mergeSame(out.matched));
  return out;
}

/**
 * A line that only qualifies ("heart failure, EF 30%", "pregnant, 28 weeks") adds to the previous line's
 * matches that take those qualifiers; true when one did.
 */
function attachToPrevious(matched: ConditionMatch[], from: number, q: Qualifiers, line: string): boolean {
  let used = false;
  for (const m of matched.slice(from)) {
    const entry = conditionById(m.entryId);
    if (!entry) continue;
    const picked = pickQualifiers(q, entry.qualifiers);
    if (Object.keys(picked).length === 0) continue;
    m.qualifiers = { ...picked, ...m.qualifiers };
    m.alsoFrom = [...(m.alsoFrom ?? []), line];
    used = true;
  }
  return used;
}

/** One match per entry (per relative's condition for family history); later lines fill qualifiers left empty. */
function mergeSame(list: ConditionMatch[]): ConditionMatch[] {
  const byKey = new Map<string, ConditionMatch>();
  for (const m of list) {
    const key = `${m.entryId}:${m.relativeCondition ?? ''}`;
    const prev = byKey.get(key);
    if (prev) {
      prev.qualifiers = { ...m.qualifiers, ...prev.qualifiers };
      // The lines the dropped one folded in ("type 2, type 2, since 2019") stay accounted for.
      const also = [...(prev.alsoFrom ?? []), m.text, ...(m.alsoFrom ?? [])].filter((t) => t !== prev.text);
      if (also.length > 0) prev.alsoFrom = [...new Set(also)];
    } else byKey.set(key, { ...m, qualifiers: { ...m.qualifiers } });
  }
  return [...byKey.values()];
}

const DOSE = /(\d+(?:\.\d+)?)\s*(mg|mcg|µg|ug|gm|g|iu|units?|ml|k)\b/i;
const FREQUENCY =
  /\b([0-9½]\s*-\s*[0-9½]\s*-\s*[0-9½](?:\s*-\s*[0-9½])?|od|bd|bid|tds|tid|qid|qds|hs|sos|prn|weekly|daily|once (?:a )?(?:day|daily|week|weekly)|twice (?:a )?(?:day|daily|week)|thrice (?:a )?day|alternate days?)\b/i;

/** Medicines and supplements from free text; unknown generics with a family ending are read by class. */
export function matchMedicines(input: string | readonly string[]): MedicineMatchResult {
  const out: MedicineMatchResult = { matched: [], negated: [], ignored: [], unmatched: [] };
  for (const line of splitEntries(input)) {
    if (isNoneLine(line, 'medicine')) {
      out.ignored.push(line);
      continue;
    }
    const { spans, tokens, leftovers } = readLine(line, 'medicine');
    const dose = DOSE.exec(line);
    const freq = FREQUENCY.exec(line);
    const extra = {
      ...(dose ? { dose: `${dose[1]}${/^k$/i.test(dose[2]!) ? 'k' : ` ${dose[2]!.toLowerCase()}`}` } : {}),
      ...(freq ? { frequency: freq[1]!.toUpperCase().replace(/\s+/g, '') } : {}),
    };
    for (const s of spans) {
      if (s.negated) {
        out.negated.push({ entryId: s.id, text: line });
        continue;
      }
      out.matched.push({
        entryId: s.id,
        text: line,
        words: line.slice(tokens[s.start]!.start, tokens[s.end - 1]!.end),
        classIds: [...(medicineById(s.id)?.classIds ?? [])],
        ...extra,
        ...(s.history ? { history: true } : {}),
        ...(s.cost > 0 ? { fuzzy: true } : {}),
      });
    }
    const rest: string[] = [];
    for (const left of spans.length === 0 ? [line] : leftovers) {
      const bySuffix = tokenize(left)
        .map((t) => ({ t, classId: CLASS_SUFFIXES.find(([re]) => re.test(t.norm))?.[1] }))
        .filter((x) => x.classId && medicineById(`class-${x.classId}`));
      for (const { t, classId } of bySuffix) {
        out.matched.push({
          entryId: `class-${classId}`,
          text: line,
          words: left.slice(t.start, t.end),
          classIds: [classId!],
          ...extra,
          bySuffix: true,
        });
      }
      if (bySuffix.length === 0) rest.push(left);
    }
    out.unmatched.push(...rest);
  }
  return out;
}

export interface CatalogueHit {
  entryId: string;
  kind: 'condition' | 'medicine' | 'supplement';
  /** The entry's display name. */
  label: string;
  /** The name or synonym that matched, folded. */
  matchedText: string;
  /** Lower is better: 0 exact name … 4 word prefix, 5+ typo-tolerant. */
  score: number;
}

export interface SearchOptions {
  catalogue?: 'conditions' | 'medicines' | 'all';
  limit?: number;
}

/** Ranked picker suggestions: exact, then prefix, then word-prefix, then within the allowed typos. */
export function searchCatalogue(query: string, options: SearchOptions = {}): CatalogueHit[] {
  const { catalogue = 'all', limit = 10 } = options;
  const words = tokenize(query).map((t) => t.norm);
  if (words.length === 0) return [];
  const q = words.join(' ');
  const last = words[words.length - 1]!;
  const head = words.slice(0, -1).join(' ');
  const typos = allowedTypos(last);
  const sources: Mode[] =
    catalogue === 'all'
      ? ['condition', 'medicine']
      : catalogue === 'conditions'
        ? ['condition']
        : ['medicine'];
  // Best score per entry, as [score, mode, phrase position]; hit objects are built for the top few only.
  const best = new Map<string, [number, Mode, number]>();
  for (const mode of sources) {
    const phrases = indexFor(mode).phrases;
    const offer = (i: number, score: number): void => {
      const id = phrases[i]!.entryId;
      const prev = best.get(id);
      if (!prev || score < prev[0]) best.set(id, [score, mode, i]);
    };
    for (const hit of indexFor(mode).withPrefix(q)) {
      const isName = phrases[hit.phrase]!.isName;
      offer(hit.phrase, hit.whole ? (isName ? 0 : 1) : hit.atStart ? (isName ? 2 : 3) : 4);
    }
  }
  if (typos > 0 && best.size < limit) {
    for (const mode of sources) {
      const index = indexFor(mode);
      for (const [i, d] of index.phrasesNear(last, typos)) {
        if (head && !index.phrases[i]!.text.startsWith(head)) continue;
        const id = index.phrases[i]!.entryId;
        const prev = best.get(id);
        if (!prev || 5 + d < prev[0]) best.set(id, [5 + d, mode, i]);
      }
    }
  }
  const label = (mode: Mode, id: string): string =>
    mode === 'condition' ? conditionById(id)!.name : medicineById(id)!.name;
  return [...best.entries()]
    .map(([entryId, [score, mode, i]]) => ({ entryId, score, mode, i, label: label(mode, entryId) }))
    .sort((a, b) => a.score - b.score || a.label.length - b.label.length || a.label.localeCompare(b.label))
    .slice(0, limit)
    .map(({ entryId, score, mode, i, label }) => ({
      entryId,
      kind: mode === 'condition' ? ('condition' as const) : (medicineById(entryId)?.kind ?? 'medicine'),
      label,
      matchedText: indexFor(mode).phrases[i]!.text,
      score,
    }));
}
