/**
 * A member's record as a FHIR R4 Bundle (type collection) that another system can read (hl7.org/fhir/R4): the Patient
 * (only what we hold), each lab result as an Observation (LOINC, UCUM) grouped by a DiagnosticReport per report, body
 * weight and measurements as vital-sign Observations, and the active plan as a CarePlan with its nutrition targets.
 * Pure: the caller reads the rows (account module) and says when.
 */
import { createHash } from 'node:crypto';
import { BIOMARKERS } from '@common/biomarkers';
import { FHIR_SYSTEMS, ucumOf, VITAL_SIGNS } from '@common/fhir';
import type { Gender } from '@common/options';
import type { PlanContent } from '@common/plan';
import { parseUnit, type UnitId } from '../../labs/parse/units';
import type { BiomarkerRow, ReportRow } from '../reports';

/** What the record is built from (rows as the owning modules store them; only the fields read here). */
export interface RecordSource {
  user: { id: string; email: string };
  profile: { gender: Gender | null; reportName: string | null; heightCm: number | null } | null;
  reports: Pick<
    ReportRow,
    | 'id'
    | 'filename'
    | 'status'
    | 'sampleDate'
    | 'processedAt'
    | 'extraction'
    | 'identityMismatches'
    | 'identityAnswer'
  >[];
  biomarkers: Pick<
    BiomarkerRow,
    | 'id'
    | 'reportId'
    | 'code'
    | 'printedName'
    | 'value'
    | 'comparator'
    | 'unit'
    | 'valueCanonical'
    | 'refLow'
    | 'refHigh'
    | 'refSource'
    | 'flag'
  >[];
  weights: { id: string; date: string; weightKg: number }[];
  measurements: ({ id: string; date: string } & Partial<
    Record<'waistCm' | 'hipCm' | 'chestCm' | 'armCm' | 'thighCm' | 'bodyFatPct', number | null>
  >)[];
  activePlan: { id: string; summary: string; startsAt: Date; expiresAt: Date; content: PlanContent } | null;
}

type Resource = Record<string, unknown> & { resourceType: string; id: string };

/** The UCUM code of a unit the catalogue recognises (labs/parse/units.ts ids), per unitsofmeasure.org. */
const UCUM_OF_UNIT_ID: Partial<Record<UnitId, string>> = {
  'mEq/L': 'meq/L',
  'mIU/L': 'm[IU]/L',
  'mIU/mL': 'm[IU]/mL',
  'IU/mL': '[IU]/mL',
  'mm/hr': 'mm/h',
  'mL/min/1.73m2': 'mL/min/{1.73_m2}',
  'mOsm/kg': 'mosm/kg',
  '10^3/uL': '10*3/uL',
  '10^6/uL': '10*6/uL',
  '10^5/uL': '10*5/uL',
};
const ucumOfUnitId = (id: UnitId): string => UCUM_OF_UNIT_ID[id] ?? id;

const urn = (id: string) => `urn:uuid:${id}`;

