import { describe, expect, it } from 'vitest';
import { EXERCISES, EXERCISE_BY_ID, exerciseIllustration, KIT, PLACES } from './index';
import { accessFor, fits } from './access';
import { POSES, PROPS } from './poses';

describe('exercise library', () => {
  it('has at least 150 exercises, each with instructions, cues, mistakes, muscles, kit and places', () => {
    expect(EXERCISES.length).toBeGreaterThanOrEqual(150);
    expect(new Set(EXERCISES.map((e) => e.id)).size).toBe(EXERCISES.length);
    for (const e of EXERCISES) {
      expect(e.instructions.length, e.id).toBeGreaterThanOrEqual(2);
      expect(e.cues.length, e.id).toBeGreaterThanOrEqual(1);
      expect(e.mistakes.length, e.id).toBeGreaterThanOrEqual(1);
      expect(e.muscles.length, e.id).toBeGreaterThan(0);
      expect(e.places.length, e.id).toBeGreaterThan(0);
      for (const p of e.places) expect(PLACES).toContain(p);
      for (const k of e.kit) expect(KIT).toContain(k);
      expect(Object.keys(POSES)).toContain(e.pose);
      expect(PROPS).toContain(e.prop);
      // A pool exercise happens in a pool and needs one; nothing else does.
      expect(e.places.includes('pool'), e.id).toBe(e.kit.includes('pool'));
    }
  });

  it('links regressions and progressions to existing exercises of the same family, never to itself', () => {
    for (const e of EXERCISES) {
      for (const id of [...e.regressions, ...e.progressions]) {
        const other = EXERCISE_BY_ID.get(id);
        expect(other, `${e.id} → ${id}`).toBeDefined();
        expect(id).not.toBe(e.id);
        expect(
          other?.kind === 'power' || other?.kind === e.kind || e.kind === 'power',
          `${e.id} → ${id}`,
        ).toBe(true);
      }
    }
  });

  it('draws a small, self-contained SVG for every exercise (no remote media), the same every time', () => {
    for (const e of EXERCISES) {
      const svg = exerciseIllustration(e.id)!;
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).toContain(`<title>`);
      expect(svg).not.toMatch(/href|NaN|undefined|<script/);
      expect(svg.length).toBeLessThan(2500);
      expect(exerciseIllustration(e.id)).toBe(svg);
    }
    expect(exerciseIllustration('no-such-exercise')).toBeNull();
  });

  it('leaves every movement pattern possible at home without equipment', () => {
    const home = accessFor({
      place: 'home',
      homeEquipment: [],
      pool: false,
      daysPerWeek: null,
      sessionMinutes: null,
    });
    const beginner = EXERCISES.filter((e) => e.level === 'beginner' && fits(e, home));
    for (const pattern of [
      'squat',
      'hinge',
      'lunge',
      'push-h',
      'push-v',
      'pull-h',
      'pull-v',
      'core',
      'carry',
      'arms-flex',
      'arms-ext',
      'calf',
      'plyo',
      'steady',
      'interval',
      'stretch',
      'balance',
    ])
      expect(
        beginner.some((e) => e.pattern === pattern),
        pattern,
      ).toBe(true);
    expect(beginner.some((e) => e.kit.length > 0)).toBe(false);
  });
});
