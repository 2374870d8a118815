import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, errorText } from './api';
import { api, fileUrl, forgetKeptBodies, nullIfUnauthorized } from './api-client';

type FetchArgs = [string, RequestInit];

describe('API client (docs/product.md#api, #errors-and-messages)', () => {
  let calls: FetchArgs[];
  let nextResponse: Response;

  beforeEach(() => {
    calls = [];
    nextResponse = new Response('{}', { status: 200 });
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push([url, init]);
      return nextResponse.clone();
    });
    localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends cookies, and a bearer header only when a token is stored', async () => {
    await api.get('/api/plans');
    expect(calls[0]![1].credentials).toBe('include');
    expect(calls[0]![1].headers).toEqual({});

    localStorage.setItem('auth_token', 'tok123');
    await api.get('/api/plans');
    expect(calls[1]![1].headers).toEqual({ Authorization: 'Bearer tok123' });
  });

  it('re-reads an answer that came with an ETag by If-None-Match, and takes a 304 as the kept body', async () => {
    localStorage.setItem('auth_token', 'tok123');
    const plan = '{"plan":{"id":"p1","summary":"first"}}';
    nextResponse = new Response(plan, { status: 200, headers: { ETag: 'W/"p1.1.abc"' } });
    expect(await api.get('/api/plans/:id', { params: { id: 'p1' } })).toEqual(JSON.parse(plan));
    expect(calls[0]![1].headers).not.toHaveProperty('If-None-Match');

    nextResponse = new Response(null, { status: 304, headers: { ETag: 'W/"p1.1.abc"' } });
    expect(await api.get('/api/plans/:id', { params: { id: 'p1' } })).toEqual(JSON.parse(plan));
    expect(calls[1]![1].headers).toMatchObject({ 'If-None-Match': 'W/"p1.1.abc"' });

    // Changed: the new body and tag replace the kept ones.
    const changed = '{"plan":{"id":"p1","summary":"second"}}';
    nextResponse = new Response(changed, { status: 200, headers: { ETag: 'W/"p1.2.def"' } });
    expect(await api.get('/api/plans/:id', { params: { id: 'p1' } })).toEqual(JSON.parse(changed));
    nextResponse = new Response(null, { status: 304 });
    expect(await api.get('/api/plans/:id', { params: { id: 'p1' } })).toEqual(JSON.parse(changed));
    expect(calls[3]![1].headers).toMatchObject({ 'If-None-Match': 'W/"p1.2.def"' });

    // Another session never sends (nor is answered with) what this one kept; an answer without a tag keeps none.
    localStorage.setItem('auth_token', 'other');
    nextResponse = new Response('{"plan":{"id":"p1","summary":"theirs"}}', { status: 200 });
    await api.get('/api/plans/:id', { params: { id: 'p1' } });
    expect(calls[4]![1].headers).not.toHaveProperty('If-None-Match');
    nextResponse = new Response(null, { status: 304 });
    await expect(api.get('/api/plans/:id', { params: { id: 'p1' } })).rejects.toBeInstanceOf(ApiError);
    expect(calls[5]![1].headers).not.toHaveProperty('If-None-Match');
  });

  it('forgets the kept bodies when told to (logout): the next read asks for the whole body', async () => {
    localStorage.setItem('auth_token', 'tok123');
    nextResponse = new Response('{"plan":{"id":"p2"}}', { status: 200, headers: { ETag: 'W/"p2.1.x"' } });
    await api.get('/api/plans/:id', { params: { id: 'p2' } });
    forgetKeptBodies();
    await api.get('/api/plans/:id', { params: { id: 'p2' } });
    expect(calls[1]![1].headers).not.toHaveProperty('If-None-Match');
  });

  it('sets a JSON content type only when there is a body', async () => {
    await api.post('/api/auth/logout');
    expect(calls[0]![1].headers).not.toHaveProperty('Content-Type');
    expect(calls[0]![1].body).toBeUndefined();

    await api.post('/api/auth/login', { body: { email: 'a@example.com', password: 'pw' } });
    expect(calls[1]![1].headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(calls[1]![1].body).toBe('{"email":"a@example.com","password":"pw"}');
  });

  it('raises "STATUS: text" for a non-OK answer, or the status text when the body is empty', async () => {
    nextResponse = new Response('{"message":"Invalid email or password"}', { status: 401 });
    const err = await api
      .post('/api/auth/login', { body: { email: 'a@example.com', password: 'pw' } })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as Error).message).toBe('401: {"message":"Invalid email or password"}');
    expect(errorText(err, 'fallback')).toBe('Invalid email or password');

    nextResponse = new Response('', { status: 503, statusText: 'Service Unavailable' });
    const empty = await api.get('/api/plans').catch((e: unknown) => e);
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

  it('fills in path parameters (encoded) and leaves empty query values out', async () => {
    await api.get('/api/plans/:id/versions/:version', { params: { id: 'a/b c', version: 2 } });
    expect(calls[0]![0]).toBe('/api/plans/a%2Fb%20c/versions/2');

    await api.get('/api/admin/users', { query: { q: '', status: undefined, page: 2, pageSize: 25 } });
    expect(calls[1]![0]).toBe('/api/admin/users?page=2&pageSize=25');

    expect(fileUrl('/api/plans/:id/calendar.ics', { params: { id: 'p1' }, query: { time: '07:00' } })).toBe(
      '/api/plans/p1/calendar.ics?time=07%3A00',
    );
  });

  it('answers the JSON body, or nothing for an empty answer (204)', async () => {
    nextResponse = new Response('{"plan":null}', { status: 200 });
    expect(await api.get('/api/plans/active')).toEqual({ plan: null });

    nextResponse = new Response(null, { status: 204 });
    expect(await api.delete('/api/progress/photos/:id', { params: { id: 'x' } })).toBeUndefined();
  });

  it('reads the signed-out may make answer null on 401 and raise anything else', async () => {
    nextResponse = new Response('{"message":"Please log in"}', { status: 401 });
    expect(await nullIfUnauthorized(api.get('/api/auth/me'))).toBeNull();

    nextResponse = new Response('{"message":"Please log in"}', { status: 403 });
    await expect(nullIfUnauthorized(api.get('/api/auth/me'))).rejects.toThrow(/^403: /);
  });

  it('types every call from the route table (these lines fail `tsc -b` if the types went loose)', async () => {
    nextResponse = new Response('{"plan":null}', { status: 200 });
    const answer = await api.get('/api/plans/active');
    // @ts-expect-error the answer of GET /api/plans/active has `plan`, not `plans`
    expect(answer.plans).toBeUndefined();
    // @ts-expect-error not a route of common/api-contract.ts
    await api.get('/api/plan');
    // @ts-expect-error a route with `:id` needs its params
    await api.get('/api/plans/:id');
    // @ts-expect-error the body of POST /api/auth/login needs a password
    await api.post('/api/auth/login', { body: { email: 'a@example.com' } });
    // @ts-expect-error a file route is not a JSON call
    await api.get('/api/account/export');
  });
});
