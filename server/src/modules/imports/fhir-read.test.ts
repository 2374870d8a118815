/** The FHIR reader on its own: values given as text, results that cannot be used, references that lead nowhere. */
import { describe, expect, it } from 'vitest';
import { BadRequest } from '../../lib/errors';
import { readFhirLabFile, readObservation } from './fhir-read';
import type { FhirObservation } from './fhir-schemas';

const UCUM = 'http://unitsofmeasure.org';
const obs = (over: Partial<FhirObservation>): FhirObservation => ({
  resourceType: 'Observation',
  status: 'final',
  code: { coding: [{ system: 'http://loinc.org', code: '2345-7', display: 'Glucose' }], text: 'Glucose' },
  ...over,
});
const read = (o: FhirObservation) => readObservation(o, { sex: 'female', age: 40 });

describe('readObservation', () => {
  it('reads a censored text value with its comparator and the unit of its range', () => {
    const r = read(
      obs({
        valueString: '>= 400',
        referenceRange: [{ low: { value: 70, unit: 'mg/dL', system: UCUM, code: 'mg/dL' } }],
      }),
    );
    expect(r).toMatchObject({
      result: { code: 'GLU_RANDOM', value: 400, comparator: '>=', unit: 'mg/dL', refLow: 70 },
    });
  });

  it('lists a text result, a missing value, a cancelled test and a unit of another kind, each with why', () => {
    expect(read(obs({ valueString: 'Negative' }))).toEqual({
      notUnderstood: {
        display: 'Glucose',
        code: '2345-7',
        reason: 'a text result ("Negative"), not a number',
      },
    });
    expect(read(obs({ dataAbsentReason: { text: 'Sample haemolysed' } }))).toMatchObject({
      notUnderstood: { reason: 'no value (Sample haemolysed)' },
    });
    expect(read(obs({ status: 'cancelled', valueQuantity: { value: 90 } }))).toMatchObject({
      notUnderstood: { reason: 'the lab marked it cancelled' },
    });
    // A mass is not a concentration: UCUM says they do not convert, so the value is not stored.
    expect(read(obs({ valueQuantity: { value: 90, unit: 'mg', system: UCUM, code: 'mg' } }))).toMatchObject({
      notUnderstood: { reason: 'UCUM unit "mg" cannot be converted to mg/dL' },
    });
  });

  it('names a code of another system with its system', () => {
    const local = obs({
      code: { coding: [{ system: 'urn:lab:local', code: 'GLU1' }] },
      valueQuantity: { value: 5 },
    });
    expect(read(local)).toEqual({
      notUnderstood: {
        display: 'urn:lab:local|GLU1',
        code: 'urn:lab:local|GLU1',
        reason: 'no LOINC code we could match',
      },
    });
  });
});

describe('readFhirLabFile', () => {
  it('lists a result whose Observation is not in the file', () => {
    const file = readFhirLabFile(
      {
        resourceType: 'DiagnosticReport',
        status: 'final',
        code: { text: 'Sugar' },
        result: [{ reference: 'Observation/gone', display: 'Glucose' }],
      },
      () => ({}),
    );
    expect(file.reports[0]!.notUnderstood).toEqual([
      { display: 'Glucose', code: null, reason: 'its Observation is not in the file' },
    ]);
  });

  it('takes a resource named like an object property ("constructor") as an unknown resource', () => {
    const file = readFhirLabFile(
      {
        resourceType: 'Bundle',
        type: 'collection',
        entry: [
          { resource: { resourceType: 'constructor' } },
          {
            resource: { resourceType: 'Observation', status: 'final', code: { text: 'x' }, valueString: '1' },
          },
        ],
      },
      () => ({}),
    );
    expect(file.reports[0]!.notUnderstood).toEqual([
      { display: 'x', code: null, reason: 'no LOINC code we could match' },
    ]);
  });

  it('refuses a JSON array, naming what it needs', () => {
    expect(() => readFhirLabFile([], () => ({}))).toThrow(BadRequest);
  });
});
