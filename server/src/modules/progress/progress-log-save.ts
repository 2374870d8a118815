/**
 * A set or a meal saved in ONE prepared statement (issue 33): the upsert, the progress revision's bump and, with an
 * idempotency key, the key's claim with its answer, as data-modifying CTEs: no BEGIN and COMMIT round trips, no
 * connection held between statements, the member's rows locked for one statement. Each variant's text is built
 * once and planned once per connection (drizzle built and PostgreSQL planned every save before). The claim is a
 * plain insert, so a key already claimed (a retry; a concurrent duplicate, once the first commits) fails the whole
 * statement with a unique violation and its log is not written (KeyTaken). The log's plan id is planIdIfUnchanged,
 * so a plan changed since the head it was checked against fails the statement too (PlanChanged).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { isNotNullViolation, isUniqueViolation } from '../../db/errors';
import { preparedSql } from '../../db/prepared';
import { planIdIfUnchanged, type CheckedPlan } from '../plans';
import { bumpSql, type MealRow, type WorkoutRow } from './progress-repo';
import { idempotencyKeys, mealLogs, workoutLogs } from './progress-schema';

/** The key was claimed before; nothing of the write was saved. */
export class KeyTaken extends Error {}
/** The plan's head changed since the one the log was checked against; nothing of the write was saved. */
export class PlanChanged extends Error {}

const p = sql.placeholder;
/** The plan as checked. */
const checked = {
  id: p('planId'),
  userId: p('planUserId'),
  shownRevision: p('shownRevision'),
  reviewStatus: p('reviewStatus'),
};

/** What is saved: a session's sets (returning its id and first time, epoch ms) or a meal (the row as given). */
export type LogValues =
  | {
      kind: 'workout';
      values: Pick<WorkoutRow, 'userId' | 'week' | 'day' | 'date' | 'exercises' | 'updatedAt'>;
    }
  | {
      kind: 'meal';
      values: Pick<
        MealRow,
        'userId' | 'date' | 'slot' | 'slotIndex' | 'status' | 'portion' | 'kcal' | 'updatedAt'
      >;
    };

/** The value the upsert meant to insert, in its DO UPDATE. */
const excluded = (column: { name: string }) => sql`excluded.${sql.identifier(column.name)}`;

function upsertOf(db: Executor, kind: LogValues['kind']): SQL {
  if (kind === 'workout')
    return db
      .insert(workoutLogs)
      .values({
        userId: p('userId'),
        planId: planIdIfUnchanged(checked),
        week: p('week'),
        day: p('day'),
        date: p('date'),
        exercises: p('exercises'),
        updatedAt: p('updatedAt'),
        createdAt: p('updatedAt'),
      })
      .onConflictDoUpdate({
        target: [workoutLogs.userId, workoutLogs.planId, workoutLogs.week, workoutLogs.day],
        set: {
          date: excluded(workoutLogs.date),
          exercises: excluded(workoutLogs.exercises),
          updatedAt: excluded(workoutLogs.updatedAt),
        },
      })
      .returning({
        id: workoutLogs.id,
        created: sql<number>`(extract(epoch from ${workoutLogs.createdAt}) * 1000)::float8`.as('created_ms'),
      })
      .getSQL();
  return db
    .insert(mealLogs)
    .values({
      userId: p('userId'),
      planId: planIdIfUnchanged(checked),
      date: p('date'),
      slot: p('slot'),
      slotIndex: p('slotIndex'),
      status: p('status'),
      portion: p('portion'),
      kcal: p('kcal'),
      updatedAt: p('updatedAt'),
    })
    .onConflictDoUpdate({
      target: [mealLogs.userId, mealLogs.planId, mealLogs.date, mealLogs.slot, mealLogs.slotIndex],
      set: {
        status: excluded(mealLogs.status),
        portion: excluded(mealLogs.portion),
        kcal: excluded(mealLogs.kcal),
        updatedAt: excluded(mealLogs.updatedAt),
      },
    })
    .returning({ planId: mealLogs.planId })
    .getSQL();
}

/** The statement of each kind of log, without a claim, with one, and with one whose answer takes the new row's id. */
const statements = new Map<string, ReturnType<typeof preparedSql>>();
function statementOf(kind: LogValues['kind'], claim: 'none' | 'claim' | 'claim-id') {
  const name = `save_${kind}_${claim.replace('-', '_')}`;
  let statement = statements.get(name);
  if (!statement) {
    const response =
      claim === 'claim-id'
        ? sql`jsonb_set(${p('response')}::jsonb, ${p('idAt')}::text[], to_jsonb((select id from logged)))`
        : sql`${p('response')}::jsonb`;
    const claimed =
      claim === 'none'
        ? sql``
        : sql`, claimed as (
            insert into ${idempotencyKeys} (user_id, key, scope, status_code, response)
            values (${p('userId')}, ${p('key')}, ${p('scope')}, ${p('statusCode')}, ${response}))`;
    // getSQL() above: embedded as a builder, drizzle would wrap the insert in parentheses, which WITH does not take.
    statement = preparedSql(
      name,
      (db) => sql`with logged as (${upsertOf(db, kind)}), bumped as (${bumpSql(p('userId'))})${claimed}
        select logged.*, (select revision from bumped) as revision from logged`,
    );
    statements.set(name, statement);
  }
  return statement;
}

/**
 * Saves the log against `plan` (as checked) with, when given, the key's claim: the answer stored as given, with the
 * saved row's id put at `idAt` when the database chose it. Answers the new revision and the columns the upsert
 * returns.
 */
export async function saveLog(
  db: Executor,
  log: LogValues,
  plan: CheckedPlan,
  claim?: { key: string; scope: string; statusCode: number; response: unknown; idAt?: string[] },
): Promise<{ revision: number; returned: Record<string, unknown> }> {
  const statement = statementOf(log.kind, !claim ? 'none' : claim.idAt ? 'claim-id' : 'claim')(db);
  const rows = await statement
    .execute({
      ...log.values,
      planId: plan.id,
      planUserId: plan.userId,
      shownRevision: plan.shownRevision,
      reviewStatus: plan.reviewStatus,
      ...(claim && {
        key: claim.key,
        scope: claim.scope,
        statusCode: claim.statusCode,
        response: JSON.stringify(claim.response),
        idAt: claim.idAt && `{${claim.idAt.join(',')}}`,
      }),
    })
    .catch((err: unknown) => {
      if (claim && isUniqueViolation(err, 'idempotency_keys_user_id_key_pk')) throw new KeyTaken();
      throw isNotNullViolation(err, 'plan_id') ? new PlanChanged() : err;
    });
  const { revision, ...returned } = rows[0]!;
  return { revision: Number(revision), returned };
}
