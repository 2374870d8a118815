import type { User } from '@common/auth';
import type { BiomarkerSeries } from '@common/biomarkers';
import type { Report } from '@common/reports';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { point, report } from '../test/factories';
import BiomarkersPage from './biomarkers-page';

const ME: { user: User; profile: null } = {
  user: {
    id: 'owner-id',
    username: 'member',
    email: 'member@example.com',
    isAdmin: false,
    subscriptionStatus: 'none',
    premiumExpiresAt: null,
    doctorVerified: false,
    doctorVerifiedAt: null,
    isVerified: true,
    createdAt: '2024-01-01T00:00:00.000Z',
  },
  profile: null,
};

const hgbHistory = [
  point('hgb-1', '2024-01-10', 11.2, { flag: 'low', reportId: 'rep-1' }),
  point('hgb-2', '2024-03-12', 12.4, { flag: 'low', reportId: 'rep-2', awaitingReview: true }),
  point('hgb-3', '2024-06-05', 14.1, { flag: 'normal', reportId: 'rep-3', edited: true, confirmed: true }),
];
const ldl = point('ldl-1', '2024-06-05', 172, {
  reportId: 'rep-3',
  unit: 'mg/dL',
  value: 172,
  flag: 'high',
  refLow: null,
  refHigh: 100,
  refLowCanonical: null,
  refHighCanonical: 100,
});
const tsh = point('tsh-1', '2024-06-05', 2.1, {
  reportId: 'rep-3',
  unit: 'µIU/mL',
  value: 2.1,
  refLow: 0.4,
  refHigh: 4.5,
  refLowCanonical: 0.4,
  refHighCanonical: 4.5,
  lowConfidence: true,
});
// Out of catalogue order on purpose: the page groups by panel in catalogue order (CBC, …, Lipids, Thyroid).
const SERIES: BiomarkerSeries[] = [
  { code: 'TSH', name: 'TSH', unitCanonical: 'µIU/mL', latest: tsh, history: [tsh] },
  { code: 'LDL', name: 'LDL cholesterol', unitCanonical: 'mg/dL', latest: ldl, history: [ldl] },
  { code: 'HGB', name: 'Hemoglobin', unitCanonical: 'g/dL', latest: hgbHistory[2]!, history: hgbHistory },
];

