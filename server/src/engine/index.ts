/**
 * The plan engine's public surface: what code outside engine/ may use (lint keeps the rest internal; benches may
 * reach in to time single steps). The folders and what lives in each: README.md beside this file.
 */

// A plan from a profile and results, a check-in's re-plan, and the refusal a plan request may meet.
export { PlanRefused, generatePlan, menuRules, revisePlan, type EngineProfile } from './plan/generate-plan';

// Meal swaps on a stored plan, and why a deficit is withheld (the check-in's calorie target says so too).
export { applySwaps, swapBand, swapOptions, undoBreaksLimit, type SwapRules } from './nutrition/meal-swaps';
export { deficitWithheldBecause } from './nutrition/targets';

// Check-in analytics: weight trend, measured expenditure, next calorie target and lift progressions.
export type { NextStep } from './progress/apply-progressions';
export { nextCalorieTarget } from './progress/calorie-target';
export { checkInHelp, checkInRedFlags } from './progress/check-in-red-flags';
export { estimateTdee, type IntakeDay } from './progress/expenditure';
export { dayRanges, type DeviceDay, type DevicePrior } from './progress/device-activity';
export { PROGRESS } from './guidelines';
export {
  nextProgression,
  repRange,
  sessionE1rm,
  sessionVolume,
  type SessionLog,
} from './progress/progression';
export { addDays, daysBetween, weeklyRate, weightTrend } from './progress/weight-trend';

// The exercise library and its illustrations.
export { EXERCISE_BY_ID, exerciseIllustration, type Exercise } from './data/exercises';

// Clinical risk scores for the clinician's review.
export { assessRisk } from './safety/risk/risk-assessment';

// The food table, its household measures and common dishes per serving, for the food log (modules/foods).
export { FOODS, type Food } from './data/foods/food-table';
export { measureOf } from './data/foods/household-measures';
export { DISHES, type Dish } from './data/foods/dishes';
