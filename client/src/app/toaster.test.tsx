import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '@/lib/toast';
import { AppToaster } from './toaster';

afterEach(cleanup);

describe('AppToaster', () => {
  it('is not on the page at first; a toast loads it and shows once it listens', async () => {
    const { container } = render(<AppToaster />);
    expect(container.innerHTML).toBe('');
    act(() => toast.success('Profile saved', 'Your changes are stored.'));
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect(screen.getByText('Your changes are stored.')).toBeInTheDocument();
  });
});
