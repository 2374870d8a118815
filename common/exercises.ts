import { z } from 'zod';

/** GET /api/exercises/:id: one library entry as the plan page shows it (the illustration is a separate SVG). */
export const exerciseDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.string(),
  level: z.enum(['beginner', 'intermediate', 'advanced']),
  muscles: z.array(z.string()),
  secondaryMuscles: z.array(z.string()),
  /** Equipment needed beyond the household (floor, wall, chair, stairs, backpack); empty: none. */
  equipment: z.array(z.string()),
  places: z.array(z.enum(['home', 'gym', 'pool', 'outdoor'])),
  instructions: z.array(z.string()),
  cues: z.array(z.string()),
  mistakes: z.array(z.string()),
  regressions: z.array(z.object({ id: z.string(), name: z.string() })),
  progressions: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Path of the SVG illustration (image/svg+xml, cacheable). */
  illustrationUrl: z.string(),
});
export type ExerciseDetail = z.infer<typeof exerciseDetailSchema>;
export const exerciseDetailResponse = z.object({ exercise: exerciseDetailSchema });
export const exerciseIdParams = z.object({
  id: z
    .string()
    .max(60, 'Exercise id is too long')
    .regex(/^[a-z0-9-]+$/, 'Exercise id must be lower-case letters, digits and dashes'),
});
