import type { BiomarkerCode } from '@common/biomarkers';
import { BIOMARKER_TABLE } from './biomarker-table';
import { CHINESE_NAMES, toSimplified } from './chinese-names';

/** Glucose printed without "fasting", "PP" or "random": resolved from the rest of the report. */
export type NameCode = BiomarkerCode | 'GLU';

const GLUCOSE_NAMES = [
  'glycemie',
  'glucose',
  'blood glucose',
  'plasma glucose',
  'blood sugar',
  'glukose',
  'glucose plasma',
  'glucose serum',
  'serum glucose',
  'sugar',
  'glucosa',
  'glucemia',
  'glicose',
  'glicemia',
  'glucosio',
  'glukoza',
  'glucose plasmatique',
  'cukier',
  'bloedsuiker',
];

/** Words a lab may put before a name without changing the analyte ("S. Bilirubin", "Serum Urea"). */
const SKIPPABLE_PREFIX = new Set(['s', 'sr', 'serum', 'plasma', 'p', 'venous', 'whole', '血清', '血浆']);

/** Han characters (Chinese): a run of them is one word, matched whole (there are no spaces between words). */
const HAN = /\p{sc=Han}/u;
/** Chinese specimen words printed before a name without a space ("血清肌酐"): split off as a word of their own. */
const HAN_PREFIX = /^(血清|血浆)(?=\p{sc=Han})/u;

// Spelling variants folded to one form before matching (British/German/plural forms, common abbreviations).
const WORD_VARIANTS: [RegExp, string][] = [
  [/^haem/, 'hem'],
  [/^hamo/, 'hemo'],
  [/^hama/, 'hema'],
  [/^leuco/, 'leuko'],
  [/^cholesterin$/, 'cholesterol'],
  [/^hdlc$/, 'hdl'],
  [/^ldlc$/, 'ldl'],
  [/^glycosylated$/, 'glycated'],
  [/^postprandial$/, 'postprandial'],
  [/^triglycerid(e|es)?$/, 'triglyceride'],
  [/^triglyzerid(e)?$/, 'triglyceride'],
  [/^creatinin$/, 'creatinine'],
  [/^colesterol[oe]?$/, 'cholesterol'],
  [/^transaminase$/, 'aminotransferase'],
];

/** Lower-case, strip accents (ä→a, ß→ss) and fold spelling variants and plurals. */
export function normaliseWord(word: string): string {
  if (HAN.test(word)) return toSimplified(word.normalize('NFKC'));
  // NFKD leaves a few letters whole (Polish ł, Danish ø, æ/œ ligatures): fold them by hand.
  let w = word
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/ł/g, 'l')
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe');
  for (const [re, to] of WORD_VARIANTS) w = w.replace(re, to);
  // Plurals: "proteins", "lymphocytes", "basophils" (not "sus", "mass", "analysis").
  if (w.length > 4 && /[^su]s$/.test(w) && !/is$/.test(w)) w = w.slice(0, -1);
  return w;
}

/**
 * Fold characters OCR confuses (1/l/I/|, 0/O, 5/S, rn/m) so both sides of a comparison look alike. A word of one
 * or two letters is folded only where OCR put a digit or a bar for a letter: letters are not exchanged for other
 * letters there, or "ID" (of "P.ID No.") would read as "LD", an alias of LDH.
 */
export function ocrFold(word: string): string {
  if (word.length <= 2) return word.replace(/[1|!]/g, 'l').replace(/0/g, 'o').replace(/5/g, 's');
  return word
    .replace(/rn/g, 'm')
    .replace(/[1il|!í]/g, 'l')
    .replace(/0/g, 'o')
    .replace(/5/g, 's')
    .replace(/vv/g, 'w');
}

const fold = (w: string): string => ocrFold(normaliseWord(w));

/** Optimal string alignment distance, capped (we only care about 0, 1 or 2). */
function editDistance(a: string, b: string, cap: number): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  const prev2 = new Array<number>(b.length + 1).fill(0);
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, prev2[j - 2]! + 1);
      cur.push(v);
      rowMin = Math.min(rowMin, v);
    }
    for (let j = 0; j <= b.length; j++) prev2[j] = prev[j]!;
    prev = cur;
    if (rowMin > cap) return cap + 1;
  }
  return prev[b.length]!;
}

/**
 * Tokens match when equal after folding, or within one edit (≥ 6 letters) or two (≥ 10 letters) — but a word
 * that is itself in the vocabulary only matches exactly ("unconjugated" is not a misspelt "conjugated").
 */
