/**
 * Pages opened from account mails act only on the member's click, never on load (mail scanners open links, and the
 * links are single-use): the cancel-email-change and unlock-sign-in pages.
 */
import { EMAIL_CHANGE_CANCELED_MESSAGE } from '@common/auth';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import CancelEmailChangePage from './cancel-email-change-page';
import UnlockSignInPage from './unlock-sign-in-page';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789';
const posts = (calls: { method: string; url: string }[]) => calls.filter((c) => c.method === 'POST');

describe('pages opened from account mails', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('cancel email change: nothing on load; one click cancels and says so', async () => {
    const calls = renderWithProviders(
      <CancelEmailChangePage />,
      (url) =>
        url === '/api/auth/cancel-email-change'
          ? [200, { message: EMAIL_CHANGE_CANCELED_MESSAGE }]
          : [401, { message: 'no' }],
      `/cancel-email-change?token=${TOKEN}`,
    );
    const button = await screen.findByRole('button', { name: 'This was not me: cancel the change' });
    expect(posts(calls)).toHaveLength(0);
    await userEvent.click(button);
    expect(await screen.findByText(EMAIL_CHANGE_CANCELED_MESSAGE)).toBeInTheDocument();
    expect(posts(calls)).toEqual([
      { url: '/api/auth/cancel-email-change', method: 'POST', body: { token: TOKEN } },
    ]);
  });

  it('cancel email change: a used or confirmed link says what to do', async () => {
    renderWithProviders(
      <CancelEmailChangePage />,
      () => [400, { message: 'This link is not valid or has expired. Please request a new one.' }],
      `/cancel-email-change?token=${TOKEN}`,
    );
    await userEvent.click(await screen.findByRole('button', { name: /cancel the change/ }));
    expect(
      await screen.findByText(/not valid or has expired.*If the new address was already confirmed/),
    ).toBeInTheDocument();
  });

  it('unlock sign-in: nothing on load; the password with the link signs in', async () => {
    const user = { id: 'u1', username: 'owner', email: 'owner@example.com' };
    const calls = renderWithProviders(
      <UnlockSignInPage />,
      (url) =>
        url === '/api/auth/unlock-sign-in'
          ? [200, { token: 'session-token', user }]
          : [401, { message: 'Authentication required' }],
      `/unlock-sign-in?token=${TOKEN}`,
    );
    const password = await screen.findByLabelText('Password');
    expect(posts(calls)).toHaveLength(0);
    await userEvent.type(password, 'the-owners-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await vi.waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)).toEqual([
      {
        url: '/api/auth/unlock-sign-in',
        method: 'POST',
        body: { token: TOKEN, password: 'the-owners-password' },
      },
    ]);
  });
});
