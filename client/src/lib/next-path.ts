/**
 * Where to go after login or sign-up when the visitor came with an intent (issue #31 item 9: "Get Premium" kept
 * through sign-up to checkout). Only the checkout is a destination: a `next` naming anything else, another origin
 * or a protocol-relative URL is ignored, so the parameter cannot be used to send a member off-site. Without an
 * intent, login goes to /dashboard and sign-up to /profile, as the spec says.
 */
const NEXT_DESTINATION = /^\/subscribe(?:\?[\w=&%.-]*)?$/;

export function nextPath(search: string): string | null {
  const next = new URLSearchParams(search).get('next');
  return next && NEXT_DESTINATION.test(next) ? next : null;
}

/** `path` with the intent carried along (`/signup?next=%2Fsubscribe%3Fcurrency%3DUSD`). */
export function withNext(path: string, next: string | null): string {
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}

/** The checkout for a plan card: the plan (Doctor Verified or the default Premium) and the shown currency. */
export function checkoutPath(plan: 'premium' | 'doctor_verified', currency: string): string {
  const params = new URLSearchParams();
  if (plan === 'doctor_verified') params.set('plan', 'doctor');
  params.set('currency', currency);
  return `/subscribe?${params.toString()}`;
}
