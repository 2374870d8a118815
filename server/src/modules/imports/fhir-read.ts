/**
 * A FHIR R4 lab-results file → reports: a Bundle (collection, document or searchset) of DiagnosticReports and
 * Observations, or one DiagnosticReport with contained Observations. Each DiagnosticReport becomes a report; lab
 * Observations no report names are grouped by sample date. Values are taken exactly as the file gives them (no
 * reading, so full confidence), interpreted like any report's (labs/interpret.ts: canonical value, printed range,
 * flag); every Observation that does not become a result is listed as not understood, with its text and why.
 * Pure: no database, no clock.
 */
import { analyteOfLoinc, FHIR_SYSTEMS } from '@common/fhir';
import type { NotUnderstood, PrintedIdentity } from '@common/reports';
import type { z } from 'zod';
import { interpretResult, type PatientContext } from '../../labs/interpret';
import type { Comparator } from '../../labs/parse/types';
import { BadRequest } from '../../lib/errors';
import type { ExtractedResult } from '../reports/reports-service';
import {
  bundleSchema,
  diagnosticReportSchema,
  RESOURCE_SCHEMAS,
  type FhirCodeableConcept,
  type FhirDiagnosticReport,
  type FhirObservation,
  type FhirPatient,
} from './fhir-schemas';
import { resolveUnit } from './fhir-units';

export interface FhirReport {
  /** The DiagnosticReport's name ("Lipid panel"), or "Lab results" for Observations without one. */
  title: string;
  sampleDate: string | null;
  results: ExtractedResult[];
  notUnderstood: NotUnderstood[];
}

export interface FhirLabFile {
  identity: PrintedIdentity;
  reports: FhirReport[];
  /** Observations that are not lab results (vital signs, surveys …): not imported as results, but listed. */
  notImported: NotUnderstood[];
}

type Resource = { resourceType: string; id?: string } & Record<string, unknown>;

/** "entry[2].resource.valueQuantity.value" from a zod path. */
function pathText(prefix: string, path: readonly PropertyKey[]): string {
  let out = prefix;
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : `${out ? '.' : ''}${String(p)}`;
  return out || '(the file)';
}

function check<T>(schema: z.ZodType<T>, value: unknown, prefix: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const where = pathText(prefix, issue.path);
  throw new BadRequest(`Not valid FHIR R4 at ${where}: ${issue.message}`, where);
}

/** The text of a code as a person reads it, and the code itself (LOINC plain, others `system|code`). */
function describe(cc: FhirCodeableConcept): { display: string; code: string | null } {
  const loinc = cc.coding?.find((c) => c.system === FHIR_SYSTEMS.loinc && c.code);
  const first = loinc ?? cc.coding?.find((c) => c.code);
  const code = first?.code ? (first === loinc ? first.code : `${first.system ?? ''}|${first.code}`) : null;
  const display =
    cc.text ?? first?.display ?? cc.coding?.find((c) => c.display)?.display ?? code ?? 'Unnamed test';
  return { display, code };
}

const CENSORED = /^\s*(<=|>=|≤|≥|<|>)\s*(\d+(?:[.,]\d+)?)\s*$/;
const PLAIN_NUMBER = /^\s*(\d+(?:\.\d+)?)\s*$/;

/** A value given as text: a number, or a censored value ("<5": below the detection limit, not 5). */
function numberOfText(text: string): { value: number; comparator: Comparator | null } | null {
  const censored = CENSORED.exec(text);
  if (censored) {
    const op = censored[1]!.replace('≤', '<=').replace('≥', '>=') as Comparator;
    return { value: Number(censored[2]!.replace(',', '.')), comparator: op };
  }
  const plain = PLAIN_NUMBER.exec(text);
  return plain ? { value: Number(plain[1]), comparator: null } : null;
}

const dateOf = (dt: string | undefined): string | null => (dt && dt.length >= 10 ? dt.slice(0, 10) : null);
const sampleDateOf = (r: FhirObservation | FhirDiagnosticReport): string | null =>
  dateOf(r.effectiveDateTime ?? r.effectivePeriod?.start);

