/**
 * Details read from the words around a matched condition: pregnancy trimester or week, feeding mode, CKD stage
 * or eGFR, stricture, flare or remission, dates ("bariatric surgery 2024-03", "3 weeks ago"), stone type, heart
 * failure class or ejection fraction, grade, severity and control. A catalogue entry lists the kinds it takes;
 * only those are kept for it.
 */
import { z } from 'zod';
import { foldText } from './tokens';

export const QUALIFIER_KINDS = [
  'trimester',
  'gestationWeeks',
  'multiple',
  'feedingMode',
  'babyAgeMonths',
  'ckdStage',
  'egfr',
  'dialysisType',
  'stricture',
  'activity',
  'date',
  'ago',
  'stoneType',
  'ejectionFraction',
  'nyhaClass',
  'grade',
  'severity',
  'controlled',
  'procedure',
  'anaphylaxis',
] as const;
export type QualifierKind = (typeof QUALIFIER_KINDS)[number];

export const CKD_STAGES = ['1', '2', '3a', '3b', '3', '4', '5'] as const;
export const FEEDING_MODES = ['breastfeeding', 'formula', 'mixed'] as const;
export const STONE_TYPES = [
  'calcium-oxalate',
  'calcium-phosphate',
  'uric-acid',
  'cystine',
  'struvite',
] as const;
export const BARIATRIC_PROCEDURES = ['sleeve', 'roux-en-y-bypass', 'one-anastomosis-bypass', 'band'] as const;
const TIME_UNITS = ['day', 'week', 'month', 'year'] as const;

/** Partial date as typed: "2024", "2024-03" or "2024-03-15". */
const partialDate = z.string().regex(/^(?:19|20)\d{2}(?:-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01]))?)?$/);

export const qualifiersSchema = z
  .object({
    trimester: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    gestationWeeks: z.number().int().min(1).max(42),
    multiple: z.boolean(),
    feedingMode: z.enum(FEEDING_MODES),
    babyAgeMonths: z.number().min(0).max(36),
    ckdStage: z.enum(CKD_STAGES),
    egfr: z.number().min(0).max(200),
    dialysisType: z.enum(['haemodialysis', 'peritoneal']),
    stricture: z.boolean(),
    activity: z.enum(['active', 'remission']),
    date: partialDate,
    ago: z.object({ amount: z.number().int().min(0).max(99), unit: z.enum(TIME_UNITS) }),
    stoneType: z.enum(STONE_TYPES),
    ejectionFraction: z.number().int().min(5).max(85),
    nyhaClass: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
    grade: z.number().int().min(1).max(4),
    severity: z.enum(['mild', 'moderate', 'severe']),
    controlled: z.boolean(),
    procedure: z.enum(BARIATRIC_PROCEDURES),
    anaphylaxis: z.boolean(),
  })
  .partial();
export type Qualifiers = z.infer<typeof qualifiersSchema>;

const ROMAN: Record<string, number> = { i: 1, ii: 2, iii: 3, iv: 4, v: 5 };
const num = (s: string): number => ROMAN[s] ?? Number(s);
const WORD_NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  few: 3,
};
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (n: number): string => String(n).padStart(2, '0');

/** ACOG trimesters: first to 13+6 weeks, second 14–27+6, third from 28 (ACOG Committee Opinion 700, 2017). */
export function trimesterOfWeek(week: number): 1 | 2 | 3 {
  return week < 14 ? 1 : week < 28 ? 2 : 3;
}

/** KDIGO 2012 GFR categories (mL/min/1.73 m²); G1–G2 are CKD only with markers of kidney damage. */
export function ckdStageFromEgfr(egfr: number): (typeof CKD_STAGES)[number] {
  if (egfr >= 90) return '1';
  if (egfr >= 60) return '2';
  if (egfr >= 45) return '3a';
  if (egfr >= 30) return '3b';
  if (egfr >= 15) return '4';
  return '5';
}

