import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const alias = {
  '@common': fileURLToPath(new URL('./common', import.meta.url)),
  '@': fileURLToPath(new URL('./client/src', import.meta.url)),
};

/** Tests of the pure cores: the plan engine, the lab-report parser and common/. */
const PURE_TESTS = [
  'server/src/engine/**/*.test.ts',
  'server/src/labs/parse/**/*.test.ts',
  'common/**/*.test.ts',
];

export default defineConfig({
  resolve: { alias },
  test: {
    // The usual summary line plus one line per file.
    reporters: process.env.CI ? ['default'] : ['default'],
    // One test file per core, and at least two: many server files mostly wait (child servers, PostgreSQL, OCR
    // workers), so two files at a time on a 2-core machine halve the run (917 s → 463 s) where Vitest's default
    // (cores − 1) ran them one by one. Each file has its own database (PGlite copy or scratch PostgreSQL database).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        resolve: { alias },
        test: {
          // The pure cores (no database, HTTP, file system or clock: eslint.config.js keeps them so) share one module
          // graph per worker: each isolated file re-imported the engine and its food and recipe tables first.
          // Tests that change a tuning constant put it back in afterEach.
          name: 'pure',
          environment: 'node',
          include: PURE_TESTS,
          pool: 'threads',
          isolate: false,
          testTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts', 'deploy/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...PURE_TESTS],
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // argon2id at m=1 MiB, t=1 instead of production's 19 MiB, t=2 (server/src/modules/auth/passwords.ts): no
          // test is about the hash's cost, and hundreds of hashes at ~0.2 s each slowed the suite. Child servers
          // inherit it; passwords.test.ts checks the production parameters.
          env: { TEST_ONLY_WEAK_PASSWORD_HASH: '1' },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['client/**/*.test.{ts,tsx}'],
          setupFiles: ['client/src/test-setup.ts'],
          // jsdom renders of 50-row tables take seconds on a busy 2-core machine; the default 5 s is a flake source.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
