/**
 * "Is this your report?": a report whose header contradicts the profile (sex, age) stays out of the biomarker
 * trends and plan inputs until the member answers "mine"; "not mine" keeps it out; other members get 404.
 */
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

const labReport = (header: string, collected: string, hb: string, extra: string[] = []) =>
  textPdf([
    'Riverbank Diagnostics',
    header,
    `Collected: ${collected}`,
    'Test  Result  Unit  Reference Range',
    `Haemoglobin  ${hb}  g/dL  13.0 - 17.0`,
    ...extra,
  ]);

describe.each(testDatabaseKinds())('report identity on %s', (kind) => {
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
  const answer = (id: string, payload: Record<string, unknown>, token = m.token) =>
    injectAs(t.app, token, { method: 'POST', url: `/api/blood-test/reports/${id}/identity`, payload });
  const upload = async (pdf: Buffer) => {
    const res = await uploadReport(t.app, m.token, { bytes: pdf, filename: 'lab.pdf' });
    return (await get(`/api/blood-test/reports/${res.json().report.id}`)).json().report;
  };
  const hbHistory = async () =>
    (await get('/api/biomarkers'))
      .json()
      .biomarkers.find((s: { code: string }) => s.code === 'HGB')
      ?.history.map((p: { value: number }) => p.value) ?? [];

  it('a report that fits the profile joins the trends at once', async () => {
    const own = await upload(labReport('Patient: Ravi Kumar    Age/Sex: 45 Y / Male', '12/03/2024', '14.2'));
    expect(own.identity).toEqual({
      printed: { sex: 'male', age: 45, name: 'Ravi Kumar' },
      mismatches: [],
      answer: null,
      needsAnswer: false,
      included: true,
    });
    expect(await hbHistory()).toEqual([14.2]);
  });

  it('a report of another sex and age is held back until the member says it is theirs', async () => {
    const other = await upload(labReport('Sex/Age: F/62 Y', '01/06/2024', '11.1'));
    expect(other.identity).toMatchObject({
      printed: { sex: 'female', age: 62 },
      mismatches: [
        { field: 'sex', printed: 'female', profile: 'male' },
        // The profile's 45 moved back to the sample date (the profile was saved today).
        { field: 'age', printed: '62', profile: expect.stringMatching(/^4[0-5]$/) },
      ],
      answer: null,
      needsAnswer: true,
      included: false,
    });
    // Its results are still on the report itself, but not in the trends.
    expect((await get(`/api/blood-test/reports/${other.id}`)).json().biomarkers).toHaveLength(1);
    expect(await hbHistory()).toEqual([14.2]);

    const mine = await answer(other.id, { answer: 'mine' });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().report.identity).toMatchObject({ answer: 'mine', needsAnswer: false, included: true });
    expect(await hbHistory()).toEqual([14.2, 11.1]);

    // The answer can be changed: "not mine" takes it out again, and the report is kept.
    const notMine = await answer(other.id, { answer: 'not_mine' });
    expect(notMine.json().report.identity).toMatchObject({ answer: 'not_mine', included: false });
    expect(await hbHistory()).toEqual([14.2]);
    expect((await get(`/api/blood-test/reports/${other.id}`)).statusCode).toBe(200);
    const listed = (await get('/api/blood-test/reports')).json().reports;
    expect(listed.find((r: { id: string }) => r.id === other.id).identity.included).toBe(false);
  });

  it('keeps a "not mine" report out of plan inputs', async () => {
    const someoneElse = await upload(
      labReport('Gender : Female   Age: 30 Years', '02/07/2024', '12.0', [
        'Vitamin D (25-OH)  9  ng/mL  30 - 100',
      ]),
    );
    expect(someoneElse.identity.needsAnswer).toBe(true);
    await grantEntitlement(t.database, m.user.id, 'premium');
    const unanswered = (
      await generatePlan(t.app, m.token, { planType: 'premium', includeBloodTest: true })
    ).json().plan;
    const used = async (planId: string) =>
      (await get(`/api/plans/${planId}`)).json().plan.content.inputs.biomarkersUsed as string[];
    expect(await used(unanswered.id)).not.toContain('VITD_25OH');
    await answer(someoneElse.id, { answer: 'not_mine' });
    const after = (await generatePlan(t.app, m.token, { planType: 'premium', includeBloodTest: true })).json()
      .plan;
    expect(await used(after.id)).not.toContain('VITD_25OH');
    await answer(someoneElse.id, { answer: 'mine' });
    const mine = (await generatePlan(t.app, m.token, { planType: 'premium', includeBloodTest: true })).json()
      .plan;
    expect(await used(mine.id)).toContain('VITD_25OH');
  });

  it('answers bad input with 400 naming the field, and other members with 404', async () => {
    const own = await upload(labReport('Sex: F', '03/08/2024', '13.3'));
    for (const bad of [{}, { answer: 'maybe' }, { answer: 'mine', extra: 1 }]) {
      const res = await answer(own.id, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toMatch(/answer|extra|unrecognized/i);
    }
    const stranger = await registerMember(t.app);
    expect((await answer(own.id, { answer: 'mine' }, stranger.token)).statusCode).toBe(404);
    expect((await answer('not-a-uuid', { answer: 'mine' })).statusCode).toBe(404);
    // The stranger's answer changed nothing.
    expect((await get(`/api/blood-test/reports/${own.id}`)).json().report.identity.answer).toBeNull();
  });
});
