import type { Sex } from './ranges';
import type { PageText } from './types';

/**
 * Report metadata printed in the header block: the sample (collection) date and the patient's sex and age.
 * Pure text functions; the header is read from every page because letterheads repeat.
 */

const MONTHS: Record<string, number> = {
  jan: 1,
  january: 1,
  januar: 1,
  jänner: 1,
  feb: 2,
  february: 2,
  februar: 2,
  mar: 3,
  march: 3,
  mär: 3,
  mrz: 3,
  märz: 3,
  maerz: 3,
  apr: 4,
  april: 4,
  may: 5,
  mai: 5,
  jun: 6,
  june: 6,
  juni: 6,
  jul: 7,
  july: 7,
  juli: 7,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  oct: 10,
  october: 10,
  okt: 10,
  oktober: 10,
  nov: 11,
  november: 11,
  dec: 12,
  december: 12,
  dez: 12,
  dezember: 12,
};

const MONTH_RE = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|');

export interface DateHit {
  /** Numeric pieces before the day/month order is known. */
  a: number;
  b: number;
  year: number;
  /** True when the month was written as a word, or the format fixes the order (dots, ISO). */
  fixed: boolean;
  start: number;
  end: number;
}

const DATE_PATTERNS: { re: RegExp; read: (m: RegExpExecArray) => Omit<DateHit, 'start' | 'end'> | null }[] = [
  {
    // 2024-03-12
    re: /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g,
    read: (m) => ({ a: Number(m[3]), b: Number(m[2]), year: Number(m[1]), fixed: true }),
  },
  {
    // 12-Mar-2024, 12 Mar 2024, 27-AUG-2024, 12. März 2024
    re: new RegExp(String.raw`\b(\d{1,2})\.?[\s-]*(${MONTH_RE})\.?[\s,-]*(\d{4}|\d{2})\b`, 'giu'),
    read: (m) => ({ a: Number(m[1]), b: MONTHS[m[2]!.toLowerCase()] ?? 0, year: Number(m[3]), fixed: true }),
  },
  {
    // Mar 12, 2024
    re: new RegExp(String.raw`\b(${MONTH_RE})\.?\s+(\d{1,2}),?\s+(\d{4})\b`, 'giu'),
    read: (m) => ({ a: Number(m[2]), b: MONTHS[m[1]!.toLowerCase()] ?? 0, year: Number(m[3]), fixed: true }),
  },
  {
    // 19.03.2024 (day first wherever dots are used)
    re: /\b(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})\b/g,
    read: (m) => ({ a: Number(m[1]), b: Number(m[2]), year: Number(m[3]), fixed: true }),
  },
  {
    // 12/03/2024 or 03/12/2024, also with dashes
    re: /\b(\d{1,2})[/-](\d{1,2})[/-](\d{4}|\d{2})\b/g,
    read: (m) => ({ a: Number(m[1]), b: Number(m[2]), year: Number(m[3]), fixed: false }),
  },
];

/** Every date in a line, left to right. `a` is the first number as printed, `b` the second. */
export function findDates(text: string): DateHit[] {
  const hits: DateHit[] = [];
  for (const { re, read } of DATE_PATTERNS) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const start = m.index;
      const end = start + m[0].length;
      if (hits.some((h) => start < h.end && end > h.start)) continue;
      const r = read(m);
      if (r) hits.push({ ...r, start, end });
    }
  }
  return hits.sort((x, y) => x.start - y.start);
}

function fullYear(y: number): number {
  if (y >= 100) return y;
  return y >= 70 ? 1900 + y : 2000 + y;
}

export function toIso(hit: DateHit, dayFirst: boolean): string | null {
  const [day, month] = hit.fixed || dayFirst ? [hit.a, hit.b] : [hit.b, hit.a];
  const year = fullYear(hit.year);
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1900 || year > 2200) return null;
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCMonth() !== month - 1) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Day-first or month-first for slash dates: any date with a first part over 12 settles it as day-first, a
 * second part over 12 as month-first; otherwise a US address (state + ZIP) suggests month-first.
 */
export function detectDayFirst(texts: string[]): boolean {
  let dayFirst = 0;
  let monthFirst = 0;
  for (const t of texts) {
    for (const h of findDates(t)) {
      if (h.fixed) continue;
      if (h.a > 12 && h.b <= 12) dayFirst++;
      if (h.b > 12 && h.a <= 12) monthFirst++;
    }
  }
  if (dayFirst !== monthFirst) return dayFirst > monthFirst;
  const usAddress = texts.some(
    (t) => /\b[A-Z]{2}\s+\d{5}(?:-\d{4})?\b/.test(t) && /,\s*[A-Z]{2}\s+\d{5}/.test(t),
  );
  return !usAddress;
}