function renderPage({ series = SERIES, reports = [] as Report[] } = {}) {
  localStorage.setItem('auth_token', 'token');
  vi.stubGlobal('fetch', async (url: string) => {
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
    if (url === '/api/auth/me') return json(ME);
    if (url === '/api/biomarkers') return json({ biomarkers: series });
    if (url === '/api/blood-test/reports') return json({ reports });
    return json({ message: 'unexpected' }, 500);
  });
  const { hook } = memoryLocation({ path: '/biomarkers' });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <Router hook={hook}>
          <Route path="/biomarkers">
            <BiomarkersPage />
          </Route>
        </Router>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe('Biomarker dashboard', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('groups every biomarker by panel with its latest value, range and status', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your biomarkers' })).toBeInTheDocument();
    const panels = await screen.findAllByRole('heading', { level: 2 });
    expect(panels.map((h) => h.textContent)).toEqual(['Complete blood count', 'Lipids', 'Thyroid']);
    expect(screen.getByTestId('biomarkers-overview')).toHaveTextContent(
      '3 biomarkers from 3 reports; latest result outside the range for 1; 1 latest value is not verified yet.',
    );

    const hgb = screen.getByTestId('biomarker-HGB');
    expect(within(hgb).getByRole('heading', { level: 3, name: 'Hemoglobin' })).toBeInTheDocument();
    // The corrected value is the one shown, marked as corrected.
    expect(within(hgb).getByTestId('latest-value')).toHaveTextContent('14.1 g/dL');
    expect(within(hgb).getByText('Corrected by you')).toBeInTheDocument();
    expect(within(hgb).getByText('13 – 17 g/dL')).toBeInTheDocument();
    expect(within(hgb).getByText('Normal')).toBeInTheDocument();

    const ldlCard = screen.getByTestId('biomarker-LDL');
    expect(within(ldlCard).getByTestId('latest-value')).toHaveTextContent('172 mg/dL');
    expect(within(ldlCard).getByText('< 100 mg/dL')).toBeInTheDocument();
    expect(within(ldlCard).getByText('High')).toBeInTheDocument();

    const tshCard = screen.getByTestId('biomarker-TSH');
    expect(within(tshCard).getByText('Low confidence')).toBeInTheDocument();
    expect(within(tshCard).getByRole('link', { name: 'Check it on the report' })).toHaveAttribute(
      'href',
      '/reports/rep-3',
    );
    expect(screen.getAllByTestId('medical-disclaimer')).toHaveLength(1);
  });

  it('draws the trend with the reference band, unverified points open, and says it in words', async () => {
    renderPage();
    const chart = await screen.findByTestId('trend-chart-HGB');
    const svg = within(chart).getByRole('img', { name: 'Hemoglobin over time' });
    const band = chart.querySelector('[data-testid="reference-band"]')!;
    const circles = [...chart.querySelectorAll('circle')];
    expect(circles.map((c) => c.getAttribute('data-point-state'))).toEqual([
      'outside',
      'unverified',
      'inside',
    ]);
    // Later dates further right, higher values higher up; 14.1 sits inside the 13–17 band.
    const xs = circles.map((c) => Number(c.getAttribute('cx')));
    const ys = circles.map((c) => Number(c.getAttribute('cy')));
    expect(xs[0]! < xs[1]! && xs[1]! < xs[2]!).toBe(true);
    expect(ys[0]! > ys[1]! && ys[1]! > ys[2]!).toBe(true);
    const bandTop = Number(band.getAttribute('y'));
    const bandBottom = bandTop + Number(band.getAttribute('height'));
    expect(ys[2]! > bandTop && ys[2]! < bandBottom).toBe(true);
    expect(ys[0]! > bandBottom).toBe(true);
    // The description is the visible sentence under the chart.
    const summary = document.getElementById(svg.getAttribute('aria-describedby')!)!;
    expect(summary).toHaveTextContent(
      '3 results from Jan 10, 2024 to Jun 5, 2024. Latest 14.1 g/dL, within the range (13 – 17 g/dL); up from 11.2 g/dL at first. 1 value is not verified yet (shown as an open circle).',
    );
  });

  it('shows the values behind a chart as a table on request', async () => {
    renderPage();
    const hgb = await screen.findByTestId('biomarker-HGB');
    expect(within(hgb).queryByRole('table')).not.toBeInTheDocument();
    const toggle = within(hgb).getByRole('button', { name: 'Show all 3 values' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = within(hgb).getByRole('table', { name: /Hemoglobin: every result by date/ });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'Jun 5, 2024' + '14.1 g/dL' + 'Normalcorrected by you',
      'Mar 12, 2024' + '12.4 g/dL' + 'Lowawaiting your review',
      'Jan 10, 2024' + '11.2 g/dL' + 'Low',
    ]);
    expect(within(table).getByRole('link', { name: /Mar 12, 2024, open the report/ })).toHaveAttribute(
      'href',
      '/reports/rep-2',
    );
  });

  it('says which reports wait for an answer before they join, and offers an upload when there is nothing', async () => {
    const waiting = report({
      id: 'rep-x',
      filename: 'someone-else.pdf',
      identity: {
        printed: { sex: 'female' },
        mismatches: [{ field: 'sex', printed: 'female', profile: 'male' }],
        answer: null,
        needsAnswer: true,
        included: false,
      },
    });
    renderPage({ series: [], reports: [waiting, report()] });
    const alert = await screen.findByTestId('identity-waiting');
    expect(alert).toHaveTextContent('One report may not be yours');
    expect(within(alert).getByRole('link', { name: 'someone-else.pdf' })).toHaveAttribute(
      'href',
      '/reports/rep-x',
    );
    expect(await screen.findByRole('heading', { name: 'No results yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload a report' })).toHaveAttribute('href', '/profile');
  });
});
