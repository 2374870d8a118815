/**
 * What every part of billing shares: its dependencies, the provider adapters, readable provider errors, the one
 * audit helper, and the small lookups the checkouts repeat. The parts (checkouts, fulfilment, sandbox,
 * subscriptions, admin actions) each take this kit; createBillingService composes them.
 */
import type { AuditAction } from '@common/audit';
import type { User } from '@common/auth';
import { PAID_PLAN_TYPES, PLANS, toMinorUnits, type Currency, type PaidPlanType } from '@common/pricing';
import type { Db, Executor } from '../../db/client';
import { AppError, BadGateway, Conflict, NotFound, ServiceUnavailable } from '../../lib/errors';
import { createPaymentGateways, type PaymentGateways } from '../../payments/gateways';
import type { PaymentsSettings } from '../../payments/payments-config';
import type { ProviderName } from '../../payments/types';
import { recordAudit } from '../audit/audit-repo';
import { toUserDto, type UserRow } from '../auth/user-dto';
import * as repo from './billing-repo';
import type { PaymentRow } from './billing-repo';
import type { Notifier } from '../notifications/notifications-service';

export const DAY_MS = 86_400_000;

export const PROVIDER_LABEL: Record<ProviderName, string> = {
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
  onUserChanged: (userId: string) => void;
  notify: Pick<Notifier, 'paymentReceipt'>;
}

export interface PaymentResult {
  status: 'succeeded' | 'pending';
  planType: PaidPlanType;
  alreadyProcessed: boolean;
  user: User;
}

/** Who or what an audit row is about: a payment (its provider and ref go into the detail) or a member. */
export type AuditSubject =
  | { payment: Pick<PaymentRow, 'id' | 'userId' | 'provider' | 'providerRef'>; actorId?: string | null }
  | { userId: string; actorId?: string | null };

const silentLog: BillingLogger = { info() {}, warn() {}, error() {} };

const isPaidPlan = (p: string): p is PaidPlanType => (PAID_PLAN_TYPES as readonly string[]).includes(p);

export type BillingKit = ReturnType<typeof createBillingKit>;

export function createBillingKit(deps: BillingDeps) {
  const { db, now } = deps;
  const log = deps.log ?? silentLog;
  const gateways = deps.gateways ?? createPaymentGateways(deps.settings, sandboxLedger(db));

  function gateway<P extends ProviderName>(provider: P): NonNullable<PaymentGateways[P]> {
    const gw = gateways[provider];
    if (!gw) {
      throw new ServiceUnavailable(
        `${PROVIDER_LABEL[provider]} payments are not available right now. Please try another payment method or contact support.`,
      );
    }
    return gw;
  }

  /** The one way billing writes its audit trail. The actor defaults to the member the subject belongs to. */
  async function audit(
    ex: Executor,
    action: AuditAction,
    subject: AuditSubject,
    detail: Record<string, unknown> = {},
    at: Date = now(),
  ): Promise<void> {
    if ('payment' in subject) {
      const p = subject.payment;
      await recordAudit(
        ex,
        {
          actorId: subject.actorId === undefined ? p.userId : subject.actorId,
          action,
          targetType: 'payment',
          targetId: p.id,
          detail: { provider: p.provider, ref: p.providerRef, ...detail },
        },
        at,
      );
    } else {
      await recordAudit(
        ex,
        {
          actorId: subject.actorId === undefined ? subject.userId : subject.actorId,
          action,
          targetType: 'user',
          targetId: subject.userId,
          detail,
        },
        at,
      );
    }
  }

  return {
    db,
    now,
    log,
    gateways,
    gateway,

    /** Provider failures become a readable 502; the detail goes to the log only. */
    async callProvider<T>(provider: ProviderName, action: string, fn: () => Promise<T>): Promise<T> {
      try {
        return await fn();
      } catch (err) {
        if (err instanceof AppError) throw err;
        log.error({ err, provider }, `payment provider call failed: ${action}`);
        throw new BadGateway(
          `${PROVIDER_LABEL[provider]} could not ${action}. Please try again in a moment.`,
        );
      }
    },

    audit,

    /** A checkout began: the pending row the provider's answer will complete, audited in one transaction. */
    async recordPending(
      user: UserRow,
      values: Omit<Parameters<typeof repo.insertPayment>[1], 'userId' | 'status'>,
    ): Promise<PaymentRow> {
      return db.transaction(async (tx) => {
        const row = await repo.insertPayment(tx, { ...values, userId: user.id, status: 'pending' });
        await audit(
          tx,
          'payment.created',
          { payment: row },
          {
            planType: values.planType,
            amountMinor: values.amountMinor,
            currency: values.currency,
            mode: values.raw.mode,
          },
        );
        return row;
      });
    },

    notify: deps.notify,

    userChanged(userId: string): void {
      deps.onUserChanged(userId);
    },

    planAmount(planType: PaidPlanType, currency: Currency): number {
      return toMinorUnits(PLANS[planType].prices[currency], currency);
    },

    refuseNeedlessPurchase(user: UserRow, planType: PaidPlanType): void {
      if (planType === 'doctor_verified' && user.doctorVerified) {
        throw new Conflict('You are already Doctor Verified: there is nothing to pay for.');
      }
    },

    asPlan(payment: PaymentRow): PaidPlanType {
      if (!isPaidPlan(payment.planType)) throw new NotFound('Payment order not found.');
      return payment.planType;
    },

    async userResult(
      userId: string,
      planType: PaidPlanType,
      status: PaymentResult['status'],
      alreadyProcessed: boolean,
    ): Promise<PaymentResult> {
      const row = await repo.findUser(db, userId);
      if (!row) throw new NotFound('Account not found.');
      return { status, planType, alreadyProcessed, user: toUserDto(row) };
    },
  };
}

/** The sandbox PayPal keeps its orders in our payment rows: amount, currency and whether the payer approved. */
function sandboxLedger(db: Db) {
  return {
    async find(provider: 'paypal', orderId: string) {
      const row = await repo.findPayment(db, provider, orderId);
      const raw = row ? repo.rawOf(row) : null;
      if (!row || raw?.mode !== 'sandbox') return null;
      return {
        amountMinor: row.amountMinor,
        currency: row.currency,
        approved: Boolean(raw.sandboxApproval),
        payerId: raw.sandboxApproval?.payerId ?? null,
      };
    },
  };
}