function readDate(t: string): string | undefined {
  let m = /\b((?:19|20)\d{2})-(0[1-9]|1[0-2])(?:-(0[1-9]|[12]\d|3[01]))?\b/.exec(t);
  if (m) return m[3] ? `${m[1]}-${m[2]}-${m[3]}` : `${m[1]}-${m[2]}`;
  // Day first, as dates are written in India and the UK.
  m = /\b(0?[1-9]|[12]\d|3[01])[/.-](0?[1-9]|1[0-2])[/.-]((?:19|20)\d{2})\b/.exec(t);
  if (m) return `${m[3]}-${pad(Number(m[2]))}-${pad(Number(m[1]))}`;
  m = /\b(0?[1-9]|1[0-2])[/.-]((?:19|20)\d{2})\b/.exec(t);
  if (m) return `${m[2]}-${pad(Number(m[1]))}`;
  m = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?\s*((?:19|20)\d{2})\b/.exec(t);
  if (m) return `${m[2]}-${pad(MONTHS.indexOf(m[1]!) + 1)}`;
  m = /(?:^|[^\d-])((?:19|20)\d{2})(?![\d-])/.exec(t);
  return m ? m[1] : undefined;
}

function readAgo(t: string): Qualifiers['ago'] {
  const m =
    /\b(\d{1,2}|an?|one|two|three|four|five|six|few)\s*(day|week|wk|month|mo|year|yr)s?\s*(?:ago|back|before)\b/.exec(
      t,
    );
  if (m) {
    const unit = ({ wk: 'week', mo: 'month', yr: 'year' } as const)[m[2] as 'wk' | 'mo' | 'yr'] ?? m[2];
    return { amount: WORD_NUMBERS[m[1]!] ?? Number(m[1]), unit: unit as (typeof TIME_UNITS)[number] };
  }
  const last = /\blast\s+(week|month|year)\b/.exec(t);
  if (last) return { amount: 1, unit: last[1] as 'week' | 'month' | 'year' };
  if (/\byesterday\b/.test(t)) return { amount: 1, unit: 'day' };
  return undefined;
}

/** The date `ago` points to, at the precision it was given in (days and weeks → day, months → month). */
export function resolveAgo(ago: NonNullable<Qualifiers['ago']>, now: Date): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (ago.unit === 'day') d.setUTCDate(d.getUTCDate() - ago.amount);
  if (ago.unit === 'week') d.setUTCDate(d.getUTCDate() - 7 * ago.amount);
  if (ago.unit === 'month') d.setUTCMonth(d.getUTCMonth() - ago.amount);
  if (ago.unit === 'year') return String(d.getUTCFullYear() - ago.amount);
  const ym = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
  return ago.unit === 'month' ? ym : `${ym}-${pad(d.getUTCDate())}`;
}

