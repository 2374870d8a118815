import { z } from 'zod';
import { PLAN_TYPES } from './options';
import { planContentSchema, planWarningSchema } from './plan';

/** How a doctor_verified plan's clinician review stands ('not_required' for free and premium plans). */
export const REVIEW_STATUSES = [
  'not_required',
  'pending',
  'approved',
  'changes_requested',
  'declined',
  'canceled',
] as const;

/** A plan as lists and the dashboard show it (docs/product.md#data Plan). */
export const planSummarySchema = z.object({
  id: z.string(),
  planType: z.enum(PLAN_TYPES),
  summary: z.string(),
  createdAt: z.string(),
  startsAt: z.string(),
  expiresAt: z.string(),
  isActive: z.boolean(),
  doctorVerified: z.boolean(),
  reviewStatus: z.enum(REVIEW_STATUSES),
  confidenceScore: z.number(),
  /** The warning messages, most serious first (docs/product.md#data). */
  warnings: z.array(z.string()),
  /** The same warnings with their severity and code, in the same order. */
  warningDetails: z.array(planWarningSchema),
});
export type PlanSummary = z.infer<typeof planSummarySchema>;

export const planDetailSchema = planSummarySchema.extend({ content: planContentSchema });
export type PlanDetail = z.infer<typeof planDetailSchema>;

/** One version of a plan (a weekly check-in makes a new one; docs/product.md#progress-tracking). */
export const planVersionSchema = z.object({
  version: z.number().int().min(1),
  current: z.boolean(),
  /** When this version was made (the plan's creation for version 1). */
  createdAt: z.string(),
  summary: z.string(),
  calories: z.number().int(),
  /** What this version changed and why (empty for version 1). */
  changes: z.array(z.string()),
});
export type PlanVersion = z.infer<typeof planVersionSchema>;
/** GET /api/plans/:id/versions: newest first, the current version included. */
export const planVersionListResponse = z.object({ versions: z.array(planVersionSchema) });
/** GET /api/plans/:id/versions/:version: that version as it was (isActive false unless it is the current one). */
export const planVersionParams = z.object({
  id: z.string().max(100),
  version: z.coerce
    .number({ error: 'version must be a whole number' })
    .int('version must be a whole number')
    .min(1, 'version must be 1 or more')
    .max(1000, 'version must be at most 1000'),
});

export const generatePlanBody = z.strictObject({
  planType: z.enum(PLAN_TYPES, { error: 'Plan type must be free, premium or doctor_verified' }),
  includeBloodTest: z.boolean({ error: 'includeBloodTest must be true or false' }).optional().default(false),
});
export type GeneratePlanBody = z.input<typeof generatePlanBody>;

export const generatePlanResponse = z.object({ message: z.string(), plan: planSummarySchema });
export type GeneratePlanResponse = z.infer<typeof generatePlanResponse>;
export const activePlanResponse = z.object({ plan: planSummarySchema.nullable() });
export const planListResponse = z.object({ plans: z.array(planSummarySchema) });
export const planDetailResponse = z.object({ plan: planDetailSchema });

/** GET /api/plans/:id/calendar.ics: the training time of day (HH:MM, floating) and whether to add meal times. */
export const planCalendarQuery = z.strictObject(
  {
    time: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time must be HH:MM (24-hour), e.g. 07:00')
      .default('07:00'),
    meals: z
      .enum(['true', 'false'], { error: 'meals must be true or false' })
      .default('false')
      .transform((v) => v === 'true'),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown parameter: ${issue.keys.join(', ')}` : undefined,
  },
);
export type PlanCalendarQuery = z.output<typeof planCalendarQuery>;
