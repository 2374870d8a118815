/**
 * Request and response shapes of the billing API (docs/product.md#api plus the sandbox and subscription calls), shared by the
 * server routes and the client's billing hooks.
 */
import { z } from 'zod';
import { adminUserIdParams } from './admin';
import { userSchema } from './auth';
import { CURRENCIES, PAID_PLAN_TYPES } from './pricing';

export const PROVIDERS = ['razorpay', 'paypal', 'stripe'] as const;
export type ProviderName = (typeof PROVIDERS)[number];
export const PROVIDER_MODES = ['live', 'sandbox', 'disabled'] as const;
export type ProviderMode = (typeof PROVIDER_MODES)[number];

/**
 * Lifecycle of a payment. `partially_refunded` and `disputed` keep the entitlement but flag the payment for an
 * admin's review; `refunded` and `charged_back` ended it.
 */
export const PAYMENT_STATUSES = [
  'pending',
  'succeeded',
  'failed',
  'canceled',
  'refunded',
  'partially_refunded',
  'disputed',
  'charged_back',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** A payment whose entitlement is still in force: a refund or a dispute can still act on it. */
export const isPaymentInForce = (status: string): boolean =>
  status === 'succeeded' || status === 'partially_refunded' || status === 'disputed';

const providerMode = z.enum(PROVIDER_MODES);
const planType = z.enum(PAID_PLAN_TYPES, { error: 'planType must be "premium" or "doctor_verified"' });
const shortText = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`);

export const billingConfigResponse = z.object({
  razorpay: z.object({ mode: providerMode, keyId: z.string().nullable() }),
  paypal: z.object({ mode: providerMode, environment: z.enum(['sandbox', 'production']) }),
  stripe: z.object({ mode: providerMode, publishableKey: z.string().nullable() }),
});

export const billingStatusResponse = z.object({
  subscriptionStatus: userSchema.shape.subscriptionStatus,
  premiumActive: z.boolean(),
  premiumExpiresAt: z.string().nullable(),
  doctorVerified: z.boolean(),
  doctorVerifiedAt: z.string().nullable(),
  premiumProvider: z.enum(PROVIDERS).nullable(),
  autoRenews: z.boolean(),
  cancelAtPeriodEnd: z.boolean(),
  canCancel: z.boolean(),
});

export const cancelResponse = billingStatusResponse.extend({ message: z.string() });

export const paymentResult = z.object({
  status: z.enum(['succeeded', 'pending']),
  planType,
  alreadyProcessed: z.boolean(),
  user: userSchema,
});

export const razorpayConfigResponse = z.object({ key_id: z.string(), mode: z.enum(['live', 'sandbox']) });
export const razorpayCreateOrderBody = z.object({ planType });
export const razorpayOrderResponse = z.object({
  /** In paise (Razorpay Checkout's `amount` option). */
  amount: z.number().int(),
  currency: z.literal('INR'),
  orderId: z.string(),
});
export const razorpayVerifyBody = z.object({
  razorpay_order_id: shortText('razorpay_order_id', 100),
  razorpay_payment_id: shortText('razorpay_payment_id', 100),
  razorpay_signature: shortText('razorpay_signature', 200),
  planType: planType.optional(),
});

export const paypalSetupResponse = z.object({ clientToken: z.string() });
export const paypalOrderBody = z.object({
  amount: z
    .union([z.string(), z.number()], { error: 'amount is required (for example "29.00")' })
    .transform((v) => String(v).trim()),
  currency: z.enum(CURRENCIES, { error: `currency must be one of ${CURRENCIES.join(', ')}` }),
  intent: z.string({ error: 'intent is required ("capture")' }).default('capture'),
  planType: planType.optional(),
});
export const paypalOrderResponse = z.object({ id: z.string() });
export const paypalOrderParams = z.object({ id: shortText('order id', 100) });
export const paypalCaptureResponse = paymentResult.extend({ id: z.string() });

export const clientSecretResponse = z.object({ clientSecret: z.string() });
export const stripePaymentBody = z
  .object({
    amount: z.number({ error: 'amount must be a number' }).positive('amount must be positive').optional(),
    description: z.string().max(200, 'description is too long').optional(),
  })
  .nullish()
  .transform((v) => v ?? {});

export const sandboxBody = z.object({
  provider: z.enum(PROVIDERS, { error: `provider must be one of ${PROVIDERS.join(', ')}` }),
  orderId: shortText('orderId', 200),
});
export const sandboxApproveResponse = z.object({
  provider: z.enum(PROVIDERS),
  razorpay: z
    .object({
      razorpay_order_id: z.string(),
      razorpay_payment_id: z.string(),
      razorpay_signature: z.string(),
    })
    .optional(),
  paypal: z.object({ orderId: z.string(), payerId: z.string() }).optional(),
  stripe: paymentResult.optional(),
});
export const webhookResponse = z.object({ received: z.literal(true) });

/** Admin actions from a member's details: refund one of their payments, revoke an entitlement. */
export const adminPaymentParams = adminUserIdParams.extend({
  paymentId: z.uuid({ error: 'Payment id must be a UUID' }),
});
export const adminRevokeBody = z.object({
  entitlement: z.enum(PAID_PLAN_TYPES, { error: 'entitlement must be "premium" or "doctor_verified"' }),
});

export type BillingConfig = z.infer<typeof billingConfigResponse>;
export type BillingStatus = z.infer<typeof billingStatusResponse>;
export type PaymentResult = z.infer<typeof paymentResult>;
export type RazorpayOrder = z.infer<typeof razorpayOrderResponse>;
export type RazorpaySuccess = z.infer<typeof razorpayVerifyBody>;
export type SandboxApproval = z.infer<typeof sandboxApproveResponse>;
