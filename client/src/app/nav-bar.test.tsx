import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AUTH_TOKEN_STORAGE_KEY } from '@common/limits';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { eraseSyncQueue } from '@/lib/offline-sync';
import { testUser } from '@/test/members';
import { NavBar } from './nav-bar';
import { AppToaster } from './toaster';
import { linksFor } from './nav-links';

const user = testUser;

function renderNav(me: object) {
  localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'token');
  vi.stubGlobal('fetch', async (url: string) =>
    url === '/api/auth/me'
      ? new Response(JSON.stringify(me), { status: 200 })
      : url === '/api/auth/logout'
        ? new Response(null, { status: 204 })
        : new Response('{"message":"unexpected"}', { status: 503 }),
  );
  const { hook } = memoryLocation({ path: '/dashboard' });
  // Composed as app.tsx composes it: logout erases the member's offline queue.
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider eraseOnLogout={async (userId) => eraseSyncQueue(userId)}>
        <Router hook={hook}>
          <NavBar />
        </Router>
        <AppToaster />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe('Nav bar', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('links: Reviews only for clinicians, Messages only for Doctor Verified members, Admin only for admins', () => {
    const hrefs = (who: Parameters<typeof linksFor>[0]) => linksFor(who).map((l) => l.label);
    expect(hrefs({ isAuthenticated: false, isAdmin: false, isClinician: true })).toEqual(['Login']);
    const member = ['Dashboard', 'Today', 'Progress', 'Biomarkers', 'Profile'];
    expect(hrefs({ isAuthenticated: true, isAdmin: false })).toEqual(member);
    expect(hrefs({ isAuthenticated: true, isAdmin: false, isClinician: true })).toEqual([
      ...member,
      'Reviews',
    ]);
    expect(hrefs({ isAuthenticated: true, isAdmin: true, isClinician: true, doctorVerified: true })).toEqual([
      ...member,
      'Messages',
      'Reviews',
      'Admin',
    ]);
  });

  it('a clinician sees Reviews → /clinician on the bar and in the mobile menu', async () => {
    renderNav({ user: user(), profile: null, isClinician: true });
    const link = await screen.findByRole('link', { name: 'Reviews' });
    expect(link).toHaveAttribute('href', '/clinician');
    expect(screen.queryByRole('link', { name: 'Messages' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById(
      screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-controls')!,
    )!;
    expect(within(menu).getByRole('link', { name: 'Reviews' })).toHaveAttribute('href', '/clinician');
  });

  it('a Doctor Verified member (not a clinician) sees Messages, not Reviews', async () => {
    renderNav({ user: user({ doctorVerified: true }), profile: null });
    expect(await screen.findByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');
    expect(screen.queryByRole('link', { name: 'Reviews' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getAllByRole('link', { name: 'Messages' })).toHaveLength(2);
  });

  it('logout erases the changes still waiting on this device and names them', async () => {
    const queueKey = `vitalplan.sync-queue.${user().id}`;
    const change = (id: string, label: string) => ({
      id,
      method: 'PUT',
      url: '/api/plans/p1/meals',
      body: { date: '2026-11-24', slot: 'breakfast', status: 'eaten' },
      label,
      meta: { kind: 'meal', planId: 'p1', date: '2026-11-24', slot: 'breakfast', status: 'eaten' },
      queuedAt: 1,
      attempts: 1,
    });
    localStorage.setItem(
      queueKey,
      JSON.stringify({
        lastSyncedAt: null,
        changes: [change('k1', 'Breakfast (2026-11-24): eaten'), change('k2', 'Lunch (2026-11-24): skipped')],
      }),
    );
    renderNav({ user: user(), profile: null });
    // The server is busy (503): the changes cannot be sent before logout.
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('2 changes could not be sent')).toBeInTheDocument();
    expect(
      screen.getByText(
        'They were removed from this device: Breakfast (2026-11-24): eaten; Lunch (2026-11-24): skipped.',
      ),
    ).toBeInTheDocument();
    expect(localStorage.getItem(queueKey)).toBeNull();
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
  });
});