/** One Observation as a catalogue result, or why it is not one. */
export function readObservation(
  obs: FhirObservation,
  patient: PatientContext,
): { result: ExtractedResult } | { notUnderstood: NotUnderstood } {
  const { display, code } = describe(obs.code);
  const refuse = (reason: string) => ({ notUnderstood: { display, code, reason } });
  if (obs.status === 'cancelled' || obs.status === 'entered-in-error')
    return refuse(`the lab marked it ${obs.status.replace(/-/g, ' ')}`);
  const loincCodes = (obs.code.coding ?? []).filter((c) => c.system === FHIR_SYSTEMS.loinc && c.code);
  const analyte = loincCodes.map((c) => analyteOfLoinc(c.code!)).find((a) => a !== undefined);
  if (!analyte)
    return refuse(loincCodes.length ? 'a LOINC code not in our catalogue' : 'no LOINC code we could match');

  let value: number;
  let comparator: Comparator | null = null;
  let quantity: { unit?: string; system?: string; code?: string } = {};
  if (obs.valueQuantity?.value !== undefined) {
    value = obs.valueQuantity.value;
    comparator = obs.valueQuantity.comparator ?? null;
    quantity = obs.valueQuantity;
  } else if (obs.valueString !== undefined) {
    const parsed = numberOfText(obs.valueString);
    if (!parsed) return refuse(`a text result ("${obs.valueString}"), not a number`);
    ({ value, comparator } = parsed);
    // A value given as text borrows the unit of its reference range, if any.
    const low = obs.referenceRange?.[0]?.low;
    const high = obs.referenceRange?.[0]?.high;
    quantity = (low?.unit || low?.code ? low : high) ?? {};
  } else {
    return refuse(
      obs.dataAbsentReason ? `no value (${describe(obs.dataAbsentReason).display})` : 'no numeric value',
    );
  }
  if (value < 0 || !Number.isFinite(value)) return refuse(`a value we cannot use (${value})`);

  const unit = resolveUnit(analyte, quantity);
  if (unit.kind === 'refused') return refuse(unit.reason);
  const convert = unit.kind === 'ucum' ? unit.convert : (v: number) => v;
  const converted = convert(value);
  if (converted === null)
    return refuse(`its unit "${unit.kind === 'ucum' ? unit.from : ''}" did not convert`);
  const range = obs.referenceRange?.[0];
  const rangeEnd = (q: { value?: number } | undefined) => (q?.value === undefined ? null : convert(q.value));
  const low = rangeEnd(range?.low);
  const high = rangeEnd(range?.high);
  const interpretation = obs.interpretation?.[0]?.coding?.[0]?.code;
  const printedFlag =
    interpretation === 'H' || interpretation === 'HH'
      ? 'high'
      : interpretation === 'L' || interpretation === 'LL'
        ? 'low'
        : null;
  const read = interpretResult(
    {
      code: analyte,
      printedName: display,
      value: converted,
      comparator,
      unit: unit.unit,
      range: low !== null || high !== null ? { low, high } : null,
      printedFlag,
      page: 1,
      section: null,
    },
    patient,
  );
  const note =
    unit.kind === 'ucum'
      ? [`Converted from ${value} ${unit.from} (UCUM).`, read.note].filter(Boolean).join(' ')
      : read.note;
  return {
    result: {
      code: read.code,
      printedName: read.printedName,
      value: read.value,
      comparator: read.comparator,
      unit: read.unit,
      valueCanonical: read.valueCanonical,
      refLow: read.refLow,
      refHigh: read.refHigh,
      refSource: read.refSource,
      flag: read.flag,
      clinicallyImportant: read.clinicallyImportant,
      note,
      // Trusted as the document says: no reading, so nothing was misread.
      confidence: 1,
      needsReview: false,
      reviewReason: null,
      location: null,
    },
  };
}

function identityOf(p: FhirPatient | undefined): PrintedIdentity {
  if (!p) return {};
  const name = p.name?.[0];
  const fullName = name?.text ?? [...(name?.given ?? []), name?.family].filter(Boolean).join(' ');
  return {
    ...(p.gender === 'male' || p.gender === 'female' ? { sex: p.gender } : {}),
    ...(p.birthDate && p.birthDate.length === 10 ? { dateOfBirth: p.birthDate } : {}),
    ...(fullName ? { name: fullName } : {}),
  };
}

