import { and, asc, desc, eq, gte, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PlanContent } from '@common/plan';
import type { Executor } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { planMealSwaps, plans, planVersions } from './plans-schema';
import { users } from '../auth/auth-schema';

export type PlanRow = typeof plans.$inferSelect;
export type PlanVersionRow = typeof planVersions.$inferSelect;
export type PlanMealSwapRow = typeof planMealSwaps.$inferSelect;
export type NewPlan = typeof plans.$inferInsert;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Serialises plan changes of one member (FOR UPDATE on the user row) inside a transaction. */
export async function lockUser(ex: Executor, userId: string): Promise<void> {
  await ex.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
}

export async function deactivatePlans(ex: Executor, userId: string): Promise<void> {
  await ex
    .update(plans)
    .set({ isActive: false })
    .where(and(eq(plans.userId, userId), eq(plans.isActive, true)));
}

export async function insertPlan(ex: Executor, values: NewPlan): Promise<PlanRow> {
  const [row] = await ex.insert(plans).values(values).returning();
  return row!;
}

/**
 * A plan row without its content. Not even the structured warnings, which PostgreSQL can only take out of the
 * content by reading all of it (30–130 kB compressed, ~300 kB detoasted): summaries take them from
 * plan-warnings-cache.ts, the plan reads from the shown-content cache.
 */
const headColumns = {
  id: plans.id,
  userId: plans.userId,
  planType: plans.planType,
  summary: plans.summary,
  confidenceScore: plans.confidenceScore,
  warnings: plans.warnings,
  doctorVerified: plans.doctorVerified,
  reviewStatus: plans.reviewStatus,
  isActive: plans.isActive,
  shownRevision: plans.shownRevision,
  startsAt: plans.startsAt,
  expiresAt: plans.expiresAt,
  createdAt: plans.createdAt,
};
export type PlanHeadRow = Omit<PlanRow, 'content'>;
/** A head row with the structured warnings stored in its content, for the summary's warningDetails. */
export type PlanSummaryRow = PlanHeadRow & { warningDetails?: unknown };

const activePlanStatement = preparedPerDatabase((db) =>
  db
    .select(headColumns)
    .from(plans)
    .where(and(eq(plans.userId, sql.placeholder('userId')), eq(plans.isActive, true)))
    .limit(1)
    .prepare('plans_active'),
);

/** The member's active plan without its content. */
export async function findActivePlan(db: Executor, userId: string): Promise<PlanHeadRow | undefined> {
  const [row] = await activePlanStatement(db).execute({ userId });
  return row;
}

const listPlansStatement = preparedPerDatabase((db) =>
  db
    .select(headColumns)
    .from(plans)
    .where(eq(plans.userId, sql.placeholder('userId')))
    .orderBy(desc(plans.createdAt), desc(plans.id))
    .limit(sql.placeholder('limit'))
    .prepare('plans_list'),
);

/** Without the (large) content column: lists never need it. */
export async function listPlans(ex: Executor, userId: string, limit: number): Promise<PlanHeadRow[]> {
  return listPlansStatement(ex).execute({ userId, limit });
}

/** The structured warnings stored in these plans' content, with the revision they go with (read together). */
export async function findPlanWarnings(
  ex: Executor,
  ids: string[],
): Promise<{ id: string; shownRevision: number; warningDetails: unknown }[]> {
  return ex
    .select({
      id: plans.id,
      shownRevision: plans.shownRevision,
      warningDetails: sql<unknown>`${plans.content}->'warnings'`.as('warning_details'),
    })
    .from(plans)
    .where(inArray(plans.id, ids));
}

const planHeadStatement = preparedPerDatabase((db) =>
  db
    .select(headColumns)
    .from(plans)
    .where(eq(plans.id, sql.placeholder('id')))
    .limit(1)
    .prepare('plans_head'),
);

/** The plan with this id without its content, whoever owns it: reads take the content from the cache. */
export async function findPlanHead(db: Executor, id: string): Promise<PlanHeadRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await planHeadStatement(db).execute({ id });
  return row;
}

/** What a log saved against a plan is checked against: the plan's head as read (planIdIfUnchanged). */
export type CheckedPlan = Pick<PlanHeadRow, 'id' | 'userId' | 'shownRevision' | 'reviewStatus'>;