function readFeeding(t: string): Qualifiers['feedingMode'] {
  if (
    /mixed[- ]?feed|combination[- ]?feed|partial(?:ly)? breast|breast\s*(?:milk|feed\w*)?\s*(?:and|\+|&|plus)\s*(?:formula|bottle|top)|(?:formula|bottle|top[- ]?feed\w*)\s*(?:and|\+|&|plus)\s*breast/.test(
      t,
    )
  )
    return 'mixed';
  if (/formula|bottle[- ]?fe|top[- ]?fe|(?:not|no|stopped|n't|never)\s+(?:breast|nursing)/.test(t))
    return 'formula';
  if (/breast\s*-?\s*fe|nursing|lactat|\bebf\b|dudh pila|stanpan/.test(t)) return 'breastfeeding';
  return undefined;
}

function readPregnancy(t: string, q: Qualifiers): void {
  const tri =
    /\b(first|1st|1|one|i|second|2nd|2|two|ii|third|3rd|3|three|iii)\s*trimester|trimester\s*[-:]?\s*(1|2|3|one|two|three|i{1,3})\b/.exec(
      t,
    );
  if (tri) {
    const w = (tri[1] ?? tri[2])!;
    q.trimester = /^(first|1st|1|one|i)$/.test(w) ? 1 : /^(second|2nd|2|two|ii)$/.test(w) ? 2 : 3;
  }
  const wk =
    /\b(\d{1,2})\s*(?:\+\s*\d\s*)?(?:weeks?|wks?|wk|w)\b(?!\s*(?:ago|back|before|old|post|after|since))/.exec(
      t,
    );
  if (wk && Number(wk[1]) >= 1 && Number(wk[1]) <= 42) {
    q.gestationWeeks = Number(wk[1]);
    q.trimester ??= trimesterOfWeek(q.gestationWeeks);
  }
  const mo =
    /\b([1-9])(?:st|nd|rd|th)?\s*(?:months?|mo)\s*(?:pregnant|pregnancy|of pregnancy|running)|pregnant\s*(?:for\s*)?([1-9])\s*months?/.exec(
      t,
    );
  if (mo && !q.trimester) {
    const month = Number(mo[1] ?? mo[2]);
    q.trimester = month <= 3 ? 1 : month <= 6 ? 2 : 3;
  }
  if (/\b(twins?|triplets?|multiple pregnancy)\b/.test(t)) q.multiple = true;
}

/** Every qualifier the text states, whichever entry it belongs to; `pick` keeps an entry's kinds. */
export function extractQualifiers(text: string, now?: Date): Qualifiers {
  const t = foldText(text);
  const q: Qualifiers = {};
  readPregnancy(t, q);
  const feeding = readFeeding(t);
  if (feeding) q.feedingMode = feeding;
  const baby =
    /\b(\d{1,2})\s*(week|wk|month|mo)s?\s*(?:old\s*)?(?:baby|infant|son|daughter|child)|baby\s*(?:is\s*)?(\d{1,2})\s*(week|wk|month|mo)s?/.exec(
      t,
    );
  if (baby) {
    const n = Number(baby[1] ?? baby[3]);
    const unit = baby[2] ?? baby[4];
    q.babyAgeMonths = /^w/.test(unit!) ? Math.round((n / 4.345) * 10) / 10 : n;
  }

  const stage =
    /\b(?:stage|ckd)\s*[-:]?\s*(3a|3b|iiia|iiib|[1-5]|iv|v|i{1,3})\b/.exec(t) ?? /\bg(3a|3b|[1-5])\b/.exec(t);
  if (stage) {
    const s = stage[1]!.replace(/^iii/, '3');
    const mapped = /^[1-5](?:a|b)?$/.test(s) ? s : String(num(s));
    if ((CKD_STAGES as readonly string[]).includes(mapped)) q.ckdStage = mapped as Qualifiers['ckdStage'];
  } else if (/\besrd\b|end[- ]stage (?:renal|kidney)/.test(t)) q.ckdStage = '5';
  const egfr = /\be?gfr\s*(?:is|of|was|:|=|-|~)?\s*(\d{1,3})\b/.exec(t);
  if (egfr) q.egfr = Number(egfr[1]);
  if (/haemodialysis|hemodialysis|\bhd\b/.test(t)) q.dialysisType = 'haemodialysis';
  else if (/peritoneal|\bcapd\b|\bpd\b/.test(t)) q.dialysisType = 'peritoneal';

  if (/(?:without|no|non|not)[- ]?(?:a\s+)?(?:strictur|stenos|narrowing)/.test(t)) q.stricture = false;
  else if (/strictur|stenos|narrowing/.test(t)) q.stricture = true;
  if (/remission|quiescent|inactive/.test(t)) q.activity = 'remission';
  else if (/flare|flaring|\bactive\b|relaps/.test(t)) q.activity = 'active';

  const date = readDate(t);
  if (date) q.date = date;
  const ago = readAgo(t);
  if (ago) {
    q.ago = ago;
    if (now && !q.date) q.date = resolveAgo(ago, now);
  }

  if (/calcium\s*oxalate|oxalate/.test(t)) q.stoneType = 'calcium-oxalate';
  else if (/calcium\s*phosphate|phosphate\s*stone|brushite/.test(t)) q.stoneType = 'calcium-phosphate';
  else if (/uric\s*acid|urate/.test(t)) q.stoneType = 'uric-acid';
  else if (/cystine|cystinuria/.test(t)) q.stoneType = 'cystine';
  else if (/struvite|staghorn|infection stone/.test(t)) q.stoneType = 'struvite';

  const ef = /\b(?:lv\s*)?(?:ef|lvef|ejection fraction)\s*(?:of|is|was|:|=|-|~)?\s*(\d{1,2})\s*%?/.exec(t);
  if (ef && Number(ef[1]) >= 5) q.ejectionFraction = Number(ef[1]);
  const nyha = /\b(?:nyha\s*(?:class\s*)?|class\s*)(iv|i{1,3}|[1-4])\b/.exec(t);
  if (nyha) q.nyhaClass = num(nyha[1]!) as 1 | 2 | 3 | 4;
  const grade = /\bgrade\s*[-:]?\s*(iv|i{1,3}|[1-4])\b/.exec(t);
  if (grade) q.grade = num(grade[1]!);

  if (/\bmild\b|\bslight/.test(t)) q.severity = 'mild';
  else if (/\bmoderate/.test(t)) q.severity = 'moderate';
  else if (/\bsevere|\bserious|\bcritical|\bmorbid/.test(t)) q.severity = 'severe';
  if (/uncontrolled|poorly controlled|not controlled|not under control|out of control/.test(t))
    q.controlled = false;
  else if (/controlled|under control/.test(t)) q.controlled = true;

  if (/mini gastric|one anastomosis|\boagb\b|\bmgb\b/.test(t)) q.procedure = 'one-anastomosis-bypass';
  else if (/sleeve|\blsg\b/.test(t)) q.procedure = 'sleeve';
  else if (/roux|\brygb\b|gastric bypass/.test(t)) q.procedure = 'roux-en-y-bypass';
  else if (/\bband\b|lap[- ]?band|banding/.test(t)) q.procedure = 'band';
  if (/anaphyla|epi-?pen|adrenaline pen|throat (?:swell|clos)/.test(t)) q.anaphylaxis = true;
  return q;
}

/** Only the kinds an entry takes. */
export function pickQualifiers(q: Qualifiers, kinds: readonly QualifierKind[]): Qualifiers {
  const out: Record<string, unknown> = {};
  for (const k of kinds) if (q[k] !== undefined) out[k] = q[k];
  return out as Qualifiers;
}

/** Words that only carry a qualifier; left over beside a matched entry they are not "unmatched". */
export const QUALIFIER_WORDS = [
  'trimester',
  'first',
  'second',
  'third',
  '1st',
  '2nd',
  '3rd',
  'one',
  'two',
  'three',
  'week',
  'wk',
  'month',
  'year',
  'day',
  'ago',
  'back',
  'before',
  'twin',
  'triplet',
  'exclusive',
  'exclusively',
  'mixed',
  'baby',
  'infant',
  'old',
  'stage',
  'egfr',
  'gfr',
  'haemodialysis',
  'hemodialysis',
  'hd',
  'pd',
  'peritoneal',
  'stricture',
  'stricturing',
  'structuring',
  'stenosis',
  'narrowing',
  'flare',
  'flaring',
  'active',
  'relapse',
  'remission',
  'quiescent',
  'inactive',
  'calcium',
  'oxalate',
  'phosphate',
  'uric',
  'acid',
  'urate',
  'cystine',
  'struvite',
  'staghorn',
  'type',
  'ef',
  'lvef',
  'ejection',
  'fraction',
  'nyha',
  'class',
  'grade',
  'mild',
  'moderate',
  'severe',
  'serious',
  'controlled',
  'uncontrolled',
  'control',
  'under',
  'well',
  'poorly',
  'sleeve',
  'lsg',
  'roux',
  'en',
  'y',
  'rygb',
  'oagb',
  'mgb',
  'mini',
  'band',
  'banding',
  'anaphylaxis',
  'anaphylactic',
  'epipen',
  'jan',
  'january',
  'feb',
  'february',
  'mar',
  'march',
  'apr',
  'april',
  'may',
  'jun',
  'june',
  'jul',
  'july',
  'aug',
  'august',
  'sep',
  'sept',
  'september',
  'oct',
  'october',
  'nov',
  'november',
  'dec',
  'december',
  'i',
  'ii',
  'iii',
  'iv',
  'v',
  'iiia',
  'iiib',
  'g',
  'last',
  'yesterday',
  'since',
  'till',
  'until',
] as const;
