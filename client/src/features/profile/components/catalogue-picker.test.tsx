import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, type Call } from '@/test/render-with-providers';
import { ProfileForm } from './profile-form';

// jsdom has no ResizeObserver; the form's Radix selects measure with it.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

function renderForm(): Call[] {
  return renderWithProviders(<ProfileForm profile={null} aside={() => null} />, (url, method) =>
    url === '/api/profile' && method === 'POST' ? [200, {}] : [401, { message: 'Not signed in' }],
  );
}

const savedBody = (calls: Call[]) =>
  calls.find((c) => c.url === '/api/profile' && c.method === 'POST')?.body as Record<string, unknown>;

// The whole profile form renders and userEvent types key by key: 20 s is not enough on a busy 2-core machine.
describe('catalogue picker in the profile', { timeout: 60_000 }, () => {
  // The picker loads the catalogue lazily on first focus; on a busy machine transforming it takes longer than
  // findByRole's 1 s wait. Load it once here so the tests time the combobox, not the module transform.
  beforeAll(async () => {
    await import('../lib/catalogue-suggestions');
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('"celiac" suggests Coeliac disease; Enter adds it to the conditions, which are saved as free text', async () => {
    const calls = renderForm();
    const picker = screen.getByRole('combobox', { name: 'Search medical conditions' });
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(picker, 'celiac');
    const list = await screen.findByRole('listbox', { name: 'Search medical conditions' });
    expect(picker).toHaveAttribute('aria-expanded', 'true');
    expect(picker).toHaveAttribute('aria-controls', list.id);
    const first = within(list).getAllByRole('option')[0]!;
    expect(first).toHaveTextContent('Coeliac disease');
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(picker).toHaveAttribute('aria-activedescendant', first.id);

    await userEvent.keyboard('{Enter}');
    const own = screen.getByRole('list', { name: 'Your own medical conditions' });
    expect(within(own).getByText('Coeliac disease')).toBeInTheDocument();
    expect(picker).toHaveValue('');
    expect(picker).toHaveAttribute('aria-expanded', 'false');

    // Free text still works beside it.
    await userEvent.type(screen.getByLabelText('Add your own medical conditions'), 'Ehlers-Danlos{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    await vi.waitFor(() => expect(savedBody(calls)).toBeDefined());
    expect(savedBody(calls).medicalConditions).toEqual(['Coeliac disease', 'Ehlers-Danlos']);
  });

  it('"Lasix" suggests furosemide with its class and brand; arrows and Enter add it as a medications line', async () => {
    const calls = renderForm();
    const medications = screen.getByLabelText('Medications');
    await userEvent.type(medications, 'Vitamin B12 drops');
    const picker = screen.getByRole('combobox', { name: 'Search medicines and supplements' });
    await userEvent.type(picker, 'Lasix');
    const list = await screen.findByRole('listbox', { name: 'Search medicines and supplements' });
    const options = within(list).getAllByRole('option');
    expect(options[0]).toHaveTextContent('Furosemide');
    expect(options[0]).toHaveTextContent('Loop diuretic');
    expect(options[0]).toHaveTextContent('brand Lasix');

    // Escape closes without choosing; ArrowDown reopens on the same suggestions.
    await userEvent.keyboard('{Escape}');
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    expect(medications).toHaveValue('Vitamin B12 drops');
    await userEvent.keyboard('{ArrowDown}');
    expect(picker).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    expect(medications).toHaveValue('Vitamin B12 drops\nFurosemide');

    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    await vi.waitFor(() => expect(savedBody(calls)).toBeDefined());
    expect(savedBody(calls).medications).toBe('Vitamin B12 drops\nFurosemide');
  });
});
