import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { loadSecrets } from './lib/secrets';

describe('configuration', () => {
  it('has working defaults', () => {
    const c = loadConfig({}, '/srv/app');
    expect(c.PORT).toBe(3000);
    expect(c.HOST).toBe('localhost');
    expect(c.dataDir).toBe('/srv/app/data');
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.ADMIN_EMAILS).toEqual([]);
    expect(c.LOG_LEVEL).toBe('info');
    expect(c.RATE_LIMITS).toBe(true);
  });

  it('parses values', () => {
    const c = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@h:5432/db',
      ADMIN_EMAILS: ' A@x.com, b@y.org ,',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
    });
    expect(c.PORT).toBe(8080);
    expect(c.DATABASE_URL).toBe('postgres://u@h:5432/db');
    expect(c.ADMIN_EMAILS).toEqual(['a@x.com', 'b@y.org']);
    expect(c.RATE_LIMITS).toBe(false);
  });

  it.each([
    ['PORT', 'eighty', /PORT="eighty": must be a number/],
    ['PORT', '70000', /PORT=.*65535/],
    ['DATABASE_URL', 'mysql://x', /DATABASE_URL=.*postgres/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL/],
    ['RATE_LIMITS', 'maybe', /RATE_LIMITS=.*"on" or "off"/],
    ['DATA_ENCRYPTION_KEY', 'abc', /DATA_ENCRYPTION_KEY=.*64 hexadecimal/],
    ['SESSION_SECRET', 'short', /SESSION_SECRET=.*32/],
    ['REDIS_URL', 'http://x', /REDIS_URL/],
  ])('names the bad variable %s=%s', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('generates missing secrets once, with mode 0600, and keeps them across restarts', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'vp-secrets-'));
    try {
      const config = loadConfig({ DATA_DIR: dir });
      const first = await loadSecrets(config);
      const second = await loadSecrets(config);
      expect(Buffer.from(first.sessionKey).equals(Buffer.from(second.sessionKey))).toBe(true);
      expect(first.fileKey.equals(second.fileKey)).toBe(true);
      expect(first.fileKey).toHaveLength(32);
      for (const f of ['session.key', 'file-encryption.key']) {
        const s = await stat(path.join(dir, 'secrets', f));
        expect(s.mode & 0o777).toBe(0o600);
      }
      const configured = await loadSecrets(
        loadConfig({ DATA_DIR: dir, DATA_ENCRYPTION_KEY: 'ab'.repeat(32) }),
      );
      expect(configured.fileKey.toString('hex')).toBe('ab'.repeat(32));
      expect((await readFile(path.join(dir, 'secrets', 'file-encryption.key'), 'utf8')).trim()).toBe(
        first.fileKey.toString('hex'),
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
