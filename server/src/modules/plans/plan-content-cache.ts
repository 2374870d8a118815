/**
 * A plan's content as its member sees it (swaps in place, review note as decided), built once per
 * (plan id, shown_revision) instead of on every read (issue 33). A 28-day plan is ~300 kB of JSON: reading it from
 * the database, parsing it, applying the swaps, walking it with the response schema and serialising it again was
 * nearly all of a plan read's time, and every set or meal logged and every progress summary paid it too.
 *
 * Kept per process: the JSON body (validated by the response schema when built, as the serializer would) and the
 * few facts logging and the summary check against. Correct on every instance without any message between them:
 * every read first reads the plan's head row (no content) from the database, and every write that changes what
 * the plan shows bumps its shown_revision in the same transaction (plans-repo), so a changed plan is a new key.
 */
import { planContentSchema, showsNumbers, type MealSlot, type PlanContent } from '@common/plan';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { compress, type ContentEncoding } from '../../http/content-encoding';
import { contentWithSwaps } from './plan-presenters';
import * as repo from './plans-repo';

/** What logging and the progress summary check of a plan: its days' meals and its weeks' sessions. */
export interface PlanFacts {
  days: { date: string; meals: { slot: MealSlot; kcal: number }[] }[];
  /** The plan hides numbers (eating-disorder history: showsNumbers in common/plan.ts). */
  numbersHidden: boolean;
  weeks: {
    week: number;
    sessions: {
      day: number;
      exerciseIds: string[];
      /** The aerobic part, for imported workouts standing in for it (common/progress-activity.ts). */
      cardio: { intensity: 'light' | 'moderate' | 'vigorous' } | null;
      cardioMinutes: number;
    }[];
  }[];
}

export interface ShownPlan {
  /**
   * The content as shown, serialised through the response schema (planContentSchema), as UTF-8: sending a string
   * this size cost a byte count and an encoding on every response.
   */
  json: Buffer;
  facts: PlanFacts;
  /** The structured warnings as stored (plan-presenters toPlanSummary maps them to the messages). */
  warnings: unknown;
  /**
   * The whole GET /api/plans/:id body compressed, per encoding, for the summary it was built with: the summary comes
   * from the head row (isActive, review state) and can change without a new revision, so a copy is only reused for
   * the very same summary bytes.
   */
  compressed: { summary: string; copies: Map<ContentEncoding, Promise<Buffer | null>>; bytes: number } | null;
  key: string;
  /** A hash of `json`, made on the first ETag'd read (plan-queries getBody) and kept with it. */
  contentHash?: string;
  /** The last ETag made (plan-queries getBody), for the summary JSON it was made with. */
  etag?: { summary: string; tag: string };
}

/** Bounded by the JSON kept (a 28-day plan ~300 kB): ~64 MB holds the plans of a few hundred active members. */
const MAX_BYTES = 64 * 1024 * 1024;
const entries = new Map<string, ShownPlan>();
let bytes = 0;

const keyOf = (id: string, revision: number, reviewStatus: string) => `${id}:${revision}:${reviewStatus}`;

function factsOf(content: PlanContent): PlanFacts {
  return {
    days: (content.days ?? []).map((d) => ({
      date: d.date,
      meals: d.meals.map((m) => ({ slot: m.slot, kcal: m.totals.kcal })),
    })),
    numbersHidden: !showsNumbers(content),
    weeks: (content.training?.weeks ?? []).map((w) => ({
      week: w.week,
      sessions: w.sessions.map((s) => ({
        day: s.day,
        exerciseIds: s.exercises.map((e) => e.exerciseId),
        cardio: s.cardio ? { intensity: s.cardio.intensity } : null,
        cardioMinutes: s.cardioMinutes,
      })),
    })),
  };
}

const sizeOf = (shown: ShownPlan) => shown.json.length + (shown.compressed?.bytes ?? 0);
const isCached = (shown: ShownPlan) => entries.get(shown.key) === shown;

function remember(shown: ShownPlan): void {
  entries.set(shown.key, shown);
  bytes += sizeOf(shown);
  // Maps iterate in insertion order: drop the least recently used first.
  for (const [k, v] of entries) {
    if (bytes <= MAX_BYTES || entries.size <= 1) break;
    entries.delete(k);
    bytes -= sizeOf(v);
  }
}

/**
 * `body()` (this plan's whole response, its summary part being `summary`) compressed with `encoding`: made once and
 * kept beside the content while the summary stays the same; concurrent readers share one compression. Null if
 * compressing failed (the caller sends the plain bytes).
 */
export function compressedBody(
  shown: ShownPlan,
  summary: string,
  body: () => Buffer,
  encoding: ContentEncoding,
): Promise<Buffer | null> {
  if (shown.compressed?.summary !== summary) {
    if (shown.compressed && isCached(shown)) bytes -= shown.compressed.bytes;
    shown.compressed = { summary, copies: new Map(), bytes: 0 };
  }
  const kept = shown.compressed;
  const copy = kept.copies.get(encoding);
  if (copy) return copy;
  const made = compress(encoding, body()).then(
    (out) => {
      if (shown.compressed !== kept) return out; // replaced meanwhile: not counted
      kept.bytes += out.length;
      if (isCached(shown)) bytes += out.length;
      return out;
    },
    () => {
      kept.copies.delete(encoding);
      return null;
    },
  );
  kept.copies.set(encoding, made);
  return made;
}

/**
 * The plan's shown content for the head row just read. On a miss the content and its revision are read together,
 * then the swaps: what is cached under a revision is never older than that revision.
 */
export async function shownPlan(
  ex: Executor,
  head: { id: string; shownRevision: number; reviewStatus: string },
): Promise<ShownPlan | undefined> {
  const key = keyOf(head.id, head.shownRevision, head.reviewStatus);
  const hit = entries.get(key);
  if (hit) {
    entries.delete(key); // most recently used goes last
    entries.set(key, hit);
    return hit;
  }
  const stored = await repo.findPlanContent(ex, head.id);
  if (!stored) return undefined;
  const content = await contentWithSwaps(ex, { id: head.id, ...stored });
  const json = Buffer.from(JSON.stringify(z.encode(planContentSchema, content)));
  const storedKey = keyOf(head.id, stored.shownRevision, stored.reviewStatus);
  const shown = {
    json,
    facts: factsOf(content),
    warnings: stored.content.warnings,
    compressed: null,
    key: storedKey,
  };
  if (!entries.has(storedKey)) remember(shown);
  return shown;
}
