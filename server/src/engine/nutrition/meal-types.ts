/** Types shared by the meal planner's modules (kept apart so the planner files do not import each other). */
import type { PlanType } from '@common/options';
import type { MealPreferences } from '@common/profile';
import type { PlanTargets } from '@common/plan';
import type { DietRules } from './diet-rules';
import type { MealPattern } from './meal-pattern';
import type { Rng } from '../plan/prng';

export interface MealSteering {
  /** Foods/recipes with these traits are avoided where an alternative exists (soft). */
  avoidTraits: number;
  /** Recipes with these traits are favoured. */
  boostTraits: number;
  /** Recipes containing these tags are avoided where possible (e.g. added sugar for high triglycerides). */
  avoidTags: number;
  /** High HbA1c/glucose: no meal carries more than 35 % of the day's carbohydrate. */
  glucoseSpread: boolean;
  /** Low ferritin/haemoglobin: iron-rich recipes plus a vitamin C fruit with lunch and dinner. */
  ironWithVitC: boolean;
  /** Low B12 on a plant-based diet: a fortified food at breakfast. */
  b12Fortified: boolean;
  /** ACE inhibitor/ARB, potassium-sparing diuretic or calcineurin inhibitor: no high-potassium top-up foods. */
  noHighPotassiumTopUps: boolean;
  /** A condition's meal pattern (gestational diabetes, Ramadan fasting: meal-pattern.ts); absent = usual. */
  mealPattern?: MealPattern;
  /**
   * The calcium a served day is raised towards by swapping dishes (calcium-swap.ts): the member's RDA with bone loss,
   * the adult EAR when absent (calcium-need.ts).
   */
  calciumFloorMg?: number;
  /** The member's meal preferences (cuisine and region weights, meals a day, budget, cooking time), or null. */
  preferences?: MealPreferences | null;
}

export interface MealPlanInput {
  /** Targets with their hard limits (`targets.limits`). */
  targets: PlanTargets & { limits: NonNullable<PlanTargets['limits']> };
  diet: DietRules;
  steering: MealSteering;
  planType: PlanType;
  days: number;
  startDate: Date;
  /** The plan day number of the first day planned (a check-in re-plans from a later day); default 1. */
  firstDay?: number;
  rng: Rng;
  /** The protein target is a ceiling (kidney disease): never exceed it. */
  proteinCeiling: boolean;
}
