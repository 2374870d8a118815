/**
 * A profile edited after reports were read (sex, age, the name as on lab reports) compares those reports again:
 * the "is this your report?" question appears where the profile no longer fits and goes away where it now does.
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

const labReport = (header: string, hb: string) =>
  textPdf([
    'Riverbank Diagnostics',
    header,
    'Collected: 12/03/2024',
    'Test  Result  Unit  Reference Range',
    `Haemoglobin  ${hb}  g/dL  13.0 - 17.0`,
  ]);

describe.each(testDatabaseKinds())('report identity re-checked after a profile edit on %s', (kind) => {
  let t: TestApp;
  let m: Member;
  beforeAll(async () => {
    t = await createTestApp(kind);
    m = await registerMember(t.app);
  });
  afterAll(() => t.close());

  const get = (url: string) => injectAs(t.app, m.token, { method: 'GET', url });
  const saveProfile = (payload: Record<string, unknown>) =>
    injectAs(t.app, m.token, { method: 'POST', url: '/api/profile', payload });
  const identity = async (id: string) => (await get(`/api/blood-test/reports/${id}`)).json().report.identity;
  const upload = async (pdf: Buffer): Promise<string> =>
    (await uploadReport(t.app, m.token, { bytes: pdf, filename: 'lab.pdf' })).json().report.id;
  const fields = (mismatches: { field: string }[]) => mismatches.map((x) => x.field).sort();

  it('asks again, or stops asking, when sex or the name on lab reports changes', async () => {
    expect((await saveProfile({ gender: 'male', age: 45 })).statusCode).toBe(200);
    const ravi = await upload(labReport('Patient: Mr. Ravi Kumar    Sex: Male', '14.2'));
    const anita = await upload(labReport('Patient: Ms. Anita Sharma    Sex: Female', '12.1'));
    expect(await identity(ravi)).toMatchObject({ mismatches: [], needsAnswer: false, included: true });
    expect(fields((await identity(anita)).mismatches)).toEqual(['sex']);

    // The name as on lab reports, written in another order and without the title: Ravi's report still fits,
    // Anita's now differs in name too.
    const named = await saveProfile({ reportName: 'KUMAR  Ravi' });
    expect(named.statusCode).toBe(200);
    expect(named.json().profile.reportName).toBe('KUMAR Ravi');
    expect(await identity(ravi)).toMatchObject({ mismatches: [], included: true });
    expect(fields((await identity(anita)).mismatches)).toEqual(['name', 'sex']);

    // The member answers that Ravi's report is theirs, then corrects their sex and name: the question about
    // Ravi's report appears (a new mismatch the answer did not cover) and Anita's goes away.
    await saveProfile({ gender: 'female' });
    expect(await identity(ravi)).toMatchObject({ needsAnswer: true, included: false });
    await injectAs(t.app, m.token, {
      method: 'POST',
      url: `/api/blood-test/reports/${ravi}/identity`,
      payload: { answer: 'mine' },
    });
    expect(await identity(ravi)).toMatchObject({ answer: 'mine', included: true });
    await saveProfile({ reportName: 'Anita Sharmá' });
    const raviAfter = await identity(ravi);
    expect(fields(raviAfter.mismatches)).toEqual(['name', 'sex']);
    expect(raviAfter).toMatchObject({ answer: null, needsAnswer: true, included: false });
    expect(await identity(anita)).toMatchObject({ mismatches: [], needsAnswer: false, included: true });
    const hb = (await get('/api/biomarkers'))
      .json()
      .biomarkers.find((s: { code: string }) => s.code === 'HGB')
      ?.history.map((p: { value: number }) => p.value);
    expect(hb).toEqual([12.1]);

    // Clearing the name stops comparing names.
    expect((await saveProfile({ reportName: '' })).json().profile.reportName).toBeNull();
    expect(fields((await identity(ravi)).mismatches)).toEqual(['sex']);
  });

  it('refuses a name with digits, naming the field', async () => {
    const res = await saveProfile({ reportName: 'R2-D2' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/name on lab reports/i);
  });
});
