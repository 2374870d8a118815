import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

afterEach(cleanup);

function Harness({ busy, onConfirm }: { busy: boolean; onConfirm: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'open' : 'closed'}</p>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this thing?"
        description="It is gone for good."
        confirmLabel="Delete it"
        busyLabel="Deleting..."
        busy={busy}
        onConfirm={onConfirm}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('runs the action on confirm and closes on cancel', async () => {
    const onConfirm = vi.fn();
    render(<Harness busy={false} onConfirm={onConfirm} />);
    expect(screen.getByRole('dialog', { name: 'Delete this thing?' })).toHaveAccessibleDescription(
      'It is gone for good.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete it' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('closed')).toBeInTheDocument();
  });

  it('while busy: both buttons are disabled, the action says so, and Escape does not close it', async () => {
    const onConfirm = vi.fn();
    render(<Harness busy onConfirm={onConfirm} />);
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByText('open')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