// Sample-date labels by priority: collection first, then receipt, then a bare "Date", then the report date.
const DATE_LABELS: [RegExp, number][] = [
  [
    /\b(?:collect(?:ed|ion)(?:\s+(?:on|date|time|at))?|sample\s+(?:date|collected|collection|drawn|taken)|specimen\s+(?:collected|collection|date)|drawn|date\s+(?:of\s+)?(?:collection|sampling)|sampl(?:ed|ing)(?:\s+date)?|entnahme(?:datum)?|abnahme(?:datum)?|probenentnahme|prélèvement)\b/i,
    1,
  ],
  [
    /\b(?:receiv(?:ed|ing)(?:\s+on)?|registered(?:\s+on)?|registration|regd?\.?\s+(?:on|date)|accession(?:ed)?|eingang(?:sdatum)?|booked(?:\s+on)?)\b/i,
    2,
  ],
  [/\b(?:date|datum)\b(?!\s*of\s*birth)/i, 3],
  [
    /\b(?:report(?:ed)?(?:\s+(?:on|date))?|authori[sz]ed|verified|validated|befund(?:datum)?|printed|released)\b/i,
    4,
  ],
];
const BIRTH_LABEL =
  /\b(?:dob|d\.o\.b|date\s+of\s+birth|birth|born|geb(?:urtsdatum|\.|oren)?|geb\.-datum|naissance|n[ée]e?\s+le|nacimiento|nascita|nascimento|urodzenia|geboortedatum|geboren)\b/iu;

export interface ReportMeta {
  sampleDate: string | null;
  patient: { sex?: Sex; age?: number };
  /** The printed date of birth (ISO), for the profile check (patient-identity.ts); null when none. */
  dateOfBirth: string | null;
}

/** Read the sample date and the patient's sex and age from the report's lines. */
export function readReportMeta(pages: PageText[]): ReportMeta {
  // OCR reads the ":" after a label as "1:", "I:" or "|" ("Age / Sex 1:29 Years / F").
  const lines = pages.flatMap((p) =>
    p.lines.map((l) => l.text.replace(/(?<=\s|^)[1Il|!]\s?:(?=\s?\d)/g, ':')),
  );
  const dayFirst = detectDayFirst(lines);
  let best: { priority: number; iso: string } | null = null;
  let dob: string | null = null;
  for (const text of lines) {
    const dates = findDates(text);
    if (dates.length === 0) continue;
    for (const date of dates) {
      const iso = toIso(date, dayFirst);
      if (!iso) continue;
      // The label is the nearest text before the date on the same line (within a few words).
      const before = text.slice(Math.max(0, date.start - 40), date.start);
      const labelText = before
        .split(/\s{3}|\t/)
        .slice(-2)
        .join(' ');
      if (BIRTH_LABEL.test(labelText)) {
        dob ??= iso;
        continue;
      }
      for (const [re, priority] of DATE_LABELS) {
        if (re.test(labelText) && (!best || priority < best.priority)) best = { priority, iso };
      }
    }
  }
  const sampleDate = best?.iso ?? null;
  const patient: ReportMeta['patient'] = {};
  const sex = readSex(lines);
  if (sex) patient.sex = sex;
  const age = readAge(lines) ?? (dob && sampleDate ? yearsBetween(dob, sampleDate) : null);
  if (age !== null && age >= 0 && age < 130) patient.age = age;
  return { sampleDate, patient, dateOfBirth: dob };
}

const SEX_WORD: Record<string, Sex> = {
  m: 'male',
  male: 'male',
  man: 'male',
  männlich: 'male',
  maennlich: 'male',
  mann: 'male',
  f: 'female',
  female: 'female',
  woman: 'female',
  w: 'female',
  weiblich: 'female',
  frau: 'female',
  // French, Spanish, Portuguese, Italian, Dutch, Polish (labelled only: "Sexe : F", "Płeć: K", "Geslacht: V").
  masculin: 'male',
  féminin: 'female',
  feminin: 'female',
  masculino: 'male',
  femenino: 'female',
  feminino: 'female',
  hombre: 'male',
  mujer: 'female',
  maschile: 'male',
  femminile: 'female',
  man_nl: 'male',
  vrouw: 'female',
  v: 'female',
  mężczyzna: 'male',
  kobieta: 'female',
  k: 'female',
  h: 'male',
};

