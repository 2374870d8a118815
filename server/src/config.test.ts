import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { loadSecrets } from './lib/secrets';
import { startChildServer } from '../test/child-server';

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
    expect(c.keysDir).toBe('/srv/app/data-keys');
    expect(c.TRUST_PROXY).toBe(false);
    expect(c.apiDocsPublic).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).apiDocsPublic).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS_PUBLIC: 'on' }).apiDocsPublic).toBe(true);
  });

  it('takes TRUST_PROXY as a hop count or proxy addresses, and refuses a bare "on"', () => {
    expect(loadConfig({ TRUST_PROXY: 'off' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16,::1,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.2',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
    for (const bad of ['on', 'true', '11', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1,'])
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY=/);
    expect(() => loadConfig({ TRUST_PROXY: 'on' })).toThrow(/number .* or their addresses/);
  });

  it('keeps metrics on loopback unless told otherwise, and then requires METRICS_TOKEN', () => {
    expect(loadConfig({ METRICS_PORT: '9100' }).METRICS_HOST).toBe('127.0.0.1');
    expect(() => loadConfig({ METRICS_PORT: '9100', METRICS_HOST: '0.0.0.0' })).toThrow(
      /METRICS_TOKEN="": must be set when METRICS_HOST \(0\.0\.0\.0\) is not a loopback address/,
    );
    const token = 'a'.repeat(24);
    expect(
      loadConfig({ METRICS_PORT: '9100', METRICS_HOST: '0.0.0.0', METRICS_TOKEN: token }).METRICS_TOKEN,
    ).toBe(token);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN=.*24 characters/);
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
    ['STORAGE', 'disk', /STORAGE="disk": must be "local" or "s3"/],
    ['S3_ENDPOINT', 'minio:9000', /S3_ENDPOINT=.*http/],
    ['S3_BUCKET', 'Bad_Bucket', /S3_BUCKET=.*bucket name/],
    ['S3_FORCE_PATH_STYLE', 'yes', /S3_FORCE_PATH_STYLE=.*"on" or "off"/],
    ['METRICS_PORT', 'x', /METRICS_PORT=.*number/],
  ])('names the bad variable %s=%s', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('keeps files on local disk unless STORAGE=s3, and then needs a bucket, a region and both keys or none', () => {
    expect(loadConfig({}).STORAGE).toBe('local');
    const s3 = { STORAGE: 's3', S3_BUCKET: 'reports', S3_REGION: 'eu-west-1' };
    const c = loadConfig({ ...s3, S3_ENDPOINT: 'http://minio:9000/', S3_FORCE_PATH_STYLE: 'on' });
    expect(c).toMatchObject({ STORAGE: 's3', S3_BUCKET: 'reports', S3_FORCE_PATH_STYLE: true });
    expect(() => loadConfig({ STORAGE: 's3', S3_REGION: 'eu-west-1' })).toThrow(
      /S3_BUCKET="": is required with STORAGE=s3/,
    );
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'reports' })).toThrow(/S3_REGION="": is required/);
    expect(() => loadConfig({ ...s3, S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(
      /S3_SECRET_ACCESS_KEY="": must be set together/,
    );
    expect(() => loadConfig({ ...s3, S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(
      /S3_ACCESS_KEY_ID="": must be set together/,
    );
    // The S3 settings are not checked while files stay on local disk.
    expect(loadConfig({ S3_ACCESS_KEY_ID: 'AKIA' }).STORAGE).toBe('local');
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
      expect(config.keysDir).toBe(`${dir}-keys`);
      for (const f of ['session.key', 'file-encryption.key']) {
        const s = await stat(path.join(config.keysDir, f));
        expect(s.mode & 0o777).toBe(0o600);
      }
      const configured = await loadSecrets(
        loadConfig({ DATA_DIR: dir, DATA_ENCRYPTION_KEY: 'ab'.repeat(32) }),
      );
      expect(configured.fileKey.toString('hex')).toBe('ab'.repeat(32));
      expect((await readFile(path.join(config.keysDir, 'file-encryption.key'), 'utf8')).trim()).toBe(
        first.fileKey.toString('hex'),
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
      await rm(`${dir}-keys`, { recursive: true, force: true });
    }
  });

  describe('keys apart from the data', () => {
    const withDirs = async (fn: (dataDir: string, keysDir: string) => Promise<void>) => {
      const root = await mkdtemp(path.join(os.tmpdir(), 'vp-keys-'));
      try {
        await fn(path.join(root, 'data'), path.join(root, 'keys'));
      } finally {
        await rm(root, { recursive: true, force: true });
      }
    };

    it('refuses in production a KEYS_DIR inside DATA_DIR, unless both keys come from the environment', () =>
      withDirs(async (dataDir) => {
        const inside = { DATA_DIR: dataDir, KEYS_DIR: path.join(dataDir, 'keys'), NODE_ENV: 'production' };
        await expect(loadSecrets(loadConfig(inside))).rejects.toThrow(/KEYS_DIR .* is inside DATA_DIR/);
        const fromEnv = await loadSecrets(
          loadConfig({ ...inside, SESSION_SECRET: 's'.repeat(40), DATA_ENCRYPTION_KEY: 'cd'.repeat(32) }),
        );
        expect(fromEnv.fileKey.toString('hex')).toBe('cd'.repeat(32));
      }));

    it('keeps reading an old DATA_DIR/secrets in development with a warning, and refuses it in production', () =>
      withDirs(async (dataDir, keysDir) => {
        await mkdir(path.join(dataDir, 'secrets'), { recursive: true });
        await writeFile(path.join(dataDir, 'secrets', 'file-encryption.key'), 'ef'.repeat(32));
        const warnings: string[] = [];
        const dev = await loadSecrets(loadConfig({ DATA_DIR: dataDir, KEYS_DIR: keysDir }), (m) =>
          warnings.push(m),
        );
        // Old reports stay readable: the old key is used, not replaced by a new one.
        expect(dev.fileKey.toString('hex')).toBe('ef'.repeat(32));
        expect(warnings.join('\n')).toMatch(/file-encryption\.key .* inside DATA_DIR/);
        await expect(stat(path.join(keysDir, 'file-encryption.key'))).rejects.toThrow(/ENOENT/);
        // The session key had no old copy: it is generated in KEYS_DIR.
        expect((await stat(path.join(keysDir, 'session.key'))).mode & 0o777).toBe(0o600);
        await expect(
          loadSecrets(loadConfig({ DATA_DIR: dataDir, KEYS_DIR: keysDir, NODE_ENV: 'production' })),
        ).rejects.toThrow(/Keys found inside DATA_DIR/);
      }));

    it(
      'the real server refuses to start in production with its keys inside DATA_DIR',
      () =>
        withDirs(async (dataDir) => {
          const start = startChildServer(
            { DATA_DIR: dataDir, KEYS_DIR: path.join(dataDir, 'secrets'), NODE_ENV: 'production' },
            { timeoutMs: 30_000 },
          );
          await expect(start).rejects.toThrow(/exited during start[\s\S]*KEYS_DIR .* is inside DATA_DIR/);
        }),
      60_000,
    );
  });
});
