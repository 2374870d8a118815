/**
 * A plan a weekly check-in revised (the browser test of the version-2 path needs weeks of logs, so the page's
 * part is checked here): what changed and why, the versions with the current one marked, an earlier version
 * announced as such, and no calorie figures for a plan without numbers.
 */
import type { PlanContent } from '@common/plan';
import type { PlanDetail } from '@common/plans';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { PlanVersions } from './plan-versions';

const revision = {
  version: 2,
  revisedAt: '2026-03-08T08:00:00Z',
  fromDate: '2026-03-08',
  fromWeek: 2,
  previousCalories: 2000,
  calories: 1850,
  checkInId: 'c1',
  changes: [
    'Weight fell 0.2 kg a week, slower than planned: 150 kcal less a day.',
    'Goblet squat: add 2 kg.',
  ],
};

function renderVersions(viewing: number | undefined, numbersHidden = false) {
  vi.stubGlobal('fetch', async (url: string) =>
    url === '/api/plans/p1/versions'
      ? new Response(
          JSON.stringify({
            versions: [
              {
                version: 2,
                current: true,
                createdAt: '2026-03-08T08:00:00Z',
                summary: 's',
                calories: 1850,
                changes: revision.changes,
              },
              {
                version: 1,
                current: false,
                createdAt: '2026-03-01T08:00:00Z',
                summary: 's',
                calories: 2000,
                changes: [],
              },
            ],
          }),
          { status: 200 },
        )
      : new Response('{"message":"unexpected"}', { status: 500 }),
  );
  const plan = { id: 'p1', content: { revision, numbersHidden } as unknown as PlanContent } as PlanDetail;
  const { hook, searchHook } = memoryLocation({ path: '/plans/p1' });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <Router hook={hook} searchHook={searchHook}>
          <PlanVersions plan={plan} viewing={viewing} />
        </Router>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe('PlanVersions', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says what the check-in changed and lists the versions, the current one marked', async () => {
    renderVersions(undefined);
    expect(screen.getByText('Updated by your weekly check-in')).toBeInTheDocument();
    expect(screen.getByTestId('plan-revision')).toHaveTextContent('calorie target 2000 → 1850 kcal a day');
    expect(screen.getByText(revision.changes[0]!)).toBeInTheDocument();
    const current = await screen.findByText(/^Version 2 \(current\) · 1850 kcal a day/);
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: /^Version 1 · 2000 kcal a day/ })).toHaveAttribute(
      'href',
      '/plans/p1?version=1',
    );
  });

  it('announces an earlier version and links back to the current one', async () => {
    renderVersions(1);
    expect(await screen.findByText('You are looking at version 1, an earlier version')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the current version (2)' })).toHaveAttribute(
      'href',
      '/plans/p1',
    );
  });

  it('shows no calorie figures for a plan without numbers', async () => {
    renderVersions(undefined, true);
    await screen.findByText(/^Version 2 \(current\)/);
    expect(screen.getByTestId('plan-versions')).not.toHaveTextContent(/kcal/);
    expect(screen.getByText('Goblet squat: add 2 kg.')).toBeInTheDocument();
  });
});
