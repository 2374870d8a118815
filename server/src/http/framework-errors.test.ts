/**
 * The smaller items of the security review: errors Fastify and Node raise themselves answer `{ message }` like every
 * other error; a validly signed token naming a non-UUID session is a 401, not a 500; /api/docs is a setting.
 */
import net from 'node:net';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_SECRETS, type TestApp } from '../../test/helpers';

describe('framework errors and odd tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  }, 60_000);
  afterAll(() => t?.close());

  it('a path segment over the router limit → 414 { message }', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/plans/${'a'.repeat(500)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it('a bad %-escape in a parameter → 400 { message }', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/plans/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it('malformed HTTP on the socket → 400 { message }', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(Number(port), '127.0.0.1');
      let data = '';
      socket.on('data', (d) => (data += d.toString()));
      socket.on('close', () => resolve(data));
      socket.on('error', () => undefined);
      socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header Line\r\n\r\n');
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ message: expect.any(String) });
  });

  it('a validly signed token with a non-UUID session id → 401', async () => {
    const token = await new SignJWT({ sid: 'not-a-uuid' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('also-not-a-uuid')
      .setIssuer('vitalplan')
      .setExpirationTime('1h')
      .sign(TEST_SECRETS.sessionKey);
    for (const url of ['/api/auth/me', '/api/profile']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
  });
});

describe('API documentation setting', () => {
  it.each([
    [{}, 200],
    [{ NODE_ENV: 'production' }, 404],
    [{ NODE_ENV: 'production', API_DOCS_PUBLIC: 'on' }, 200],
    [{ API_DOCS_PUBLIC: 'off' }, 404],
  ])(
    '%o → /api/docs/json %i',
    async (env, status) => {
      const t = await createTestApp('pglite', { env });
      try {
        const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
        expect(res.statusCode).toBe(status);
        if (status === 404) expect(res.json()).toEqual({ message: expect.any(String) });
      } finally {
        await t.close();
      }
    },
    60_000,
  );
});
