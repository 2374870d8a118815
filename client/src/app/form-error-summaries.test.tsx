/**
 * Every form lists all of its problems at once in a summary above it (issue 21), each linked to its control, each
 * also shown beside the control (aria-invalid, aria-describedby), and focus moves to the summary on submit. Server
 * 4xx answers show readably: beside the field they name, otherwise in the summary.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChangeEmailForm } from '@/features/account/components/change-email-form';
import { GrantClinicianDialog } from '@/features/admin/components/grant-clinician-dialog';
import ForgotPasswordPage from '@/features/auth/pages/forgot-password-page';
import ResetPasswordPage from '@/features/auth/pages/reset-password-page';
import { DecisionForms } from '@/features/clinician/components/decision-forms';
import NewRequestPage from '@/features/support/pages/new-request-page';
import { renderWithProviders } from '@/test/render-with-providers';

const unexpected = (): [number, unknown] => [500, { message: 'unexpected' }];
const summary = () => screen.getByTestId('error-summary');

/** The control's error is announced with it: invalid, described by an element holding `text`. */
function expectFieldError(control: HTMLElement, text: RegExp) {
  expect(control).toHaveAttribute('aria-invalid', 'true');
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  expect(ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ')).toMatch(text);
}

describe('form error summaries', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('reset password: both problems at once, beside their fields and in the focused summary', async () => {
    const calls = renderWithProviders(
      <ResetPasswordPage />,
      unexpected,
      '/reset-password?token=abcdefghijklmnopqrstu',
    );
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(summary()).toHaveFocus());
    expect(summary()).toHaveTextContent('Please fix these 2 problems:');
    const links = within(summary()).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      expect.stringMatching(/^New password: Password must be at least \d+ characters/),
      'Confirm new password: Please confirm your password',
    ]);
    expectFieldError(screen.getByLabelText('New password'), /at least \d+ characters/);
    expectFieldError(screen.getByLabelText('Confirm new password'), /Please confirm/);
    // A summary link moves focus to its control.
    await userEvent.click(links[1]!);
    expect(screen.getByLabelText('Confirm new password')).toHaveFocus();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('forgot password: an invalid address is listed; a server 429 shows its message in the summary', async () => {
    renderWithProviders(<ForgotPasswordPage />, (url) =>
      url === '/api/auth/forgot-password'
        ? [429, { message: 'Too many requests. Please wait a minute and try again.' }]
        : unexpected(),
    );
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(summary()).toHaveFocus());
    expect(summary()).toHaveTextContent('Email: Enter a valid email address');
    expectFieldError(screen.getByLabelText('Email'), /valid email/);

    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(summary()).toHaveTextContent('Too many requests. Please wait a minute'));
    expect(summary()).toHaveFocus();
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('change email: a 400 naming a field shows beside that field; one naming none in the summary', async () => {
    let answer: [number, unknown] = [
      400,
      { message: 'This email address is already in use.', field: 'newEmail' },
    ];
    const calls = renderWithProviders(<ChangeEmailForm />, (url) =>
      url === '/api/account/email' ? answer : [401, { message: 'Not logged in' }],
    );
    await userEvent.click(screen.getByRole('button', { name: 'Change email' }));
    await waitFor(() => expect(summary()).toHaveFocus());
    expect(within(summary()).getAllByRole('link')).toHaveLength(2);

    await userEvent.type(screen.getByLabelText('New email address'), 'taken@example.com');
    await userEvent.type(screen.getByLabelText('Your password'), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Change email' }));
    await waitFor(() => expectFieldError(screen.getByLabelText('New email address'), /already in use/));
    expect(summary()).toHaveTextContent('New email address: This email address is already in use.');
    expect(calls.find((c) => c.url === '/api/account/email')?.body).toEqual({
      newEmail: 'taken@example.com',
      password: 'secret-password',
    });

    answer = [403, { message: 'The password is not correct.' }];
    await userEvent.click(screen.getByRole('button', { name: 'Change email' }));
    await waitFor(() => expect(summary()).toHaveTextContent('The password is not correct.'));
    expect(summary()).toHaveFocus();
  });

  it('support request: subject and message problems together, nothing sent', async () => {
    const calls = renderWithProviders(<NewRequestPage />, unexpected);
    await userEvent.type(screen.getByLabelText('Subject'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(summary()).toHaveFocus());
    const items = within(summary())
      .getAllByRole('link')
      .map((l) => l.textContent);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatch(/^Subject: /);
    expect(items[1]).toMatch(/^Message: /);
    expectFieldError(screen.getByLabelText('Subject'), /Subject/);
    expect(calls).toHaveLength(0);
  });

  it('clinician request-changes: the missing note and every refused override are listed at once', async () => {
    const calls = renderWithProviders(<DecisionForms planId="p1" onDone={() => {}} />, unexpected);
    await userEvent.type(screen.getByLabelText('Training intensity cap (RPE 3–9)'), '12');
    await userEvent.type(screen.getByLabelText('Calorie target (kcal a day)'), 'lots');
    await userEvent.click(screen.getByRole('button', { name: 'Request changes and regenerate' }));
    await waitFor(() => expect(summary()).toHaveFocus());
    const items = within(summary())
      .getAllByRole('link')
      .map((l) => l.textContent);
    expect(items).toEqual([
      'Note to the member: Write a note for the member explaining the changes.',
      expect.stringMatching(/^Calorie target \(kcal a day\): Must be a number/),
      expect.stringMatching(/^Training intensity cap \(RPE 3–9\): Must be between 3 and 9/),
    ]);
    expectFieldError(screen.getByLabelText('Training intensity cap (RPE 3–9)'), /between 3 and 9/);
    expect(calls).toHaveLength(0);
  });

  it('clinician decision: a 409 from the server is shown in the summary, not lost in a toast', async () => {
    renderWithProviders(<DecisionForms planId="p1" onDone={() => {}} />, (url) =>
      url === '/api/clinician/reviews/p1/approve'
        ? [409, { message: 'This review is already canceled: nothing to decide.' }]
        : unexpected(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Approve plan' }));
    await waitFor(() => expect(summary()).toHaveTextContent('This review is already canceled'));
    expect(summary()).toHaveFocus();
  });

  it('admin grant-clinician dialog: every missing credential listed in readable words; a 404 in the summary', async () => {
    const calls = renderWithProviders(<GrantClinicianDialog userId="u-1" username="asha" />, (url) =>
      url === '/api/admin/clinicians' ? [404, { message: 'No account with this userId.' }] : unexpected(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clinician role' }));
    await userEvent.type(screen.getByLabelText('Name shown to members'), 'Dr Asha Rao');
    await userEvent.click(screen.getByRole('button', { name: 'Grant clinician role' }));
    await waitFor(() => expect(summary()).toHaveFocus());
    expect(
      within(summary())
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Registration number: Must be at least 2 characters',
      'Registration body: Must be at least 2 characters',
      'Specialty: Must be at least 2 characters',
    ]);
    expectFieldError(screen.getByLabelText('Specialty'), /^Must be at least 2 characters$/);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Registration number'), 'NMC-1');
    await userEvent.type(screen.getByLabelText('Registration body'), 'National Medical Commission');
    await userEvent.type(screen.getByLabelText('Specialty'), 'Internal medicine');
    await userEvent.click(screen.getByRole('button', { name: 'Grant clinician role' }));
    await waitFor(() => expect(summary()).toHaveTextContent('No account with this userId.'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      userId: 'u-1',
      displayName: 'Dr Asha Rao',
      registrationNumber: 'NMC-1',
      registrationBody: 'National Medical Commission',
      specialty: 'Internal medicine',
    });
  });
});
