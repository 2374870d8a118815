/**
 * POST /api/imports/fhir with a lab portal's FHIR R4 Bundle (several reports, mixed units, an unknown LOINC code, a
 * "<5" text value) and a single DiagnosticReport with contained Observations: reports like any other (trends,
 * identity check), marked as from FHIR, with what was not understood listed; invalid FHIR is a 400 naming the path.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IFCC_NGSP } from '../../labs/parse/biomarker-table';
import { containedReport, labPortalBundle } from '../../../test/fhir-documents';
import { multipartFile } from '../../../test/documents';
import {
  createMember,
  createTestApp,
  injectAs,
  oneTestDatabaseKind,
  type Member,
  type TestApp,
} from '../../../test/helpers';

interface Result {
  code: string;
  value: number;
  comparator: string | null;
  unit: string | null;
  valueCanonical: number | null;
  refLow: number | null;
  refHigh: number | null;
  refSource: string | null;
  flag: string | null;
  needsReview: boolean;
  confidence: number | null;
  note: string | null;
}

describe.each(oneTestDatabaseKind())('FHIR lab results import on %s', (kind) => {
  let t: TestApp;
  let m: Member;
  beforeAll(async () => {
    t = await createTestApp(kind);
    m = await createMember(t.app);
    await injectAs(t.app, m.token, {
      method: 'POST',
      url: '/api/profile',
      payload: { gender: 'male', age: 45 },
    });
  });
  afterAll(() => t.close());

  const post = (payload: unknown, token = m.token, contentType = 'application/fhir+json') =>
    injectAs(t.app, token, {
      method: 'POST',
      url: '/api/imports/fhir',
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      headers: { 'content-type': contentType },
    });
  const resultsOf = async (id: string, token = m.token) => {
    const res = await injectAs(t.app, token, { method: 'GET', url: `/api/blood-test/reports/${id}` });
    return res;
  };
  const byCode = (results: Result[]) => new Map(results.map((r) => [r.code, r]));

  it('makes one report per DiagnosticReport, values as the file gives them, unknown codes listed', async () => {
    const res = await post(labPortalBundle());
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.reports.map((r: { filename: string }) => r.filename.split(' (')[0])).toEqual([
      'Lipid panel with direct LDL',
      'CBC panel - Blood by Automated count',
      'Comprehensive metabolic panel',
    ]);
    expect(body.message).toBe(
      'Imported 3 reports with 12 results; 1 result was not understood (listed on the report).',
    );
    for (const r of body.reports) {
      expect(r.source).toBe('fhir');
      expect(r.status).toBe('processed');
      expect(r.identity).toMatchObject({
        printed: { sex: 'male', name: 'Ravi Kumar', dateOfBirth: '1979-05-14' },
      });
      expect(r.identity.mismatches).toEqual([]);
    }
    const [lipid, cbc, chem] = body.reports;
    expect([lipid.sampleDate, cbc.sampleDate, chem.sampleDate]).toEqual([
      '2024-03-12',
      '2024-03-12',
      '2024-06-02',
    ]);
    expect(cbc.notUnderstood).toEqual([
      { display: 'Lead [Mass/volume] in Blood', code: '5671-3', reason: 'a LOINC code not in our catalogue' },
    ]);
    expect(lipid.notUnderstood).toEqual([]);

    const lipids = byCode((await resultsOf(lipid.id)).json().biomarkers);
    // 5.2 mmol/L cholesterol → mg/dL by the catalogue's factor (38.67, biomarker-table.ts): kept as given.
    expect(lipids.get('CHOL_TOTAL')).toMatchObject({
      value: 5.2,
      unit: 'mmol/L',
      refHigh: 5.17,
      flag: 'high',
    });
    expect(lipids.get('CHOL_TOTAL')!.valueCanonical).toBeCloseTo(201, 0);
    expect(lipids.get('HDL')).toMatchObject({
      value: 42,
      unit: 'mg/dL',
      valueCanonical: 42,
      refLow: 40,
      flag: 'normal',
    });
    expect(lipids.get('LDL')).toMatchObject({ value: 3.4, unit: 'mmol/L', flag: 'high' });
    for (const r of lipids.values()) expect(r).toMatchObject({ needsReview: false, confidence: 1 });
    // µg/mL is not a unit the catalogue lists for CRP: UCUM converts it into the analyte's mg/L (1:1).
    expect(lipids.get('CRP')).toMatchObject({ value: 1.8, unit: 'mg/L', valueCanonical: 1.8, refHigh: 3 });
    expect(lipids.get('CRP')!.note).toBe('Converted from 1.8 ug/mL (UCUM).');

    const counts = byCode((await resultsOf(cbc.id)).json().biomarkers);
    expect(counts.get('HGB')).toMatchObject({
      value: 138,
      unit: 'g/L',
      valueCanonical: 13.8,
      refLow: 130,
      refHigh: 170,
    });
    expect(counts.get('WBC')).toMatchObject({ value: 6.2, unit: '10*9/L', valueCanonical: 6.2 });
    expect([...counts.keys()]).toEqual(['HGB', 'WBC', 'PLT']);

    const chemistry = byCode((await resultsOf(chem.id)).json().biomarkers);
    // "<5": a censored value below the limit, not the number 5.
    expect(chemistry.get('CRP')).toMatchObject({
      value: 5,
      comparator: '<',
      unit: 'mg/L',
      refHigh: 5,
      flag: 'normal',
    });
    // UCUM's m[IU]/L is the catalogue's mIU/L.
    expect(chemistry.get('TSH')).toMatchObject({
      value: 2.1,
      unit: 'mIU/L',
      valueCanonical: 2.1,
      refLow: 0.4,
      refHigh: 4,
    });
    expect(chemistry.get('HBA1C')).toMatchObject({ value: 48, unit: 'mmol/mol' });
    expect(chemistry.get('HBA1C')!.valueCanonical).toBeCloseTo(IFCC_NGSP.slope * 48 + IFCC_NGSP.intercept, 2);
    expect(chemistry.get('GLU_FASTING')).toMatchObject({ value: 5.9, flag: 'high' });

    // Like any report's results, they join the trends with their sample dates.
    const series = (await injectAs(t.app, m.token, { method: 'GET', url: '/api/biomarkers' })).json()
      .biomarkers;
    const hgb = series.find((s: { code: string }) => s.code === 'HGB');
    expect(hgb.latest).toMatchObject({ sampledAt: '2024-03-12', valueCanonical: 13.8, reportId: cbc.id });
  });

  it('reads one DiagnosticReport with contained Observations, sent as a form file', async () => {
    const { payload, headers } = multipartFile(
      Buffer.from(JSON.stringify(containedReport())),
      'hospital-report.json',
      { contentType: 'application/fhir+json' },
    );
    const res = await injectAs(t.app, m.token, {
      method: 'POST',
      url: '/api/imports/fhir',
      payload,
      headers,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [report] = res.json().reports;
    expect(report.filename).toBe('Blood count and ferritin (hospital-report.json)');
    const results = byCode((await resultsOf(report.id)).json().biomarkers);
    expect(results.get('HGB')).toMatchObject({ value: 14.1, unit: 'g/dL' });
    expect(results.get('FERRITIN')).toMatchObject({ value: 85, unit: 'ug/L', valueCanonical: 85 });
  });

  it('checks the patient in the file against the profile like a PDF header', async () => {
    const other = await createMember(t.app);
    await injectAs(t.app, other.token, {
      method: 'POST',
      url: '/api/profile',
      payload: { gender: 'female', age: 30 },
    });
    const res = await post(labPortalBundle(), other.token);
    expect(res.statusCode).toBe(201);
    const [first] = res.json().reports;
    expect(first.identity.mismatches).toContainEqual({ field: 'sex', printed: 'male', profile: 'female' });
    expect(first.identity).toMatchObject({ needsAnswer: true, included: false });
    const series = (await injectAs(t.app, other.token, { method: 'GET', url: '/api/biomarkers' })).json()
      .biomarkers;
    expect(series).toEqual([]);
  });

  it('another member cannot read an imported report', async () => {
    const res = await post(containedReport());
    const id = res.json().reports[0].id;
    const stranger = await createMember(t.app);
    expect((await resultsOf(id, stranger.token)).statusCode).toBe(404);
    expect((await resultsOf(id)).statusCode).toBe(200);
  });

  it('refuses invalid FHIR with a 400 naming the path of the problem, and stores nothing', async () => {
    const before = (await injectAs(t.app, m.token, { method: 'GET', url: '/api/blood-test/reports' })).json()
      .reports.length;
    const bundle = labPortalBundle();
    const obs = bundle.entry[3]!.resource as unknown as { valueQuantity: { value: unknown } };
    obs.valueQuantity.value = '5.2';
    const res = await post(bundle);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Not valid FHIR R4 at entry\[3\]\.resource\.valueQuantity\.value: /);

    const noStatus = labPortalBundle();
    delete (noStatus.entry[2]!.resource as { status?: string }).status;
    expect((await post(noStatus)).json().message).toMatch(/at entry\[2\]\.resource\.status/);

    const badDate = containedReport();
    badDate.contained[1]!.effectiveDateTime = '01/09/2024';
    expect((await post(badDate)).json().message).toMatch(
      /at contained\[1\]\.effectiveDateTime: must be a FHIR dateTime/,
    );

    const wrongType = await post({ resourceType: 'Patient', id: 'x' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toContain('resourceType');

    const transaction = await post({ resourceType: 'Bundle', type: 'transaction', entry: [] });
    expect(transaction.json().message).toMatch(
      /^Not valid FHIR R4 at type: must be collection, document or searchset/,
    );

    const notJson = await post('{"resourceType": "Bundle",', m.token, 'application/json');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toMatch(/^This is not a FHIR JSON file/);

    const empty = await post({ resourceType: 'Bundle', type: 'collection', entry: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/holds no lab results/);

    const after = (await injectAs(t.app, m.token, { method: 'GET', url: '/api/blood-test/reports' })).json()
      .reports.length;
    expect(after).toBe(before);
  });
});