function readSex(lines: string[]): Sex | undefined {
  const sexWord =
    '(male|female|männlich|maennlich|weiblich|masculin|féminin|feminin|masculino|femenino|feminino|hombre|mujer|maschile|femminile|vrouw|mężczyzna|kobieta|m|f|w)';
  // One-letter words other languages use ("Płeć: K", "Geslacht: V", "Sexo: H"), only after their own label.
  const localSex =
    '(m|f|k|v|h|masculin|féminin|feminin|masculino|femenino|feminino|hombre|mujer|maschile|femminile|man|vrouw|mężczyzna|kobieta)';
  const patterns = [
    // "Age / Sex : 45 Y / Male", "Age/Sex: 67Y M", "59 / M"
    new RegExp(
      String.raw`\bage\s*[/&]\s*(?:sex|gender)\b[\s:|-]*\d{1,3}\s*(?:y(?:ea)?rs?|y|j|jahre)?\.?\s*[/,|]?\s*${sexWord}\b`,
      'iu',
    ),
    // "Sex: F", "Gender : Female", "Geschlecht: weiblich"
    new RegExp(String.raw`\b(?:sex|gender|geschlecht)\b\s*[:|-]?\s*${sexWord}\b`, 'iu'),
    // "Sex / Age: F / 45", "Sex/Age: M/45 Y"
    new RegExp(String.raw`\b(?:sex|gender)\s*/\s*age\b[\s:|-]*${sexWord}(?![\p{L}])`, 'iu'),
    // "Sexe : F", "Sexo: Femenino", "Sesso: M", "Geslacht: V", "Płeć: K"
    new RegExp(
      String.raw`(?<![\p{L}])(?:sexe|sexo|sesso|geslacht|płeć|plec)(?![\p{L}])\s*[:|-]?\s*${localSex}(?![\p{L}])`,
      'iu',
    ),
  ];
  for (const re of patterns) {
    for (const line of lines) {
      const m = re.exec(line.replace(/\t/g, ' '));
      const word = m?.[1]?.toLowerCase();
      const s = word ? SEX_WORD[word === 'man' ? 'man_nl' : word] : undefined;
      if (s) return s;
    }
  }
  // Fall back on the title before the patient's name.
  for (const line of lines) {
    if (!/\b(?:patient|name)\b/i.test(line)) continue;
    if (/\b(?:mr|herr)\b\.?\s/i.test(line)) return 'male';
    if (/\b(?:mrs|ms|miss|frau)\b\.?\s/i.test(line)) return 'female';
  }
  return undefined;
}

function readAge(lines: string[]): number | null {
  const patterns = [
    /\bage\s*[/&]\s*(?:sex|gender)\b[\s:|-]*(\d{1,3})\s*(?:y(?:ea)?rs?|y|j)?\b/i,
    /\bage\b\s*[:|-]?\s*(\d{1,3})\s*(?:y(?:ea)?rs?|y|years?)?\b/i,
    /\balter\b\s*[:|-]?\s*(\d{1,3})/i,
    /\((\d{1,3})\s*(?:y|yrs?|years?|j\.?|jahre)\)/i,
    /\b(\d{1,3})\s*(?:years?|yrs?)\s*(?:old)?\s*[/,]\s*(?:male|female|m|f)\b/i,
    // "Sex/Age: M/45 Y"
    /\b(?:sex|gender)\s*\/\s*age\b[\s:|-]*(?:male|female|m|f)\s*[/,|]\s*(\d{1,3})/i,
    // "Âge : 45 ans", "Edad: 45 años", "Età: 45 anni", "Wiek: 45 lat", "Leeftijd: 45 jaar", "Idade: 45 anos"
    /(?<![\p{L}])(?:âge|edad|età|eta|wiek|leeftijd|idade)(?![\p{L}])\s*[:|-]?\s*(\d{1,3})/iu,
  ];
  for (const re of patterns) {
    for (const line of lines) {
      const m = re.exec(line.replace(/\t/g, ' '));
      if (!m?.[1]) continue;
      const age = Number(m[1]);
      // OCR reads the ":" before the age as "1" ("129 Years" for ": 29 Years").
      return age > 120 && m[1].length === 3 && m[1].startsWith('1') ? age % 100 : age;
    }
  }
  return null;
}

function yearsBetween(fromIso: string, toIso: string): number {
  const [fy, fm, fd] = fromIso.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = toIso.split('-').map(Number) as [number, number, number];
  let years = ty - fy;
  if (tm < fm || (tm === fm && td < fd)) years--;
  return years;
}
