/**
 * The FHIR R4 resources a lab-results import accepts, as zod schemas of the elements we read (hl7.org/fhir/R4:
 * datatypes.html, observation.html, diagnosticreport.html, patient.html, bundle.html). Cardinalities and types follow
 * the specification (Observation.status and .code are required, a Bundle's type is one of its code list, dates
 * follow the `date`/`dateTime` regexes); other elements pass through unread. A file that breaks them is refused with
 * the path of the first problem ("entry[2].resource.valueQuantity.value: expected a number").
 */
import { z } from 'zod';

// hl7.org/fhir/R4/datatypes.html#date and #dateTime (the regexes of the specification, simplified to their shape).
const DATE = /^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/;
const DATE_TIME =
  /^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01])(T([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)(\.\d+)?(Z|[+-]((0\d|1[0-3]):[0-5]\d|14:00)))?)?)?$/;

const fhirString = z.string().min(1, 'must not be empty');
const coding = z.looseObject({
  system: z.string().optional(),
  code: z.string().optional(),
  display: z.string().optional(),
});
const codeableConcept = z.looseObject({ coding: z.array(coding).optional(), text: z.string().optional() });
const quantity = z.looseObject({
  value: z.number().optional(),
  comparator: z.enum(['<', '<=', '>=', '>']).optional(),
  unit: z.string().optional(),
  system: z.string().optional(),
  code: z.string().optional(),
});
const reference = z.looseObject({ reference: z.string().optional(), display: z.string().optional() });
const dateTime = z
  .string()
  .regex(DATE_TIME, 'must be a FHIR dateTime (YYYY, YYYY-MM-DD or YYYY-MM-DDThh:mm:ss+zz:zz)');

const OBSERVATION_STATUSES = [
  'registered',
  'preliminary',
  'final',
  'amended',
  'corrected',
  'cancelled',
  'entered-in-error',
  'unknown',
] as const;

export const observationSchema = z.looseObject({
  resourceType: z.literal('Observation'),
  id: z.string().optional(),
  status: z.enum(OBSERVATION_STATUSES),
  category: z.array(codeableConcept).optional(),
  code: codeableConcept,
  subject: reference.optional(),
  effectiveDateTime: dateTime.optional(),
  effectivePeriod: z.looseObject({ start: dateTime.optional(), end: dateTime.optional() }).optional(),
  issued: z.string().optional(),
  valueQuantity: quantity.optional(),
  valueString: z.string().optional(),
  valueCodeableConcept: codeableConcept.optional(),
  dataAbsentReason: codeableConcept.optional(),
  interpretation: z.array(codeableConcept).optional(),
  referenceRange: z
    .array(
      z.looseObject({ low: quantity.optional(), high: quantity.optional(), text: z.string().optional() }),
    )
    .optional(),
});
export type FhirObservation = z.infer<typeof observationSchema>;

export const patientSchema = z.looseObject({
  resourceType: z.literal('Patient'),
  id: z.string().optional(),
  name: z
    .array(
      z.looseObject({
        text: z.string().optional(),
        family: z.string().optional(),
        given: z.array(z.string()).optional(),
      }),
    )
    .optional(),
  gender: z.enum(['male', 'female', 'other', 'unknown']).optional(),
  birthDate: z.string().regex(DATE, 'must be a FHIR date (YYYY, YYYY-MM or YYYY-MM-DD)').optional(),
});
export type FhirPatient = z.infer<typeof patientSchema>;

/** Any resource: its type must be named; the ones we read are checked by their own schema. */
const anyResource = z.looseObject({ resourceType: fhirString, id: z.string().optional() });

export const diagnosticReportSchema = z.looseObject({
  resourceType: z.literal('DiagnosticReport'),
  id: z.string().optional(),
  status: z.enum([
    'registered',
    'partial',
    'preliminary',
    'final',
    'amended',
    'corrected',
    'appended',
    'cancelled',
    'entered-in-error',
    'unknown',
  ]),
  code: codeableConcept,
  subject: reference.optional(),
  effectiveDateTime: dateTime.optional(),
  effectivePeriod: z.looseObject({ start: dateTime.optional(), end: dateTime.optional() }).optional(),
  issued: z.string().optional(),
  result: z.array(reference).optional(),
  contained: z.array(anyResource).optional(),
  conclusion: z.string().optional(),
});
export type FhirDiagnosticReport = z.infer<typeof diagnosticReportSchema>;

export const bundleSchema = z.looseObject({
  resourceType: z.literal('Bundle'),
  id: z.string().optional(),
  type: z.enum(['collection', 'document', 'searchset'], {
    error: 'must be collection, document or searchset (transaction and history bundles are not lab results)',
  }),
  entry: z
    .array(z.looseObject({ fullUrl: z.string().optional(), resource: anyResource.optional() }))
    .optional(),
});

/** The schema of a resource type we read (others in a Bundle are skipped, and listed as not understood if results). */
export const RESOURCE_SCHEMAS = {
  Observation: observationSchema,
  DiagnosticReport: diagnosticReportSchema,
  Patient: patientSchema,
} as const;

export type FhirCodeableConcept = z.infer<typeof codeableConcept>;
export type FhirQuantity = z.infer<typeof quantity>;
