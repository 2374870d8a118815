import type { AdminSystem } from '@common/admin';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { SystemHealthCard } from './system-health-card';

function system(sandboxWarning: string | null): AdminSystem {
  return {
    checkedAt: '2026-11-23T10:00:00.000Z',
    status: sandboxWarning ? 'warning' : 'ok',
    api: { status: 'ok', uptimeSeconds: 3600, nodeVersion: 'v20.20.0' },
    database: { status: 'ok', kind: 'pglite', latencyMs: 2, message: 'Connected (2 ms)' },
    payments: {
      status: sandboxWarning ? 'warning' : 'ok',
      providers: [
        { provider: 'razorpay', mode: 'live' },
        { provider: 'paypal', mode: sandboxWarning ? 'sandbox' : 'disabled' },
      ],
      message: 'Live: razorpay',
      sandboxWarning,
    },
    ocr: { status: 'ok', message: '2 workers idle' },
    disk: { status: 'ok', path: '/data', freeBytes: 1, totalBytes: 2, message: 'ok' },
  };
}

function renderCard(body: AdminSystem) {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status: 200 }));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SystemHealthCard />
    </QueryClientProvider>,
  );
}

describe('System Health card', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the payments sandbox warning as an alert while the sandbox is on', async () => {
    renderCard(system('PAYMENTS SANDBOX IS ON for PayPal: anyone can approve a test payment'));
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Payments sandbox is on');
    expect(alert).toHaveTextContent('PAYMENTS SANDBOX IS ON for PayPal');
  });

  it('shows no alert when the sandbox is off', async () => {
    renderCard(system(null));
    expect(await screen.findByText(/paypal Off/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
