import { parseNumber, type DecimalSeparator } from './numbers';

/** A reference interval as printed. Bounds are in the result's printed unit. */
export interface RefRange {
  low: number | null;
  high: number | null;
  /** "< 200" excludes 200; "13 - 17" and "<= 6.0" include their bounds. */
  lowInclusive: boolean;
  highInclusive: boolean;
  /** The text the range was read from (all categories, for display). */
  text: string;
}

export type Sex = 'male' | 'female';

// Comparator spellings, longest first. "> OR =" and "=>" are common on US and Indian reports.
const COMPARATOR_WORDS: [RegExp, string][] = [
  [
    /<\s*[o0]r\s*=|<\s*=|=\s*<|≤|⩽|\bup\s?to\b|(?<!\d\s*)\bbis\b|\btill\b|\bmax(?:imum)?\.?(?=\s*\d)/giu,
    '<=',
  ],
  [/>\s*[o0]r\s*=|>\s*=|=\s*>|≥|⩾|\bmin(?:imum)?\.?(?=\s*\d)|(?<!\d\s*)\bab\b(?=\s*\d)/giu, '>='],
  [/\bless than\b|\bbelow\b|\bunder\b|\bkleiner\b|\bunter\b/giu, '<'],
  [/\bmore than\b|\bgreater than\b|\babove\b|\bover\b|\bgrößer\b|\büber\b/giu, '>'],
];

/** Rewrite comparator words to symbols so one grammar reads them all. */
export function normaliseComparators(text: string): string {
  let s = text;
  for (const [re, sym] of COMPARATOR_WORDS) s = s.replace(re, ` ${sym} `);
  // Chinese reports print "3.5～5.5" (full-width or wave dash) and "0--6.8" (a doubled hyphen).
  return s
    .replace(/[–—−~～〜]/g, '-')
    .replace(/(\d)\s*--\s*(?=\d)/g, '$1-')
    .replace(/\s+/g, ' ');
}

const NUM = String.raw`\d+(?:[.,]\d+)*|[.,]\d+`;
const INTERVAL = new RegExp(
  String.raw`(<=|>=|<|>)\s*(${NUM})|(${NUM})\s*(?:-|to|bis|\.\.)\s*(${NUM})`,
  'giu',
);

interface Interval {
  range: RefRange;
  start: number;
  end: number;
}

function readIntervals(text: string, decimal: DecimalSeparator): Interval[] {
  const out: Interval[] = [];
  for (const m of text.matchAll(INTERVAL)) {
    const start = m.index;
    const end = start + m[0].length;
    // Skip numbers glued to letters ("P5P", "D3", "1st") and pieces of dates.
    if (/[\p{L}]/u.test(text[start - 1] ?? '') || /[\p{L}]/u.test(text[end] ?? '')) {
      if (!/^[<>]/.test(m[0])) continue;
    }
    if (m[1]) {
      const v = parseNumber(m[2]!, decimal);
      if (v === null) continue;
      const cmp = m[1];
      const range: RefRange =
        cmp === '<' || cmp === '<='
          ? { low: null, high: v, lowInclusive: true, highInclusive: cmp === '<=', text: m[0] }
          : { low: v, high: null, lowInclusive: cmp === '>=', highInclusive: true, text: m[0] };
      out.push({ range, start, end });
    } else {
      const lo = parseNumber(m[3]!, decimal);
      const hi = parseNumber(m[4]!, decimal);
      if (lo === null || hi === null) continue;
      // A reversed interval ("36-6.0": OCR lost a point) is not a range; its bounds are never guessed.
      if (hi < lo) continue;
      out.push({
        range: { low: lo, high: hi, lowInclusive: true, highInclusive: true, text: m[0] },
        start,
        end,
      });
    }
  }
  return out;
}

type LabelKind = 'normal' | 'abnormal' | 'male' | 'female' | 'adult' | 'other' | 'none';

// Order matters: "non-diabetic" before "diabetic", "insufficient" before "sufficient", "near optimal" before "optimal".
const LABEL_RULES: [RegExp, LabelKind][] = [
  [
    /non[\s-]?diabet|nicht[\s-]?diabet|low(?:er|est)?\s+(?:relative\s+)?risk|niedrig\w*\s+risiko|no risk/i,
    'normal',
  ],
  [
    /insufficien|deficien|mangel|borderline|grenzwert|near[\s-]?optimal|above[\s-]?optimal|sub[\s-]?optimal|pre[\s-]?diabet|diabet|toxic|toxisch|intoxication|elevated|erhöht|high|hoch|\blow\b|niedrig|risk|risiko|impaired|moderate|severe|intermediate/i,
    'abnormal',
  ],
  [
    /normal|desirable|wünschenswert|optimal|sufficien|ausreichend|adequate|reference|referenz|ideal|healthy|negative|euthyro|target|recommended/i,
    'normal',
  ],
  [/\b(?:female|women|woman|frauen|weiblich|f|w)\b/i, 'female'],
  [/\b(?:male|men|man|männer|männlich|m)\b/i, 'male'],
  [/adult|erwachsene/i, 'adult'],
];

