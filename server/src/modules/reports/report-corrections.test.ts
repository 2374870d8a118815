/**
 * Issue 31 item 3: a member corrects a result's unit and printed range (not only its value) and adds a result the
 * reading missed; the report says which values they corrected or added, trends use them, and bad input is a 400
 * that names the field in words with nothing written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textPdf } from '../../../test/documents';
import { uploadReport } from '../../../test/factories';
import {
  createTestApp,
  injectAs,
  registerMember,
  testDatabaseKinds,
  type Member,
  type TestApp,
} from '../../../test/helpers';

const REPORT = textPdf([
  'Riverbank Diagnostics - Biochemistry',
  'Collected: 12/03/2024',
  'Test  Result  Unit  Reference Range',
  'Fasting Glucose  5.4  mmol/L',
  'Haemoglobin  14.2  g/dL  13.0 - 17.0',
]);

interface Result {
  id: string;
  code: string;
  value: number;
  unit: string | null;
  valueCanonical: number | null;
  refLow: number | null;
  refHigh: number | null;
  refSource: string | null;
  flag: string | null;
  edited: boolean;
  addedByMember: boolean;
}

describe.each(testDatabaseKinds())('report corrections on %s', (kind) => {
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

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, token = m.token) =>
    injectAs(t.app, token, { method, url, ...(payload ? { payload } : {}) });
  const results = async (id: string): Promise<Result[]> =>
    (await call('GET', `/api/blood-test/reports/${id}`)).json().biomarkers;
  async function upload(): Promise<string> {
    const res = await uploadReport(t.app, m.token, { bytes: REPORT, filename: 'lab.pdf' });
    return res.json().report.id as string;
  }

  it('corrects a unit (converting the value) and a printed range, and marks both corrected by the member', async () => {
    const id = await upload();
    const before = await results(id);
    const glucose = before.find((r) => r.code === 'GLU_FASTING')!;
    expect(glucose).toMatchObject({ value: 5.4, unit: 'mmol/L', refSource: 'standard', edited: false });
    expect(glucose.addedByMember).toBe(false);

    // The lab printed 3.9–5.5 mmol/L, read as "not printed": the member types it; the flag follows it.
    const ranged = await call('PATCH', `/api/blood-test/reports/${id}/biomarkers/${glucose.id}`, {
      refLow: 3.9,
      refHigh: 5.5,
    });
    expect(ranged.statusCode, ranged.body).toBe(200);
    expect(ranged.json().biomarker).toMatchObject({
      value: 5.4,
      refLow: 3.9,
      refHigh: 5.5,
      refSource: 'report',
      flag: 'normal',
      edited: true,
      addedByMember: false,
    });

    // Haemoglobin misread as g/dL when the report says g/L: the value converts (142 g/L = 14.2 g/dL).
    const hb = before.find((r) => r.code === 'HGB')!;
    const unit = await call('PATCH', `/api/blood-test/reports/${id}/biomarkers/${hb.id}`, {
      value: 142,
      unit: 'g/L',
      refLow: 130,
      refHigh: 170,
    });
    expect(unit.statusCode, unit.body).toBe(200);
    expect(unit.json().biomarker).toMatchObject({
      value: 142,
      unit: 'g/L',
      valueCanonical: 14.2,
      flag: 'normal',
    });

    // The trend carries the corrected value, marked edited.
    const series = (await call('GET', '/api/biomarkers')).json().biomarkers;
    const glu = series.find((s: { code: string }) => s.code === 'GLU_FASTING');
    expect(glu.latest).toMatchObject({ refLow: 3.9, refHigh: 5.5, edited: true });
  });

  it('adds a result the reading missed, shown as added by the member and used by trends', async () => {
    const id = await upload();
    const added = await call('POST', `/api/blood-test/reports/${id}/biomarkers`, {
      code: 'TSH',
      value: 6.8,
      unit: 'µIU/mL',
      refLow: 0.4,
      refHigh: 4.0,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().biomarker).toMatchObject({
      code: 'TSH',
      name: 'TSH',
      value: 6.8,
      valueCanonical: 6.8,
      refSource: 'report',
      flag: 'high',
      edited: true,
      addedByMember: true,
      needsReview: false,
    });
    const all = await results(id);
    expect(all.map((r) => r.code)).toEqual(['GLU_FASTING', 'HGB', 'TSH']);
    const series = (await call('GET', '/api/biomarkers')).json().biomarkers;
    expect(series.find((s: { code: string }) => s.code === 'TSH').latest).toMatchObject({ value: 6.8 });

    // Correcting an added result keeps it "added" (it has no value as read).
    const tsh = all.find((r) => r.code === 'TSH')!;
    const again = await call('PATCH', `/api/blood-test/reports/${id}/biomarkers/${tsh.id}`, { value: 3.1 });
    expect(again.json().biomarker).toMatchObject({ value: 3.1, flag: 'normal', addedByMember: true });

    // No unit: the standard range applies; an analyte already on the report is corrected, not added twice.
    const twice = await call('POST', `/api/blood-test/reports/${id}/biomarkers`, {
      code: 'HGB',
      value: 13,
      unit: 'g/dL',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/already has a Hemoglobin result/);
  });

  it.each([
    [
      { code: 'TSH', value: 2, unit: 'mmol/L' },
      'unit',
      /TSH is not reported in "mmol\/L"; use one of .*mIU\/L/,
    ],
    [{ code: 'HGB', value: 140, unit: 'g/dL' }, 'value', /140 g\/dL is not a believable Hemoglobin result/],
    [{ code: 'HGB', value: 14, unit: null }, 'unit', /Hemoglobin needs a unit/],
    [{ code: 'NOPE', value: 1, unit: 'g/dL' }, 'code', /Test must be one from the list/],
    [{ code: 'TSH', value: -1, unit: 'mIU/L' }, 'value', /Value cannot be negative/],
    [{ code: 'TSH', value: 2, unit: 'mIU/L', refLow: 5, refHigh: 1 }, 'refLow', /low end must not be above/],
  ])('refuses an added result %j with a 400 naming the %s, writing nothing', async (body, field, message) => {
    const id = await upload();
    const res = await call('POST', `/api/blood-test/reports/${id}/biomarkers`, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().field).toBe(field);
    expect(res.json().message).toMatch(message);
    expect(await results(id)).toHaveLength(2);
  });

  it('refuses a bad correction with a 400 in words and leaves the result as it was', async () => {
    const id = await upload();
    const hb = (await results(id)).find((r) => r.code === 'HGB')!;
    for (const [body, field, message] of [
      [{ unit: 'mmol/mol' }, 'unit', /not reported in "mmol\/mol"/],
      [{ refLow: 17, refHigh: 13 }, 'refLow', /low end must not be above its high end/],
      [{}, 'value', /Nothing to correct/],
      [{ unit: '' }, 'unit', /Unit cannot be empty/],
    ] as const) {
      const res = await call('PATCH', `/api/blood-test/reports/${id}/biomarkers/${hb.id}`, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().field).toBe(field);
      expect(res.json().message).toMatch(message);
    }
    expect((await results(id)).find((r) => r.code === 'HGB')).toEqual(hb);
    // Another member can neither add to nor correct this report.
    const other = await registerMember(t.app);
    const res = await call(
      'POST',
      `/api/blood-test/reports/${id}/biomarkers`,
      { code: 'TSH', value: 2, unit: 'mIU/L' },
      other.token,
    );
    expect(res.statusCode).toBe(404);
  });
});
