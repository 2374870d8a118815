/** PayPal checkout (USD, EUR, GBP): the server creates the priced order and captures it after the payer approved. */
import { randomUUID } from 'node:crypto';
import {
  CURRENCY_INFO,
  formatPrice,
  PAID_PLAN_TYPES,
  PLANS,
  type Currency,
  type PaidPlanType,
} from '@common/pricing';
import { BadRequest, Conflict, NotFound } from '../../lib/errors';
import { decimalToMinor, ProviderError } from '../../payments/types';
import type { UserRow } from '../auth/user-dto';
import { PaymentRequired, type BillingKit, type PaymentResult } from './billing-kit';
import type { createFulfilment } from './billing-fulfilment';
import * as repo from './billing-repo';

/** PayPal's capture errors that mean "the payer has to do something", as readable 402s. */
function captureRefusal(err: unknown): Error | null {
  if (!(err instanceof ProviderError)) return null;
  switch (err.code) {
    case 'ORDER_NOT_APPROVED':
      return new PaymentRequired('The payment has not been approved in PayPal yet.');
    case 'INSTRUMENT_DECLINED':
    case 'PAYER_ACTION_REQUIRED':
      return new PaymentRequired('PayPal declined the payment. Please try another funding source.');
    case 'ORDER_ALREADY_CAPTURED':
      return new Conflict('This order has already been captured; its payment is being confirmed.');
    default:
      return null;
  }
}

export function createPayPalCheckout(kit: BillingKit, fulfilment: ReturnType<typeof createFulfilment>) {
  const { db } = kit;
  return {
    async paypalSetup() {
      const gw = kit.gateway('paypal');
      return { clientToken: await kit.callProvider('paypal', 'start the checkout', () => gw.clientToken()) };
    },

    async paypalCreateOrder(
      user: UserRow,
      body: { amount: string; currency: Currency; intent: string; planType?: PaidPlanType },
    ) {
      const gw = kit.gateway('paypal');
      if (CURRENCY_INFO[body.currency].paymentMethod !== 'paypal') {
        throw new BadRequest(`${body.currency} is not paid through PayPal.`, 'currency');
      }
      if (body.intent.toLowerCase() !== 'capture') {
        throw new BadRequest('Only the capture intent is supported.', 'intent');
      }
      const amountMinor = decimalToMinor(body.amount);
      const planType = PAID_PLAN_TYPES.find(
        (p) => kit.planAmount(p, body.currency) === amountMinor && (!body.planType || body.planType === p),
      );
      if (amountMinor === null || !planType) {
        const prices = PAID_PLAN_TYPES.map(
          (p) => `${PLANS[p].name} ${formatPrice(PLANS[p].prices[body.currency], body.currency)}`,
        );
        throw new BadRequest(`The amount does not match a plan price (${prices.join(', ')}).`, 'amount');
      }
      kit.refuseNeedlessPurchase(user, planType);
      const order = await kit.callProvider('paypal', 'create the order', () =>
        gw.createOrder({
          amountMinor,
          currency: body.currency,
          description: `${PLANS[planType].name} plan`,
          customId: `${user.id}:${planType}`,
          requestId: randomUUID(),
        }),
      );
      await kit.recordPending(user, {
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
      const gw = kit.gateway('paypal');
      const payment = await repo.findUserPayment(db, user.id, 'paypal', orderId);
      if (!payment) throw new NotFound('Payment order not found.');
      const planType = kit.asPlan(payment);
      if (payment.status !== 'pending' && payment.status !== 'failed') {
        return { id: orderId, ...(await kit.userResult(user.id, planType, 'succeeded', true)) };
      }
      let capture;
      try {
        // The same request id for every capture of this order: PayPal answers a repeat with the first result.
        capture = await gw.captureOrder(orderId, `capture-${payment.id}`);
      } catch (err) {
        const refusal = captureRefusal(err);
        if (refusal) throw refusal;
        return kit.callProvider('paypal', 'capture the payment', () => Promise.reject(err));
      }
      if (capture.captureStatus === 'COMPLETED' && capture.captureId) {
        const outcome = await fulfilment.fulfil({
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
          ...(await kit.userResult(user.id, planType, 'succeeded', outcome !== 'fulfilled')),
        };
      }
      if (capture.captureStatus === 'PENDING') {
        // Completed later by the PAYMENT.CAPTURE.COMPLETED webhook.
        return { id: orderId, ...(await kit.userResult(user.id, planType, 'pending', false)) };
      }
      await fulfilment.markFailed(
        'paypal',
        orderId,
        `capture:${capture.captureId ?? orderId}:${capture.captureStatus}`,
        `capture ${capture.captureStatus ?? capture.orderStatus}`,
      );
      throw new PaymentRequired('PayPal did not complete the payment.');
    },
  };
}
