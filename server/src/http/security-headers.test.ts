/** The Content-Security-Policy: WebAssembly may compile (the barcode reader, served from our origin), JS eval may not. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { recordHeaders } from './security-headers';

describe('Content-Security-Policy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it("lets our own WebAssembly compile ('wasm-unsafe-eval') and keeps eval and other origins' wasm out", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
    expect(scriptSrc).toContain("'wasm-unsafe-eval'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(scriptSrc).not.toMatch(/cdn\.jsdelivr|unpkg|fastly/);
  });
});

/** Helmet's headers are computed once at start-up and copied onto every response (issue 33's load profiles). */
describe('security headers computed once', () => {
  const HELMET_HEADERS = {
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };

  it('puts every header helmet sets on each response, the same each time, and HSTS only behind HTTPS', async () => {
    for (const [env, hsts] of [
      [{}, undefined],
      [{ PUBLIC_URL: 'https://vitalplan.example' }, 'max-age=31536000; includeSubDomains'],
    ] as const) {
      const t = await createTestApp('pglite', { env });
      try {
        const [a, b] = [await t.app.inject('/api/health'), await t.app.inject('/api/nowhere')];
        for (const res of [a, b]) {
          expect(res.headers).toMatchObject(HELMET_HEADERS);
          expect(res.headers['strict-transport-security']).toBe(hsts);
          expect(res.headers['x-powered-by']).toBeUndefined();
        }
        expect(a.headers['content-security-policy']).toMatch(/^default-src 'self';/);
        expect(b.headers['content-security-policy']).toBe(a.headers['content-security-policy']);
        expect(a.headers['content-security-policy']!.includes('upgrade-insecure-requests')).toBe(
          hsts !== undefined,
        );
      } finally {
        await t.close();
      }
    }
  });

  it('refuses a middleware that reads the request (its headers could differ per request)', () => {
    expect(() =>
      recordHeaders((req, res, next) => {
        res.setHeader('x-echo', String(req.headers['x-a']));
        next();
      }),
    ).toThrow(/read the request/);
    expect(() => recordHeaders((_req, _res, next) => next(new Error('bad directive')))).toThrow(
      /computed once/,
    );
  });
});
