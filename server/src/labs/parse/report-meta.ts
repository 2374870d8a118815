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

/** Languages a report's header words are told apart in (the label languages of names.ts). */
export type ReportLanguage = 'en' | 'fr' | 'de' | 'es' | 'pt' | 'it' | 'nl' | 'pl';

/**
 * Words a lab report's header and column headings use in one language more than the others (accents removed,
 * lower case). Shared words (Spanish and Portuguese "paciente", "resultado") are listed under both.
 */
const LANGUAGE_WORDS: Record<ReportLanguage, string[]> = {
  en: [
    'age',
    'sex',
    'gender',
    'result',
    'results',
    'units',
    'unit',
    'reference',
    'range',
    'collected',
    'report',
    'test',
    'name',
    'male',
    'female',
    'page',
    'investigation',
    'value',
    'years',
  ],
  fr: [
    'sexe',
    'resultat',
    'resultats',
    'valeurs',
    'reference',
    'preleve',
    'prelevement',
    'nom',
    'examen',
    'homme',
    'femme',
    'analyses',
    'unite',
    'unites',
    'ans',
    'biologie',
  ],
  de: [
    'alter',
    'geschlecht',
    'ergebnis',
    'befund',
    'referenzbereich',
    'einheit',
    'entnahme',
    'seite',
    'untersuchung',
    'normbereich',
    'jahre',
    'mannlich',
    'weiblich',
    'labor',
  ],
  es: [
    'edad',
    'sexo',
    'paciente',
    'resultado',
    'resultados',
    'fecha',
    'toma',
    'pagina',
    'unidades',
    'referencia',
    'valores',
    'mujer',
    'hombre',
    'varon',
    'anos',
    'analisis',
    'laboratorio',
    'prueba',
    'nombre',
    'femenino',
    'masculino',
  ],
  pt: [
    'idade',
    'sexo',
    'paciente',
    'resultado',
    'resultados',
    'data',
    'colheita',
    'coleta',
    'pagina',
    'unidade',
    'unidades',
    'referencia',
    'valores',
    'mulher',
    'homem',
    'anos',
    'exame',
    'nome',
    'feminino',
    'masculino',
  ],
  it: [
    'eta',
    'sesso',
    'paziente',
    'risultato',
    'risultati',
    'prelievo',
    'unita',
    'riferimento',
    'valori',
    'esame',
    'anni',
    'pagina',
    'nome',
    'maschio',
    'femmina',
  ],
  nl: [
    'leeftijd',
    'geslacht',
    'uitslag',
    'uitslagen',
    'eenheid',
    'referentiewaarden',
    'referentie',
    'afname',
    'pagina',
    'naam',
    'onderzoek',
    'jaar',
    'vrouw',
  ],
  pl: [
    'wiek',
    'plec',
    'wynik',
    'wyniki',
    'jednostka',
    'norma',
    'pobrania',
    'pobrano',
    'strona',
    'badanie',
    'pacjent',
    'lat',
    'kobieta',
    'mezczyzna',
    'nazwisko',
  ],
};
const LANGUAGE_SETS = Object.entries(LANGUAGE_WORDS).map(
  ([lang, list]) => [lang as ReportLanguage, new Set(list)] as const,
);

/**
 * The language of a report's header and headings, from the words it uses; null when no language leads
 * clearly (at least two distinct words, and more than any other language). Only Spanish and Portuguese need
 * telling apart from the rest for now (their "M" may mean a woman), so a tie between those two is 'es'.
 */
export function detectReportLanguage(lines: string[]): ReportLanguage | null {
  const seen = new Set(
    lines
      .join(' ')
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/ł/g, 'l')
      .toLowerCase()
      .match(/\p{L}+/gu) ?? [],
  );
  const scores = LANGUAGE_SETS.map(([lang, set]) => ({
    lang,
    n: [...set].filter((w) => seen.has(w)).length,
  })).sort((a, b) => b.n - a.n);
  const [first, second] = scores;
  if (!first || first.n < 2) return null;
  if (second && second.n === first.n) {
    const pair = new Set([first.lang, second.lang]);
    if (pair.has('es') && pair.has('pt') && (scores[2]?.n ?? 0) < first.n) return 'es';
    return null;
  }
  return first.lang;
}

const SEX_WORD: Record<string, Sex> = {
  male: 'male',
  man: 'male',
  männlich: 'male',
  maennlich: 'male',
  mann: 'male',
  female: 'female',
  woman: 'female',
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
  varón: 'male',
  varon: 'male',
  homem: 'male',
  mulher: 'female',
  maschile: 'male',
  femminile: 'female',
  maschio: 'male',
  femmina: 'female',
  vrouw: 'female',
  mężczyzna: 'male',
  kobieta: 'female',
};

