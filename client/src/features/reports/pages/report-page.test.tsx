import type { User } from '@common/auth';
import type { BiomarkerResult, BiomarkerSeries } from '@common/biomarkers';
import type { Report, ReportWithBiomarkers } from '@common/reports';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '@/lib/query-client';
import { AuthProvider } from '@/lib/auth';
import { point, report, result } from '../test/factories';
import ReportPage from './report-page';
import { readingText } from '@/widgets/report-status-badge';

const REPORT_ID = '11111111-1111-4111-8111-111111111111';

function me(id: string, isAdmin = false): { user: User; profile: null } {
  return {
    user: {
      id,
      username: 'member',
      email: 'member@example.com',
      isAdmin,
      subscriptionStatus: 'none',
      premiumExpiresAt: null,
      doctorVerified: false,
      doctorVerifiedAt: null,
      isVerified: true,
      createdAt: '2024-01-01T00:00:00.000Z',
    },
    profile: null,
  };
}

const HGB = result({
  id: 'hgb-new',
  note: 'Low haemoglobin (anaemia) can cause tiredness.',
});
const LDL = result({
  id: 'ldl',
  code: 'LDL',
  name: 'LDL cholesterol',
  value: 172,
  unit: 'mg/dL',
  valueCanonical: 172,
  unitCanonical: 'mg/dL',
  refLow: null,
  refHigh: 100,
  flag: 'high',
  note: 'LDL is high. Worth discussing with your doctor; this note is information, not a diagnosis.',
});
const GLU = result({
  id: 'glu',
  code: 'GLU_FASTING',
  name: 'Fasting glucose',
  value: 5.2,
  unit: 'mmol/L',
  valueCanonical: 93.7,
  unitCanonical: 'mg/dL',
  refLow: 3.9,
  refHigh: 5.5,
  refSource: 'standard',
  flag: 'normal',
  edited: true,
});
const VITD = result({
  id: 'vitd',
  code: 'VITD_25OH',
  name: 'Vitamin D (25-OH)',
  value: 9,
  unit: 'ng/mL',
  valueCanonical: 9,
  unitCanonical: 'ng/mL',
  refLow: 30,
  refHigh: 100,
  flag: 'low',
  clinicallyImportant: true,
});

const TSH_ADDED = {
  id: 'tsh',
  code: 'TSH' as const,
  name: 'TSH',
  value: 6.8,
  unit: 'µIU/mL',
  valueCanonical: 6.8,
  unitCanonical: 'µIU/mL',
  refLow: 0.4,
  refHigh: 4,
  refSource: 'report' as const,
  flag: 'high' as const,
  edited: true,
  addedByMember: true,
  confirmed: true,
  confidence: null,
};

const SERIES: BiomarkerSeries[] = [
  {
    code: 'HGB',
    name: 'Hemoglobin',
    unitCanonical: 'g/dL',
    latest: point('hgb-new', '2024-06-05', 11.2),
    history: [point('hgb-old', '2024-03-12', 13.5), point('hgb-new', '2024-06-05', 11.2)],
  },
];

interface Setup {
  user?: ReturnType<typeof me>;
  reportResponse?: ReportWithBiomarkers | { status: number; message: string };
}

