/** Razorpay checkout (INR): the server creates the priced order; Checkout's signed answer completes it. */
import type { Currency, PaidPlanType } from '@common/pricing';
import { BadGateway, BadRequest, NotFound } from '../../lib/errors';
import { randomToken } from '../../payments/signatures';
import type { UserRow } from '../auth/user-dto';
import { PaymentRequired, type BillingKit, type PaymentResult } from './billing-kit';
import type { createFulfilment } from './billing-fulfilment';
import * as repo from './billing-repo';

export function createRazorpayCheckout(kit: BillingKit, fulfilment: ReturnType<typeof createFulfilment>) {
  const { db, log } = kit;
  return {
    razorpayConfig() {
      const gw = kit.gateway('razorpay');
      return { key_id: gw.keyId, mode: gw.mode };
    },

    async razorpayCreateOrder(user: UserRow, planType: PaidPlanType) {
      const gw = kit.gateway('razorpay');
      kit.refuseNeedlessPurchase(user, planType);
      const currency: Currency = 'INR';
      const amountMinor = kit.planAmount(planType, currency);
      const order = await kit.callProvider('razorpay', 'create the order', () =>
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
      await kit.recordPending(user, {
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
      const gw = kit.gateway('razorpay');
      const payment = await repo.findUserPayment(db, user.id, 'razorpay', body.razorpay_order_id);
      if (!payment) throw new NotFound('Payment order not found.');
      const planType = kit.asPlan(payment);
      if (body.planType && body.planType !== planType) {
        throw new BadRequest('The plan does not match the order.', 'planType');
      }
      // The signature is computed over the order id WE stored, never over one the browser chose.
      if (!gw.verifyPayment(payment.providerRef, body.razorpay_payment_id, body.razorpay_signature)) {
        await kit.audit(db, 'payment.signature_invalid', { payment });
        log.warn({ ref: payment.providerRef }, 'Razorpay payment signature rejected');
        throw new BadRequest(
          'Payment verification failed: the payment signature is not valid.',
          'razorpay_signature',
        );
      }
      const outcome = await fulfilment.fulfil({
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
      return kit.userResult(user.id, planType, 'succeeded', outcome !== 'fulfilled');
    },
  };
}
