/**
 * Checks on training plans stated independently of the planner (what an exercise's own instructions say), shared by
 * the engine's training tests.
 */
import type { Exercise } from '../src/engine/training/exercise-catalogue';

/** Set up lying, kneeling or on all fours on the floor (its first instruction), not on a bench, pad or rack. */
export const onFloor = (e: Exercise): boolean =>
  /\b(lie|lying|kneel|all fours|plank|on the floor|push-up position)\b/i.test(e.instructions[0] ?? '') &&
  !/\b(bench|assistance pad|rack|racked|one foot always)\b/i.test(e.instructions[0] ?? '');
