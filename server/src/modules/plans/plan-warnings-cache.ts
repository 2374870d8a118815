/**
 * The structured warnings (severity, code) of plans, kept per (plan id, shown_revision) for the plan summaries of
 * GET /api/plans/active and GET /api/plans (issue 33). They live in the plan's content, and PostgreSQL can only
 * take `content->'warnings'` out by detoasting the whole document (30–130 kB compressed): measured with pgbench,
 * the active-plan query took ~1.7 ms with them for a 28-day plan and ~0.1 ms without. So the summaries read the
 * head row only and take the warnings from here, reading them (for the misses only) when a plan is new or changed.
 *
 * Correct on every instance without messages between them, as plan-content-cache.ts: every write that changes a
 * plan's content bumps its shown_revision (plans-repo), so a changed plan is a new key; the head row is always read
 * first.
 */
import type { Executor } from '../../db/client';
import * as repo from './plans-repo';

/** Warnings are a few hundred bytes: this bounds the map to a few MB. */
const MAX_ENTRIES = 20_000;
const entries = new Map<string, unknown>();

const keyOf = (id: string, revision: number) => `${id}:${revision}`;

function remember(key: string, warnings: unknown): void {
  entries.set(key, warnings);
  // Maps iterate in insertion order: the oldest go first.
  for (const k of entries.keys()) {
    if (entries.size <= MAX_ENTRIES) break;
    entries.delete(k);
  }
}

/**
 * The heads with their stored warnings (`warningDetails`). Misses are read in one query; a plan changed since its
 * head was read gets the warnings of its newer revision (they are cached under that one).
 */
export async function withWarnings<T extends { id: string; shownRevision: number }>(
  ex: Executor,
  heads: T[],
): Promise<(T & { warningDetails: unknown })[]> {
  const missing = heads.filter((h) => !entries.has(keyOf(h.id, h.shownRevision))).map((h) => h.id);
  const read = new Map<string, unknown>();
  if (missing.length > 0)
    for (const row of await repo.findPlanWarnings(ex, missing)) {
      read.set(row.id, row.warningDetails);
      remember(keyOf(row.id, row.shownRevision), row.warningDetails);
    }
  return heads.map((h) => ({
    ...h,
    warningDetails: entries.get(keyOf(h.id, h.shownRevision)) ?? read.get(h.id) ?? null,
  }));
}

/** For tests: forget everything (as a fresh instance would). */
export function clearPlanWarnings(): void {
  entries.clear();
}
