/** HMAC helpers shared by the adapters. Every signature comparison is constant-time. */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export function hmacSha256Hex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Constant-time equality of two strings (different lengths are unequal without an early exit on content). */
export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a, 'utf8');
  const bb = Buffer.from(b, 'utf8');
  if (ab.length !== bb.length) {
    timingSafeEqual(ab, ab);
    return false;
  }
  return timingSafeEqual(ab, bb);
}

/** Razorpay Checkout's payment signature: HMAC-SHA256(order_id + "|" + payment_id, key secret), hex. */
export function razorpayPaymentSignature(orderId: string, paymentId: string, keySecret: string): string {
  return hmacSha256Hex(keySecret, `${orderId}|${paymentId}`);
}

export function verifyRazorpayPaymentSignature(
  orderId: string,
  paymentId: string,
  signature: string,
  keySecret: string,
): boolean {
  return safeEqual(razorpayPaymentSignature(orderId, paymentId, keySecret), signature.trim().toLowerCase());
}

/** Razorpay webhooks: X-Razorpay-Signature = HMAC-SHA256(raw body, webhook secret), hex. */
export function verifyRazorpayWebhookSignature(rawBody: Buffer, signature: string, secret: string): boolean {
  return safeEqual(hmacSha256Hex(secret, rawBody), signature.trim().toLowerCase());
}

/** A random URL-safe token of letters and digits (sandbox ids). */
export function randomToken(bytes = 10): string {
  return randomBytes(bytes).toString('base64url').replace(/[-_]/g, 'x');
}