/** A stable UUID (version 5 layout over SHA-1, RFC 4122 §4.3) for a resource that has no row of its own. */
function derivedUuid(name: string): string {
  const h = createHash('sha1').update(name).digest('hex');
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
const category = (system: string, code: string, display: string) => [{ coding: [{ system, code, display }] }];
const LAB = category(FHIR_SYSTEMS.observationCategory, 'laboratory', 'Laboratory');
const VITALS = category(FHIR_SYSTEMS.observationCategory, 'vital-signs', 'Vital Signs');
const INTERPRETATION = { low: ['L', 'Low'], normal: ['N', 'Normal'], high: ['H', 'High'] } as const;

/** A quantity in a unit: the value as the report gave it when its unit is known, else the canonical value. */
function labQuantity(b: RecordSource['biomarkers'][number]): {
  value: number;
  unit: string | null;
  ucum: string | null;
  asGiven: boolean;
} | null {
  const id = b.unit ? parseUnit(b.unit) : null;
  if (id) return { value: b.value, unit: b.unit, ucum: ucumOfUnitId(id), asGiven: true };
  if (b.unit === null && b.valueCanonical !== null) {
    const canonical = BIOMARKERS[b.code].unit;
    return canonical === 'ratio'
      ? { value: b.value, unit: null, ucum: null, asGiven: true }
      : { value: b.valueCanonical, unit: canonical, ucum: ucumOf(canonical), asGiven: false };
  }
  if (b.valueCanonical === null) return null;
  const canonical = BIOMARKERS[b.code].unit;
  return { value: b.valueCanonical, unit: canonical, ucum: ucumOf(canonical), asGiven: false };
}

const simpleQuantity = (value: number, unit: string | null, ucum: string | null) => ({
  value,
  ...(unit ? { unit } : {}),
  ...(ucum ? { system: FHIR_SYSTEMS.ucum, code: ucum } : {}),
});

function labObservation(
  b: RecordSource['biomarkers'][number],
  patientRef: string,
  date: string | null,
): Resource | null {
  const q = labQuantity(b);
  if (!q) return null;
  const loinc = BIOMARKERS[b.code].loinc;
  const range =
    q.asGiven && b.refSource === 'report' && (b.refLow !== null || b.refHigh !== null)
      ? [
          {
            ...(b.refLow !== null ? { low: simpleQuantity(b.refLow, q.unit, q.ucum) } : {}),
            ...(b.refHigh !== null ? { high: simpleQuantity(b.refHigh, q.unit, q.ucum) } : {}),
          },
        ]
      : undefined;
  return {
    resourceType: 'Observation',
    id: b.id,
    status: 'final',
    category: LAB,
    code: {
      ...(loinc
        ? { coding: [{ system: FHIR_SYSTEMS.loinc, code: loinc, display: BIOMARKERS[b.code].name }] }
        : {}),
      text: b.printedName,
    },
    subject: { reference: patientRef },
    ...(date ? { effectiveDateTime: date } : {}),
    valueQuantity: {
      ...simpleQuantity(q.value, q.unit, q.ucum),
      ...(b.comparator ? { comparator: b.comparator } : {}),
    },
    ...(b.flag
      ? {
          interpretation: [
            {
              coding: [
                {
                  system: FHIR_SYSTEMS.interpretation,
                  code: INTERPRETATION[b.flag][0],
                  display: INTERPRETATION[b.flag][1],
                },
              ],
            },
          ],
        }
      : {}),
    ...(range ? { referenceRange: range } : {}),
  };
}

function vitalObservation(
  id: string,
  key: keyof typeof VITAL_SIGNS,
  value: number,
  date: string,
  patientRef: string,
): Resource {
  const v = VITAL_SIGNS[key];
  return {
    resourceType: 'Observation',
    id,
    status: 'final',
    category: VITALS,
    code: {
      ...(v.loinc ? { coding: [{ system: FHIR_SYSTEMS.loinc, code: v.loinc, display: v.display }] } : {}),
      text: v.display,
    },
    subject: { reference: patientRef },
    effectiveDateTime: date,
    valueQuantity: simpleQuantity(value, v.unit, v.unit),
  };
}

/** The plan's daily nutrition targets as CarePlan activities (each a NutritionOrder-kind detail with its amount). */
function carePlan(plan: NonNullable<RecordSource['activePlan']>, patientRef: string): Resource {
  const t = plan.content.targets;
  const targets: [string, number, string, string][] = [
    ['Energy', t.calories, 'kcal', 'kcal'],
    ['Protein', t.proteinG, 'g', 'g'],
    ['Carbohydrate', t.carbsG, 'g', 'g'],
    ['Fat', t.fatG, 'g', 'g'],
    ['Fibre', t.fiberG, 'g', 'g'],
    ['Water', t.waterMl, 'mL', 'mL'],
    ['Saturated fat (at most)', t.saturatedFatMaxG, 'g', 'g'],
    ...(t.carbsMaxG !== null
      ? [['Carbohydrate (at most)', t.carbsMaxG, 'g', 'g'] as [string, number, string, string]]
      : []),
  ];
  return {
    resourceType: 'CarePlan',
    id: plan.id,
    status: 'active',
    intent: 'plan',
    title: 'Nutrition and training plan',
    description: plan.summary,
    subject: { reference: patientRef },
    period: { start: plan.startsAt.toISOString(), end: plan.expiresAt.toISOString() },
    activity: targets.map(([name, amount, unit, ucum]) => ({
      detail: {
        kind: 'NutritionOrder',
        code: { text: `Daily ${name.toLowerCase()} target` },
        status: 'in-progress',
        description: `${name}: ${amount} ${unit} a day`,
        dailyAmount: simpleQuantity(amount, unit, ucum),
      },
    })),
  };
}

/** Whether a report's results are the member's (identity check): a report answered "not mine" or unanswered is not. */
const isMembers = (r: RecordSource['reports'][number]) =>
  r.identityAnswer === 'mine' ||
  (r.identityAnswer !== 'not_mine' && (r.identityMismatches?.length ?? 0) === 0);

export function recordBundle(src: RecordSource, exportedAt: Date): Record<string, unknown> {
  const patientRef = urn(src.user.id);
  const patient: Resource = {
    resourceType: 'Patient',
    id: src.user.id,
    ...(src.profile?.reportName ? { name: [{ text: src.profile.reportName }] } : {}),
    telecom: [{ system: 'email', value: src.user.email }],
    ...(src.profile?.gender ? { gender: src.profile.gender } : {}),
  };
  const resources: Resource[] = [patient];
  for (const report of src.reports) {
    if (report.status === 'processing' || report.status === 'failed' || !isMembers(report)) continue;
    const observations = src.biomarkers
      .filter((b) => b.reportId === report.id)
      .map((b) => labObservation(b, patientRef, report.sampleDate))
      .filter((o): o is Resource => o !== null);
    if (!observations.length) continue;
    const title = (report.extraction as { title?: string } | null)?.title ?? report.filename;
    resources.push(
      {
        resourceType: 'DiagnosticReport',
        id: report.id,
        status: 'final',
        category: category(FHIR_SYSTEMS.diagnosticServiceSection, 'LAB', 'Laboratory'),
        code: { text: title },
        subject: { reference: patientRef },
        ...(report.sampleDate ? { effectiveDateTime: report.sampleDate } : {}),
        ...(report.processedAt ? { issued: report.processedAt.toISOString() } : {}),
        result: observations.map((o) => ({ reference: urn(o.id) })),
      },
      ...observations,
    );
  }
  for (const w of src.weights)
    resources.push(vitalObservation(w.id, 'weightKg', w.weightKg, w.date, patientRef));
  for (const m of src.measurements)
    for (const key of ['waistCm', 'hipCm', 'chestCm', 'armCm', 'thighCm', 'bodyFatPct'] as const) {
      const value = m[key];
      // One row holds several measurements: each gets its own id, derived from the row's (the same every export).
      if (value !== null && value !== undefined)
        resources.push(vitalObservation(derivedUuid(`${m.id}:${key}`), key, value, m.date, patientRef));
    }
  if (src.activePlan) resources.push(carePlan(src.activePlan, patientRef));
  return {
    resourceType: 'Bundle',
    type: 'collection',
    timestamp: exportedAt.toISOString(),
    entry: resources.map((r) => ({ fullUrl: urn(r.id), resource: r })),
  };
}
