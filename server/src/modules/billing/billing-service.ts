/**
 * Billing rules: the server prices every purchase from common/pricing.ts, records a pending payment keyed by the
 * provider's reference, and grants entitlements only after the provider's answer is verified (signature, capture
 * status and amount). Every entitlement change happens in one transaction with the provider event id that caused
 * it, so a replayed callback or webhook changes nothing; whichever of callback and webhook arrives first wins.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { User } from '@common/auth';
import {
  PAID_PLAN_TYPES,
  PLANS,
  PREMIUM_PERIOD_DAYS,
  STRIPE_DEFAULT_PAYMENT_AMOUNT,
  toMinorUnits,
  CURRENCIES,
  CURRENCY_INFO,
  formatPrice,
  type Currency,
  type PaidPlanType,
} from '@common/pricing';
import { isPremiumActive } from '@common/subscription';
import type { Db, Executor } from '../../db/client';
import { AppError, BadGateway, BadRequest, Conflict, NotFound, ServiceUnavailable } from '../../lib/errors';
import { createPaymentGateways, providerModes, type PaymentGateways } from '../../payments/gateways';
import type { PaymentsSettings, ProviderMode } from '../../payments/payments-config';
import type { SandboxOrderLedger } from '../../payments/paypal';
import { randomToken } from '../../payments/signatures';
import { decimalToMinor, ProviderError, type PaymentEvent, type ProviderName } from '../../payments/types';
import { recordAudit } from '../audit/audit-repo';
import { toUserDto, type UserRow } from '../auth/user-dto';
import * as repo from './billing-repo';
import type { PaymentRow } from './billing-repo';

const DAY_MS = 86_400_000;
/** A lapsed Premium is marked canceled this long after its end (room for a late renewal webhook). */
export const LAPSE_GRACE_MS = DAY_MS;
/** The card path charges in this currency (no listed currency maps to it; spec §4 default 99 = USD). */
export const STRIPE_CURRENCY: Currency = 'USD';

const PROVIDER_LABEL: Record<ProviderName, string> = {
  razorpay: 'Razorpay',
  paypal: 'PayPal',
  stripe: 'Card',
};

/** 402: the provider declined or did not complete the payment. */
export class PaymentRequired extends AppError {
  constructor(message: string) {
    super(402, message);
  }
}

export interface BillingLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface BillingDeps {
  db: Db;
  settings: PaymentsSettings;
  now: () => Date;
  log?: BillingLogger;
  /** Tests may hand in adapters; by default they are built from `settings`. */
  gateways?: PaymentGateways;
  /** Called when a member's entitlements change (so cached sessions show the change at once). */
  onUserChanged?: (userId: string) => void;
}

export interface PaymentResult {
  status: 'succeeded' | 'pending';
  planType: PaidPlanType;
  alreadyProcessed: boolean;
  user: User;
}

export interface BillingStatus {
  subscriptionStatus: User['subscriptionStatus'];
  premiumActive: boolean;
  premiumExpiresAt: string | null;
  doctorVerified: boolean;
  doctorVerifiedAt: string | null;
  premiumProvider: ProviderName | null;
  autoRenews: boolean;
  cancelAtPeriodEnd: boolean;
  canCancel: boolean;
}

type FulfilOutcome = 'fulfilled' | 'already' | 'replay' | 'mismatch' | 'unknown' | 'stale' | 'failed';

const silentLog: BillingLogger = { info() {}, warn() {}, error() {} };

const isPaidPlan = (p: string): p is PaidPlanType => (PAID_PLAN_TYPES as readonly string[]).includes(p);

export type BillingService = ReturnType<typeof createBillingService>;

