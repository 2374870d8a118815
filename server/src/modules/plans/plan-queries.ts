/** Reads of plans: the member's list and active plan, one plan, its versions, and its calendar export. */
import { createHash } from 'node:crypto';
import type { PlanContent } from '@common/plan';
import { type PlanCalendarQuery, type PlanDetail, type PlanSummary, type PlanVersion } from '@common/plans';
import { NotFound } from '../../lib/errors';
import { recordHealthDataAccess } from '../audit/audit-repo';
import type { Actor } from '../auth/auth-service';
import { authorize } from '../auth/policy';
import { planCalendar } from './plan-calendar';
import type { ContentEncoding } from '../../http/content-encoding';
import { ifNoneMatchHits, weakEtag } from '../../http/etag';
import { compressedBody, shownPlan } from './plan-content-cache';
import { planSummaryJson } from './plan-summary-json';
import { withWarnings } from './plan-warnings-cache';
import { detailsOf, normaliseContent, toPlanSummary, versionOf } from './plan-presenters';
import type { PlanKit } from './plans-kit';
import * as repo from './plans-repo';

const CLOSE = Buffer.from('}}');

/** How many plans the list returns (the dashboard shows the first 3). */
const PLAN_LIST_LIMIT = 50;

export function createPlanQueries(kit: PlanKit) {
  const { db, shownContent } = kit;

  return {
    /** The plan's versions, newest first (the current one included): whoever may read the plan (policy plan:read). */
    async versions(actor: Actor, id: string): Promise<PlanVersion[]> {
      const row = await repo.findPlan(db, id);
      if (!row) throw new NotFound('Plan not found.');
      authorize(actor.user, 'plan:read', row);
      // The versions' changes carry weight trends and calorie targets: health data, so staff reads are recorded.
      await recordHealthDataAccess(db, actor.user, { type: 'plan', id: row.id, ownerId: row.userId });
      const earlier = await repo.listVersions(db, row.id);
      const entry = (
        content: PlanContent,
        summary: string,
        createdAt: Date,
        current: boolean,
      ): PlanVersion => ({
        version: versionOf(content),
        current,
        createdAt: createdAt.toISOString(),
        summary,
        calories: content.targets.calories,
        changes: content.revision?.changes ?? [],
      });
      const at = row.content.revision ? new Date(row.content.revision.revisedAt) : row.createdAt;
      return [
        entry(row.content, row.summary, at, true),
        ...earlier.map((v) => entry(v.content, v.summary, v.createdAt, false)),
      ];
    },

    /** An earlier version as it was (the current version: the plan itself), for whoever may read the plan. */
    async version(actor: Actor, id: string, version: number): Promise<PlanDetail> {
      const row = await repo.findPlan(db, id);
      if (!row) throw new NotFound('Plan not found.');
      authorize(actor.user, 'plan:read', row);
      const old = version === versionOf(row.content) ? null : await repo.findVersion(db, row.id, version);
      if (!old && version !== versionOf(row.content))
        throw new NotFound(`This plan has no version ${version}.`);
      await recordHealthDataAccess(db, actor.user, { type: 'plan', id: row.id, ownerId: row.userId });
      if (!old) return { ...toPlanSummary(row), content: await shownContent(row) };
      return {
        ...toPlanSummary({ ...row, summary: old.summary, confidenceScore: old.confidenceScore }),
        warnings: old.warnings,
        warningDetails: detailsOf(old.warnings, old.content.warnings),
        isActive: false,
        content: normaliseContent(old.content),
      };
    },

    async active(userId: string): Promise<PlanSummary | null> {
      const row = await repo.findActivePlan(db, userId);
      return row ? toPlanSummary((await withWarnings(db, [row]))[0]!) : null;
    },

    /**
     * GET /api/plans/active's and GET /api/plans's bodies (activePlanResponse, planListResponse), already serialised:
     * each summary's JSON is reused while its head row and warnings are as they were (plan-summary-json).
     */
    async activeBody(userId: string): Promise<string> {
      const row = await repo.findActivePlan(db, userId);
      return `{"plan":${row ? planSummaryJson((await withWarnings(db, [row]))[0]!) : 'null'}}`;
    },

    async listBody(userId: string): Promise<string> {
      const rows = await withWarnings(db, await repo.listPlans(db, userId, PLAN_LIST_LIMIT));
      return `{"plans":[${rows.map(planSummaryJson).join(',')}]}`;
    },

    async get(actor: Actor, id: string): Promise<PlanDetail> {
      const row = await repo.findPlan(db, id);
      if (!row) throw new NotFound('Plan not found.');
      authorize(actor.user, 'plan:read', row);
      await recordHealthDataAccess(db, actor.user, { type: 'plan', id: row.id, ownerId: row.userId });
      return { ...toPlanSummary(row), content: await shownContent(row) };
    },
    /**
     * GET /api/plans/:id's body (planDetailResponse), already serialised: the summary from the plan's head row, the
     * content as cached for its revision (plan-content-cache), so a read neither parses nor re-validates it. With an
     * encoding, the body's compressed copy kept beside the content (made on the first such read). Its weak ETag
     * is the plan id and shown revision (which key the content), a hash of the content bytes as this build shows
     * them, and a hash of the summary bytes (isActive and the review state change without a new revision); when
     * If-None-Match names it, `bytes` is null (a 304), after the same checks and audit row as a full read.
     */
    async getBody(
      actor: Actor,
      id: string,
      encoding: ContentEncoding | null,
      ifNoneMatch?: string | string[],
    ): Promise<{ bytes: Buffer | null; encoding: ContentEncoding | null; etag: string }> {
      const head = await repo.findPlanHead(db, id);
      if (!head) throw new NotFound('Plan not found.');
      authorize(actor.user, 'plan:read', head);
      await recordHealthDataAccess(db, actor.user, { type: 'plan', id: head.id, ownerId: head.userId });
      const shown = await shownPlan(db, head);
      if (!shown) throw new NotFound('Plan not found.');
      const summary = planSummaryJson({ ...head, warningDetails: shown.warnings });
      // The content bytes' own hash too: a new build that shows the same revision differently (swaps applied,
      // messages reworded) must not answer an open tab's tag with 304. Kept for the summary it was made with.
      shown.contentHash ??= createHash('sha256').update(shown.json).digest('base64url');
      if (shown.etag?.summary !== summary)
        shown.etag = { summary, tag: weakEtag(shown.key, summary + shown.contentHash) };
      const etag = shown.etag.tag;
      if (ifNoneMatchHits(ifNoneMatch, etag)) return { bytes: null, encoding: null, etag };
      // Built only when sent or compressed: a 28-day plan's ~370 kB copied.
      const body = () =>
        Buffer.concat([Buffer.from(`{"plan":${summary.slice(0, -1)},"content":`), shown.json, CLOSE]);
      const compressed = encoding && (await compressedBody(shown, summary, body, encoding));
      return compressed ? { bytes: compressed, encoding, etag } : { bytes: body(), encoding: null, etag };
    },

    /** The plan's sessions (and optionally meals) as an iCalendar file; the owner only. */
    async calendar(actor: Actor, id: string, query: PlanCalendarQuery): Promise<string> {
      const row = await repo.findPlan(db, id);
      if (!row) throw new NotFound('Plan not found.');
      authorize(actor.user, 'plan:export', row);
      const summary = toPlanSummary(row);
      return planCalendar({ ...summary, content: await shownContent(row) }, query);
    },
  };
}
