/**
 * Units as labs print them. Each unit id is one physical unit; the lexicon lists the spellings that mean it
 * (including the OCR misreadings we have seen), so "x10^9/L", "G/L", "/nl" and "Thousand/uL" are all `10^3/uL`.
 * Conversion factors to each analyte's canonical unit live in biomarker-table.ts.
 */
export const UNIT_IDS = [
  'g/dL',
  'g/L',
  'mg/dL',
  'mg/L',
  'mmol/L',
  'mEq/L',
  'umol/L',
  'nmol/L',
  'pmol/L',
  'ng/mL',
  'ng/dL',
  'ng/L',
  'pg/mL',
  'ug/dL',
  'ug/L',
  'U/L',
  'ukat/L',
  'mIU/L',
  'mIU/mL',
  'IU/mL',
  '%',
  'fL',
  'pg',
  'mm/hr',
  'mL/min/1.73m2',
  'mmol/mol',
  'mg/g',
  'mg/mmol',
  'mOsm/kg',
  's',
  'L/L',
  '10^3/uL',
  '10^6/uL',
  '10^5/uL',
  '/uL',
] as const;
export type UnitId = (typeof UNIT_IDS)[number];

const MICRO = '(?:µ|μ|u|mc|micro)';
// How OCR misreads µ where the letters cannot be another prefix: "H", "pH", "pu", "pµ" ("Hmol/L", "pug/dL").
const OCR_MICRO = '(?:h|ph|pu|pµ|pμ)';
const PER_UL = `(?:${MICRO}l|cumm|cu\\.?\\s?mm|mm3|mm³|mm\\^3)`;
// "10^9", "10⁹", "10E9", "10*9", "109" (lost caret) and OCR's "10"9", "10°9", "1079" (caret read as 7), "10M9", "10A3" (the last ones only right before "/").
const POW = (e: string): string =>
  `(?:(?:[x×*]\\s?)?10\\s?(?:\\^|\\*|e|"|°|'|’|”|\\s)?\\s?${e}|10[m7a]${e}(?=\\/)|[x×]\\s?10\\s?[7m]\\s?${e})`;
// After a power of ten, OCR often drops the µ: "x10^3/L" can only mean per microlitre.
const PER_UL_LOOSE = `(?:${PER_UL}|p?[lI](?![a-z]))`;

