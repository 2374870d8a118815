/** Payments, provider events and the entitlement columns of users: the only billing file that touches the ORM. */
import { and, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { paymentEvents, payments } from './billing-schema';
import { users } from '../auth/auth-schema';

export type PaymentRow = typeof payments.$inferSelect;

export type { PaymentStatus } from '@common/billing';
import type { PaymentStatus } from '@common/billing';

/**
 * What we keep in payments.raw (jsonb) besides the provider's own objects: parsed with this schema on every read,
 * so a decision never rests on an unchecked cast. Unknown keys (older rows) are kept as they are.
 */
export const paymentRawSchema = z.looseObject({
  /** order (Razorpay/PayPal), subscription / payment_intent / invoice (Stripe). */
  kind: z.enum(['order', 'subscription', 'payment_intent', 'invoice']).optional(),
  mode: z.enum(['live', 'sandbox']).optional(),
  customerId: z.string().optional(),
  subscriptionId: z.string().optional(),
  description: z.string().optional(),
  paidVia: z.string().optional(),
  /** The provider's id of the money movement (Razorpay payment, PayPal capture, Stripe PaymentIntent). */
  providerPaymentId: z.string().optional(),
  failure: z.string().optional(),
  mismatch: z.object({ amountMinor: z.number().nullable(), currency: z.string().nullable() }).optional(),
  cancelAtPeriodEnd: z.boolean().optional(),
  canceledAt: z.string().optional(),
  providerStatus: z.string().optional(),
  lastStatusAt: z.string().optional(),
  periodEnd: z.string().nullable().optional(),
  sandboxApproval: z.object({ payerId: z.string(), at: z.string() }).nullable().optional(),
  /** Money returned so far (minor units), from refund events and admin refunds. */
  refundedMinor: z.number().int().optional(),
  /** Why the payment needs an admin's look (partial refund, open dispute). */
  review: z.object({ reason: z.string(), at: z.string() }).nullable().optional(),
  provider: z.unknown().optional(),
});
export type PaymentRaw = z.infer<typeof paymentRawSchema>;

export const rawOf = (row: PaymentRow): PaymentRaw => paymentRawSchema.parse(row.raw ?? {});

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

/** A payment found by the provider's id of the money movement (refunds and disputes name that, not our ref). */
export async function findPaymentByProviderPaymentId(
  ex: Executor,
  provider: string,
  providerPaymentId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await ex
    .select()
    .from(payments)
    .where(
      and(eq(payments.provider, provider), sql`${payments.raw}->>'providerPaymentId' = ${providerPaymentId}`),
    )
    .limit(1)
    .for('update');
  return row;
}

/** A member's payment by our id (admin actions). */
export async function findUserPaymentById(
  ex: Executor,
  userId: string,
  id: string,
): Promise<PaymentRow | undefined> {
  const [row] = await ex
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.id, id)))
    .limit(1);
  return row;
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
