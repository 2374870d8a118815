/**
 * The member's subscription: what they have (status), stopping renewal (cancel), Stripe's subscription lifecycle
 * mapped onto the member's status, and the sweep that marks members whose paid period ended as canceled.
 */
import type { BillingStatus } from '@common/billing';
import { isPremiumActive } from '@common/subscription';
import { Conflict } from '../../lib/errors';
import type { PaymentEvent, ProviderName } from '../../payments/types';
import { toUserDto, type UserRow } from '../auth/user-dto';
import { DAY_MS, type BillingKit } from './billing-kit';
import * as repo from './billing-repo';

/** A lapsed Premium is marked canceled this long after its end (room for a late renewal webhook). */
const LAPSE_GRACE_MS = DAY_MS;

export type SubscriptionOutcome = 'fulfilled' | 'unknown' | 'replay' | 'stale';

export function createSubscriptions(kit: BillingKit) {
  const { db, now } = kit;

  async function status(user: UserRow): Promise<BillingStatus> {
    const fresh = (await repo.findUser(db, user.id)) ?? user;
    const latest = await repo.latestPremiumPurchase(db, user.id);
    const raw = latest ? repo.rawOf(latest) : {};
    const premiumActive = isPremiumActive(fresh, now());
    const cancelAtPeriodEnd = raw.cancelAtPeriodEnd === true;
    return {
      subscriptionStatus: toUserDto(fresh).subscriptionStatus,
      premiumActive,
      premiumExpiresAt: fresh.premiumExpiresAt?.toISOString() ?? null,
      doctorVerified: fresh.doctorVerified,
      doctorVerifiedAt: fresh.doctorVerifiedAt?.toISOString() ?? null,
      premiumProvider: (latest?.provider as ProviderName | undefined) ?? null,
      autoRenews: premiumActive && raw.kind === 'subscription' && !cancelAtPeriodEnd,
      cancelAtPeriodEnd,
      canCancel: premiumActive && !cancelAtPeriodEnd,
    };
  }

  return {
    status,

    /** Stops renewal; access continues until premiumExpiresAt (Stripe: until the period ends). */
    async cancel(user: UserRow): Promise<BillingStatus & { message: string }> {
      const current = await status(user);
      if (!current.premiumActive) throw new Conflict('You have no active Premium subscription to cancel.');
      const until = current.premiumExpiresAt ?? '';
      const message = `Your subscription is canceled. Premium access continues until ${until.slice(0, 10)}.`;
      if (current.cancelAtPeriodEnd) return { ...current, message };
      const latest = await repo.latestPremiumPurchase(db, user.id);
      if (!latest) throw new Conflict('You have no active Premium subscription to cancel.');
      const raw = repo.rawOf(latest);
      if (latest.provider === 'stripe' && raw.kind === 'subscription' && raw.mode === 'live') {
        const gw = kit.gateway('stripe');
        await kit.callProvider('stripe', 'cancel the subscription', () =>
          gw.cancelAtPeriodEnd(latest.providerRef),
        );
      }
      await db.transaction(async (tx) => {
        const at = now();
        await repo.updatePayment(
          tx,
          latest.id,
          { rawPatch: { cancelAtPeriodEnd: true, canceledAt: at.toISOString() } },
          at,
        );
        await kit.audit(
          tx,
          'subscription.cancel_requested',
          { userId: user.id },
          { paymentId: latest.id, provider: latest.provider, accessUntil: current.premiumExpiresAt },
          at,
        );
      });
      return { ...(await status(user)), message };
    },

    /** Stripe's subscription lifecycle mapped onto the member's status (active / past_due / canceled). */
    async applySubscriptionStatus(
      event: Extract<PaymentEvent, { type: 'subscription.status' }>,
    ): Promise<SubscriptionOutcome> {
      return db.transaction(async (tx) => {
        const at = now();
        const subscription = await repo.findPayment(tx, 'stripe', event.ref, { forUpdate: true });
        if (!subscription) return 'unknown';
        if (!(await repo.recordEvent(tx, 'stripe', event.eventId, at))) return 'replay';
        const raw = repo.rawOf(subscription);
        if (raw.lastStatusAt && new Date(raw.lastStatusAt) > event.occurredAt) return 'stale';
        await repo.updatePayment(
          tx,
          subscription.id,
          {
            rawPatch: {
              providerStatus: event.status,
              cancelAtPeriodEnd: event.cancelAtPeriodEnd,
              lastStatusAt: event.occurredAt.toISOString(),
              periodEnd: event.periodEnd?.toISOString() ?? null,
            },
          },
          at,
        );
        const user = await repo.lockUserEntitlements(tx, subscription.userId);
        if (!user || event.status === 'pending') return 'fulfilled';
        let next: 'active' | 'past_due' | 'canceled';
        if (event.status === 'active') {
          // Resuming (e.g. after past_due) needs a paid subscription with paid time left; only invoice.paid extends
          // the paid period, so an unpaid renewal never buys time.
          if (subscription.status !== 'succeeded') return 'fulfilled';
          if (!user.premiumExpiresAt || user.premiumExpiresAt <= at) return 'fulfilled';
          next = 'active';
        } else {
          // Another purchase that runs longer than this subscription's period keeps the member active.
          const coveredElsewhere =
            user.premiumExpiresAt !== null &&
            user.premiumExpiresAt.getTime() > (event.periodEnd ?? at).getTime() + DAY_MS;
          if (coveredElsewhere) return 'fulfilled';
          next = event.status;
        }
        if (next === user.subscriptionStatus) return 'fulfilled';
        await repo.updateUserEntitlements(tx, user.id, { subscriptionStatus: next });
        kit.userChanged(user.id);
        await kit.audit(
          tx,
          'subscription.status_changed',
          { userId: user.id },
          { provider: 'stripe', subscriptionId: event.ref, from: user.subscriptionStatus, to: next },
          at,
        );
        return 'fulfilled';
      });
    },

    /**
     * Marks members whose paid period ended before `now` (less a day of grace) as canceled; returns how many.
     * Safe to run on every instance at once (rows are locked with SKIP LOCKED).
     */
    async sweepSubscriptions(at: Date): Promise<number> {
      return db.transaction(async (tx) => {
        const ids = await repo.markLapsedSubscriptions(tx, new Date(at.getTime() - LAPSE_GRACE_MS));
        for (const id of ids) {
          kit.userChanged(id);
          await kit.audit(tx, 'subscription.lapsed', { userId: id, actorId: null }, { to: 'canceled' }, at);
        }
        return ids.length;
      });
    },
  };
}