/** Every resource of the file, checked against its schema, with the ways other resources may refer to it. */
function collect(json: unknown): { top: Resource[]; index: Map<string, Resource> } {
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw new BadRequest(
      'Not valid FHIR R4: the file must be one JSON object (a Bundle or a DiagnosticReport).',
      'resourceType',
    );
  const type = (json as { resourceType?: unknown }).resourceType;
  const index = new Map<string, Resource>();
  const add = (r: Resource, prefix: string, fullUrl?: string): Resource => {
    // Own keys only: a resourceType such as "constructor" must not find Object's prototype.
    const schema: z.ZodType<Resource> | undefined = Object.hasOwn(RESOURCE_SCHEMAS, r.resourceType)
      ? RESOURCE_SCHEMAS[r.resourceType as keyof typeof RESOURCE_SCHEMAS]
      : undefined;
    const checked = schema ? check(schema, r, prefix) : r;
    if (fullUrl) index.set(fullUrl, checked);
    if (checked.id) index.set(`${checked.resourceType}/${checked.id}`, checked);
    return checked;
  };
  if (type === 'DiagnosticReport') {
    const report = check(diagnosticReportSchema, json, '');
    (report.contained ?? []).forEach((c, i) => {
      const r = add(c, `contained[${i}]`);
      if (r.id) index.set(`#${r.id}`, r);
    });
    return { top: [report], index };
  }
  if (type !== 'Bundle')
    throw new BadRequest(
      `Not valid FHIR R4 at resourceType: expected "Bundle" or "DiagnosticReport", got ${JSON.stringify(type ?? null)}.`,
      'resourceType',
    );
  const bundle = check(bundleSchema, json, '');
  const top: Resource[] = [];
  (bundle.entry ?? []).forEach((e, i) => {
    if (e.resource) top.push(add(e.resource, `entry[${i}].resource`, e.fullUrl));
  });
  return { top, index };
}

/** A reference as written ("Observation/1", "urn:uuid:…", "#a1", or an absolute URL ending in Type/id). */
function resolve(
  index: Map<string, Resource>,
  ref: string | undefined,
  local?: Map<string, Resource>,
): Resource | undefined {
  if (!ref) return undefined;
  return local?.get(ref) ?? index.get(ref) ?? index.get(/([A-Za-z]+\/[^/]+)$/.exec(ref)?.[1] ?? '');
}

/**
 * Reads a FHIR lab file; throws BadRequest naming the path of the first problem. `patientOf` gives the sex and age
 * that choose standard ranges (the member's profile first, else the file's Patient).
 */
export function readFhirLabFile(
  json: unknown,
  patientOf: (printed: PrintedIdentity) => PatientContext,
): FhirLabFile {
  const { top, index } = collect(json);
  const patients = top.filter((r): r is FhirPatient & Resource => r.resourceType === 'Patient');
  const drs = top.filter((r): r is FhirDiagnosticReport & Resource => r.resourceType === 'DiagnosticReport');
  const subjectPatient = drs
    .map((d) => resolve(index, d.subject?.reference))
    .find((r): r is FhirPatient & Resource => r?.resourceType === 'Patient');
  const identity = identityOf(subjectPatient ?? patients[0]);
  const patient = patientOf(identity);

  const used = new Set<Resource>();
  const reports: FhirReport[] = drs.map((dr) => {
    const results: ExtractedResult[] = [];
    const notUnderstood: NotUnderstood[] = [];
    let firstDate: string | null = null;
    for (const ref of dr.result ?? []) {
      const target = resolve(index, ref.reference);
      if (!target || target.resourceType !== 'Observation') {
        notUnderstood.push({
          display: ref.display ?? ref.reference ?? 'A result',
          code: null,
          reason: target
            ? `a ${target.resourceType}, not an Observation`
            : 'its Observation is not in the file',
        });
        continue;
      }
      used.add(target);
      const obs = target as FhirObservation;
      firstDate ??= sampleDateOf(obs);
      const read = readObservation(obs, patient);
      if ('result' in read) results.push(read.result);
      else notUnderstood.push(read.notUnderstood);
    }
    return {
      title: describe(dr.code).display,
      sampleDate: sampleDateOf(dr) ?? firstDate,
      results,
      notUnderstood,
    };
  });

  // Observations no DiagnosticReport names: lab results make one report per sample date; others are listed.
  const loose = new Map<string, FhirReport>();
  const notImported: NotUnderstood[] = [];
  for (const r of top) {
    if (r.resourceType !== 'Observation' || used.has(r)) continue;
    const obs = r as FhirObservation;
    const categories = (obs.category ?? []).flatMap((c) => c.coding ?? []).map((c) => c.code);
    if (categories.length && !categories.includes('laboratory')) {
      notImported.push({ ...describe(obs.code), reason: `not a lab result (${categories.join(', ')})` });
      continue;
    }
    const date = sampleDateOf(obs);
    const key = date ?? 'undated';
    const report = loose.get(key) ?? {
      title: 'Lab results',
      sampleDate: date,
      results: [],
      notUnderstood: [],
    };
    loose.set(key, report);
    const read = readObservation(obs, patient);
    if ('result' in read) report.results.push(read.result);
    else report.notUnderstood.push(read.notUnderstood);
  }
  reports.push(...loose.values());
  if (!reports.length)
    throw new BadRequest(
      'This FHIR file holds no lab results: it needs DiagnosticReport or Observation resources.',
      'entry',
    );
  return { identity, reports, notImported };
}