function renderPage({
  user = me('owner-id'),
  reportResponse = { report: report({ biomarkerCount: 4 }), biomarkers: [HGB, LDL, GLU, VITD] },
}: Setup = {}) {
  localStorage.setItem('auth_token', 'token');
  const calls: { url: string; method: string; body?: unknown }[] = [];
  let current = reportResponse;
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
    if (url === '/api/auth/me') return json(user);
    if (url === `/api/blood-test/reports/${REPORT_ID}` && method === 'GET') {
      return 'status' in current ? json({ message: current.message }, current.status) : json(current);
    }
    if (url === '/api/biomarkers') return json({ biomarkers: SERIES });
    if (
      url === `/api/blood-test/reports/${REPORT_ID}/identity` &&
      method === 'POST' &&
      !('status' in current)
    ) {
      const { answer } = JSON.parse(String(init!.body)) as { answer: 'mine' | 'not_mine' };
      const updated = {
        ...current.report,
        identity: { ...current.report.identity, answer, needsAnswer: false, included: answer === 'mine' },
      };
      current = { ...current, report: updated };
      return json({ report: updated });
    }
    if (url === '/api/blood-test/reports') return json({ reports: [] });
    if (url === `/api/blood-test/reports/${REPORT_ID}/biomarkers/hgb-new` && method === 'PATCH') {
      const body = JSON.parse(String(init!.body)) as { value: number };
      if (body.value > 30) return json({ message: 'Hemoglobin 31 g/dL is not plausible.' }, 400);
      const biomarker: BiomarkerResult = {
        ...HGB,
        value: body.value,
        flag: 'normal',
        note: null,
        edited: true,
      };
      if (!('status' in current)) {
        current = {
          ...current,
          biomarkers: current.biomarkers.map((b) => (b.id === biomarker.id ? biomarker : b)),
        };
      }
      return json({ biomarker });
    }
    // Issue 31: a missed result added, and a range/unit corrected (the server converts and re-flags; here: echoed).
    if (
      url === `/api/blood-test/reports/${REPORT_ID}/biomarkers` &&
      method === 'POST' &&
      !('status' in current)
    ) {
      const body = JSON.parse(String(init!.body)) as { code: string; value: number; unit: string };
      if (body.unit === 'mmol/L')
        return json(
          { message: 'Unit: TSH is not reported in "mmol/L"; use one of µIU/mL, mIU/L.', field: 'unit' },
          400,
        );
      const biomarker = result({
        ...TSH_ADDED,
        value: body.value,
        unit: body.unit,
      });
      current = { ...current, biomarkers: [...current.biomarkers, biomarker] };
      return json({ biomarker }, 201);
    }
    if (
      url === `/api/blood-test/reports/${REPORT_ID}/biomarkers/ldl` &&
      method === 'PATCH' &&
      !('status' in current)
    ) {
      const body = JSON.parse(String(init!.body)) as { refLow: number | null; refHigh: number | null };
      const biomarker: BiomarkerResult = { ...LDL, ...body, refSource: 'report', edited: true };
      current = { ...current, biomarkers: current.biomarkers.map((b) => (b.id === 'ldl' ? biomarker : b)) };
      return json({ biomarker });
    }
    return json({ message: 'unexpected' }, 500);
  });
  const { hook } = memoryLocation({ path: `/reports/${REPORT_ID}` });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <Router hook={hook}>
          <Route path="/reports/:id">
            <ReportPage />
          </Route>
        </Router>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return calls;
}

/** A result's row in the wide-screen table (jsdom applies no CSS, so the phone list is in the page too). */
async function rowOf(name: string) {
  return waitFor(() => {
    const cells = screen
      .getAllByRole('table')
      .flatMap((t) => within(t).queryAllByText(name, { selector: 'p' }));
    expect(cells).toHaveLength(1);
    return cells[0]!.closest('tr')!;
  });
}