function classifyLabel(label: string): LabelKind {
  const t = label.replace(/[:=()[\]]/g, ' ').trim();
  if (!t || !/\p{L}/u.test(t)) return 'none';
  for (const [re, kind] of LABEL_RULES) if (re.test(t)) return kind;
  return 'other';
}

/**
 * Read a printed reference range, including multi-category ones ("Desirable: < 200 Borderline: 200-239",
 * "< 25 deficient / 25 - 50 insufficient / > 50 sufficient") and sex-specific ones ("M: 13-17 F: 12-15").
 * Categories resolve to the normal/desirable band; sex-specific ranges to the patient's sex (both bands'
 * union when the sex is unknown). Returns null when no interval is printed or none can be chosen.
 */
export function parseReferenceText(raw: string, decimal: DecimalSeparator = '.', sex?: Sex): RefRange | null {
  const text = normaliseComparators(raw);
  const intervals = readIntervals(text, decimal);
  if (intervals.length === 0) return null;
  if (intervals.length === 1) {
    const only = intervals[0]!;
    const around = `${text.slice(0, only.start)} ${text.slice(only.end)}`;
    // A single interval labelled as an abnormal category ("High: >= 240" alone) is not a reference range.
    if (
      classifyLabel(around) === 'abnormal' &&
      !/normal|desirable|optimal|sufficien|reference/i.test(around)
    ) {
      return null;
    }
    return { ...only.range, text: raw.trim() };
  }
  // Labels go either before each interval ("Desirable: < 200") or after it ("< 25 deficient"): decide from
  // whether the text starts with a word or a number.
  const labelsBefore = /\p{L}/u.test(text.slice(0, intervals[0]!.start));
  const labelled = intervals.map((iv, i) => {
    const prevEnd = i === 0 ? 0 : intervals[i - 1]!.end;
    const nextStart = i === intervals.length - 1 ? text.length : intervals[i + 1]!.start;
    const label = labelsBefore ? text.slice(prevEnd, iv.start) : text.slice(iv.end, nextStart);
    return { ...iv, kind: classifyLabel(label) };
  });
  const pick = (kind: LabelKind): Interval[] => labelled.filter((l) => l.kind === kind);
  const normal = pick('normal');
  if (normal.length >= 1) return { ...normal[0]!.range, text: raw.trim() };
  const male = pick('male');
  const female = pick('female');
  if (male.length && female.length) {
    if (sex === 'male') return { ...male[0]!.range, text: raw.trim() };
    if (sex === 'female') return { ...female[0]!.range, text: raw.trim() };
    return union(male[0]!.range, female[0]!.range, raw.trim());
  }
  const adult = pick('adult');
  if (adult.length) return { ...adult[0]!.range, text: raw.trim() };
  // Unlabelled extra intervals are usually a previous result or a stray number: keep the first.
  if (labelled.every((l) => l.kind === 'none' || l.kind === 'other'))
    return { ...labelled[0]!.range, text: raw.trim() };
  return null;
}

function union(a: RefRange, b: RefRange, text: string): RefRange {
  const low = a.low === null || b.low === null ? null : Math.min(a.low, b.low);
  const high = a.high === null || b.high === null ? null : Math.max(a.high, b.high);
  return { low, high, lowInclusive: true, highInclusive: true, text };
}

/** Does this text look like a category line of a multi-line range ("Borderline High: 200 - 239")? */
export function isCategoryLine(text: string): boolean {
  const t = normaliseComparators(text);
  const ivs = readIntervals(t, '.');
  if (ivs.length === 0) return false;
  const kind = classifyLabel(t.replace(INTERVAL, ' '));
  return kind !== 'none' && kind !== 'other';
}

/** Compare a value (with its printed comparator) to a range: low / normal / high, or null if undecidable. */
export function flagFor(
  value: number,
  comparator: '<' | '>' | '<=' | '>=' | null,
  range: Pick<RefRange, 'low' | 'high' | 'lowInclusive' | 'highInclusive'>,
): 'low' | 'normal' | 'high' | null {
  const { low, high } = range;
  if (low === null && high === null) return null;
  const belowLow = (v: number): boolean => low !== null && (range.lowInclusive ? v < low : v <= low);
  const aboveHigh = (v: number): boolean => high !== null && (range.highInclusive ? v > high : v >= high);
  if (comparator === '<' || comparator === '<=') {
    // "<4" is somewhere below 4: low if 4 is at or under the lower bound, normal if under the upper bound.
    if (low !== null && value <= low) return 'low';
    if (high === null || value <= high) return low === null ? 'normal' : value <= low ? 'low' : 'normal';
    return null;
  }
  if (comparator === '>' || comparator === '>=') {
    if (high !== null && value >= high) return 'high';
    if (low === null || value >= low) return 'normal';
    return null;
  }
  if (belowLow(value)) return 'low';
  if (aboveHigh(value)) return 'high';
  return 'normal';
}
