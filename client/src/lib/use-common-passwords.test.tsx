import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCommonPasswords } from '@common/password-quality';
import { useCommonPasswords } from './use-common-passwords';

vi.mock('@common/password-quality', () => ({ loadCommonPasswords: vi.fn(() => Promise.resolve()) }));

function PasswordForm() {
  useCommonPasswords();
  return (
    <form>
      <label>
        Name <input />
      </label>
      <label>
        Secret <input type="password" />
      </label>
    </form>
  );
}

afterEach(() => {
  cleanup();
  vi.mocked(loadCommonPasswords).mockClear();
});

describe('useCommonPasswords', () => {
  it('loads the list when a password field is first focused, not with the page', async () => {
    render(<PasswordForm />);
    await userEvent.click(screen.getByLabelText('Name'));
    expect(loadCommonPasswords).not.toHaveBeenCalled();
    await userEvent.click(screen.getByLabelText('Secret'));
    await userEvent.click(screen.getByLabelText('Name'));
    await userEvent.click(screen.getByLabelText('Secret'));
    expect(loadCommonPasswords).toHaveBeenCalledTimes(1);
  });
});
