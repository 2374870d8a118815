/**
 * What the clinical care tests read of a plan (server/src/engine/safety/clinical-rules/*.test.ts): warning codes and
 * messages, and the contraindication tags of the exercises it prescribes.
 */
import { expect } from 'vitest';
import type { GeneratedPlan } from '../src/engine/plan/generate-plan';
import { EXERCISE_BY_ID } from '../src/engine/training/exercise-catalogue';

export const warningCodes = (p: GeneratedPlan): string[] => p.content.warnings.map((w) => w.code);

export const warningMessage = (p: GeneratedPlan, code: string): string =>
  p.content.warnings.find((w) => w.code === code)?.message ?? '';

/** Every contraindication tag of every exercise the plan's weeks prescribe. */
export const tagsUsed = (p: GeneratedPlan): Set<string> =>
  new Set(
    p.content.training.weeks.flatMap((w) =>
      w.sessions.flatMap((s) =>
        s.exercises.flatMap((e) => EXERCISE_BY_ID.get(e.exerciseId)?.contraindications ?? []),
      ),
    ),
  );

/** The condition got its own care warning with this text: not "not tailored", not "not understood". */
export function expectOwnCare(p: GeneratedPlan, id: string, text: RegExp): void {
  const codes = warningCodes(p);
  expect(codes).toContain(`condition:${id}`);
  expect(warningMessage(p, `condition:${id}`)).toMatch(text);
  expect(codes).not.toContain('condition:not-tailored');
  expect(codes).not.toContain('profile:not-understood');
}
