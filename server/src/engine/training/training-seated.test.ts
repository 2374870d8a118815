import { describe, expect, it } from 'vitest';
import type { TrainingPreferences } from '@common/profile';
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

const prefs = (p: Partial<TrainingPreferences>): TrainingPreferences => ({
  place: 'gym',
  homeEquipment: [],
  pool: false,
  daysPerWeek: 3,
  sessionMinutes: 45,
  ...p,
});

const SEATED_NAMES = new Set(EXERCISES.filter((e) => SEATED_EXERCISES.has(e.id)).map((e) => e.name));

describe('wheelchair users train seated (Martin Ginis et al., SCI exercise guidelines 2018)', () => {
  it.each([
    ['gym', prefs({ place: 'gym' })],
    ['home with dumbbells and bands', prefs({ place: 'home', homeEquipment: ['dumbbell', 'band'] })],
    ['home with nothing', prefs({ place: 'home' })],
  ])('%s: every exercise, cardio and warm-up is done sitting', (_, training) => {
    for (const seed of [1, 2, 3]) {
      const p = plan(
        {
          medicalConditions: ['paraplegic, wheelchair user'],
          trainingPreferences: training,
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
          trainingPreferences: prefs({ place: 'home', daysPerWeek: null, sessionMinutes: null }),
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

describe('wheelchair users: pulls, tetraplegia and energy', () => {
  const pulls = (p: ReturnType<typeof plan>) =>
    p.content.training.weeks[0]!.sessions.flatMap((s) =>
      s.exercises.filter((e) => EXERCISES.find((x) => x.id === e.exerciseId)?.pattern.startsWith('pull')),
    );
  const bandNote = (p: ReturnType<typeof plan>) =>
    p.content.training.notes.some((n) => /^Pulling exercises need a resistance band/.test(n));

  it('at home with no kit: says plainly that pulls need a band; with a band, seated band pulls', () => {
    const none = plan({
      medicalConditions: ['wheelchair user'],
      trainingPreferences: prefs({ place: 'home' }),
    });
    expect(pulls(none)).toHaveLength(0);
    expect(bandNote(none)).toBe(true);
    expect(none.content.training.notes.join(' ')).not.toMatch(/everyday walking/);
    const band = plan({
      medicalConditions: ['wheelchair user'],
      trainingPreferences: prefs({ place: 'home', homeEquipment: ['band'] }),
    });
    expect(pulls(band).length).toBeGreaterThan(0);
    expect(bandNote(band)).toBe(false);
  });

  const TETRA_UNSAFE = /Seated push-up|backpack|Dumbbell|dumbbell|Lateral raise|Overhead triceps|Hammer curl/;
  it.each(['tetraplegic C6, wheelchair user', 'quadriplegia'])(
    '"%s": said first as critical with a specialist physiotherapist, no free weights or armrest lifts, RPE ≤ 6',
    (typed) => {
      for (const place of ['gym', 'home'] as const) {
        const p = plan({
          medicalConditions: [typed],
          trainingPreferences: prefs({ place, homeEquipment: place === 'home' ? ['dumbbell', 'band'] : [] }),
        });
        const w = p.content.warnings;
        const first = w.findIndex((x) => x.code === 'condition:tetraplegia');
        expect(first).toBeGreaterThanOrEqual(0);
        expect(w[first]!.severity).toBe('critical');
        expect(w[first]!.message).toMatch(/specialist spinal cord injury physiotherapist/);
        expect(first).toBeLessThan(w.findIndex((x) => x.code === 'condition:wheelchair-user'));
        for (const wk of p.content.training.weeks)
          for (const s of wk.sessions)
            for (const e of s.exercises) {
              expect(e.name).not.toMatch(TETRA_UNSAFE);
              expect(e.rpe ?? 0).toBeLessThanOrEqual(6);
            }
      }
    },
  );

  it('paraplegia is not read as tetraplegia', () => {
    const p = plan({ medicalConditions: ['paraplegic, wheelchair user'] });
    expect(p.content.warnings.some((w) => w.code === 'condition:tetraplegia')).toBe(false);
  });

  it('energy: a lower activity factor for a wheelchair user (SCI: TDEE ≈ BMR × 1.15)', () => {
    const walking = plan({ activityLevel: 'light' });
    const seated = plan({ activityLevel: 'light', medicalConditions: ['wheelchair user'] });
    expect(seated.content.targets.calories).toBeLessThan(walking.content.targets.calories - 200);
    expect(
      seated.content.rationale.some((r) =>
        /× activity factor 1\.15 \(light; lowered for a wheelchair user/.test(r.text),
      ),
    ).toBe(true);
    // Wheelchair sport: one level below the one stated, not the sedentary figure.
    const athlete = plan({ activityLevel: 'very_active', medicalConditions: ['wheelchair user'] });
    expect(
      athlete.content.rationale.some((r) => /activity factor 1\.725 \(very active; lowered/.test(r.text)),
    ).toBe(true);
  });
});
