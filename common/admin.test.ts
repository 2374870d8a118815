import { describe, expect, it } from 'vitest';
import {
  adminUsersQuery,
  conversionRate,
  databaseStatus,
  diskStatus,
  fillDays,
  firstDayStart,
  freeUsers,
  lastDays,
  overallStatus,
  pageCount,
  paymentsStatus,
  plansPerUser,
  shortId,
} from './admin';

describe('admin metrics (docs/product.md#pricing-and-limits)', () => {
  it.each([
    [0, 0, 0],
    [0, 10, 0],
    [1, 3, 33], // 33.33…
    [2, 3, 67], // 66.67…
    [1, 8, 13], // 12.5 rounds half up
    [3, 8, 38], // 37.5
    [1, 200, 1], // 0.5
    [1, 201, 0], // 0.497…
    [5, 5, 100],
    [12_345, 100_000, 12],
  ])('conversion rate of %i active out of %i users is %i %%', (active, total, expected) => {
    expect(conversionRate(active, total)).toBe(expected);
  });

  it.each([
    [0, 0, 0],
    [7, 8, 0.9], // 0.875
    [200_000, 100_000, 2],
    [1, 3, 0.3],
    [2, 3, 0.7],
    [1, 20, 0.1], // 0.05 rounds half up
    [1, 21, 0], // 0.0476…
    [3, 4, 0.8], // 0.75
    [10, 0, 0],
  ])('%i plans for %i users is %d plans per user', (plans, users, expected) => {
    expect(plansPerUser(plans, users)).toBe(expected);
  });

  it('free users are the users without an active subscription, never negative', () => {
    expect(freeUsers(10, 3)).toBe(7);
    expect(freeUsers(0, 0)).toBe(0);
    expect(freeUsers(2, 5)).toBe(0);
  });
});

describe('admin display helpers', () => {
  it('shortens ids to 8 characters and an ellipsis', () => {
    expect(shortId('3f2a9c1b-1111-4222-8333-444455556666')).toBe('3f2a9c1b…');
    expect(shortId('abc')).toBe('abc');
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
    expect(pageCount(100_000, 50)).toBe(2000);
  });
});

describe('day windows', () => {
  const now = new Date('2024-03-12T23:30:00.000Z');

  it('lists the last N UTC days, oldest first, ending today', () => {
    const days = lastDays(now, 30);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2024-02-12');
    expect(days[29]).toBe('2024-03-12');
    expect(firstDayStart(now, 30).toISOString()).toBe('2024-02-12T00:00:00.000Z');
  });

  it('crosses month and leap-day boundaries', () => {
    expect(lastDays(new Date('2024-03-01T00:00:00Z'), 2)).toEqual(['2024-02-29', '2024-03-01']);
  });

  it('zero-fills days without rows and drops days outside the window', () => {
    const filled = fillDays(
      [
        { date: '2024-03-12', count: 4 },
        { date: '2024-03-10', count: 1 },
        { date: '2023-01-01', count: 9 },
      ],
      now,
      3,
    );
    expect(filled).toEqual([
      { date: '2024-03-10', count: 1 },
      { date: '2024-03-11', count: 0 },
      { date: '2024-03-12', count: 4 },
    ]);
  });
});

describe('system health rules', () => {
  it('database: unreachable is an error, slow a warning', () => {
    expect(databaseStatus(null)).toBe('error');
    expect(databaseStatus(2)).toBe('ok');
    expect(databaseStatus(900)).toBe('warning');
  });

  it('disk: warns below 10 % or 2 GB free, fails below 3 % or 256 MB', () => {
    const GB = 1024 ** 3;
    expect(diskStatus(50 * GB, 100 * GB)).toBe('ok');
    expect(diskStatus(5 * GB, 100 * GB)).toBe('warning');
    expect(diskStatus(1 * GB, 4 * GB)).toBe('warning');
    expect(diskStatus(2 * GB, 100 * GB)).toBe('error');
    expect(diskStatus(100 * 1024 ** 2, 400 * 1024 ** 2)).toBe('error');
    expect(diskStatus(null, null)).toBe('unknown');
  });

  it('payments: live is ok, any sandbox warns, all disabled fails, nothing known is unknown', () => {
    expect(paymentsStatus(['live', 'disabled'])).toBe('ok');
    expect(paymentsStatus(['live', 'sandbox'])).toBe('warning');
    expect(paymentsStatus(['sandbox', 'disabled'])).toBe('warning');
    expect(paymentsStatus(['disabled', 'disabled'])).toBe('error');
    expect(paymentsStatus([])).toBe('unknown');
    expect(paymentsStatus(['unknown'])).toBe('unknown');
  });

  it('overall is the worst known status', () => {
    expect(overallStatus(['ok', 'unknown'])).toBe('ok');
    expect(overallStatus(['ok', 'warning', 'unknown'])).toBe('warning');
    expect(overallStatus(['warning', 'error'])).toBe('error');
    expect(overallStatus(['unknown'])).toBe('unknown');
  });
});

describe('users query', () => {
  it('defaults to the first page of 50 and trims the search', () => {
    expect(adminUsersQuery.parse({ q: '  Alice ' })).toEqual({ page: 1, pageSize: 50, q: 'Alice' });
  });

  it('refuses page sizes over 200 and unknown statuses with readable messages', () => {
    const big = adminUsersQuery.safeParse({ pageSize: '500' });
    expect(big.success).toBe(false);
    expect(big.error?.issues[0]?.message).toBe('Page size must be between 1 and 200');
    const status = adminUsersQuery.safeParse({ status: 'gold' });
    expect(status.error?.issues[0]?.message).toBe('Status must be one of active, canceled, past_due, free');
  });
});
