/**
 * The exercise library: every entry with instructions, cues, common mistakes, muscles, equipment, places,
 * easier/harder variations and an illustration drawn from its pose (see the engine's README.md).
 */
import { CARDIO, MOBILITY } from './data-cardio-mobility';
import { CORE } from './data-core';
import { LOWER } from './data-lower';
import { UPPER } from './data-upper';
import { expand } from './define';
import { illustrate } from './illustration';
import type { Exercise, Level } from './types';

export * from './types';

export const EXERCISES: readonly Exercise[] = [...LOWER, ...UPPER, ...CORE, ...CARDIO, ...MOBILITY].map(
  expand,
);

export const EXERCISE_BY_ID: ReadonlyMap<string, Exercise> = new Map(EXERCISES.map((e) => [e.id, e]));

export const LEVEL_RANK: Record<Level, number> = { beginner: 0, intermediate: 1, advanced: 2 };

const svgCache = new Map<string, string>();
/** The exercise's SVG illustration, or null for an unknown id. Drawn once per process. */
export function exerciseIllustration(id: string): string | null {
  const ex = EXERCISE_BY_ID.get(id);
  if (!ex) return null;
  let svg = svgCache.get(id);
  if (svg === undefined) {
    svg = illustrate(ex.pose, ex.prop, ex.name);
    svgCache.set(id, svg);
  }
  return svg;
}