/**
 * One-letter sexes mean different things by language: "M" is male in English, French, German, Italian, Dutch
 * and Polish, but in Spanish and Portuguese it is Masculino (male) on some forms and Mujer / Mulher (female) on
 * others ("H / M"); "V" is Vrouw (female) in Dutch but Varón (male) in Spanish. Undefined: not sure, so no
 * mismatch with the profile is asserted.
 */
function sexLetter(letter: string, language: ReportLanguage | null, label: string): Sex | undefined {
  const iberian = language === 'es' || language === 'pt' || label === 'sexo';
  switch (letter) {
    case 'm':
      return iberian ? undefined : 'male';
    case 'f':
      return 'female';
    case 'h':
      // Hombre, Homem, Homme.
      return 'male';
    case 'w':
      return iberian ? undefined : 'female';
    case 'k':
      return language === 'pl' || label === 'płeć' || label === 'plec' ? 'female' : undefined;
    case 'v':
      if (language === 'nl' || label === 'geslacht') return 'female';
      if (language === 'es' || label === 'sexo') return language === 'pt' ? undefined : 'male';
      return undefined;
    default:
      return undefined;
  }
}

function readSex(lines: string[]): Sex | undefined {
  const language = detectReportLanguage(lines);
  const sexWord =
    '(male|female|männlich|maennlich|weiblich|masculin|féminin|feminin|masculino|femenino|feminino|hombre|mujer|varón|varon|homem|mulher|maschile|femminile|maschio|femmina|vrouw|mężczyzna|kobieta|m|f|w)';
  // One-letter words other languages use ("Płeć: K", "Geslacht: V", "Sexo: H"), only after their own label.
  const localSex =
    '(m|f|k|v|h|masculin|féminin|feminin|masculino|femenino|feminino|hombre|mujer|varón|varon|homem|mulher|maschile|femminile|maschio|femmina|man|vrouw|mężczyzna|kobieta)';
  const patterns: [RegExp, string | null][] = [
    // "Age / Sex : 45 Y / Male", "Age/Sex: 67Y M", "59 / M"; on photos the slash may be read as "|"
    [
      new RegExp(
        String.raw`\bage\s*[/&|]\s*(?:sex|gender)\b[\s:|-]*\d{1,3}\s*(?:y(?:ea)?rs?|y|j|jahre)?\.?\s*[/,|]?\s*${sexWord}\b`,
        'iu',
      ),
      null,
    ],
    // "Sex: F", "Gender : Female", "Geschlecht: weiblich"
    [new RegExp(String.raw`\b(?:sex|gender|(geschlecht))\b\s*[:|-]?\s*${sexWord}\b`, 'iu'), null],
    // "Sex / Age: F / 45", "Sex/Age: M/45 Y"
    [new RegExp(String.raw`\b(?:sex|gender)\s*/\s*age\b[\s:|-]*${sexWord}(?![\p{L}])`, 'iu'), null],
    // "Sexe : F", "Sexo: Femenino", "Sesso: M", "Geslacht: V", "Płeć: K"
    [
      new RegExp(
        String.raw`(?<![\p{L}])(sexe|sexo|sesso|geslacht|płeć|plec)(?![\p{L}])\s*[:|-]?\s*${localSex}(?![\p{L}])`,
        'iu',
      ),
      'local',
    ],
  ];
  let unsure = false;
  for (const [re, kind] of patterns) {
    for (const line of lines) {
      const m = re.exec(line.replace(/\t/g, ' '));
      if (!m) continue;
      // The label, when the pattern captures it (the local labels, "Geschlecht").
      const label = (kind === 'local' || m[2] !== undefined ? (m[1] ?? '') : '').toLowerCase();
      const word = (kind === 'local' ? m[2] : m.slice(1).findLast((g) => g !== undefined))?.toLowerCase();
      if (!word) continue;
      const sex =
        word.length === 1
          ? sexLetter(word, language, label)
          : word === 'man' && label === 'geslacht'
            ? 'male'
            : SEX_WORD[word];
      if (sex) return sex;
      if (word.length === 1) unsure = true;
    }
  }
  // A sex letter that could mean either: say nothing rather than guess from a title.
  if (unsure) return undefined;
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
    // "Age / Sex : 45 Y", "Age | Sex : 45 Y" (the slash read as a bar on a photo)
    /\bage\s*[/&|]\s*(?:sex|gender)\b[\s:|-]*(\d{1,3})\s*(?:y(?:ea)?rs?|y|j)?\b/i,
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