/**
 * The plan's id if its head is still as read (same owner, shown revision and review status), else NULL: put in
 * place of a log row's plan_id (NOT NULL), it makes the log's statement fail when the plan changed after the head
 * was read, so a save checked against a kept head writes nothing that the plan as it is now would refuse. Every
 * change to what the plan shows bumps shown_revision (bumpShownRevision); its owner and start never change.
 */
export function planIdIfUnchanged(head: { [K in keyof CheckedPlan]: CheckedPlan[K] | Placeholder }) {
  return sql`(select ${plans.id} from ${plans} where ${plans.id} = ${head.id} and ${plans.userId} = ${head.userId}
    and ${plans.shownRevision} = ${head.shownRevision} and ${plans.reviewStatus} = ${head.reviewStatus})`;
}

const activePlanHeadStatement = preparedPerDatabase((db) =>
  db
    .select(headColumns)
    .from(plans)
    .where(and(eq(plans.userId, sql.placeholder('userId')), eq(plans.isActive, true)))
    .limit(1)
    .prepare('plans_active_head'),
);

/** The member's active plan without its content (the progress summary). */
export async function findActivePlanHead(db: Executor, userId: string): Promise<PlanHeadRow | undefined> {
  const [row] = await activePlanHeadStatement(db).execute({ userId });
  return row;
}

/**
 * A prepared statement reading the member's active plan head (undefined when none) with more columns that other
 * modules compute from the member's id: one round trip where several were sent (the progress summary reads the
 * member's progress revision and results series beside it on every call, and all come from one snapshot; issue 33).
 */
export function activePlanHeadWithColumns<C extends Record<string, SQL>>(
  name: string,
  columns: (userId: SQL) => C,
) {
  const statement = preparedPerDatabase((db) =>
    db
      .select({ ...columns(sql`me.id`), head: headColumns })
      .from(sql`(select ${sql.placeholder('userId')}::uuid as id) as me`)
      .leftJoin(plans, and(eq(plans.userId, sql`me.id`), eq(plans.isActive, true)))
      .limit(1)
      .prepare(name),
  );
  type Columns = { [K in keyof C]: C[K] extends SQL<infer T> ? T : never };
  return async (db: Executor, userId: string): Promise<Columns & { head: PlanHeadRow | undefined }> => {
    const [row] = (await statement(db).execute({ userId })) as unknown as (Columns & {
      head: PlanHeadRow | null;
    })[];
    return { ...row!, head: row!.head ?? undefined };
  };
}

/** The plan's stored content with the revision and review status it goes with (read together: one snapshot). */
export async function findPlanContent(
  ex: Executor,
  id: string,
): Promise<Pick<PlanRow, 'content' | 'shownRevision' | 'reviewStatus'> | undefined> {
  const [row] = await ex
    .select({ content: plans.content, shownRevision: plans.shownRevision, reviewStatus: plans.reviewStatus })
    .from(plans)
    .where(eq(plans.id, id))
    .limit(1);
  return row;
}

/** What a read of the plan shows changed (swaps, review outcome): its cached shown content is stale now. */
export async function bumpShownRevision(ex: Executor, id: string): Promise<void> {
  await ex
    .update(plans)
    .set({ shownRevision: sql`${plans.shownRevision} + 1` })
    .where(eq(plans.id, id));
}

/** The plan with this id, whoever owns it: the service authorizes the caller against its owner. */
export async function findPlan(ex: Executor, id: string): Promise<PlanRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await ex.select().from(plans).where(eq(plans.id, id)).limit(1);
  return row;
}

/** The member's active plan with its content (a weekly check-in reads it). */
const activePlanTargetsStatement = preparedPerDatabase((db) =>
  db
    .select({
      id: plans.id,
      targets: sql<PlanContent['targets'] | null>`${plans.content} -> 'targets'`,
      numbersHidden: sql<boolean | null>`(${plans.content} ->> 'numbersHidden')::boolean`,
    })
    .from(plans)
    .where(and(eq(plans.userId, sql.placeholder('userId')), eq(plans.isActive, true)))
    .limit(1)
    .prepare('plans_active_targets'),
);

