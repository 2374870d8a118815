/**
 * What every part of the plans service shares: its dependencies and what the engine reads of the member (their
 * profile and usable results). The parts (generation, revisions, swaps, queries) each take this kit;
 * createPlanService composes them.
 */
import { createHash } from 'node:crypto';
import type { BiomarkerInput } from '@common/biomarkers';
import type { ClinicianOverrides } from '@common/clinician';
import type { PlanContent } from '@common/plan';
import type { Db, Executor, Tx } from '../../db/client';
import type { Notifier } from '../notifications/notifications-service';
import { engineProfile, findProfileRow } from '../profile/profile-service';
import { usableReadings } from '../reports';
import { contentWithSwaps } from './plan-presenters';
import type { PlanRow } from './plans-repo';

/** The clinician review of doctor_verified plans (modules/clinician), wired in by services.ts. */
export interface PlanReviewHooks {
  /** The overrides the member's clinician asked for, applied to every later doctor_verified plan. */
  overridesFor(ex: Executor, userId: string): Promise<ClinicianOverrides | undefined>;
  /** A doctor_verified plan was stored: queue its review (same transaction). */
  onPlanCreated(
    tx: Tx,
    plan: { id: string; userId: string; createdAt: Date; criticalFindings: number },
  ): Promise<void>;
}

export interface PlanDeps {
  db: Db;
  now: () => Date;
  notify: Pick<Notifier, 'planReady'>;
  /** Required: without it a doctor_verified plan would never be queued for review. */
  review: PlanReviewHooks;
}

export type PlanKit = ReturnType<typeof createPlanKit>;

/** A seed that differs per generation (so regenerating gives variety) but is recorded by its inputs. */
export function seedFor(userId: string, planCount: number, now: Date): number {
  return createHash('sha256').update(`${userId}:${planCount}:${now.toISOString()}`).digest().readUInt32LE(0);
}

export function createPlanKit(deps: PlanDeps) {
  const { db } = deps;

  async function biomarkersOf(userId: string, ex: Executor = db): Promise<BiomarkerInput[]> {
    const rows = await usableReadings(ex, { userId });
    return rows.map((r) => ({
      code: r.code,
      valueCanonical: r.valueCanonical,
      flag: r.flag,
      clinicallyImportant: r.clinicallyImportant,
      sampledAt: r.sampleDate ?? r.uploadedAt.toISOString().slice(0, 10),
    }));
  }

  /** The plan's content as the member sees it: their meal swaps in place, the grocery list following them. */
  async function shownContent(row: PlanRow, ex: Executor = db): Promise<PlanContent> {
    return contentWithSwaps(ex, row);
  }

  /**
   * What the engine reads to change this plan now: the member's current profile and results, personalised with
   * biomarkers as the plan was (a plan that used them personalises its new weeks and swaps too).
   */
  async function memberBasis(ex: Executor, row: PlanRow, content: PlanContent) {
    return {
      profile: engineProfile(await findProfileRow(ex, row.userId)),
      biomarkers: await biomarkersOf(row.userId, ex),
      planType: row.planType,
      personaliseWithBiomarkers: content.inputs.biomarkersUsed.length > 0,
    };
  }

  return { ...deps, biomarkersOf, shownContent, memberBasis };
}
