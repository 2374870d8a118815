/**
 * Starts the built app (npm run build first) on a free port with a fresh data directory and publishes its URL to
 * the tests in E2E_BASE_URL. Uses an already running app instead when E2E_BASE_URL is set.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumPath } from '../playwright.config';
import { startChildServer } from '../server/test/child-server';

/** Emails that the e2e app makes admins; each spec that needs an admin uses its own, so specs stay independent. */
export const E2E_ADMIN_EMAILS = [
  'e2e-admin@example.com',
  'admin-console-e2e@example.com',
  'a11y-admin@example.com',
  'support-admin-e2e@example.com',
] as const;
export const E2E_ADMIN_EMAIL = E2E_ADMIN_EMAILS[0];

function ensureBrowser(): void {
  if (chromiumPath()) return;
  if (existsSync(chromium.executablePath())) return;
  // Only where no system Chromium exists (never in CI, which installs Debian's chromium).
  const require = createRequire(import.meta.url);
  execFileSync(process.execPath, [require.resolve('@playwright/test/cli'), 'install', 'chromium'], {
    stdio: 'inherit',
  });
}

export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  ensureBrowser();
  if (process.env.E2E_BASE_URL) return undefined;
  const root = path.resolve(import.meta.dirname, '..');
  const dist = process.env.VITALPLAN_DIST
    ? path.resolve(process.env.VITALPLAN_DIST)
    : path.join(root, 'dist');
  const main = path.join(dist, 'server', 'main.js');
  if (!existsSync(main))
    throw new Error(`${main} is missing: run \`npm run build\` before the end-to-end tests`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitalplan-e2e-'));
  const server = await startChildServer(
    {
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dist, 'client'),
      DATABASE_URL: '',
      ADMIN_EMAILS: E2E_ADMIN_EMAILS.join(','),
    },
    // Starting PGlite and migrating takes over a minute when the machine is shared (60 s, the default, was seen
    // to run out).
    { main, timeoutMs: 180_000 },
  );
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = dataDir;
  return async () => {
    const code = await server.kill('SIGTERM');
    if (code !== 0) console.error(`The e2e app exited with ${code}:\n${server.output()}`);
    await rm(dataDir, { recursive: true, force: true });
  };
}
