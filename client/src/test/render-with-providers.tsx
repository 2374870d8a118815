/** Renders a screen with the app's providers (queries, auth, a memory router) and a stubbed fetch. */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';

export interface Call {
  url: string;
  method: string;
  body: unknown;
}

/** `answer(url, method, body)` gives [status, json]; every call is recorded. */
export function renderWithProviders(
  ui: ReactNode,
  answer: (url: string, method: string, body: unknown) => [number, unknown],
  path = '/',
): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    calls.push({ url, method, body });
    const [status, json] = answer(url, method, body);
    return new Response(JSON.stringify(json), { status });
  });
  const { hook, searchHook } = memoryLocation({ path });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <Router hook={hook} searchHook={searchHook}>
          {ui}
        </Router>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return calls;
}
