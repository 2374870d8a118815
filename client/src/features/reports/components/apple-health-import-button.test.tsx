import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { AppleHealthImportButton } from './apple-health-import-button';

/** The URLs the upload was sent to (XMLHttpRequest: the upload reports progress); it answers 202. */
const sent: string[] = [];
class FakeXhr {
  status = 202;
  responseText = JSON.stringify({ id: '7c1a3f0e-4a51-4b4e-9d4f-1a2b3c4d5e6f', message: 'importing' });
  statusText = 'Accepted';
  upload = { onprogress: null };
  withCredentials = false;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send() {
    sent.push(this.url);
    setTimeout(() => this.onload?.(), 0);
  }
}

function renderButton() {
  sent.length = 0;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  // The import's progress, once uploaded: still queued.
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ status: 'queued' }), { status: 200 }));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AppleHealthImportButton />
    </QueryClientProvider>,
  );
}

describe('Apple Health import: choosing what to import', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers every kind ticked, and sends only the ones left ticked', async () => {
    renderButton();
    const user = userEvent.setup();
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.map((b) => b.closest('label')?.textContent)).toEqual([
      'Weigh-ins',
      'Body fat',
      'Waist',
      'Resting heart rate',
      'Steps and active energy',
      'Workouts',
    ]);
    expect(boxes.every((b) => (b as HTMLInputElement).checked)).toBe(true);

    await user.click(screen.getByRole('checkbox', { name: 'Workouts' }));
    await user.click(screen.getByRole('checkbox', { name: 'Steps and active energy' }));
    await user.upload(
      screen.getByLabelText('Choose an Apple Health export.zip'),
      new File(['PK'], 'export.zip', { type: 'application/zip' }),
    );
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toBe('/api/imports/apple-health?kinds=weight%2CbodyFat%2Cwaist%2CrestingHeartRate');
  });

  it('cannot upload with nothing ticked, and says why', async () => {
    renderButton();
    const user = userEvent.setup();
    for (const box of screen.getAllByRole('checkbox')) await user.click(box);
    expect(screen.getByRole('button', { name: /Import Apple Health export/ })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Tick at least one to import.');
  });
});
