/** Reports read by the real extractor, results corrected by the member, and the biomarker history. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textPdf } from '../../../test/documents';
import { generatePlan, uploadReport } from '../../../test/factories';
import {
  createTestApp,
  grantEntitlement,
  injectAs,
  registerMember,
  testDatabaseKinds,
  type Member,
  type TestApp,
} from '../../../test/helpers';

const report = (date: string, hb: string, ldl: string) =>
  textPdf([
    'Riverbank Diagnostics - Complete Blood Count and Lipids',
    `Collected: ${date}`,
    'Test  Result  Unit  Reference Range',
    `Haemoglobin  ${hb}  g/dL  13.0 - 17.0`,
    `LDL Cholesterol  ${ldl}  mg/dL  < 100`,
    'Vitamin D (25-OH)  14  ng/mL  30 - 100',
    'Interpretation: values above 190 mg/dL need attention; recheck in 3 months.',
  ]);

describe.each(testDatabaseKinds())('biomarkers on %s', (kind) => {
  let t: TestApp;
  let m: Member;
  beforeAll(async () => {
    t = await createTestApp(kind);
    m = await registerMember(t.app);
    await injectAs(t.app, m.token, {
      method: 'POST',
      url: '/api/profile',
      payload: { gender: 'male', age: 45 },
    });
  });
  afterAll(() => t.close());

  const get = (url: string, token = m.token) => injectAs(t.app, token, { method: 'GET', url });
  /** Uploads and (the job having run) returns the report as read. */
  const upload = async (pdf: Buffer, token = m.token) => {
    const res = await uploadReport(t.app, token, { bytes: pdf, filename: 'lab.pdf' });
    expect(res.json().report.status).toBe('processing');
    return (await get(`/api/blood-test/reports/${res.json().report.id}`, token)).json();
  };

  it('reads a text PDF into flagged results with canonical values, ignoring numbers in the interpretation', async () => {
    const res = await upload(report('12/03/2024', '11.2', '172'));
    expect(res.report).toMatchObject({ status: 'processed', sampleDate: '2024-03-12', biomarkerCount: 3 });
    expect(res.report.statusMessage).toBeNull();
    const { biomarkers } = (await get(`/api/blood-test/reports/${res.report.id}`)).json();
    expect(biomarkers.map((b: { code: string; flag: string }) => [b.code, b.flag])).toEqual([
      ['HGB', 'low'],
      ['LDL', 'high'],
      ['VITD_25OH', 'low'],
    ]);
    expect(biomarkers[0]).toMatchObject({
      value: 11.2,
      unit: 'g/dL',
      valueCanonical: 11.2,
      unitCanonical: 'g/dL',
      refLow: 13,
      refHigh: 17,
      refSource: 'report',
      edited: false,
    });
    expect(biomarkers[0].note).toEqual(expect.any(String));
  });

  it('lets the member correct a misread value: re-interpreted, marked edited, original kept', async () => {
    const res = await upload(report('01/06/2024', '4.1', '172')); // 14.1 misread as 4.1
    const { biomarkers } = (await get(`/api/blood-test/reports/${res.report.id}`)).json();
    const hb = biomarkers.find((b: { code: string }) => b.code === 'HGB');
    expect(hb.flag).toBe('low');
    const url = `/api/blood-test/reports/${res.report.id}/biomarkers/${hb.id}`;
    const fixed = await injectAs(t.app, m.token, { method: 'PATCH', url, payload: { value: 14.1 } });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().biomarker).toMatchObject({
      value: 14.1,
      valueCanonical: 14.1,
      flag: 'normal',
      edited: true,
      refLow: 13,
      refHigh: 17,
      // The member read it off the document: nothing is left to review.
      needsReview: false,
      confidence: null,
      reviewReason: null,
    });
    const again = (await get(`/api/blood-test/reports/${res.report.id}`))
      .json()
      .biomarkers.find((b: { id: string }) => b.id === hb.id);
    expect(again).toMatchObject({ value: 14.1, edited: true });

    for (const bad of [{ value: -1 }, { value: 'x' }, { value: 5, extra: true }, {}]) {
      expect(
        (await injectAs(t.app, m.token, { method: 'PATCH', url, payload: bad })).statusCode,
        JSON.stringify(bad),
      ).toBe(400);
    }
    const other = await registerMember(t.app);
    expect(
      (await injectAs(t.app, other.token, { method: 'PATCH', url, payload: { value: 9 } })).statusCode,
    ).toBe(404);
  });

  it('gives the latest value per biomarker with its history across reports, oldest first', async () => {
    const res = (await get('/api/biomarkers')).json();
    const hb = res.biomarkers.find((s: { code: string }) => s.code === 'HGB');
    expect(hb.history.map((p: { sampledAt: string; value: number }) => [p.sampledAt, p.value])).toEqual([
      ['2024-03-12', 11.2],
      ['2024-06-01', 14.1],
    ]);
    expect(hb.latest).toMatchObject({ sampledAt: '2024-06-01', value: 14.1, edited: true });
    expect(hb).toMatchObject({ name: 'Hemoglobin', unitCanonical: 'g/dL' });
    const other = await registerMember(t.app);
    expect((await get('/api/biomarkers', other.token)).json()).toEqual({ biomarkers: [] });
    // The progress summary carries the same figures (issue 18: it returns what /progress shows).
    const premium = await registerMember(t.app);
    await grantEntitlement(t.database, premium.user.id, 'premium');
    await upload(report('02/02/2025', '13.4', '121'), premium.token);
    const series = (await get('/api/biomarkers', premium.token)).json().biomarkers;
    expect(series.length).toBe(3);
    const summary = await get('/api/progress/summary', premium.token);
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json().biomarkers).toEqual(series);
    // Read in the summary's own statement: the same history over two reports, an edited value among them.
    await grantEntitlement(t.database, m.user.id, 'premium');
    // Signed in again: the session the cache kept is from before the subscription.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: m.user.email, password: m.password },
    });
    const mine = await get('/api/progress/summary', login.json<{ token: string }>().token);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().biomarkers).toEqual(res.biomarkers);
  });

  it('feeds premium plans: the corrected latest values are what the engine uses', async () => {
    const { grantEntitlement } = await import('../../../test/helpers');
    await grantEntitlement(t.database, m.user.id, 'premium');
    const plan = (await generatePlan(t.app, m.token, { planType: 'premium', includeBloodTest: true })).json()
      .plan;
    const content = (await get(`/api/plans/${plan.id}`)).json().plan.content;
    expect(content.inputs.biomarkersUsed).toEqual(expect.arrayContaining(['LDL', 'VITD_25OH']));
    expect(JSON.stringify(content.supplements)).toMatch(/Vitamin D/i);
  });
});
