/** The health risk assessment (GET /api/risk-assessment): validated scores, each with its inputs and source. */
import { z } from 'zod';

export const RISK_SCORE_IDS = [
  'ascvd_pce',
  'cvd_prevent',
  'findrisc',
  'egfr_ckd_epi_2021',
  'metabolic_syndrome',
  'fib4',
  'anaemia',
] as const;
export type RiskScoreId = (typeof RISK_SCORE_IDS)[number];

export const riskScoreSchema = z.object({
  id: z.enum(RISK_SCORE_IDS),
  name: z.string(),
  /** Null when inputs are missing (see `missingInputs`). */
  value: z.number().nullable(),
  unit: z.string().nullable(),
  /** A short band label ("Low", "G3a", "Iron-deficiency pattern"), or null when not computable. */
  band: z.string().nullable(),
  /** What the result means in plain language. */
  meaning: z.string(),
  inputs: z.array(z.object({ name: z.string(), value: z.string() })),
  missingInputs: z.array(z.string()),
  source: z.string(),
});
export type RiskScore = z.infer<typeof riskScoreSchema>;

export const riskAssessmentSchema = z.object({
  scores: z.array(riskScoreSchema),
  disclaimer: z.string(),
});
export type RiskAssessment = z.infer<typeof riskAssessmentSchema>;
export const riskAssessmentResponse = z.object({ assessment: riskAssessmentSchema });
