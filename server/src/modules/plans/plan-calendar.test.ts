import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatePlan } from '../../../test/factories';
import { planCalendar } from './plan-calendar';
import {
  createTestApp,
  injectAs,
  registerListedAdmin,
  registerMember,
  testDatabaseKinds,
  type Member,
  type TestApp,
} from '../../../test/helpers';

const ADMIN_EMAIL = 'ops-calendar@example.com';
const events = (ics: string) => ics.split('BEGIN:VEVENT').length - 1;

describe.each(testDatabaseKinds())('plan calendar and exercise library on %s', (kind) => {
  let t: TestApp;
  let m: Member;
  let planId: string;
  let sessions: number;
  let meals: number;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { ADMIN_EMAILS: ADMIN_EMAIL } });
    m = await registerMember(t.app);
    await injectAs(t.app, m.token, {
      method: 'POST',
      url: '/api/profile',
      payload: {
        age: 35,
        gender: 'female',
        height: 165,
        weight: 62,
        activityLevel: 'moderate',
        trainingPreferences: { place: 'home', homeEquipment: ['band'], daysPerWeek: 4 },
      },
    });
    const res = await generatePlan(t.app, m.token);
    expect(res.statusCode).toBe(201);
    planId = res.json().plan.id;
    const detail = (await injectAs(t.app, m.token, { method: 'GET', url: `/api/plans/${planId}` })).json()
      .plan;
    sessions = detail.content.training.weeks.reduce(
      (a: number, w: { sessions: unknown[] }) => a + w.sessions.length,
      0,
    );
    meals = detail.content.days.reduce((a: number, d: { meals: unknown[] }) => a + d.meals.length, 0);
  });
  afterAll(() => t.close());
  const get = (url: string, token: string | null = m.token) => injectAs(t.app, token, { method: 'GET', url });

  it('exports one event per training session at the chosen floating time, meals on request', async () => {
    const res = await get(`/api/plans/${planId}/calendar.ics?time=18:30`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="vitalplan\.ics"/);
    expect(res.body).toMatch(/^BEGIN:VCALENDAR/);
    expect(events(res.body)).toBe(sessions);
    expect(res.body).toMatch(/DTSTART:\d{8}T183000\r\n/); // floating: no Z, no zone
    expect(res.body).not.toMatch(/DTSTART:\d{8}T\d{6}Z/);
    expect((await get(`/api/plans/${planId}/calendar.ics?time=18:30`)).body).toBe(res.body);
    const withMeals = await get(`/api/plans/${planId}/calendar.ics?meals=true`);
    expect(events(withMeals.body)).toBe(sessions + meals);
    expect(withMeals.body).toMatch(/SUMMARY:Breakfast: /);
  });

  it('a day with two snacks exports two meal events with their own ids, timed after the meal before each', async () => {
    const detail = (await get(`/api/plans/${planId}`)).json().plan;
    const day = detail.content.days[0];
    const snack = { ...day.meals[0], slot: 'snack', name: 'Roasted chana' };
    // breakfast, snack, lunch, …, snack: a gestational-diabetes style day.
    const meals = [
      day.meals[0],
      snack,
      ...day.meals.slice(1).filter((x: { slot: string }) => x.slot !== 'snack'),
      snack,
    ];
    const ics = planCalendar(
      { ...detail, content: { ...detail.content, days: [{ ...day, meals }] } },
      { time: '07:00', meals: true },
    );
    const uids = [...ics.matchAll(/^UID:(.*)$/gm)].map((x) => x[1]);
    expect(new Set(uids).size).toBe(uids.length);
    expect(uids).toContain(`${planId}-d1-snack@vitalplan`);
    expect(uids).toContain(`${planId}-d1-snack:1@vitalplan`);
    const snackStarts = ics
      .split('BEGIN:VEVENT')
      .filter((e) => e.includes('SUMMARY:Snack: Roasted chana'))
      .map((e) => /DTSTART:\d{8}T(\d{4})/.exec(e)![1]);
    expect(snackStarts.sort()).toEqual(['1030', '2130']);
  });

  it('refuses bad parameters with a readable 400 and hides the plan from others (admins too)', async () => {
    for (const q of ['time=25:00', 'time=7am', 'meals=yes', 'colour=red']) {
      const res = await get(`/api/plans/${planId}/calendar.ics?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message).toMatch(/time|meals|Unknown parameter/);
    }
    const other = await registerMember(t.app);
    expect((await get(`/api/plans/${planId}/calendar.ics`, other.token)).statusCode).toBe(404);
    const admin = await registerListedAdmin(t, ADMIN_EMAIL);
    expect((await get(`/api/plans/${planId}`, admin.token)).statusCode).toBe(200);
    expect((await get(`/api/plans/${planId}/calendar.ics`, admin.token)).statusCode).toBe(404);
    expect((await get(`/api/plans/${planId}/calendar.ics`, null)).statusCode).toBe(401);
  });

  it('serves an exercise with its instructions and a cacheable SVG illustration', async () => {
    const res = await get('/api/exercises/goblet-squat', null);
    expect(res.statusCode).toBe(200);
    const e = res.json().exercise;
    expect(e.instructions.length).toBeGreaterThan(1);
    expect(e.regressions.map((r: { id: string }) => r.id)).toContain('box-squat');
    const svg = await get(e.illustrationUrl, null);
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.body).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect((await get('/api/exercises/no-such-move', null)).statusCode).toBe(404);
    expect((await get('/api/exercises/Bad%20Id', null)).statusCode).toBe(400);
  });
});
