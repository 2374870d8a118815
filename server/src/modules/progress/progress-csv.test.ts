import { describe, expect, it } from 'vitest';
import { logsCsv, type MemberLogs } from './progress-csv';

const at = new Date('2026-01-01T00:00:00Z');
const logs = {
  weights: [
    { id: 'w2', userId: 'u', date: '2026-01-03', weightKg: 80.4, createdAt: at, updatedAt: at },
    { id: 'w1', userId: 'u', date: '2026-01-02', weightKg: 80.6, createdAt: at, updatedAt: at },
  ],
  measurements: [
    {
      id: 'm1',
      userId: 'u',
      date: '2026-01-02',
      waistCm: 88.5,
      hipCm: null,
      chestCm: null,
      armCm: 33,
      thighCm: null,
      bodyFatPct: 24.1,
      createdAt: at,
      updatedAt: at,
    },
  ],
  workouts: [
    {
      id: 'x',
      userId: 'u',
      planId: 'p1',
      week: 1,
      day: 2,
      date: '2026-01-02',
      exercises: [
        {
          exerciseId: '=HYPERLINK("x")',
          sets: [
            { reps: 10, weightKg: 40, rpe: 8, done: true },
            { reps: 7, weightKg: 40, rpe: null, done: false },
          ],
        },
      ],
      createdAt: at,
      updatedAt: at,
    },
  ],
  meals: [
    {
      id: 'meal',
      userId: 'u',
      planId: 'p1',
      date: '2026-01-02',
      slot: 'lunch',
      slotIndex: 0,
      status: 'eaten',
      portion: 1.5,
      kcal: 612.4,
      createdAt: at,
      updatedAt: at,
    },
  ],
} as unknown as MemberLogs;

describe('logs as CSV', () => {
  it('writes one row per log, oldest first, with CRLF line ends', () => {
    expect(logsCsv('weights.csv', logs)).toBe('date,weight_kg\r\n2026-01-02,80.6\r\n2026-01-03,80.4\r\n');
    expect(logsCsv('measurements.csv', logs).split('\r\n')[1]).toBe('2026-01-02,88.5,,,33,,24.1');
    expect(logsCsv('meals.csv', logs).split('\r\n')[1]).toBe('2026-01-02,p1,lunch,0,eaten,1.5,612');
  });

  it('writes one row per set and defuses text a spreadsheet would run as a formula', () => {
    const rows = logsCsv('workout-sets.csv', logs).trimEnd().split('\r\n');
    expect(rows[0]).toBe('date,plan_id,week,day,exercise_id,exercise,set,reps,weight_kg,rpe,done');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toBe(`2026-01-02,p1,1,2,"'=HYPERLINK(""x"")","'=HYPERLINK(""x"")",1,10,40,8,true`);
    expect(rows[2]).toMatch(/,2,7,40,,false$/);
  });
});