/**
 * The active plan's daily targets and whether it hides numbers, read out of its content by the database: the food
 * log's day needs these few fields, not the whole 28-day document parsed on every read.
 */
export async function findActivePlanTargets(
  db: Executor,
  userId: string,
): Promise<{ id: string; targets: PlanContent['targets'] | null; numbersHidden: boolean } | undefined> {
  const [row] = await activePlanTargetsStatement(db).execute({ userId });
  return row && { id: row.id, targets: row.targets, numbersHidden: row.numbersHidden === true };
}

export async function findActivePlanRow(ex: Executor, userId: string): Promise<PlanRow | undefined> {
  const [row] = await ex
    .select()
    .from(plans)
    .where(and(eq(plans.userId, userId), eq(plans.isActive, true)));
  return row;
}

export async function countPlans(ex: Executor, userId: string): Promise<number> {
  const [row] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(plans)
    .where(eq(plans.userId, userId));
  return row?.n ?? 0;
}

/** Keeps a version of a plan as it was, before the plan row takes the next one. */
export async function insertVersion(ex: Executor, values: typeof planVersions.$inferInsert): Promise<void> {
  await ex.insert(planVersions).values(values);
}

/** The plan row takes a new version (content, summary, confidence, warnings). */
export async function updatePlanVersion(
  ex: Executor,
  id: string,
  values: Pick<PlanRow, 'content' | 'summary' | 'confidenceScore' | 'warnings'>,
): Promise<PlanRow> {
  const [row] = await ex
    .update(plans)
    .set({ ...values, shownRevision: sql`${plans.shownRevision} + 1` })
    .where(eq(plans.id, id))
    .returning();
  return row!;
}

/** A plan's earlier versions, newest first. */
export async function listVersions(ex: Executor, planId: string): Promise<PlanVersionRow[]> {
  return ex
    .select()
    .from(planVersions)
    .where(eq(planVersions.planId, planId))
    .orderBy(desc(planVersions.version));
}

export async function findVersion(
  ex: Executor,
  planId: string,
  version: number,
): Promise<PlanVersionRow | undefined> {
  const [row] = await ex
    .select()
    .from(planVersions)
    .where(and(eq(planVersions.planId, planId), eq(planVersions.version, version)))
    .limit(1);
  return row;
}

/** The meal swaps the member chose on a plan, by day and meal. */
export async function listSwaps(ex: Executor, planId: string): Promise<PlanMealSwapRow[]> {
  return ex
    .select()
    .from(planMealSwaps)
    .where(eq(planMealSwaps.planId, planId))
    .orderBy(asc(planMealSwaps.day), asc(planMealSwaps.meal));
}

/** Saves the dish chosen for a meal (replacing an earlier choice for the same meal). */
export async function upsertSwap(ex: Executor, values: typeof planMealSwaps.$inferInsert): Promise<void> {
  await ex
    .insert(planMealSwaps)
    .values(values)
    .onConflictDoUpdate({
      target: [planMealSwaps.planId, planMealSwaps.day, planMealSwaps.meal],
      set: {
        originalRecipeId: values.originalRecipeId,
        recipeId: values.recipeId,
        content: values.content,
        createdAt: values.createdAt,
      },
    });
  await bumpShownRevision(ex, values.planId);
}

/** Undoes the swap of one meal (the plan's own dish again); true when there was one. */
export async function deleteSwap(ex: Executor, planId: string, day: number, meal: number): Promise<boolean> {
  const rows = await ex
    .delete(planMealSwaps)
    .where(and(eq(planMealSwaps.planId, planId), eq(planMealSwaps.day, day), eq(planMealSwaps.meal, meal)))
    .returning({ day: planMealSwaps.day });
  if (rows.length > 0) await bumpShownRevision(ex, planId);
  return rows.length > 0;
}

/** Drops the swaps of the days from `fromDay` on (a new version re-planned them); how many were dropped. */
export async function deleteSwapsFrom(ex: Executor, planId: string, fromDay: number): Promise<number> {
  const rows = await ex
    .delete(planMealSwaps)
    .where(and(eq(planMealSwaps.planId, planId), gte(planMealSwaps.day, fromDay)))
    .returning({ day: planMealSwaps.day });
  if (rows.length > 0) await bumpShownRevision(ex, planId);
  return rows.length;
}
