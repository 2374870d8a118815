/** Small helpers shared by the billing API tests: calls as a member, the member's entitlements, audit rows. */
import { and, eq, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditEvents, payments } from '../../src/db/schema';
import type { Database } from '../../src/db/client';
import { injectAs } from '../helpers';

/** Response bodies are read loosely in tests (res.body.user.subscriptionStatus). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

export function asMember(app: FastifyInstance, token: string) {
  const call = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const res = await injectAs(app, token, {
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.body ? res.json<Json>() : {} };
  };
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload?: unknown) => call('POST', url, payload),
    async me() {
      const res = await call('GET', '/api/auth/me');
      return res.body.user as {
        id: string;
        subscriptionStatus: string;
        premiumExpiresAt: string | null;
        doctorVerified: boolean;
        doctorVerifiedAt: string | null;
      };
    },
  };
}

/** POSTs a webhook with its exact bytes and headers. */
export function postWebhook(
  app: FastifyInstance,
  url: string,
  delivery: { payload: string; headers: Record<string, string> },
) {
  return app.inject({ method: 'POST', url, payload: delivery.payload, headers: delivery.headers });
}

/** Audit actions by or about the member, oldest first. */
export async function auditActions(database: Database, userId: string): Promise<string[]> {
  const rows = await database.db
    .select({ action: auditEvents.action })
    .from(auditEvents)
    .where(or(eq(auditEvents.actorId, userId), eq(auditEvents.targetId, userId)))
    .orderBy(auditEvents.id);
  return rows.map((r) => r.action);
}

export async function paymentRow(database: Database, provider: string, ref: string) {
  const [row] = await database.db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, ref)));
  return row;
}
