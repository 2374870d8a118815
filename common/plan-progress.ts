import { PLAN_PROGRESS_DIVISOR } from './limits';
import type { PlanType } from './options';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days until expiry, rounded up, never below 0 (docs/product.md#states-and-rules). */
export function daysLeft(expiresAt: string | Date, now: Date = new Date()): number {
  const ms = new Date(expiresAt).getTime() - now.getTime();
  return Math.max(0, Math.ceil(ms / DAY_MS));
}

/** Plan progress % = 100 − days left × 14 (free) or × 4 (others), clamped to 0–100 (docs/product.md#states-and-rules). */
export function planProgress(planType: PlanType, expiresAt: string | Date, now: Date = new Date()): number {
  const raw = 100 - daysLeft(expiresAt, now) * PLAN_PROGRESS_DIVISOR[planType];
  return Math.min(100, Math.max(0, raw));
}
