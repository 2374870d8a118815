/**
 * Device activity in the adaptive expenditure estimate (issue 34): simulated members with and without a watch's
 * active energy, the conservative count and the clamp.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../plan/prng';
import { PROGRESS } from '../guidelines';
import { dayRanges, devicePrior } from './device-activity';
import { estimateTdee, type IntakeDay } from './expenditure';
import { addDays, type WeightPoint } from './weight-trend';

function gauss(rng: ReturnType<typeof createRng>): number {
  const u = Math.max(1e-12, rng.next());
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}

/**
 * A member with a known expenditure: BMR plus the true active energy, over 0.9 (the thermic effect of food). They
 * eat `meanIntake` ± 250 kcal and log it; the scale adds water noise (SD `noiseKg`) — noisy enough that the weight
 * trend is thin and the prior carries much of the estimate. Their watch records the active energy with its own
 * error (`deviceBias`: 1.2 = over-counts by 20 %).
 */
function member(
  seed: number,
  o: { bmr: number; active: number; meanIntake: number; noiseKg: number; deviceBias: number; days?: number },
) {
  const rng = createRng(seed, 'device-member');
  const tdee = (o.bmr + o.active) / 0.9;
  const start = '2026-05-01';
  const days = o.days ?? 16;
  let tissue = 80;
  const weights: WeightPoint[] = [];
  const intake: IntakeDay[] = [];
  const device: { date: string; activeKcal: number | null }[] = [];
  for (let d = 0; d < days; d++) {
    const date = addDays(start, d);
    const eaten = o.meanIntake + gauss(rng) * 250;
    intake.push({ date, kcal: Math.round(eaten) });
    tissue += (eaten - tdee) / PROGRESS.kcalPerKg;
    if (rng.next() > 0.3)
      weights.push({ date, weightKg: Math.round((tissue + gauss(rng) * o.noiseKg) * 10) / 10 });
    const dayActive = o.active * (1 + gauss(rng) * 0.15);
    device.push({ date, activeKcal: Math.round(dayActive * o.deviceBias) });
  }
  return { tdee, weights, intake, device, today: addDays(start, days - 1) };
}

