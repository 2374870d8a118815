/**
 * Doctor Verified service targets, in a module without schemas: the public pricing page states them, and importing
 * common/clinician.ts there would load zod and construct every clinician schema before the page can respond.
 */

/** The target for a clinician's first decision on a plan, and the stated reply time for consultation messages. */
export const REVIEW_TARGET_HOURS = 48;
export const MESSAGE_REPLY_TARGET_HOURS = 24;
