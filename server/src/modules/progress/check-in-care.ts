/**
 * The check-in's red flags (engine/progress/check-in-red-flags.ts) in the member's care: the note their clinician
 * gets in Messages (Doctor Verified), sent once while the same flags stand rather than on every tap.
 */
import type { CheckIn, CheckInRedFlag } from '@common/progress';
import { daysBetween } from '../../engine';
import type { Actor } from '../auth/auth-service';

/** Sends the note into the member's consultation thread; false when there is no clinician to send it to. */
export type TellClinician = (actor: Actor, body: string) => Promise<boolean>;

/** The message the clinician reads (as from the member's account, so it says it was sent automatically). */
export function clinicianNote(flags: readonly CheckInRedFlag[], today: string): string {
  return [
    `Automatic message from my weekly check-in on ${today} (sent by VitalPlan, not typed by me): my calorie target was not lowered because it noticed:`,
    ...flags.map((f) => `- ${f.message}`),
    'Please review my logs and plan and get back to me.',
  ].join('\n');
}

/** True when a check-in within the last week already told the clinician about these same flags. */
export function clinicianToldAlready(
  last: CheckIn | null,
  flags: readonly CheckInRedFlag[],
  today: string,
): boolean {
  if (!last?.redFlags?.length || daysBetween(last.createdAt.slice(0, 10), today) >= 7) return false;
  const before = new Set(last.redFlags.map((f) => f.code));
  return last.clinicianTold === true && flags.every((f) => before.has(f.code));
}