export function wordsMatch(textWord: string, aliasWord: string): boolean {
  if (textWord === aliasWord) return true;
  if (VOCABULARY.has(textWord)) return false;
  // Chinese names differ by one character (高/低密度脂蛋白胆固醇 are HDL and LDL): only an exact match.
  if (HAN.test(aliasWord)) return false;
  const n = aliasWord.length;
  if (n < 6 || /\d/.test(aliasWord)) return false;
  return editDistance(textWord, aliasWord, n >= 10 ? 2 : 1) <= (n >= 10 ? 2 : 1);
}

interface Alias {
  code: NameCode;
  words: string[];
}

/**
 * One word: a run of Han characters (spaces between them dropped: "尿  酸" is printed spaced to a column's
 * width), or a run of other letters, digits and "%". The two never share a word: "白细胞计数WBC" is two.
 */
const WORD_RE =
  /(?<![\p{L}\p{N}])(?:\p{L}\.){2,}(?:\p{L}(?![\p{L}\p{N}])\.?)?|\p{sc=Han}+(?:[ \u3000]{1,2}\p{sc=Han}+)*|(?:(?!\p{sc=Han})[\p{L}\p{N}%])+|[()[\]（）]/gu;

/** Words of an alias: as before for other scripts; a Han run is a word of its own ("游离T4" is 游离 + T4). */
const splitWords = (s: string): string[] =>
  s
    .split(/[^\p{L}\p{N}%]+/u)
    .flatMap((w) => w.match(/\p{sc=Han}+|(?:(?!\p{sc=Han})[\p{L}\p{N}%])+/gu) ?? [])
    .filter(Boolean);

const ALIASES: Alias[] = [
  ...Object.entries(BIOMARKER_TABLE).flatMap(([code, def]) =>
    def.names.map((n) => ({ code: code as BiomarkerCode, words: splitWords(n).map(fold) })),
  ),
  ...GLUCOSE_NAMES.map((n) => ({ code: 'GLU' as const, words: splitWords(n).map(fold) })),
  ...Object.entries(CHINESE_NAMES).flatMap(([code, names]) =>
    names.map((n) => ({ code: code as NameCode, words: splitWords(n).map(fold) })),
  ),
].filter((a) => a.words.length > 0);

// Known words of other tests that are one or two letters away from an alias ("creatine" kinase is not
// "creatinine"): they must never fuzzy-match.
const LOOKALIKE_WORDS = ['creatine', 'globin', 'lipase', 'amylase'];
const VOCABULARY = new Set([...ALIASES.flatMap((a) => a.words), ...LOOKALIKE_WORDS.map(fold)]);

const ALIAS_BY_FIRST = new Map<string, Alias[]>();
for (const a of ALIASES) {
  const key = a.words[0]!;
  ALIAS_BY_FIRST.set(key, [...(ALIAS_BY_FIRST.get(key) ?? []), a]);
}

export interface Word {
  text: string;
  folded: string;
  start: number;
  end: number;
  /** Parenthesis depth at the word. */
  depth: number;
}

/** Split text into words with positions and parenthesis depth. */
export function words(text: string): Word[] {
  const out: Word[] = [];
  let depth = 0;
  // Dotted abbreviations ("P.C.V.", "E.S.R.", "W.B.C.") are one word, as the lab means them.
  for (const m of text.matchAll(WORD_RE)) {
    const t = m[0];
    if (t === '(' || t === '[' || t === '（') depth++;
    else if (t === ')' || t === ']' || t === '）') depth = Math.max(0, depth - 1);
    else {
      const joined = t.replace(/[ \u3000]/g, '');
      const prefix = HAN_PREFIX.exec(joined)?.[0];
      if (prefix) {
        // "血清肌酐": the specimen word, then the name; positions are the printed ones.
        const cut = m.index + t.indexOf(prefix[prefix.length - 1]!) + 1;
        out.push({ text: prefix, folded: fold(prefix), start: m.index, end: cut, depth });
        const rest = joined.slice(prefix.length);
        out.push({ text: rest, folded: fold(rest), start: cut, end: m.index + t.length, depth });
      } else
        out.push({
          text: joined,
          folded: fold(joined.replace(/\./g, '')),
          start: m.index,
          end: m.index + t.length,
          depth,
        });
    }
  }
  return out;
}

