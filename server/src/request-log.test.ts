import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers';

/** Starts the app with logging into memory at the given level; returns the parsed JSON log lines. */
async function appLoggingAt(level: string) {
  const out = new PassThrough();
  const lines: Record<string, unknown>[] = [];
  out.on('data', (c: Buffer) => {
    for (const l of c.toString().split('\n')) if (l) lines.push(JSON.parse(l) as Record<string, unknown>);
  });
  const t = await createTestApp('pglite', { env: { LOG_LEVEL: level, LOG_FORMAT: 'json' }, logStream: out });
  return { t, lines };
}

describe('request logs', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('at LOG_LEVEL=info a request writes no log line', async () => {
    const app = await appLoggingAt('info');
    t = app.t;
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBeLessThan(500);
    expect(app.lines.filter((l) => l.url === '/api/health' || l.req)).toEqual([]);
  });

  it('at LOG_LEVEL=debug each request writes one line with method, url, status and time', async () => {
    const app = await appLoggingAt('debug');
    t = app.t;
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    const logged = app.lines.filter((l) => l.msg === 'request completed');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 20,
      method: 'GET',
      url: '/api/no-such-route',
      status: res.statusCode,
    });
    expect(typeof logged[0]!.ms).toBe('number');
  });
});
