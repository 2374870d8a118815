import type { AdminUser, AdminUsersResponse } from '@common/admin';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '@/lib/query-client';
import { AuthProvider } from '@/lib/auth';
import { UsersTab } from './users-tab';

const STATUSES = ['active', 'canceled', 'past_due', 'none'] as const;

function user(i: number): AdminUser {
  return {
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    username: `member${i}`,
    email: `member${i}@example.com`,
    isAdmin: false,
    subscriptionStatus: STATUSES[i % 4]!,
    // "Active" means a paid period that has not ended (one definition: common/subscription.ts).
    premiumExpiresAt: STATUSES[i % 4] === 'active' ? '2099-01-01T00:00:00.000Z' : null,
    // member4 bought Doctor Verified: shown as such, not as a bare "Active" or "Free".
    doctorVerified: i === 4,
    doctorVerifiedAt: i === 4 ? '2024-03-12T10:30:00.000Z' : null,
    isVerified: i % 2 === 0,
    isDisabled: false,
    createdAt: '2024-03-12T10:30:00.000Z',
  };
}

function renderTab() {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    const params = new URL(url, 'http://localhost').searchParams;
    const page = Number(params.get('page') ?? 1);
    const pageSize = Number(params.get('pageSize') ?? 50);
    const total = params.get('q') ? 1 : 120;
    const users = Array.from({ length: Math.min(pageSize, total - (page - 1) * pageSize) }, (_, i) =>
      user((page - 1) * pageSize + i),
    );
    const body: AdminUsersResponse = { users, total, page, pageSize };
    return new Response(JSON.stringify(body), { status: 200 });
  });
  const { hook } = memoryLocation({ path: '/admin' });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <Router hook={hook}>
          <UsersTab />
        </Router>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return urls;
}

const listCalls = (urls: string[]) => urls.filter((u) => u.startsWith('/api/admin/users'));

describe('Users Management tab', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the first page of 50 with coloured status badges that carry their text', async () => {
    const urls = renderTab();
    const table = await screen.findByRole('region', { name: 'Users' });
    await within(table).findByText('member0');
    expect(listCalls(urls)).toEqual(['/api/admin/users?page=1&pageSize=50']);
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    const row = (name: string) => within(table).getByText(name, { selector: 'span' }).closest('tr')!;
    expect(within(row('member0')).getByText('Active')).toHaveAttribute('data-status', 'active');
    expect(within(row('member1')).getByText('Canceled')).toHaveAttribute('data-status', 'canceled');
    expect(within(row('member2')).getByText('Past Due')).toHaveAttribute('data-status', 'past_due');
    expect(within(row('member3')).getByText('Free')).toHaveAttribute('data-status', 'free');
    expect(within(row('member4')).getByText('Doctor Verified')).toHaveAttribute(
      'data-status',
      'doctor_verified',
    );
    expect(within(row('member0')).getByText('Mar 12, 2024, 10:30 AM', { exact: false })).toBeTruthy();
    expect(screen.getByText('Showing 1–50 of 120 users')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Details for member0' })).toBeInTheDocument();
  });

  it('pages through the list and a new search starts again at page 1 with one debounced request', async () => {
    const urls = renderTab();
    await screen.findByText('Showing 1–50 of 120 users');
    await userEvent.click(screen.getByRole('button', { name: 'Next page of users' }));
    await screen.findByText('Showing 51–100 of 120 users');
    expect(listCalls(urls).at(-1)).toBe('/api/admin/users?page=2&pageSize=50');

    const before = listCalls(urls).length;
    await userEvent.type(screen.getByPlaceholderText('Search users...'), 'Alice');
    await screen.findByText('Showing 1–1 of 1 users');
    const after = listCalls(urls).slice(before);
    expect(after).toEqual(['/api/admin/users?q=Alice&page=1&pageSize=50']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next page of users' })).toBeDisabled());
  });
});
