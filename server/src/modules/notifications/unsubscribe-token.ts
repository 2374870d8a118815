/**
 * Unsubscribe links work without a login, so they carry their own proof: the member and category, signed with
 * HMAC-SHA256 under a key derived from the session key. They do not expire (old mails keep working) and can only
 * turn a notification off.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_CATEGORIES, type NotificationCategory } from '@common/notifications';

const mac = (key: Uint8Array, body: string) =>
  createHmac('sha256', key).update(`unsubscribe:${body}`).digest('base64url');

export function signUnsubscribe(key: Uint8Array, userId: string, category: NotificationCategory): string {
  const body = Buffer.from(JSON.stringify({ u: userId, c: category })).toString('base64url');
  return `${body}.${mac(key, body)}`;
}

export function verifyUnsubscribe(
  key: Uint8Array,
  token: string,
): { userId: string; category: NotificationCategory } | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(key, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const { u, c } = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
      u?: unknown;
      c?: unknown;
    };
    if (typeof u !== 'string' || !(NOTIFICATION_CATEGORIES as readonly unknown[]).includes(c)) return null;
    return { userId: u, category: c as NotificationCategory };
  } catch {
    return null;
  }
}
