/**
 * "Did it work?" (issue 35): the results a plan aims to move, and how a later report compares. The plan states its
 * aims when it is made (PlanContent.resultAims, written by the engine from the results it read); /progress shows,
 * once a newer result arrives, before and after, the change, whether the change is larger than the test's own
 * variation, and how closely the plan was followed over that time. It shows change, never cause.
 * docs/product.md#did-it-work
 */
import { z } from 'zod';
import { biomarkerCodeSchema, type BiomarkerCode } from './biomarkers';

export const AIM_DIRECTIONS = ['down', 'up'] as const;
export type AimDirection = (typeof AIM_DIRECTIONS)[number];

/** One result a plan aims to move: the value it started from (canonical unit), the way and when to retest. */
export const resultAimSchema = z.object({
  code: biomarkerCodeSchema,
  direction: z.enum(AIM_DIRECTIONS),
  /** What the plan does about it, one plain sentence. */
  how: z.string(),
  before: z.object({ value: z.number(), sampledAt: z.string().nullable() }),
  /** The date (YYYY-MM-DD) a retest is advised, with its reason and source; null when no guideline interval is on file. */
  retest: z.object({ by: z.string(), why: z.string(), source: z.string() }).nullable(),
});
export type ResultAim = z.infer<typeof resultAimSchema>;

/**
 * Biological variation of each aimed result: CVi (within-person, %) from the Westgard QC "Desirable Biological
 * Variation Database specifications" (Ricós et al., Scand J Clin Lab Invest 1999, 2014 update; the EFLM Biological
 * Variation Database has since re-estimated several). A lab's own analytical CV is not on the report, so the
 * desirable analytical imprecision is used: CVa = 0.5 × CVi (Fraser, Biological Variation: From Principles to
 * Practice, AACC Press 2001). A result without a figure here (vitamin D) gets no variability verdict: a missing
 * verdict is safer than a wrong one.
 */
export const BIOLOGICAL_VARIATION_SOURCE =
  'Westgard QC, Desirable Biological Variation Database specifications (Ricós et al., 2014 update); analytical CV taken as the desirable 0.5 × CVi (Fraser 2001)';
export const WITHIN_PERSON_CV: Partial<Record<BiomarkerCode, number>> = {
  LDL: 8.3,
  TG: 20.9,
  HBA1C: 3.4,
  GLU_FASTING: 5.6,
  FERRITIN: 14.2,
  B12: 15.0,
};

/** z for a two-sided 95 % probability. */
const Z_95 = 1.96;

/**
 * The reference change value (%): the smallest difference between two results of one person that is unlikely
 * (p < 0.05, two-sided) to be analytical and within-person variation alone. RCV = √2 × Z × √(CVa² + CVi²)
 * (Harris & Yasaka, Clin Chem 1983; Fraser 2001).
 */
export function referenceChangeValue(cvWithin: number, cvAnalytical = cvWithin / 2): number {
  return Math.SQRT2 * Z_95 * Math.hypot(cvAnalytical, cvWithin);
}

export const OUTCOME_VERDICTS = [
  /** No result of this test sampled after the plan started yet. */
  'awaiting-retest',
  /** The change is smaller than the reference change value: it may be the test's own variation. */
  'within-variation',
  'moved-as-aimed',
  'moved-against-aim',
  /** No biological variation figure on file for this test: the change is shown without a verdict. */
  'no-variation-figure',
] as const;
export type OutcomeVerdict = (typeof OUTCOME_VERDICTS)[number];

const adherenceSchema = z.object({
  /** The days compared: from the plan's start to the retest (or the plan's end, or today, if earlier). */
  from: z.string(),
  to: z.string(),
  mealsPlanned: z.number().int(),
  /** Planned meals ticked as eaten (any portion) or swapped. */
  mealsEaten: z.number().int(),
  sessionsPlanned: z.number().int(),
  sessionsDone: z.number().int(),
  /** Average intake on the fully logged days against the calorie target; null when numbers are hidden. */
  intake: z
    .object({
      loggedDays: z.number().int(),
      meanKcal: z.number().int().nullable(),
      targetKcal: z.number().int(),
    })
    .nullable(),
});
export type OutcomeAdherence = z.infer<typeof adherenceSchema>;

export const resultOutcomeSchema = z.object({
  code: biomarkerCodeSchema,
  name: z.string(),
  unit: z.string(),
  direction: z.enum(AIM_DIRECTIONS),
  how: z.string(),
  retest: resultAimSchema.shape.retest,
  before: z.object({ value: z.number(), sampledAt: z.string().nullable() }),
  after: z.object({ value: z.number(), sampledAt: z.string(), reportId: z.string() }).nullable(),
  change: z.object({ absolute: z.number(), percent: z.number().nullable() }).nullable(),
  /** The variation used to judge the change, with its source; null when none is on file. */
  variation: z
    .object({
      cvWithinPct: z.number(),
      cvAnalyticalPct: z.number(),
      referenceChangePct: z.number(),
      source: z.string(),
    })
    .nullable(),
  verdict: z.enum(OUTCOME_VERDICTS),
  /** The verdict in a plain sentence, never claiming the plan caused the change. */
  summary: z.string(),
  adherence: adherenceSchema.nullable(),
});
export type ResultOutcome = z.infer<typeof resultOutcomeSchema>;

/** GET /api/progress/outcomes: the active plan's aimed results, before and after. */
export const progressOutcomesSchema = z.object({
  plan: z
    .object({
      id: z.string(),
      startsAt: z.string(),
      expiresAt: z.string(),
      /** False for plans made before plans stated their aims (then `outcomes` is empty). */
      aimsStated: z.boolean(),
      outcomes: z.array(resultOutcomeSchema),
    })
    .nullable(),
  /** Said under every comparison. */
  caveat: z.string(),
});
export type ProgressOutcomes = z.infer<typeof progressOutcomesSchema>;

export const OUTCOME_CAVEAT =
  'These comparisons show change, not cause: medicines, illness, season, a different lab or method and other changes in your life also move results. Talk them through with your doctor.';