/** Opens the collapsed "N results in range" section. */
async function showInRange(count: number) {
  const toggle = await screen.findByRole('button', {
    name: new RegExp(`^${count} results? in range`),
  });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

describe('Report page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the header, results by panel with flags in words, ranges, notes and the trend', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'march-bloods.pdf' })).toBeInTheDocument();
    expect(screen.getByText('Sample taken Mar 12, 2024')).toBeInTheDocument();
    expect(screen.getByText('Uploaded Mar 14, 2024')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to profile' })).toHaveAttribute('href', '/profile');

    const hgb = await rowOf('Hemoglobin');
    // What needs attention first; the one result in range (fasting glucose) is collapsed until asked for.
    expect(screen.getByTestId('attention')).toHaveTextContent('What needs attention');
    expect(
      screen.getByTestId('attention').compareDocumentPosition(screen.getByTestId('in-range-results')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.queryByText('Fasting glucose', { selector: 'p' })).not.toBeInTheDocument();
    await showInRange(1);
    for (const panel of ['Complete blood count', 'Diabetes', 'Lipids', 'Vitamins']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(`^${panel}`) })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 3, name: panel })).toBeInTheDocument();
    }
    expect(within(hgb).getByText('11.2 g/dL')).toBeInTheDocument();
    expect(within(hgb).getByText('13 – 17 g/dL')).toBeInTheDocument();
    expect(within(hgb).getByText('Low')).toBeInTheDocument();
    expect(within(hgb).getByText('Low haemoglobin (anaemia) can cause tiredness.')).toBeInTheDocument();
    expect(
      await within(hgb).findByText('Previous: 13.5 g/dL on Mar 12, 2024 → now 11.2 g/dL'),
    ).toBeInTheDocument();

    const ldl = await rowOf('LDL cholesterol');
    expect(within(ldl).getByText('< 100 mg/dL')).toBeInTheDocument();
    expect(within(ldl).getByText('High')).toBeInTheDocument();

    const glu = await rowOf('Fasting glucose');
    expect(within(glu).getByText('5.2 mmol/L')).toBeInTheDocument();
    expect(within(glu).getByText('93.7 mg/dL', { exact: false })).toBeInTheDocument();
    expect(within(glu).getByText(/standard adult range/)).toBeInTheDocument();
    expect(within(glu).getByText('Normal')).toBeInTheDocument();
    expect(within(glu).getByText('Corrected by you')).toBeInTheDocument();

    const vitd = await rowOf('Vitamin D (25-OH)');
    expect(within(vitd).getByText('Important')).toBeInTheDocument();

    expect(screen.getByTestId('report-summary')).toHaveTextContent(
      'We read 4 results: 3 outside the reference range (1 high, 2 low); 1 marked important',
    );
    expect(
      screen.getByText(/Check each value against your report; correct anything we misread/),
    ).toBeInTheDocument();
    // One medical disclaimer on the page, and no second "discuss with your doctor" elsewhere on it.
    expect(screen.getAllByTestId('medical-disclaimer')).toHaveLength(1);
    expect(screen.getAllByText(/with your doctor/)).toHaveLength(1);
    expect(screen.getByRole('link', { name: /All your biomarkers/ })).toHaveAttribute('href', '/biomarkers');
  });

  it("asks whether a report that does not match the profile is the member's, and sends the answer", async () => {
    const mismatched = report({
      biomarkerCount: 1,
      identity: {
        printed: { sex: 'female', age: 62 },
        mismatches: [
          { field: 'sex', printed: 'female', profile: 'male' },
          { field: 'age', printed: '62', profile: '45' },
        ],
        answer: null,
        needsAnswer: true,
        included: false,
      },
    });
    const calls = renderPage({ reportResponse: { report: mismatched, biomarkers: [HGB] } });
    const check = await screen.findByTestId('identity-check');
    expect(check).toHaveTextContent('Is this your report?');
    expect(check).toHaveTextContent('the report says female, your profile says male');
    expect(check).toHaveTextContent('the report says 62 years old');
    await userEvent.click(within(check).getByRole('button', { name: 'Not mine' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.url.endsWith('/identity'))).toEqual([
        {
          url: `/api/blood-test/reports/${REPORT_ID}/identity`,
          method: 'POST',
          body: { answer: 'not_mine' },
        },
      ]),
    );
    // The answer is shown; the member may delete the report, keep it, or add it back.
    expect(await screen.findByText('You said this report is not yours')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete this report' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'It is mine after all' })).toBeInTheDocument();
  });

  it('lets the owner correct a value, and shows the server message when it is refused', async () => {
    const calls = renderPage();
    await userEvent.click(
      within(await rowOf('Hemoglobin')).getByRole('button', { name: 'Correct the value of Hemoglobin' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Correct Hemoglobin' });
    const input = within(dialog).getByLabelText('Value (g/dL)');
    expect(input).toHaveValue('11.2');

    await userEvent.clear(input);
    await userEvent.type(input, '31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    expect(await within(dialog).findByText('Hemoglobin 31 g/dL is not plausible.')).toBeInTheDocument();

    await userEvent.clear(input);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    expect(await within(dialog).findByText('Value must be a number')).toBeInTheDocument();

    await userEvent.type(input, '14.1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { value: 31, comparator: null },
      { value: 14.1, comparator: null },
    ]);
    // Now within range, it moves into the collapsed in-range results.
    await showInRange(2);
    const row = await rowOf('Hemoglobin');
    expect(await within(row).findByText('14.1 g/dL')).toBeInTheDocument();
    expect(within(row).getByText('Normal')).toBeInTheDocument();
    expect(within(row).getByText('Corrected by you')).toBeInTheDocument();
    // The report and the history are fetched again after the correction.
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/api/biomarkers' && c.method === 'GET')).toHaveLength(2),
    );
  });

  it('corrects a printed range and adds a missed result; the rows say "Corrected by you" and "Added by you" (issue 31)', async () => {
    const calls = renderPage();
    await userEvent.click(
      within(await rowOf('LDL cholesterol')).getByRole('button', {
        name: 'Correct the value of LDL cholesterol',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Correct LDL cholesterol' });
    // The value and unit stay; the range the report prints is typed in (with a decimal comma).
    await userEvent.type(within(dialog).getByLabelText('Range from'), '0');
    await userEvent.clear(within(dialog).getByLabelText('Range to'));
    await userEvent.type(within(dialog).getByLabelText('Range to'), '129,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { value: 172, comparator: null, refLow: 0, refHigh: 129.5 },
    ]);
    expect(await within(await rowOf('LDL cholesterol')).findByText('Corrected by you')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add a result we missed' }));
    const add = await screen.findByRole('dialog', { name: 'Add a result we missed' });
    await userEvent.selectOptions(within(add).getByLabelText('Test'), 'TSH');
    expect(within(add).getByLabelText('Unit')).toHaveValue('µIU/mL');
    await userEvent.type(within(add).getByLabelText('Value'), '6,8');
    await userEvent.type(within(add).getByLabelText('Range from'), '0.4');
    await userEvent.type(within(add).getByLabelText('Range to'), '4');
    // A unit the test is not reported in: the server's words, next to the field.
    await userEvent.clear(within(add).getByLabelText('Unit'));
    await userEvent.type(within(add).getByLabelText('Unit'), 'mmol/L');
    await userEvent.click(within(add).getByRole('button', { name: 'Add result' }));
    expect((await within(add).findAllByText(/TSH is not reported in "mmol\/L"/)).length).toBeGreaterThan(0);
    await userEvent.clear(within(add).getByLabelText('Unit'));
    await userEvent.type(within(add).getByLabelText('Unit'), 'µIU/mL');
    await userEvent.click(within(add).getByRole('button', { name: 'Add result' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      calls.filter((c) => c.method === 'POST' && c.url.endsWith('/biomarkers')).map((c) => c.body),
    ).toEqual([
      { code: 'TSH', value: 6.8, unit: 'mmol/L', refLow: 0.4, refHigh: 4 },
      { code: 'TSH', value: 6.8, unit: 'µIU/mL', refLow: 0.4, refHigh: 4 },
    ]);
    expect(await within(await rowOf('TSH')).findByText('Added by you')).toBeInTheDocument();
  });

  it("is read-only for an admin viewing a member's report, without the admin's own history", async () => {
    const calls = renderPage({ user: me('admin-id', true) });
    expect(within(await rowOf('Hemoglobin')).getByText('Low')).toBeInTheDocument();
    expect(screen.getByText('Read-only view')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Correct/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to admin' })).toHaveAttribute('href', '/admin');
    expect(calls.some((c) => c.url === '/api/biomarkers')).toBe(false);
  });

  it('says what to do when the report needs review and no results were found', async () => {
    const needsReview: Report = report({
      status: 'needs_review',
      statusMessage: 'We read this document but found no blood test results in it.',
      sampleDate: null,
      biomarkerCount: 0,
    });
    renderPage({ reportResponse: { report: needsReview, biomarkers: [] } });
    const alert = await screen.findByTestId('status-message');
    expect(alert).toHaveTextContent('We read this document but found no blood test results in it.');
    expect(screen.getByRole('heading', { name: 'No results found in this report' })).toBeInTheDocument();
    // One way forward, not two: the empty state carries the upload link.
    expect(screen.getByRole('link', { name: 'Upload a report' })).toHaveAttribute('href', '/profile');
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText(/Sample taken/)).not.toBeInTheDocument();
  });

  it('offers another upload beside the results a partly read report gave', async () => {
    const partial = report({
      status: 'needs_review',
      statusMessage: 'We could only read 1 result from this file.',
    });
    renderPage({ reportResponse: { report: partial, biomarkers: [HGB] } });
    const alert = await screen.findByTestId('status-message');
    expect(alert).toHaveTextContent('We could only read 1 result from this file.');
    expect(within(alert).getByRole('link', { name: 'Upload another copy' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(await rowOf('Hemoglobin')).toBeInTheDocument();
  });

  it('shows where a waiting report is in the reading queue, then the page being read', async () => {
    const waiting = report({
      status: 'processing',
      processedAt: null,
      biomarkerCount: 0,
      queue: { ahead: 2 },
    });
    renderPage({ reportResponse: { report: waiting, biomarkers: [] } });
    expect(await screen.findByTestId('processing-message')).toHaveTextContent(
      'Waiting to be read: 2 reports ahead of yours. Your results appear here as soon as we are done',
    );
    expect(screen.getByTestId('report-progress')).toHaveTextContent(
      'Waiting to be read: 2 reports ahead of yours.',
    );
  });

  it('says when a waiting report is next, and the page once reading has started', () => {
    expect(readingText(null, { ahead: 0 })).toBe('Waiting to be read: yours is next.');
    expect(readingText(null, { ahead: 1 })).toBe('Waiting to be read: 1 report ahead of yours.');
    expect(readingText({ pagesDone: 1, pageCount: 3 }, null)).toBe('Reading page 2 of 3…');
  });

  it('shows not found for a missing or foreign report', async () => {
    renderPage({ reportResponse: { status: 404, message: 'Report not found.' } });
    expect(await screen.findByRole('heading', { name: 'Report not found' })).toBeInTheDocument();
    expect(screen.getByText(/Report not found\. It may have been deleted/)).toBeInTheDocument();
  });
});