/** Regex sources per unit; matched case-insensitively, longest match first, never inside a word. */
const LEXICON: Record<UnitId, string[]> = {
  'g/dL': ['g(?:m|ms)?\\s?/\\s?d[l1I]', 'g(?:m)?\\s?%', 'g\\s?/\\s?100\\s?m[l1]'],
  'g/L': ['g(?:m)?\\s?/\\s?[lI](?![a-z])'],
  'mg/dL': ['mg\\s?/\\s?d[l1I]', 'mg\\s?%', 'mg\\s?/\\s?100\\s?m[l1]'],
  'mg/L': ['mg\\s?/\\s?[lI](?![a-z])'],
  'mmol/L': ['mmo[l1I]\\s?/\\s?[lI](?![a-z])'],
  'mEq/L': ['me[qg]\\s?/\\s?[lI](?![a-z])'],
  // OCR reads µ as "H" or "p" too ("Hmol/L", "Hg/dL", "pkat/L"): none of those is a unit of its own.
  'umol/L': [`${MICRO}mo[l1I]\\s?/\\s?[lI](?![a-z])`, `${OCR_MICRO}mo[l1I]\\s?/\\s?[lI](?![a-z])`],
  'nmol/L': ['nmo[l1I]\\s?/\\s?[lI](?![a-z])'],
  'pmol/L': ['pmo[l1I]\\s?/\\s?[lI](?![a-z])'],
  'ng/mL': ['ng\\s?/\\s?m[l1I]'],
  'ng/dL': ['ng\\s?/\\s?d[l1I]'],
  'ng/L': ['ng\\s?/\\s?[lI](?![a-z])'],
  'pg/mL': ['pg\\s?/\\s?m[l1I]'],
  'ug/dL': [`${MICRO}g\\s?/\\s?d[l1I]`, `(?:p|${OCR_MICRO})g\\s?/\\s?d[l1I]`],
  'ug/L': [`${MICRO}g\\s?/\\s?[lI](?![a-z])`, `${OCR_MICRO}g\\s?/\\s?[lI](?![a-z])`],
  // "UL" is OCR's "U/L" with the slash lost.
  'U/L': ['(?:iu|ui|u|units?)\\s?/\\s?[lI1](?![a-z])', '(?:iu|u)[lI](?![a-z/])'],
  'ukat/L': [`(?:${MICRO}|p|${OCR_MICRO})kat\\s?/\\s?[lI]`],
  // µIU/mL, mIU/L, mU/L and µU/mL are the same quantity for TSH.
  // chi_sim reads mIU as "mlIU".
  'mIU/L': [`${MICRO}[i1l]?u\\s?/\\s?m[l1I]`, 'm[i1l]{0,2}u\\s?/\\s?[lI](?![a-z])', 'p[i1l]u\\s?/\\s?m[l1I]'],
  // Hormones (LH, FSH) in mIU/mL ≡ IU/L; for TSH "mIU/mL" is a misprint of µIU/mL (biomarker-table.ts).
  'mIU/mL': ['m[i1l]u\\s?/\\s?m[l1I]'],
  // Antibodies and IgE: IU/mL ≡ kIU/L ≡ kU/L.
  'IU/mL': ['(?:iu|ui|u)\\s?/\\s?m[l1I]', 'k[i1l]?u\\s?/\\s?[lI](?![a-z])'],
  '%': ['%', 'percent'],
  fL: ['f[l1I](?![a-z])', 'femtolit(?:er|re)s?', `cu\\.?\\s?${MICRO}m`],
  pg: ['pg(?!\\s?/)', 'picograms?'],
  'mm/hr': [
    'mm\\s?/\\s?1\\s?(?:st)?\\s?h(?:ou)?r?',
    'mm\\s?in\\s?(?:the\\s)?1\\s?st\\s?h(?:ou)?r',
    'mm\\s?/\\s?h(?:ou)?r?(?![a-z])',
    'mm\\s?1st\\s?hr',
  ],
  'mL/min/1.73m2': [
    // "mUmin/1.73m?" is OCR's "mL/min/1.73m²".
    'm[l1IU]{1,2}\\s?/?\\s?min\\s?/\\s?1[.,]?73\\s?(?:m2|m²|m\\^2|m[?*7]2?|sq\\.?\\s?m|m)?',
    'm[l1I]\\s?/\\s?min(?![a-z])',
  ],
  'mmol/mol': ['mmo[l1I]\\s?/\\s?mo[l1I](?![a-z])'],
  'mg/g': ['mg\\s?/\\s?g(?![a-z])', `${MICRO}g\\s?/\\s?mg`],
  'mg/mmol': ['mg\\s?/\\s?mmo[l1I]'],
  'mOsm/kg': ['mosm\\s?/\\s?kg(?:\\s?h2o)?'],
  // Not a bare "s": a stray OCR letter after a value would read as a unit and lose the row.
  s: ['sec(?:s|onds?)?(?![a-z])', 'sek(?:unden)?(?![a-z])', 'segundos?(?![a-z])'],
  'L/L': ['[lI]\\s?/\\s?[lI](?![a-z])'],
  '10^3/uL': [
    `${POW('(?:3|³)')}\\s?(?:cells\\s?)?/\\s?${PER_UL_LOOSE}`,
    `${POW('(?:9|⁹)')}\\s?(?:cells\\s?)?/\\s?[lI](?![a-z])`,
    // "tys." is Polish for thousand, "mil" Spanish/Portuguese.
    `(?:k|thou(?:sands?)?|thsnd|tys\\.?|mil)\\s?/\\s?${PER_UL}`,
    '(?:g|gpt|giga)\\s?/\\s?[lI](?![a-z])',
    '/\\s?n[lI](?![a-z])',
  ],
  '10^6/uL': [
    `${POW('(?:6|⁶)')}\\s?(?:cells\\s?)?/\\s?${PER_UL_LOOSE}`,
    `${POW('(?:12|¹²)')}\\s?(?:cells\\s?)?/\\s?[lI](?![a-z])`,
    `(?:m|mill?|millions?|mio|mln|milh(?:oes|ões)|millones)\\s?/\\s?${PER_UL}`,
    '(?:t|tpt|tera)\\s?/\\s?[lI](?![a-z])',
    '/\\s?p[lI](?![a-z])',
  ],
  '10^5/uL': [`(?:lakhs?|lacs?|lakh)\\s?/\\s?${PER_UL}`],
  '/uL': [`(?:cells|cell)\\s?/\\s?${PER_UL}`, `/\\s?${PER_UL}`],
};

interface LexEntry {
  id: UnitId;
  re: RegExp;
}

const ENTRIES: LexEntry[] = UNIT_IDS.flatMap((id) =>
  LEXICON[id].map((src) => ({ id, re: new RegExp(`^(?:${src})`, 'iu') })),
);

export interface UnitMatch {
  id: UnitId;
  /** The unit exactly as it appears in the text. */
  raw: string;
  start: number;
  end: number;
}

