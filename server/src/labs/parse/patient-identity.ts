import type { Sex } from './ranges';
import { readReportMeta } from './report-meta';
import type { PageText } from './types';

/**
 * Who the report says it is about (its header block), and whether that fits the member's profile. Pure text
 * functions: a report whose printed sex, age or name does not fit the profile is someone else's more often than
 * a typo, and its values must not join the member's trends or plans until the member says it is theirs.
 */

export interface PrintedIdentity {
  sex?: Sex;
  /** Age at the sample date, printed or worked out from the date of birth. */
  age?: number;
  /** ISO date. */
  dateOfBirth?: string;
  /** As printed, titles removed ("Mr. VIKRAM SINGH" → "VIKRAM SINGH"). */
  name?: string;
}

// "Patient Name", "Name", "Patient", "Nom", "Nom du patient", "Nombre", "Paciente", "Nome", "Naam", "Imię i nazwisko",
// "Pacjent", "Name des Patienten", "Patientenname", "Patiënt".
const NAME_LABEL = new RegExp(
  String.raw`(?<![\p{L}])(?:patient(?:'s)?\s*name|name\s+of\s+(?:the\s+)?patient|pt\.?\s*name|patientenname|name\s+des\s+patienten|nom\s+du\s+patient|nom\s+(?:et\s+)?pr[ée]nom|nombre\s+del\s+paciente|nome\s+do\s+paciente|nome\s+del\s+paziente|imi[eę]\s+i\s+nazwisko|patient|patiënt|paciente|paziente|pacjent|name|nom|nombre|nome|naam)(?![\p{L}])\s*[:|.-]?\s*`,
  'iu',
);
// What follows the name on the same line: another label, or a wide gap between cells.
const AFTER_NAME = new RegExp(
  String.raw`\s{2,}|\t|\s[|/]\s|(?<![\p{L}])(?:age|sex|gender|dob|d\.o\.b|date|uhid|mrn|id|ref(?:\.|erred)?|sample|lab|âge|sexe|alter|geschlecht|edad|sexo|età|sesso|wiek|płeć|leeftijd|geslacht|idade|geb)(?![\p{L}])`,
  'iu',
);
const NOT_PATIENT =
  /(?:test|lab(?:oratory)?|doctor|dr\.?|physician|clinic|hospital|cent(?:re|er)|referr\w*|consultant|company|client|panel|sample|specimen|investigation)\s*$/iu;
const TITLES =
  /^(?:(?:mr|mrs|ms|miss|mstr|master|dr|prof|herr|frau|m|mme|mlle|sr|sra|srta|sig|sig\.ra|dhr|mevr|pan|pani|baby|b\/o|smt|shri|kum)\.?\s+)+/iu;

