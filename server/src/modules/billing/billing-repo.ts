/** Payments, provider events and the entitlement columns of users: the only billing file that touches the ORM. */
import { and, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { paymentEvents, payments, users } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentStatus = 'pending' | 'succeeded' | 'failed' | 'canceled';

/** What we keep in payments.raw (jsonb) besides the provider's own objects. */
export interface PaymentRaw {
  /** order (Razorpay/PayPal), subscription / payment_intent / invoice (Stripe). */
  kind?: 'order' | 'subscription' | 'payment_intent' | 'invoice';
  mode?: 'live' | 'sandbox';
  customerId?: string;
  subscriptionId?: string;
  description?: string;
  paidVia?: string;
  providerPaymentId?: string;
  failure?: string;
  mismatch?: { amountMinor: number | null; currency: string | null };
  cancelAtPeriodEnd?: boolean;
  canceledAt?: string;
  providerStatus?: string;
  lastStatusAt?: string;
  periodEnd?: string | null;
  sandboxApproval?: { payerId: string; at: string } | null;
  provider?: unknown;
}

export const rawOf = (row: PaymentRow): PaymentRaw => (row.raw ?? {}) as PaymentRaw;

export async function insertPayment(
  ex: Executor,
  values: {
    userId: string;
    provider: string;
    providerRef: string;
    planType: string;
    amountMinor: number;
    currency: string;
    status: PaymentStatus;
    raw: PaymentRaw;
  },
): Promise<PaymentRow> {
  const [row] = await ex.insert(payments).values(values).returning();
  return row!;
}

/** Inserts unless the provider reference is already stored; null when it was. */
export async function insertPaymentOnce(
  ex: Executor,
  values: Parameters<typeof insertPayment>[1],
): Promise<PaymentRow | null> {
  const [row] = await ex
    .insert(payments)
    .values(values)
    .onConflictDoNothing({ target: [payments.provider, payments.providerRef] })
    .returning();
  return row ?? null;
}

export async function findPayment(
  ex: Executor,
  provider: string,
  providerRef: string,
  options: { forUpdate?: boolean } = {},
): Promise<PaymentRow | undefined> {
  const query = ex
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, providerRef)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** A member's own payment; another member's reference is simply not found. */
export async function findUserPayment(
  ex: Executor,
  userId: string,
  provider: string,
  providerRef: string,
): Promise<PaymentRow | undefined> {
  const [row] = await ex
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.provider, provider),
        eq(payments.providerRef, providerRef),
      ),
    )
    .limit(1);
  return row;
}

export async function updatePayment(
  ex: Executor,
  id: string,
  change: { status?: PaymentStatus; rawPatch?: PaymentRaw },
  now: Date,
): Promise<PaymentRow> {
  const [row] = await ex
    .update(payments)
    .set({
      ...(change.status ? { status: change.status } : {}),
      ...(change.rawPatch
        ? { raw: sql`coalesce(${payments.raw}, '{}'::jsonb) || ${JSON.stringify(change.rawPatch)}::jsonb` }
        : {}),
      updatedAt: now,
    })
    .where(eq(payments.id, id))
    .returning();
  return row!;
}

/** Records a provider event id; false when it was recorded before (a replay). */
export async function recordEvent(
  ex: Executor,
  provider: string,
  eventId: string,
  now: Date,
): Promise<boolean> {
  const rows = await ex
    .insert(paymentEvents)
    .values({ provider, eventId, receivedAt: now })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return rows.length === 1;
}

export type EntitlementRow = Pick<
  typeof users.$inferSelect,
  'id' | 'subscriptionStatus' | 'premiumExpiresAt' | 'doctorVerified' | 'doctorVerifiedAt'
>;

const entitlementColumns = {
  id: users.id,
  subscriptionStatus: users.subscriptionStatus,
  premiumExpiresAt: users.premiumExpiresAt,
  doctorVerified: users.doctorVerified,
  doctorVerifiedAt: users.doctorVerifiedAt,
};

export async function lockUserEntitlements(
  ex: Executor,
  userId: string,
): Promise<EntitlementRow | undefined> {
  const [row] = await ex
    .select(entitlementColumns)
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
    .for('update');
  return row;
}

export async function updateUserEntitlements(
  ex: Executor,
  userId: string,
  set: Partial<Omit<EntitlementRow, 'id'>>,
): Promise<void> {
  if (Object.keys(set).length === 0) return;
  await ex.update(users).set(set).where(eq(users.id, userId));
}

export async function findUser(ex: Executor, userId: string) {
  const [row] = await ex.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** The member's most recent successful Premium purchase (an order or a subscription, not a renewal invoice). */
export async function latestPremiumPurchase(ex: Executor, userId: string): Promise<PaymentRow | undefined> {
  const [row] = await ex
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.planType, 'premium'),
        eq(payments.status, 'succeeded'),
        sql`coalesce(${payments.raw}->>'kind', '') <> 'invoice'`,
      ),
    )
    .orderBy(desc(payments.updatedAt))
    .limit(1);
  return row;
}

/** The Stripe customer created for this member before, if any. */
export async function stripeCustomerId(ex: Executor, userId: string, mode: string): Promise<string | null> {
  const [row] = await ex
    .select({ customerId: sql<string>`${payments.raw}->>'customerId'` })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.provider, 'stripe'),
        isNotNull(sql`${payments.raw}->>'customerId'`),
        sql`${payments.raw}->>'mode' = ${mode}`,
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row?.customerId ?? null;
}

/** Members whose Premium ended before `cutoff` but whose status still says active: marked canceled. */
export async function markLapsedSubscriptions(ex: Executor, cutoff: Date): Promise<string[]> {
  const lapsed = await ex
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.subscriptionStatus, 'active'), lt(users.premiumExpiresAt, cutoff)))
    .limit(500)
    .for('update', { skipLocked: true });
  if (lapsed.length === 0) return [];
  const ids = lapsed.map((r) => r.id);
  await ex.update(users).set({ subscriptionStatus: 'canceled' }).where(inArray(users.id, ids));
  return ids;
}