/** Is the character at i a letter or digit (a unit must not start or end inside a word)? */
function isWordChar(ch: string | undefined): boolean {
  return ch !== undefined && /[\p{L}\p{N}]/u.test(ch);
}

/** The longest unit that starts exactly at `start`, if any. */
export function unitAt(text: string, start: number): UnitMatch | null {
  if (isWordChar(text[start - 1]) && text[start] !== '/' && text[start] !== '%') return null;
  const rest = text.slice(start);
  let best: UnitMatch | null = null;
  for (const { id, re } of ENTRIES) {
    const m = re.exec(rest);
    if (!m) continue;
    const raw = m[0].trimEnd();
    const end = start + raw.length;
    // "mg/dL" must not be the start of "mg/dLx"; "%" and "/" endings are self-delimiting.
    if (isWordChar(text[end]) && /[\p{L}\p{N}]$/u.test(raw)) continue;
    if (!best || raw.length > best.raw.length) best = { id, raw, start, end };
  }
  // Case matters for one pair: "G/L" is giga-cells per litre, "g/L" grams per litre.
  if (best && best.id === 'g/L' && /^G\s?\/\s?L$/.test(best.raw)) best = { ...best, id: '10^3/uL' };
  return best;
}

/** Find every unit in a piece of text, left to right, non-overlapping. */
export function findUnits(text: string): UnitMatch[] {
  const out: UnitMatch[] = [];
  for (let i = 0; i < text.length; i++) {
    const m = unitAt(text, i);
    if (m) {
      out.push(m);
      i = m.end - 1;
    }
  }
  return out;
}

/** Parse a unit string as a whole (used when a member corrects a unit). */
export function parseUnit(text: string): UnitId | null {
  const t = text.trim();
  const m = unitAt(t, 0);
  return m && m.end === t.length ? m.id : null;
}

/**
 * The printed unit as the lab wrote it. For OCR text, letters OCR swaps inside unit names are put back
 * ("x1076/pL" → "x10^6/µL", "mEg/L" → "mEq/L", "mlU/L" → "mIU/L", "pg/dL" → "µg/dL"); text-layer units are
 * returned untouched.
 */
export function cleanUnitText(raw: string, id: UnitId, ocr = false): string {
  let s = raw.replace(/\s+/g, ' ').trim();
  if (!ocr) return s;
  if (id === '10^3/uL' || id === '10^6/uL') {
    s = s.replace(
      /^([x×*]?\s?)10\s?(?:\^|\*|"|°|'|’|”|7|M|A)?\s?(3|6|9|12)(?=\s?\/)/i,
      (_m, x: string, e: string) => `${x.trim()}10^${e}`,
    );
    if (/10\^(3|6)/.test(s)) s = s.replace(/\/\s?[pu]?l$/i, (m) => (/u/i.test(m) ? m : '/µL'));
  }
  if (id === 'mL/min/1.73m2')
    s = s.replace(/^m[lIU1]{1,2}\s?\/?\s?min/i, 'mL/min').replace(/m[?*7]2?$/, 'm²');
  if (id === 'mEq/L') s = s.replace(/^meg/i, 'mEq');
  if (id === 'mIU/L')
    s = s
      .replace(/^p(?=[il1|]?u)/i, 'µ')
      .replace(/^([mµμu])[il1|]{1,2}u/i, '$1IU')
      .replace(/^([µμu])u/i, '$1U');
  if (id === 'ug/dL' || id === 'ug/L') s = s.replace(/^(?:pH|pu|pµ|pμ|p|H)(?=g)/i, 'µ');
  if (id === 'umol/L') s = s.replace(/^(?:pH|pu|pµ|pμ|H)(?=mol)/i, 'µ');
  if (id === 'ukat/L') s = s.replace(/^(?:pH|pu|pµ|pμ|p|H)(?=kat)/i, 'µ');
  if (id === 'pg') s = s.toLowerCase();
  if (id === 'U/L') s = s.replace(/^(I?U)([lI])$/i, '$1/L');
  return s;
}

/**
 * Normalise a unit string for comparison, as the fixtures README suggests: case, µ/μ/u/mc, spaces, superscripts.
 */
export function normaliseUnitText(unit: string | null): string | null {
  if (unit === null) return null;
  return unit
    .replace(/[²]/g, '2')
    .replace(/[³]/g, '3')
    .replace(/×/g, 'x')
    .replace(/\s+/g, '')
    .toLowerCase()
    .replace(/[µμ]/g, 'u')
    .replace(/mc(?=g|mol|iu|l)/g, 'u');
}
