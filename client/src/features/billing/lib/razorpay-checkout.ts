/** Razorpay Checkout, loaded from Razorpay only when an INR payment starts (never on other pages). */

export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
/** docs/product.md#pricing-and-limits: the rupee provider's dialog is blue. */
export const RAZORPAY_THEME_COLOR = '#2563eb';

export interface RazorpayHandlerResponse {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill?: { name?: string; email?: string };
  notes?: Record<string, string>;
  theme?: { color: string };
  handler: (response: RazorpayHandlerResponse) => void;
  modal?: { ondismiss?: () => void; escape?: boolean };
}

export interface RazorpayInstance {
  open(): void;
  on(
    event: 'payment.failed',
    cb: (response: { error: { description?: string; reason?: string } }) => void,
  ): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

let loading: Promise<void> | null = null;

/** Adds checkout.js once; rejects with 'Failed to load Razorpay script' when it cannot be loaded. */
export function loadRazorpayCheckout(src = RAZORPAY_CHECKOUT_URL): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const fail = () => {
      loading = null;
      script.remove();
      reject(new Error('Failed to load Razorpay script'));
    };
    script.onload = () => {
      if (!window.Razorpay) return fail();
      loading = null;
      resolve();
    };
    script.onerror = fail;
    document.body.appendChild(script);
  });
  return loading;
}
