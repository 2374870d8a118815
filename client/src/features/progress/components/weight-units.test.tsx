import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_STORAGE_KEY } from '@common/limits';
import { testUser } from '@/test/members';
import { renderWithProviders } from '@/test/render-with-providers';
import { WeightChart } from './weight-chart';
import { WeightLogForm } from './weight-log-form';

const me = (unitSystem: 'metric' | 'imperial') => ({ user: testUser(), profile: { unitSystem } });

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('body weight in the member’s units', () => {
  const points = [
    { date: '2026-03-01', weightKg: 80, trendKg: 80 },
    { date: '2026-03-08', weightKg: 79, trendKg: 79.5 },
  ];

  it('charts pounds for an imperial member and kilograms otherwise', () => {
    const { container } = render(<WeightChart points={points} weeklyRateKg={-0.5} imperial />);
    expect(within(container).getByRole('img').getAttribute('aria-label')).toBe(
      'Weight from 2026-03-01 to 2026-03-08: 2 weigh-ins, trend 176.4 lb to 175.3 lb, -1.1 lb a week.',
    );
    cleanup();
    const metric = render(<WeightChart points={points} weeklyRateKg={-0.5} />);
    expect(within(metric.container).getByRole('img').getAttribute('aria-label')).toMatch(
      /80 kg to 79.5 kg, -0.5 kg/,
    );
  });

  it('takes pounds from an imperial member and sends kilograms', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'token');
    const calls = renderWithProviders(<WeightLogForm />, (url) =>
      url === '/api/auth/me' ? [200, me('imperial')] : [201, { weight: {} }],
    );
    const input = await screen.findByLabelText('Weight (lb)');
    await userEvent.type(input, '160');
    await userEvent.click(screen.getByRole('button', { name: 'Log weight' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    // 160 lb = 72.57 kg, in the API's 0.1 kg steps.
    expect(post.body).toMatchObject({ weightKg: 72.6 });
  });
});