/**
 * Words printed before a name that qualify it ("freies T4", "Post Prandial Blood Glucose"): skipped to find the
 * name, and reported so the caller can turn the analyte into its qualified form or refuse it.
 */
export type NamePrefix = 'free' | 'glucose-timing';
const PREFIX_WORDS: [NamePrefix, string[]][] = [
  [
    'free',
    [
      'free',
      'freies',
      'freie',
      'freier',
      'libre',
      'livre',
      'libero',
      'vrij',
      'vrije',
      'wolny',
      'wolna',
      '游离',
    ],
  ],
  [
    'glucose-timing',
    [
      'fasting',
      'nuchtern',
      'post',
      'prandial',
      'postprandial',
      'pp',
      'random',
      'casual',
      'non',
      'after',
      'meal',
    ],
  ],
];
const PREFIX_OF = new Map<string, NamePrefix>(
  PREFIX_WORDS.flatMap(([kind, ws]) => ws.map((w): [string, NamePrefix] => [fold(w), kind])),
);

export interface NameMatch {
  /** A qualifying word skipped before the name, if any. */
  prefix?: NamePrefix;
  code: NameCode;
  /** Index of the first and one past the last matched word. */
  firstWord: number;
  lastWord: number;
  /** Character range of the matched alias in the text. */
  start: number;
  end: number;
  /** Number of alias words matched (longer = more specific). */
  size: number;
}

function matchAliasAt(ws: Word[], i: number, alias: Alias): boolean {
  for (let k = 0; k < alias.words.length; k++) {
    const w = ws[i + k];
    if (!w || !wordsMatch(w.folded, alias.words[k]!)) return false;
  }
  return true;
}

/** The longest alias that starts at word i, if any. */
export function longestAliasAt(ws: Word[], i: number): NameMatch | null {
  const w = ws[i];
  if (!w) return null;
  let best: NameMatch | null = null;
  const candidates = ALIAS_BY_FIRST.get(w.folded) ?? (w.folded.length >= 6 ? ALIASES : []);
  for (const alias of candidates) {
    if (!wordsMatch(w.folded, alias.words[0]!)) continue;
    if (best && alias.words.length <= best.size) continue;
    if (!matchAliasAt(ws, i, alias)) continue;
    // A short abbreviation on its own ("ESR", "VES", "Hb") is printed with a capital; a lower-case "ves" is a
    // fragment of text (or OCR noise), not a test name.
    if (alias.words.length === 1 && w.text.length <= 3 && !/[\p{Lu}\d\p{sc=Han}]/u.test(w.text)) continue;
    const last = ws[i + alias.words.length - 1]!;
    best = {
      code: alias.code,
      firstWord: i,
      lastWord: i + alias.words.length,
      start: w.start,
      end: last.end,
      size: alias.words.length,
    };
  }
  return best;
}

/** Exact (folded) alias for a whole short phrase, e.g. the "(BUN)" of "Urea Nitrogen (BUN)". */
export function aliasForPhrase(phrase: string): NameCode | null {
  const ws = splitWords(phrase).map(fold);
  if (ws.length === 0) return null;
  for (const a of ALIASES) {
    if (a.words.length === ws.length && a.words.every((w, k) => w === ws[k])) return a.code;
  }
  return null;
}

/**
 * Match an analyte name at the start of a line (allowing "S." / "Serum" prefixes and one leading item number).
 * Returns the most specific (longest) alias.
 */
export function matchNameAtStart(ws: Word[]): NameMatch | null {
  let best: NameMatch | null = null;
  // A leading row number ("1", "12") may be skipped; "25-OH ..." still matches with its number.
  const starts = ws[0] && /^\d{1,2}$/.test(ws[0].text) ? [0, 1] : [0];
  for (const first of starts) {
    // Up to two specimen prefixes ("S.", "Serum") and two qualifiers ("freies", "post prandial") may precede
    // the name; a name matched without skipping a qualifier wins at equal length.
    let prefix: NamePrefix | undefined;
    for (let i = first; i <= first + 3 && i < ws.length; i++) {
      const m = longestAliasAt(ws, i);
      if (m && (!best || m.size > best.size)) best = prefix ? { ...m, prefix } : m;
      const w = ws[i]!.folded;
      const qualifier = PREFIX_OF.get(w);
      if (qualifier && ws[i]!.depth === 0) prefix ??= qualifier;
      else if (!SKIPPABLE_PREFIX.has(w)) break;
    }
  }
  return best;
}
