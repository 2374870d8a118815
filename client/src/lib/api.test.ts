import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, errorText, getQueryFn } from './api';

type FetchArgs = [string, RequestInit];

describe('API client (docs/product.md#api, #errors-and-messages)', () => {
  let calls: FetchArgs[];
  let nextResponse: Response;

  beforeEach(() => {
    calls = [];
    nextResponse = new Response('{}', { status: 200 });
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push([url, init]);
      return nextResponse;
    });
    localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends cookies, and a bearer header only when a token is stored', async () => {
    await apiRequest('GET', '/api/plans');
    expect(calls[0]![1].credentials).toBe('include');
    expect(calls[0]![1].headers).toEqual({});

    localStorage.setItem('auth_token', 'tok123');
    await apiRequest('GET', '/api/plans');
    expect(calls[1]![1].headers).toEqual({ Authorization: 'Bearer tok123' });
  });

  it('sets a JSON content type only when there is a body', async () => {
    await apiRequest('POST', '/api/auth/logout');
    expect(calls[0]![1].headers).not.toHaveProperty('Content-Type');
    expect(calls[0]![1].body).toBeUndefined();

    await apiRequest('POST', '/api/profile', { age: 30 });
    expect(calls[1]![1].headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(calls[1]![1].body).toBe('{"age":30}');
  });

  it('raises "STATUS: text" for a non-OK answer, or the status text when the body is empty', async () => {
    nextResponse = new Response('{"message":"Invalid email or password"}', { status: 401 });
    const err = await apiRequest('POST', '/api/auth/login', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as Error).message).toBe('401: {"message":"Invalid email or password"}');
    expect(errorText(err, 'fallback')).toBe('Invalid email or password');

    nextResponse = new Response('', { status: 503, statusText: 'Service Unavailable' });
    const empty = await apiRequest('GET', '/api/plans').catch((e: unknown) => e);
    expect((empty as Error).message).toBe('503: Service Unavailable');
    expect(errorText(empty, 'fallback')).toBe('fallback');
  });

  it("without any answer (offline) keeps the screen's own text first, then says why", () => {
    const offline = new TypeError('Failed to fetch');
    expect(errorText(offline, 'Login failed. Please try again.')).toBe(
      'Login failed. Please try again. Cannot reach the server: check your connection.',
    );
    expect(errorText(offline, 'An unexpected error occurred')).toBe(
      'An unexpected error occurred. Cannot reach the server: check your connection.',
    );
  });

  it('reads join the query key with "/" and either tolerate 401 (null) or raise it', async () => {
    nextResponse = new Response('{"plans":[]}', { status: 200 });
    const ok = await getQueryFn({ on401: 'throw' })({ queryKey: ['/api/plans', 'abc'] } as never);
    expect(calls[0]![0]).toBe('/api/plans/abc');
    expect(ok).toEqual({ plans: [] });

    nextResponse = new Response('{"message":"Please log in"}', { status: 401 });
    expect(await getQueryFn({ on401: 'returnNull' })({ queryKey: ['/api/auth/me'] } as never)).toBeNull();

    nextResponse = new Response('{"message":"Please log in"}', { status: 401 });
    await expect(getQueryFn({ on401: 'throw' })({ queryKey: ['/api/auth/me'] } as never)).rejects.toThrow(
      /^401: /,
    );
  });
});
