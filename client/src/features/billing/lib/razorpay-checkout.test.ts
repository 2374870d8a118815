import { afterEach, describe, expect, it } from 'vitest';
import { loadRazorpayCheckout } from './razorpay-checkout';

const scripts = () => [...document.querySelectorAll('script')].filter((s) => s.src.includes('razorpay'));

describe('loadRazorpayCheckout', () => {
  afterEach(() => {
    delete window.Razorpay;
    scripts().forEach((s) => s.remove());
  });

  it("adds Razorpay's script once and resolves when Checkout is available", async () => {
    const first = loadRazorpayCheckout();
    const second = loadRazorpayCheckout();
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]!.src).toBe('https://checkout.razorpay.com/v1/checkout.js');
    window.Razorpay = class {
      open() {}
      on() {}
    } as unknown as typeof window.Razorpay;
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
    await expect(second).resolves.toBeUndefined();
    await expect(loadRazorpayCheckout()).resolves.toBeUndefined();
  });

  it("rejects with 'Failed to load Razorpay script' and tries again next time", async () => {
    const attempt = loadRazorpayCheckout();
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toThrow('Failed to load Razorpay script');
    expect(scripts()).toHaveLength(0);
    const retry = loadRazorpayCheckout();
    expect(scripts()).toHaveLength(1);
    scripts()[0]!.dispatchEvent(new Event('load'));
    // Loaded but no Checkout on window: still a load failure.
    await expect(retry).rejects.toThrow('Failed to load Razorpay script');
  });
});
