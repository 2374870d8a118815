import { describe, expect, it } from 'vitest';
import { generatePlan, type EngineProfile } from '../plan/generate-plan';
import { SEATED_EXERCISES } from './training-seated';
import { EXERCISES } from './exercise-catalogue';

const NOW = new Date('2026-04-01T12:00:00Z');
const plan = (p: Partial<EngineProfile>, seed = 1) =>
  generatePlan({
    profile: { age: 38, gender: 'male', height: 176, weight: 72, activityLevel: 'light', ...p },
    biomarkers: [],
    planType: 'premium',
    now: NOW,
    seed,
  });

const SEATED_NAMES = new Set(EXERCISES.filter((e) => SEATED_EXERCISES.has(e.id)).map((e) => e.name));

describe('wheelchair users train seated (Martin Ginis et al., SCI exercise guidelines 2018)', () => {
  it.each([
    ['gym', { place: 'gym' as const }],
    [
      'home with dumbbells and bands',
      { place: 'home' as const, homeEquipment: ['dumbbell' as const, 'band' as const] },
    ],
    ['home with nothing', { place: 'home' as const, homeEquipment: [] }],
  ])('%s: every exercise, cardio and warm-up is done sitting', (_, prefs) => {
    for (const seed of [1, 2, 3]) {
      const p = plan(
        {
          medicalConditions: ['paraplegic, wheelchair user'],
          trainingPreferences: {
            daysPerWeek: 3,
            sessionMinutes: 45,
            homeEquipment: [],
            pool: false,
            ...prefs,
          },
        },
        seed,
      );
      const t = p.content.training;
      let strength = 0;
      for (const w of t.weeks)
        for (const s of w.sessions) {
          for (const e of s.exercises) {
            expect(SEATED_EXERCISES.has(e.exerciseId), `${e.name} (week ${w.week})`).toBe(true);
            strength++;
          }
          if (s.cardio) expect(SEATED_NAMES.has(s.cardio.activity), s.cardio.activity).toBe(true);
          for (const wu of s.warmUp ?? []) expect(wu.name).not.toMatch(/walk\b|leg swings|hip openers/i);
          for (const c of s.coolDown ?? []) expect(c.name).not.toMatch(/walk\b|hamstring|quad|calf|hip/i);
        }
      expect(strength).toBeGreaterThan(0);
      expect(p.summary).not.toMatch(/walk/);
      const codes = p.content.warnings.map((w) => w.code);
      expect(codes).toContain('condition:wheelchair-user');
      expect(codes).not.toContain('condition:not-tailored');
    }
  });

  it('members who walk never get wheelchair-only exercises, and still get their walks', () => {
    for (const seed of [1, 2, 3, 4]) {
      const p = plan(
        {
          activityLevel: 'sedentary',
          trainingPreferences: {
            place: 'home',
            homeEquipment: [],
            pool: false,
            daysPerWeek: null,
            sessionMinutes: null,
          },
        },
        seed,
      );
      const names = p.content.training.weeks.flatMap((w) =>
        w.sessions.flatMap((s) => [...s.exercises.map((e) => e.name), s.cardio?.activity ?? '']),
      );
      expect(names.some((n) => /Wheelchair|armrest press|Seated backpack press/.test(n))).toBe(false);
    }
  });
});
