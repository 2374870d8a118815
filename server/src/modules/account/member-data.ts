/**
 * Everything stored about a member, assembled from the modules that own it (lib/member-data.ts): the data export
 * (GDPR art. 15/20) reads it, account deletion (art. 17) removes the files it names. member-data.test.ts fails when
 * a table pointing at a user is neither read by a contributor here nor listed in `withheldTables` with the reason.
 */
import type { Executor } from '../../db/client';
import type { MemberDataContributor } from '../../lib/member-data';
import { auditMemberTables, memberAuditEvents } from '../audit/audit-member-data';
import { billingMemberData } from '../billing';
import { foodsMemberData } from '../foods';
import { importsMemberData } from '../imports';
import { plansMemberData } from '../plans';
import { profileMemberData } from '../profile';
import { progressMemberData } from '../progress';
import { reportsMemberData } from '../reports';
import { supportMemberData } from '../support';

/** The contributors, in the order their queries run and their files are listed. */
export const memberDataContributors = [
  profileMemberData,
  reportsMemberData,
  plansMemberData,
  billingMemberData,
  supportMemberData,
  progressMemberData,
  foodsMemberData,
  importsMemberData,
] as const;

/** Tables read for the export outside the contributors: the audit events about the member (memberAuditEvents). */
export const activityTables = auditMemberTables;

/**
 * Tables that point at a user but are kept out of the export, each with why. Their rows still go with the account
 * (each foreign key to users cascades or is set to null; member-data.test.ts checks it).
 */
export const withheldTables: Readonly<Record<string, string>> = {
  sessions: 'sign-in sessions: credentials, not data about the member (the account itself is exported).',
  account_tokens: 'hashes of mailed single-use links: credentials.',
  idempotency_keys: 'replay guards of progress writes: hold no content beyond the logs exported.',
  progress_revisions: 'a counter of progress writes keying the summary cache (decision 012): no content.',
  clinicians: "a clinician's staff credential (the clinician role), not data about a member.",
  notification_preferences: 'not in the export yet (issue #28: to be added by its owner, notifications).',
  clinician_assignments: 'not in the export yet (issue #28: to be added by its owner, clinician).',
  plan_reviews: 'not in the export yet (issue #28: to be added by its owner, clinician).',
  certificates: 'not in the export yet (issue #28: to be added by its owner, clinician).',
  consultation_messages: 'not in the export yet (issue #28: to be added by its owner, consultations).',
};

type Contributor = (typeof memberDataContributors)[number];
type RowsOf<C> = C extends MemberDataContributor<infer Rows> ? Rows : never;
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
/** Every contributor's rows, side by side. */
export type ContributedRows = Intersection<RowsOf<Contributor>>;

/** Everything stored about a member, for the data export. */
export async function memberData(ex: Executor, userId: string) {
  const parts: object[] = [];
  for (const contributor of memberDataContributors) parts.push(await contributor.rows(ex, userId));
  // Each contributor returns its own keys (the type above), so merging them loses nothing.
  const rows = Object.assign({}, ...parts) as ContributedRows;
  const owned = memberDataContributors.flatMap((c) => ('auditTargets' in c ? c.auditTargets(rows) : []));
  return { ...rows, owned, activity: await memberAuditEvents(ex, userId, owned) };
}

/** Every stored file of the member: report files, screenshots attached to support requests, progress photos. */
export async function storageKeysOf(ex: Executor, userId: string): Promise<string[]> {
  const keys: string[] = [];
  for (const contributor of memberDataContributors)
    if ('storageKeys' in contributor) keys.push(...(await contributor.storageKeys(ex, userId)));
  return keys;
}
