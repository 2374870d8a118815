import { describe, expect, it } from 'vitest';
import { TRAINING } from '../guidelines';
import { pctFor } from './training-dose';
import { loadFromLog, startingLoadGuide } from './training-loads';

describe('training loads', () => {
  it('guides the starting weight by reps in reserve, not by a 1RM', () => {
    const g = startingLoadGuide(10, 7);
    expect(g).toMatch(/warm up with 10 reps very light/);
    expect(g).toContain('about 13 times at most'); // 10 reps + 3 in reserve
    expect(g).toContain('ends with 3 reps left');
    expect(g).not.toMatch(/1RM/);
    expect(startingLoadGuide(8, 10)).toContain('failed a rep');
  });

  it('sets the next load from a logged set through the same table, capped and rounded down to 0.5 kg', () => {
    // 40 kg × 10 at RPE 8 is 12 reps to failure = 67 % → e1RM ≈ 59.7 kg; 8 reps at RPE 8 = 75 % → 44.5 kg.
    const e1rm = 40 / (pctFor(10, 8)! / 100);
    expect(loadFromLog({ kg: 40, reps: 10, rpe: 8 }, 8, 8)).toBe(Math.floor(((e1rm * 75) / 100) * 2) / 2);
    // The same set repeated at the same reps and RPE keeps its load.
    expect(loadFromLog({ kg: 40, reps: 10, rpe: 8 }, 10, 8)).toBe(40);
    // Guarded lifting: never above the ceiling of the estimated 1RM.
    const capped = loadFromLog({ kg: 50, reps: 6, rpe: 9 }, 5, 10, TRAINING.guardedMaxPct)!;
    expect(capped / (50 / (pctFor(6, 9)! / 100))).toBeLessThanOrEqual(TRAINING.guardedMaxPct / 100);
    for (const bad of [
      { kg: 0, reps: 5, rpe: 8 },
      { kg: 20, reps: 0, rpe: 8 },
      { kg: 20, reps: 5, rpe: 11 },
      { kg: 20, reps: 30, rpe: 5 },
    ])
      expect(loadFromLog(bad, 8, 8)).toBeNull();
  });
});
