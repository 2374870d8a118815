import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '@/lib/query-client';
import { AuthProvider } from '@/lib/auth';
import SubscribePage from './subscribe-page';

const sandboxConfig = {
  razorpay: { mode: 'sandbox', keyId: 'rzp_sandbox_local' },
  paypal: { mode: 'sandbox', environment: 'sandbox' },
  stripe: { mode: 'sandbox', publishableKey: null },
};

function renderAt(path: string, config: unknown = sandboxConfig) {
  const calls: { url: string; init?: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    if (url === '/api/billing/config') return new Response(JSON.stringify(config), { status: 200 });
    if (url === '/api/razorpay/create-order')
      return new Response(JSON.stringify({ amount: 249_900, currency: 'INR', orderId: 'order_SBXtest' }), {
        status: 200,
      });
    return new Response('{"message":"unexpected"}', { status: 500 });
  });
  const { hook, searchHook } = memoryLocation({ path });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <Router hook={hook} searchHook={searchHook}>
          <SubscribePage />
        </Router>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return calls;
}

function browserLocales(languages: readonly string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

describe('Subscribe page', () => {
  beforeEach(() => {
    localStorage.clear();
    browserLocales(['en-IN', 'hi']);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('defaults to INR (browser in India) and Premium, with the Razorpay panel marked TEST MODE in the sandbox', async () => {
    renderAt('/subscribe');
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveTextContent('INR');
    expect(screen.getByRole('radio', { name: /^Premium/ })).toBeChecked();
    expect(screen.getByText('Most Popular')).toBeInTheDocument();
    expect(screen.getByText('Cancel anytime')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay ₹2,499 with Razorpay' })).toBeEnabled();
    expect(screen.getByText(/test mode/i)).toBeInTheDocument();
    expect(screen.getByText('30-Day Money Back Guarantee')).toBeInTheDocument();
    expect(screen.getByText('How does Doctor Verified work?')).toBeInTheDocument();
  });

  it('?plan=doctor preselects Doctor Verified; choosing a plan changes the amount to pay', async () => {
    renderAt('/subscribe?plan=doctor');
    expect(screen.getByRole('radio', { name: /^Doctor Verified/ })).toBeChecked();
    expect(await screen.findByRole('button', { name: 'Pay ₹8,299 with Razorpay' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /^Premium/ }));
    expect(screen.getByRole('button', { name: 'Pay ₹2,499 with Razorpay' })).toBeInTheDocument();
  });

  it('opens the TEST MODE checkout on a server-created order (no provider script)', async () => {
    const calls = renderAt('/subscribe');
    await userEvent.click(await screen.findByRole('button', { name: 'Pay ₹2,499 with Razorpay' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Razorpay test checkout');
    expect(dialog).toHaveTextContent('order_SBXtest');
    const order = calls.find((c) => c.url === '/api/razorpay/create-order');
    expect(JSON.parse(String(order?.init?.body))).toEqual({ planType: 'premium' });
    expect(document.querySelector('script[src*="razorpay"]')).toBeNull();
    // The footer's Close (the × in the corner is labelled Close too).
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Pay ₹2,499 with Razorpay' })).toBeEnabled();
  });

  it('says so when the provider for the currency is disabled', async () => {
    renderAt('/subscribe', { ...sandboxConfig, razorpay: { mode: 'disabled', keyId: null } });
    expect(await screen.findByText('Razorpay is not available')).toBeInTheDocument();
  });

  it("takes the currency from the link, else the member's last choice, else the browser locale", async () => {
    browserLocales(['en-GB']);
    renderAt('/subscribe');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveTextContent('GBP'));
    expect(await screen.findByRole('button', { name: /Pay £23/ })).toBeInTheDocument();
    cleanup();

    renderAt('/subscribe?plan=doctor&currency=usd');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveTextContent('USD'));
    expect(screen.getByRole('radio', { name: /^Doctor Verified/ })).toBeChecked();
    cleanup();

    localStorage.setItem('vp.currency', 'EUR');
    renderAt('/subscribe');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveTextContent('EUR'));
  });
});
