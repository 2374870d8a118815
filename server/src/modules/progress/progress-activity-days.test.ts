import { describe, expect, it } from 'vitest';
import { activeEnergyByDay } from './progress-activity';
import type { ActivityRow } from './progress-activity-repo';

const row = (date: string, source: string, steps: number | null, activeKcal: number | null): ActivityRow => ({
  userId: 'u',
  date,
  source,
  steps,
  activeKcal,
  restingHeartRate: null,
  updatedAt: new Date(0),
});

describe('active energy for the expenditure estimate', () => {
  it("takes each day's source that recorded energy, never a sum, and leaves today out", () => {
    const rows = [
      // The phone counts more steps but records no active energy: the watch's energy is the day's.
      row('2026-11-20', 'apple-health:iPhone', 9000, null),
      row('2026-11-20', 'apple-health:Watch', 8000, 420),
      row('2026-11-21', 'apple-health:iPhone', 7000, 150),
      row('2026-11-21', 'apple-health:Watch', 6500, 380),
      row('2026-11-22', 'apple-health:iPhone', 3000, null),
      // Today: still growing.
      row('2026-11-23', 'apple-health:Watch', 2000, 90),
    ];
    expect(activeEnergyByDay(rows, '2026-11-23')).toEqual([
      { date: '2026-11-20', activeKcal: 420 },
      { date: '2026-11-21', activeKcal: 380 },
    ]);
  });
});