describe('device activity in the expenditure estimate', () => {
  // Active people whose questionnaire said "sedentary": the plan's prior (BMR × 1.2) is well under the truth.
  const members = [
    { seed: 11, bmr: 1500, active: 700, meanIntake: 2000, noiseKg: 0.9, deviceBias: 1 },
    { seed: 12, bmr: 1700, active: 600, meanIntake: 2300, noiseKg: 0.9, deviceBias: 1.2 },
    { seed: 13, bmr: 1400, active: 500, meanIntake: 1800, noiseKg: 0.9, deviceBias: 0.8 },
    { seed: 14, bmr: 1800, active: 800, meanIntake: 2600, noiseKg: 0.9, deviceBias: 1.3 },
  ];

  it.each(members)(
    'with a thin weight trend, the watch brings the estimate closer to the truth (seed $seed, device ×$deviceBias)',
    (m) => {
      const sim = member(m.seed, m);
      const planPrior = Math.round(m.bmr * 1.2);
      const base = { today: sim.today, weights: sim.weights, intake: sim.intake, priorKcal: planPrior };
      const without = estimateTdee(base);
      const withDevice = estimateTdee({ ...base, device: { bmrKcal: m.bmr, days: sim.device } });
      expect(without.missing).toEqual([]);
      expect(without.device).toBeNull();
      expect(withDevice.device?.used).toBe(true);
      // The measurement itself does not change; only the prior it is steadied by.
      expect(withDevice.measuredKcal).toBe(without.measuredKcal);
      // The trend is thin: the prior matters (its SD stays 12 % of its value, device or not).
      expect(without.priorWeight).toBeGreaterThan(0.3);
      expect(withDevice.priorWeight).toBeGreaterThan(0.3);
      const err = (e: { tdeeKcal: number | null }) => Math.abs(e.tdeeKcal! - sim.tdee);
      expect(err(withDevice)).toBeLessThan(err(without));
      if (process.env.PRINT_FIGURES)
        console.log(
          `seed ${m.seed}: true ${Math.round(sim.tdee)}, without ${without.tdeeKcal}, with ${withDevice.tdeeKcal} (prior ${withDevice.device!.priorKcal}, weight ${withDevice.priorWeight})`,
        );
      // Never more than 15 % above the plan's own estimate, whatever the watch said.
      expect(withDevice.device!.priorKcal).toBeLessThanOrEqual(Math.round(planPrior * 1.15));
    },
  );

  it('without device data the estimate is exactly what it was', () => {
    const sim = member(21, { bmr: 1500, active: 600, meanIntake: 2000, noiseKg: 0.5, deviceBias: 1 });
    const base = { today: sim.today, weights: sim.weights, intake: sim.intake, priorKcal: 2000 };
    const plain = estimateTdee(base);
    expect(estimateTdee({ ...base, device: { bmrKcal: 1500, days: [] } })).toEqual(plain);
    expect(estimateTdee({ ...base, device: null })).toEqual(plain);
  });

  it('counts active energy at 80 % over 0.9 for the thermic effect, and says which days', () => {
    const days = Array.from({ length: 10 }, (_, i) => ({ date: addDays('2026-05-01', i), activeKcal: 500 }));
    const p = devicePrior({ bmrKcal: 1500, planPriorKcal: 2000, days, from: '2026-05-01', to: '2026-05-14' });
    expect(p.used).toBe(true);
    expect(p.neededDays).toBe(8); // 4 of every 7 days of a 14-day window
    expect(p.meanActiveKcal).toBe(500);
    expect(p.rawKcal).toBe(Math.round((1500 + 0.8 * 500) / 0.9)); // 2111
    expect(p.priorKcal).toBe(2111);
    expect(p.clamped).toBeNull();
    expect(dayRanges(p.days)).toEqual(['2026-05-01 to 2026-05-10']);
  });

  it('clamps a device number that would push the prior too high or too low, and says so', () => {
    const window = { from: '2026-05-01', to: '2026-05-14' };
    const days = (kcal: number) =>
      Array.from({ length: 14 }, (_, i) => ({ date: addDays('2026-05-01', i), activeKcal: kcal }));
    const high = devicePrior({ bmrKcal: 1500, planPriorKcal: 2000, days: days(6000), ...window });
    expect(high.rawKcal).toBeGreaterThan(6000);
    expect(high.priorKcal).toBe(2300); // plan × 1.15 (under BMR × 1.9 = 2850)
    expect(high.clamped).toEqual({ side: 'high', boundKcal: 2300 });
    const low = devicePrior({ bmrKcal: 1500, planPriorKcal: 2600, days: days(0), ...window });
    expect(low.rawKcal).toBe(1667);
    expect(low.priorKcal).toBe(2210); // plan × 0.85 (over BMR × 1.2 = 1800)
    expect(low.clamped).toEqual({ side: 'low', boundKcal: 2210 });
    // The activity table's ceiling binds when the plan's own estimate is already high.
    const table = devicePrior({ bmrKcal: 1500, planPriorKcal: 2800, days: days(6000), ...window });
    expect(table.priorKcal).toBe(2850);
  });

  it('ignores negative, non-finite and out-of-window figures, and needs 4 days in 7', () => {
    const from = '2026-05-01';
    const to = '2026-05-14';
    const bad = [
      { date: '2026-05-02', activeKcal: -50 },
      { date: '2026-05-03', activeKcal: Number.NaN },
      { date: '2026-04-30', activeKcal: 400 },
      { date: '2026-05-04', activeKcal: null },
      ...Array.from({ length: 7 }, (_, i) => ({ date: addDays('2026-05-05', i), activeKcal: 400 })),
    ];
    const p = devicePrior({ bmrKcal: 1500, planPriorKcal: 2000, days: bad, from, to });
    expect(p.days).toHaveLength(7);
    expect(p.used).toBe(false); // 7 of 8 needed
    expect(p.priorKcal).toBe(2000);
  });
});