export function createBillingService(deps: BillingDeps) {
  const { db, now } = deps;
  const log = deps.log ?? silentLog;

  const ledger: SandboxOrderLedger = {
    async find(provider, orderId) {
      const row = await repo.findPayment(db, provider, orderId);
      if (!row || repo.rawOf(row).mode !== 'sandbox') return null;
      const approval = repo.rawOf(row).sandboxApproval;
      return {
        amountMinor: row.amountMinor,
        currency: row.currency,
        approved: Boolean(approval),
        payerId: approval?.payerId ?? null,
      };
    },
  };
  const gateways = deps.gateways ?? createPaymentGateways(deps.settings, ledger);

  function gateway<P extends ProviderName>(provider: P): NonNullable<PaymentGateways[P]> {
    const gw = gateways[provider];
    if (!gw) {
      throw new ServiceUnavailable(
        `${PROVIDER_LABEL[provider]} payments are not available right now. Please try another payment method or contact support.`,
      );
    }
    return gw as NonNullable<PaymentGateways[P]>;
  }

  /** Provider failures become a readable 502; the detail goes to the log only. */
  async function callProvider<T>(provider: ProviderName, action: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (err instanceof AppError) throw err;
      log.error({ err, provider }, `payment provider call failed: ${action}`);
      throw new BadGateway(`${PROVIDER_LABEL[provider]} could not ${action}. Please try again in a moment.`);
    }
  }

  function planAmount(planType: PaidPlanType, currency: Currency): number {
    return toMinorUnits(PLANS[planType].prices[currency], currency);
  }

  function refuseNeedlessPurchase(user: UserRow, planType: PaidPlanType): void {
    if (planType === 'doctor_verified' && user.doctorVerified) {
      throw new Conflict('You are already Doctor Verified: there is nothing to pay for.');
    }
  }

  async function userResult(
    userId: string,
    planType: PaidPlanType,
    status: PaymentResult['status'],
    alreadyProcessed: boolean,
  ): Promise<PaymentResult> {
    const row = await repo.findUser(db, userId);
    if (!row) throw new NotFound('Account not found.');
    return { status, planType, alreadyProcessed, user: toUserDto(row) };
  }

  async function recordPending(
    user: UserRow,
    values: Omit<Parameters<typeof repo.insertPayment>[1], 'userId' | 'status'>,
  ): Promise<PaymentRow> {
    return db.transaction(async (tx) => {
      const row = await repo.insertPayment(tx, { ...values, userId: user.id, status: 'pending' });
      await recordAudit(
        tx,
        {
          actorId: user.id,
          action: 'payment.created',
          targetType: 'payment',
          targetId: row.id,
          detail: {
            provider: values.provider,
            ref: values.providerRef,
            planType: values.planType,
            amountMinor: values.amountMinor,
            currency: values.currency,
            mode: values.raw.mode,
          },
        },
        now(),
      );
      return row;
    });
  }

  /** The entitlement a successful payment grants. */
  async function grant(
    tx: Executor,
    payment: PaymentRow,
    options: { periodEnd?: Date | null; source: string },
  ): Promise<void> {
    const at = now();
    const user = await repo.lockUserEntitlements(tx, payment.userId);
    if (!user) return;
    if (payment.planType === 'premium') {
      const current =
        user.subscriptionStatus === 'active' && user.premiumExpiresAt && user.premiumExpiresAt > at
          ? user.premiumExpiresAt
          : null;
      let expires: Date;
      if (options.periodEnd) {
        expires = current && current > options.periodEnd ? current : options.periodEnd;
      } else {
        // One paid month from the payment, added after any time already paid for.
        expires = new Date((current ?? at).getTime() + PREMIUM_PERIOD_DAYS * DAY_MS);
      }
      await repo.updateUserEntitlements(tx, user.id, {
        subscriptionStatus: 'active',
        premiumExpiresAt: expires,
      });
      deps.onUserChanged?.(user.id);
      await recordAudit(
        tx,
        {
          actorId: user.id,
          action: current ? 'subscription.extended' : 'subscription.activated',
          targetType: 'user',
          targetId: user.id,
          detail: {
            paymentId: payment.id,
            provider: payment.provider,
            from: user.subscriptionStatus,
            premiumExpiresAt: expires.toISOString(),
            source: options.source,
          },
        },
        at,
      );
    } else if (payment.planType === 'doctor_verified') {
      await repo.updateUserEntitlements(tx, user.id, {
        doctorVerified: true,
        doctorVerifiedAt: user.doctorVerifiedAt ?? at,
      });
      deps.onUserChanged?.(user.id);
      await recordAudit(
        tx,
        {
          actorId: user.id,
          action: 'doctor_verification.granted',
          targetType: 'user',
          targetId: user.id,
          detail: { paymentId: payment.id, provider: payment.provider, source: options.source },
        },
        at,
      );
    }
  }

  /**
   * Completes the payment stored under (provider, ref) once: checks the paid amount and currency against the row
   * (which the server priced), marks it succeeded and grants the plan, all with the event id in one transaction.
   */
  async function fulfil(input: {
    provider: ProviderName;
    ref: string;
    eventId: string;
    paymentId: string;
    amountMinor: number | null;
    currency: string | null;
    source: string;
  }): Promise<{ outcome: FulfilOutcome; payment?: PaymentRow }> {
    return db.transaction(async (tx) => {
      const at = now();
      const payment = await repo.findPayment(tx, input.provider, input.ref, { forUpdate: true });
      if (!payment) return { outcome: 'unknown' as const };
      if (!(await repo.recordEvent(tx, input.provider, input.eventId, at)))
        return { outcome: 'replay' as const, payment };
      if (payment.status === 'succeeded') return { outcome: 'already' as const, payment };
      // A payment once reported with the wrong amount needs a person to look at it: nothing grants it later.
      if (repo.rawOf(payment).failure === 'amount_mismatch') return { outcome: 'mismatch' as const, payment };
      if (input.amountMinor !== payment.amountMinor || input.currency?.toUpperCase() !== payment.currency) {
        const updated = await repo.updatePayment(
          tx,
          payment.id,
          {
            status: 'failed',
            rawPatch: {
              failure: 'amount_mismatch',
              mismatch: { amountMinor: input.amountMinor, currency: input.currency },
            },
          },
          at,
        );
        await recordAudit(
          tx,
          {
            actorId: payment.userId,
            action: 'payment.amount_mismatch',
            targetType: 'payment',
            targetId: payment.id,
            detail: {
              provider: input.provider,
              ref: input.ref,
              expected: { amountMinor: payment.amountMinor, currency: payment.currency },
              received: { amountMinor: input.amountMinor, currency: input.currency },
              source: input.source,
            },
          },
          at,
        );
        log.warn(
          { provider: input.provider, ref: input.ref },
          'payment amount or currency does not match the order',
        );
        return { outcome: 'mismatch' as const, payment: updated };
      }
      const updated = await repo.updatePayment(
        tx,
        payment.id,
        { status: 'succeeded', rawPatch: { paidVia: input.source, providerPaymentId: input.paymentId } },
        at,
      );
      await recordAudit(
        tx,
        {
          actorId: payment.userId,
          action: 'payment.succeeded',
          targetType: 'payment',
          targetId: payment.id,
          detail: {
            provider: input.provider,
            ref: input.ref,
            providerPaymentId: input.paymentId,
            planType: payment.planType,
            amountMinor: payment.amountMinor,
            currency: payment.currency,
            source: input.source,
          },
        },
        at,
      );
      await grant(tx, updated, { source: input.source });
      return { outcome: 'fulfilled' as const, payment: updated };
    });
  }

  /** A Stripe invoice of a stored subscription: each invoice is its own payment row, granted once. */
  async function fulfilInvoice(
    event: Extract<PaymentEvent, { type: 'subscription.paid' }>,
  ): Promise<FulfilOutcome> {
    return db.transaction(async (tx) => {
      const at = now();
      const subscription = await repo.findPayment(tx, 'stripe', event.ref, { forUpdate: true });
      if (!subscription) return 'unknown';
      if (!(await repo.recordEvent(tx, 'stripe', event.eventId, at))) return 'replay';
      if (event.amountMinor !== subscription.amountMinor || event.currency !== subscription.currency) {
        await recordAudit(
          tx,
          {
            actorId: subscription.userId,
            action: 'payment.amount_mismatch',
            targetType: 'payment',
            targetId: subscription.id,
            detail: {
              provider: 'stripe',
              invoiceId: event.invoiceId,
              expected: { amountMinor: subscription.amountMinor, currency: subscription.currency },
              received: { amountMinor: event.amountMinor, currency: event.currency },
            },
          },
          at,
        );
        log.warn({ invoiceId: event.invoiceId }, 'invoice amount does not match the subscription price');
        return 'mismatch';
      }
      const invoice = await repo.insertPaymentOnce(tx, {
        userId: subscription.userId,
        provider: 'stripe',
        providerRef: event.invoiceId,
        planType: 'premium',
        amountMinor: event.amountMinor,
        currency: event.currency,
        status: 'succeeded',
        raw: { kind: 'invoice', subscriptionId: event.ref, mode: repo.rawOf(subscription).mode },
      });
      if (!invoice) return 'already';
      const updated =
        subscription.status === 'succeeded'
          ? subscription
          : await repo.updatePayment(
              tx,
              subscription.id,
              { status: 'succeeded', rawPatch: { paidVia: 'webhook' } },
              at,
            );
      await recordAudit(
        tx,
        {
          actorId: subscription.userId,
          action: 'payment.succeeded',
          targetType: 'payment',
          targetId: invoice.id,
          detail: {
            provider: 'stripe',
            ref: event.invoiceId,
            subscriptionId: event.ref,
            planType: 'premium',
            amountMinor: event.amountMinor,
            currency: event.currency,
            source: 'webhook',
          },
        },
        at,
      );
      await grant(tx, updated, {
        source: 'webhook',
        periodEnd: event.periodEnd ?? new Date(at.getTime() + PREMIUM_PERIOD_DAYS * DAY_MS),
      });
      return 'fulfilled';
    });
  }

  /** Stripe's subscription lifecycle mapped onto the member's status (active / past_due / canceled). */
  async function applySubscriptionStatus(
    event: Extract<PaymentEvent, { type: 'subscription.status' }>,
  ): Promise<FulfilOutcome> {
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
      let set: Parameters<typeof repo.updateUserEntitlements>[2] = {};
      if (event.status === 'active') {
        // Resuming (e.g. after past_due) needs a paid subscription with paid time left; only invoice.paid extends
        // the paid period, so an unpaid renewal never buys time.
        if (subscription.status !== 'succeeded') return 'fulfilled';
        if (!user.premiumExpiresAt || user.premiumExpiresAt <= at) return 'fulfilled';
        set = { subscriptionStatus: 'active' };
      } else {
        // Another purchase that runs longer than this subscription's period keeps the member active.
        const coveredElsewhere =
          user.premiumExpiresAt !== null &&
          user.premiumExpiresAt.getTime() > (event.periodEnd ?? at).getTime() + DAY_MS;
        if (coveredElsewhere || user.subscriptionStatus === event.status) return 'fulfilled';
        set = { subscriptionStatus: event.status };
      }
      if (set.subscriptionStatus === user.subscriptionStatus) return 'fulfilled';
      await repo.updateUserEntitlements(tx, user.id, set);
      deps.onUserChanged?.(user.id);
      await recordAudit(
        tx,
        {
          actorId: user.id,
          action: 'subscription.status_changed',
          targetType: 'user',
          targetId: user.id,
          detail: {
            provider: 'stripe',
            subscriptionId: event.ref,
            from: user.subscriptionStatus,
            to: set.subscriptionStatus,
          },
        },
        at,
      );
      return 'fulfilled';
    });
  }

  async function markFailed(
    provider: ProviderName,
    ref: string,
    eventId: string,
    reason: string,
    actorId?: string,
  ) {
    return db.transaction(async (tx): Promise<FulfilOutcome> => {
      const at = now();
      const payment = await repo.findPayment(tx, provider, ref, { forUpdate: true });
      if (!payment) return 'unknown';
      if (!(await repo.recordEvent(tx, provider, eventId, at))) return 'replay';
      if (payment.status !== 'pending') return 'already';
      await repo.updatePayment(tx, payment.id, { status: 'failed', rawPatch: { failure: reason } }, at);
      await recordAudit(
        tx,
        {
          actorId: actorId ?? payment.userId,
          action: 'payment.failed',
          targetType: 'payment',
          targetId: payment.id,
          detail: { provider, ref, reason },
        },
        at,
      );
      return 'failed';
    });
  }

  async function handleWebhook(provider: ProviderName, rawBody: Buffer, headers: IncomingHttpHeaders) {
    const gw = gateways[provider];
    if (!gw) throw new NotFound(`${PROVIDER_LABEL[provider]} webhooks are not enabled.`);
    const event = await callProvider(provider, 'verify the webhook', () => gw.parseWebhook(rawBody, headers));
    if (!event) {
      log.warn({ provider }, 'webhook with a missing or invalid signature rejected');
      throw new BadRequest('The webhook signature is not valid.');
    }
    let outcome: FulfilOutcome | 'ignored';
    switch (event.type) {
      case 'payment.succeeded':
        outcome = (
          await fulfil({
            provider,
            ref: event.ref,
            eventId: event.eventId,
            paymentId: event.paymentId,
            amountMinor: event.amountMinor,
            currency: event.currency,
            source: 'webhook',
          })
        ).outcome;
        break;
      case 'subscription.paid':
        outcome = await fulfilInvoice(event);
        break;
      case 'subscription.status':
        outcome = await applySubscriptionStatus(event);
        break;
      case 'payment.failed':
        outcome = await markFailed(provider, event.ref, event.eventId, event.reason);
        break;
      default:
        outcome = 'ignored';
    }
    log.info({ provider, eventId: event.eventId, type: event.type, outcome }, 'payment webhook processed');
    return { eventType: event.type, outcome };
  }

  async function ownSandboxPayment(user: UserRow, provider: ProviderName, ref: string) {
    const gw = gateways[provider];
    if (!gw || gw.mode !== 'sandbox')
      throw new NotFound(`The ${PROVIDER_LABEL[provider]} sandbox is not enabled.`);
    const payment = await repo.findUserPayment(db, user.id, provider, ref);
    if (!payment || repo.rawOf(payment).mode !== 'sandbox') throw new NotFound('Payment order not found.');
    return payment;
  }

  function asPlan(payment: PaymentRow): PaidPlanType {
    if (!isPaidPlan(payment.planType)) throw new NotFound('Payment order not found.');
    return payment.planType;
  }

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
    /** Which providers are live, sandboxed or disabled, and the public keys the browser needs. */
    config() {
      const modes = providerModes(gateways);
      return {
        razorpay: { mode: modes.razorpay, keyId: gateways.razorpay?.keyId ?? null },
        paypal: { mode: modes.paypal, environment: gateways.paypal?.environment ?? 'sandbox' },
        stripe: { mode: modes.stripe, publishableKey: gateways.stripe?.publishableKey ?? null },
      };
    },

    modes(): Record<ProviderName, ProviderMode> {
      return providerModes(gateways);
    },

    // ---- Razorpay (INR) ----

    razorpayConfig() {
      const gw = gateway('razorpay');
      return { key_id: gw.keyId, mode: gw.mode };
    },

    async razorpayCreateOrder(user: UserRow, planType: PaidPlanType) {
      const gw = gateway('razorpay');
      refuseNeedlessPurchase(user, planType);
      const currency: Currency = 'INR';
      const amountMinor = planAmount(planType, currency);
      const order = await callProvider('razorpay', 'create the order', () =>
        gw.createOrder({
          amountMinor,
          currency,
          receipt: `vp_${randomToken(12)}`,
          notes: { userId: user.id, planType },
        }),
      );
      if (order.amountMinor !== amountMinor || order.currency !== currency) {
        log.error({ order: order.orderId }, 'Razorpay created an order for a different amount');
        throw new BadGateway('Razorpay could not create the order. Please try again in a moment.');
      }
      await recordPending(user, {
        provider: 'razorpay',
        providerRef: order.orderId,
        planType,
        amountMinor,
        currency,
        raw: { kind: 'order', mode: gw.mode, provider: order.raw },
      });
      return { amount: amountMinor, currency, orderId: order.orderId };
    },

    async razorpayVerifyPayment(
      user: UserRow,
      body: {
        razorpay_order_id: string;
        razorpay_payment_id: string;
        razorpay_signature: string;
        planType?: PaidPlanType;
      },
    ): Promise<PaymentResult> {
      const gw = gateway('razorpay');
      const payment = await repo.findUserPayment(db, user.id, 'razorpay', body.razorpay_order_id);
      if (!payment) throw new NotFound('Payment order not found.');
      const planType = asPlan(payment);
      if (body.planType && body.planType !== planType) {
        throw new BadRequest('The plan does not match the order.', 'planType');
      }
      // The signature is computed over the order id WE stored, never over one the browser chose.
      if (!gw.verifyPayment(payment.providerRef, body.razorpay_payment_id, body.razorpay_signature)) {
        await recordAudit(
          db,
          {
            actorId: user.id,
            action: 'payment.signature_invalid',
            targetType: 'payment',
            targetId: payment.id,
            detail: { provider: 'razorpay', ref: payment.providerRef },
          },
          now(),
        );
        log.warn({ ref: payment.providerRef }, 'Razorpay payment signature rejected');
        throw new BadRequest(
          'Payment verification failed: the payment signature is not valid.',
          'razorpay_signature',
        );
      }
      const { outcome } = await fulfil({
        provider: 'razorpay',
        ref: payment.providerRef,
        eventId: `callback:${body.razorpay_payment_id}`,
        paymentId: body.razorpay_payment_id,
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        source: 'callback',
      });
      if (outcome === 'mismatch') {
        throw new PaymentRequired('This payment could not be confirmed. Please contact support.');
      }
      return userResult(user.id, planType, 'succeeded', outcome !== 'fulfilled');
    },

    // ---- PayPal (USD, EUR, GBP) ----

    async paypalSetup() {
      const gw = gateway('paypal');
      return { clientToken: await callProvider('paypal', 'start the checkout', () => gw.clientToken()) };
    },

    async paypalCreateOrder(
      user: UserRow,
      body: { amount: string; currency: Currency; intent: string; planType?: PaidPlanType },
    ) {
      const gw = gateway('paypal');
      if (CURRENCY_INFO[body.currency].paymentMethod !== 'paypal') {
        throw new BadRequest(`${body.currency} is not paid through PayPal.`, 'currency');
      }
      if (body.intent.toLowerCase() !== 'capture') {
        throw new BadRequest('Only the capture intent is supported.', 'intent');
      }
      const amountMinor = decimalToMinor(body.amount);
      const planType = PAID_PLAN_TYPES.find(
        (p) => planAmount(p, body.currency) === amountMinor && (!body.planType || body.planType === p),
      );
      if (amountMinor === null || !planType) {
        const prices = PAID_PLAN_TYPES.map(
          (p) => `${PLANS[p].name} ${formatPrice(PLANS[p].prices[body.currency], body.currency)}`,
        );
        throw new BadRequest(`The amount does not match a plan price (${prices.join(', ')}).`, 'amount');
      }
      refuseNeedlessPurchase(user, planType);
      const order = await callProvider('paypal', 'create the order', () =>
        gw.createOrder({
          amountMinor,
          currency: body.currency,
          description: `${PLANS[planType].name} plan`,
          customId: `${user.id}:${planType}`,
          requestId: randomUUID(),
        }),
      );
      await recordPending(user, {
        provider: 'paypal',
        providerRef: order.orderId,
        planType,
        amountMinor,
        currency: body.currency,
        raw: { kind: 'order', mode: gw.mode, provider: order.raw },
      });
      return { id: order.orderId };
    },

    async paypalCaptureOrder(user: UserRow, orderId: string): Promise<PaymentResult & { id: string }> {
      const gw = gateway('paypal');
      const payment = await repo.findUserPayment(db, user.id, 'paypal', orderId);
      if (!payment) throw new NotFound('Payment order not found.');
      const planType = asPlan(payment);
      if (payment.status === 'succeeded') {
        return { id: orderId, ...(await userResult(user.id, planType, 'succeeded', true)) };
      }
      let capture;
      try {
        // The same request id for every capture of this order: PayPal answers a repeat with the first result.
        capture = await gw.captureOrder(orderId, `capture-${payment.id}`);
      } catch (err) {
        if (err instanceof ProviderError && err.code === 'ORDER_NOT_APPROVED') {
          throw new PaymentRequired('The payment has not been approved in PayPal yet.');
        }
        if (
          err instanceof ProviderError &&
          (err.code === 'INSTRUMENT_DECLINED' || err.code === 'PAYER_ACTION_REQUIRED')
        ) {
          throw new PaymentRequired('PayPal declined the payment. Please try another funding source.');
        }
        if (err instanceof ProviderError && err.code === 'ORDER_ALREADY_CAPTURED') {
          throw new Conflict('This order has already been captured; its payment is being confirmed.');
        }
        return callProvider('paypal', 'capture the payment', () => Promise.reject(err));
      }
      if (capture.captureStatus === 'COMPLETED' && capture.captureId) {
        const { outcome } = await fulfil({
          provider: 'paypal',
          ref: orderId,
          eventId: `capture:${capture.captureId}`,
          paymentId: capture.captureId,
          amountMinor: capture.amountMinor,
          currency: capture.currency,
          source: 'capture',
        });
        if (outcome === 'mismatch') {
          throw new PaymentRequired('The captured amount does not match the order. Please contact support.');
        }
        return {
          id: orderId,
          ...(await userResult(user.id, planType, 'succeeded', outcome !== 'fulfilled')),
        };
      }
      if (capture.captureStatus === 'PENDING') {
        // Completed later by the PAYMENT.CAPTURE.COMPLETED webhook.
        return { id: orderId, ...(await userResult(user.id, planType, 'pending', false)) };
      }
      await markFailed(
        'paypal',
        orderId,
        `capture:${capture.captureId ?? orderId}:${capture.captureStatus}`,
        `capture ${capture.captureStatus ?? capture.orderStatus}`,
      );
      throw new PaymentRequired('PayPal did not complete the payment.');
    },

    // ---- Stripe (card path) ----

    async stripeCreateSubscription(user: UserRow) {
      const gw = gateway('stripe');
      const price = await callProvider('stripe', 'start the subscription', () => gw.premiumPrice());
      const currency = (CURRENCIES as readonly string[]).includes(price.currency)
        ? (price.currency as Currency)
        : null;
      if (!currency || price.amountMinor !== planAmount('premium', currency) || price.interval !== 'month') {
        log.error({ price }, 'STRIPE_PREMIUM_PRICE_ID does not match the Premium price table');
        throw new ServiceUnavailable(
          'Card subscriptions are not available right now. Please try another payment method.',
        );
      }
      const customerId =
        (await repo.stripeCustomerId(db, user.id, gw.mode)) ??
        (await callProvider('stripe', 'start the subscription', () =>
          gw.createCustomer({ userId: user.id, email: user.email, name: user.username }),
        ));
      const sub = await callProvider('stripe', 'start the subscription', () =>
        gw.createSubscription({
          customerId,
          userId: user.id,
          idempotencyKey: `subscription-${randomUUID()}`,
        }),
      );
      await recordPending(user, {
        provider: 'stripe',
        providerRef: sub.subscriptionId,
        planType: 'premium',
        amountMinor: price.amountMinor,
        currency,
        raw: { kind: 'subscription', mode: gw.mode, customerId, provider: sub.raw },
      });
      return { clientSecret: sub.clientSecret };
    },

    async stripeCreatePayment(user: UserRow, body: { amount?: number; description?: string }) {
      const gw = gateway('stripe');
      const planType: PaidPlanType = 'doctor_verified';
      const amount = body.amount ?? STRIPE_DEFAULT_PAYMENT_AMOUNT;
      const amountMinor = planAmount(planType, STRIPE_CURRENCY);
      if (toMinorUnits(amount, STRIPE_CURRENCY) !== amountMinor) {
        throw new BadRequest(
          `The amount does not match the ${PLANS[planType].name} price (${formatPrice(PLANS[planType].prices[STRIPE_CURRENCY], STRIPE_CURRENCY)}).`,
          'amount',
        );
      }
      refuseNeedlessPurchase(user, planType);
      const description = body.description?.trim() || `${PLANS[planType].name} plan`;
      const pi = await callProvider('stripe', 'create the payment', () =>
        gw.createPaymentIntent({
          amountMinor,
          currency: STRIPE_CURRENCY,
          description,
          metadata: { userId: user.id, planType },
          idempotencyKey: `payment-${randomUUID()}`,
        }),
      );
      await recordPending(user, {
        provider: 'stripe',
        providerRef: pi.paymentIntentId,
        planType,
        amountMinor,
        currency: STRIPE_CURRENCY,
        raw: { kind: 'payment_intent', mode: gw.mode, description, provider: pi.raw },
      });
      return { clientSecret: pi.clientSecret };
    },

    // ---- Webhooks ----

    handleWebhook,

    // ---- Sandbox (TEST MODE dialog) ----

    async sandboxApprove(user: UserRow, provider: ProviderName, ref: string) {
      const payment = await ownSandboxPayment(user, provider, ref);
      const planType = asPlan(payment);
      if (provider === 'razorpay') {
        const approval = gateway('razorpay').sandboxApprove!(payment.providerRef);
        return {
          provider,
          razorpay: {
            razorpay_order_id: payment.providerRef,
            razorpay_payment_id: approval.paymentId,
            razorpay_signature: approval.signature,
          },
        };
      }
      if (provider === 'paypal') {
        const payerId =
          repo.rawOf(payment).sandboxApproval?.payerId ?? `SBXPAYER${randomToken(6).toUpperCase()}`;
        await repo.updatePayment(
          db,
          payment.id,
          { rawPatch: { sandboxApproval: { payerId, at: now().toISOString() } } },
          now(),
        );
        return { provider, paypal: { orderId: payment.providerRef, payerId } };
      }
      // Stripe: the sandbox sends the signed event Stripe would send, through the webhook verification.
      const gw = gateway('stripe');
      const raw = repo.rawOf(payment);
      const delivery = gw.sandboxApproval!({
        kind: raw.kind === 'subscription' ? 'subscription' : 'payment_intent',
        ref: payment.providerRef,
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        metadata: { userId: user.id, planType },
        now: now(),
        periodDays: PREMIUM_PERIOD_DAYS,
      });
      await handleWebhook('stripe', delivery.rawBody, delivery.headers);
      const after = await repo.findPayment(db, 'stripe', payment.providerRef);
      return {
        provider,
        stripe: await userResult(
          user.id,
          planType,
          after?.status === 'succeeded' ? 'succeeded' : 'pending',
          false,
        ),
      };
    },

    async sandboxDecline(user: UserRow, provider: ProviderName, ref: string) {
      const payment = await ownSandboxPayment(user, provider, ref);
      if (payment.status === 'succeeded') throw new Conflict('This payment is already complete.');
      if (repo.rawOf(payment).sandboxApproval) {
        await repo.updatePayment(db, payment.id, { rawPatch: { sandboxApproval: null } }, now());
      }
      await markFailed(
        provider,
        payment.providerRef,
        `sandbox-decline:${randomUUID()}`,
        'declined in the test checkout',
        user.id,
      );
      return { message: 'The test payment was declined. Nothing was charged.' };
    },

    // ---- The member's subscription ----

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
        const gw = gateway('stripe');
        await callProvider('stripe', 'cancel the subscription', () =>
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
        await recordAudit(
          tx,
          {
            actorId: user.id,
            action: 'subscription.cancel_requested',
            targetType: 'user',
            targetId: user.id,
            detail: {
              paymentId: latest.id,
              provider: latest.provider,
              accessUntil: current.premiumExpiresAt,
            },
          },
          at,
        );
      });
      return { ...(await status(user)), message };
    },

    /** Marks members whose paid period ended (plus a day of grace) as canceled. Safe to run on every instance. */
    async sweepLapsed(): Promise<number> {
      return db.transaction(async (tx) => {
        const at = now();
        const ids = await repo.markLapsedSubscriptions(tx, new Date(at.getTime() - LAPSE_GRACE_MS));
        for (const id of ids) {
          deps.onUserChanged?.(id);
          await recordAudit(
            tx,
            {
              actorId: null,
              action: 'subscription.lapsed',
              targetType: 'user',
              targetId: id,
              detail: { to: 'canceled' },
            },
            at,
          );
        }
        return ids.length;
      });
    },
  };
}