/** The patient's name from the header, or undefined. Rejects text that is not a plausible personal name. */
export function readPatientName(lines: string[]): string | undefined {
  for (const raw of lines) {
    const line = raw.replace(/\t/g, '   ');
    const m = NAME_LABEL.exec(line);
    if (!m) continue;
    // "Test Name", "Lab Name", "Doctor Name", "Referring physician name" label something else.
    if (NOT_PATIENT.test(line.slice(Math.max(0, m.index - 24), m.index))) continue;
    let rest = line.slice(m.index + m[0].length).replace(/^[:\s]+/, '');
    const stop = AFTER_NAME.exec(rest);
    if (stop) rest = rest.slice(0, stop.index);
    const name = rest
      .replace(TITLES, '')
      .replace(/[,.;:]+$/, '')
      .trim();
    // A personal name: 2–60 letters, spaces, hyphens, apostrophes and dots; at least two letters.
    if (/^[\p{L}][\p{L}\s.'’-]{1,59}$/u.test(name) && (name.match(/\p{L}/gu) ?? []).length >= 2)
      return name.replace(/\s+/g, ' ');
  }
  return undefined;
}

/** Everything the header says about the patient: sex and age (report-meta), date of birth and name. */
export function readPrintedIdentity(pages: PageText[]): PrintedIdentity {
  const meta = readReportMeta(pages);
  const lines = pages.flatMap((p) => p.lines.map((l) => l.text));
  const out: PrintedIdentity = { ...meta.patient };
  if (meta.dateOfBirth) out.dateOfBirth = meta.dateOfBirth;
  const name = readPatientName(lines);
  if (name) out.name = name;
  return out;
}

export interface ProfileIdentity {
  /** The profile's gender ('other' and null are never compared). */
  sex: Sex | 'other' | null;
  /** Age in years when the profile was last saved, and when that was (ISO date). */
  age: number | null;
  ageRecordedOn: string | null;
  /** A real name the member gave (never the username); null when the profile has none. */
  name: string | null;
}

export type IdentityField = 'sex' | 'age' | 'name';
export interface IdentityMismatch {
  field: IdentityField;
  printed: string;
  profile: string;
}

/**
 * Ages are compared with this tolerance: printed ages are rounded, the profile's age ages between saves, and a
 * sample date may be missing (then the upload date stands in).
 */
export const AGE_TOLERANCE_YEARS = 2;

function wholeYearsBetween(fromIso: string, toIso: string): number {
  const [fy, fm, fd] = fromIso.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = toIso.split('-').map(Number) as [number, number, number];
  let years = ty - fy;
  if (tm < fm || (tm === fm && td < fd)) years--;
  return years;
}

/** Letters without a decomposition that name spellings swap for plain ones ("Łukasz" / "Lukasz", "Strauß"). */
const PLAIN_LETTERS: Record<string, string> = {
  ł: 'l',
  ø: 'o',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  đ: 'd',
  ð: 'd',
  ı: 'i',
  þ: 'th',
};

/** Letters only, lower case, accents removed: "José  Müller-Ortiz" → ["jose", "muller", "ortiz"]. */
export function nameTokens(name: string): string[] {
  return name
    .toLowerCase()
    .replace(/[łøßæœđðıþ]/g, (c) => PLAIN_LETTERS[c] ?? c)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/[^a-z]+/)
    .filter((t) => t.length >= 2);
}

/** At most one letter inserted, removed or changed (a and b of length ≥ 2). */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  return long.slice(i + 1) === short.slice(i);
}

/**
 * The same name word, allowing for what changes between a lab's print and a member's spelling: accents
 * (removed first), transliteration ("Müller" / "Mueller") and one misread letter in a scan ("Dub0is") in words
 * of four letters or more.
 */
function sameNameWord(a: string, b: string): boolean {
  if (a === b) return true;
  return Math.min(a.length, b.length) >= 4 && withinOneEdit(a, b);
}

/**
 * Clearly different names share no word of two or more letters (initials, word order, letter case and accents
 * do not matter; one letter may differ in longer words). When in doubt, the names are not said to differ.
 */
export function namesClearlyDiffer(a: string, b: string): boolean {
  const x = nameTokens(a);
  const y = nameTokens(b);
  if (x.length === 0 || y.length === 0) return false;
  // Written together or apart: "Van der Berg" / "Vandenberg", "Mary Ann" / "Maryann".
  if (x.join('') === y.join('') || sameNameWord(x.join(''), y.join(''))) return false;
  return !x.some((t) => y.some((u) => sameNameWord(t, u)));
}

/**
 * Where the printed identity contradicts the profile. `reportDate` is the sample date (or the upload date): the
 * profile's age is moved to that date before comparing. Nothing printed, or nothing in the profile, is no mismatch.
 */
export function identityMismatches(
  printed: PrintedIdentity,
  profile: ProfileIdentity,
  reportDate: string,
): IdentityMismatch[] {
  const out: IdentityMismatch[] = [];
  if (printed.sex && (profile.sex === 'male' || profile.sex === 'female') && printed.sex !== profile.sex)
    out.push({ field: 'sex', printed: printed.sex, profile: profile.sex });
  const printedAge =
    printed.age ?? (printed.dateOfBirth ? wholeYearsBetween(printed.dateOfBirth, reportDate) : undefined);
  if (printedAge !== undefined && profile.age !== null) {
    const shift = profile.ageRecordedOn ? wholeYearsBetween(reportDate, profile.ageRecordedOn) : 0;
    const profileAgeThen = profile.age - shift;
    if (Math.abs(printedAge - profileAgeThen) > AGE_TOLERANCE_YEARS)
      out.push({ field: 'age', printed: String(printedAge), profile: String(profileAgeThen) });
  }
  if (printed.name && profile.name && namesClearlyDiffer(printed.name, profile.name))
    out.push({ field: 'name', printed: printed.name, profile: profile.name });
  return out;
}
