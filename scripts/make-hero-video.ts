/**
 * Makes the landing page's background video and poster from the real app (issue 21: "the page never shows the
 * product"):
 *
 *   npm run build && npx tsx scripts/make-hero-video.ts
 *
 * 1. seeds a fresh data directory with the demo (server/src/cli/seed-demo.ts) and starts the built app on it;
 * 2. signs in as the premium demo member and walks through the dashboard, a blood test report and the active
 *    plan in Debian's Chromium, one screenshot per frame, encoded to WebM (VP9) by Chromium's own MediaRecorder
 *    (Playwright's recordVideo needs an ffmpeg binary, absent here);
 * 3. writes client/public/media/hero.webm and the poster (a frame of the dashboard) as AVIF, WebP and JPEG.
 *
 * The video is small because the frame is 960×540, the bit rate 350 kbit/s and the screens mostly flat colour. Commit the
 * files it writes; the landing page still plays nothing for reduced motion or Save-Data (hero-video.tsx).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { AUTH_TOKEN_STORAGE_KEY } from '../common/limits';
import { chromiumPath } from '../playwright.config';
import { startChildServer } from '../server/test/child-server';

const ROOT = path.resolve(import.meta.dirname, '..');
const MEDIA = path.join(ROOT, 'client', 'public', 'media');
const SIZE = { width: 960, height: 540 };
const MEMBER = { email: 'rahul@demo.vitalplan.app', password: 'demo-member-pass' };

/** The few browser globals the page scripts below use (this file is type-checked with Node's types only). */
interface Browser {
  document: {
    documentElement: { scrollHeight: number };
    createElement(tag: 'canvas'): BrowserCanvas;
  };
  innerHeight: number;
  scrollTo(x: number, y: number): void;
  localStorage: { setItem(key: string, value: string): void };
  MediaRecorder: new (
    stream: unknown,
    options: { mimeType: string; videoBitsPerSecond: number },
  ) => {
    start(): void;
    stop(): void;
    ondataavailable: (e: { data: Blob }) => void;
    onstop: () => void;
  };
  createImageBitmap(blob: Blob): Promise<unknown>;
}
interface BrowserCanvas {
  width: number;
  height: number;
  getContext(kind: '2d'): { drawImage(image: unknown, x: number, y: number): void };
  captureStream(fps: number): unknown;
}

const FPS = 12;

/** Frames of a page scrolled down smoothly (eased), as a visitor reading it would; a pause at the top first. */
async function glideFrames(page: Page, frames: Buffer[], seconds: number): Promise<void> {
  const still = await page.screenshot({ type: 'jpeg', quality: 80 });
  for (let i = 0; i < FPS; i++) frames.push(still);
  const distance = await page.evaluate(() => {
    const w = globalThis as unknown as Browser;
    return Math.min(w.document.documentElement.scrollHeight - w.innerHeight, w.innerHeight * 1.5);
  });
  const count = Math.round(seconds * FPS);
  for (let i = 1; i <= count; i++) {
    const y = distance * (0.5 - Math.cos((Math.PI * i) / count) / 2);
    await page.evaluate((top) => (globalThis as unknown as Browser).scrollTo(0, top), y);
    frames.push(await page.screenshot({ type: 'jpeg', quality: 80 }));
  }
}

/**
 * Encodes frames to WebM (VP9) with the browser's own MediaRecorder: Playwright's recorder needs an ffmpeg
 * binary, which these machines do not have, but Chromium carries a VP9 encoder.
 */
async function encodeWebm(page: Page, frames: Buffer[]): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ jpegs, fps, size }) => {
      const w = globalThis as unknown as Browser;
      const canvas = w.document.createElement('canvas');
      canvas.width = size.width;
      canvas.height = size.height;
      const ctx = canvas.getContext('2d');
      const images = await Promise.all(
        jpegs.map(async (b64) => {
          const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
          return w.createImageBitmap(new Blob([bytes], { type: 'image/jpeg' }));
        }),
      );
      ctx.drawImage(images[0], 0, 0);
      const recorder = new w.MediaRecorder(canvas.captureStream(fps), {
        mimeType: 'video/webm;codecs=vp9',
        videoBitsPerSecond: 350_000,
      });
      const parts: Blob[] = [];
      recorder.ondataavailable = (e) => parts.push(e.data);
      const stopped = new Promise<void>((resolve) => (recorder.onstop = resolve));
      recorder.start();
      for (const image of images) {
        ctx.drawImage(image, 0, 0);
        await new Promise((resolve) => setTimeout(resolve, 1000 / fps));
      }
      recorder.stop();
      await stopped;
      const buffer = new Uint8Array(await new Blob(parts).arrayBuffer());
      let binary = '';
      for (let i = 0; i < buffer.length; i += 0x8000) {
        binary += String.fromCharCode(...buffer.subarray(i, i + 0x8000));
      }
      return btoa(binary);
    },
    { jpegs: frames.map((f) => f.toString('base64')), fps: FPS, size: SIZE },
  );
  return Buffer.from(base64, 'base64');
}

async function main(): Promise<void> {
  const dist = path.join(ROOT, 'dist');
  if (!existsSync(path.join(dist, 'server', 'main.js'))) throw new Error('Run `npm run build` first.');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitalplan-hero-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' };
  console.log('Seeding the demo …');
  execFileSync(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['server/src/cli/seed-demo.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  const server = await startChildServer(
    { ...env, STATIC_DIR: path.join(dist, 'client') },
    { main: path.join(dist, 'server', 'main.js'), timeoutMs: 90_000 },
  );
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(MEMBER),
    });
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    const { reports } = (await (
      await fetch(`${server.url}/api/blood-test/reports`, { headers: auth })
    ).json()) as {
      reports: { id: string }[];
    };
    const { plan } = (await (await fetch(`${server.url}/api/plans/active`, { headers: auth })).json()) as {
      plan: { id: string } | null;
    };
    if (!reports[0] || !plan) throw new Error('The demo member has no report or plan: is the seed complete?');

    // Signed in before the first frame; animations off so every frame shows a settled screen.
    const context = await browser.newContext({ viewport: SIZE, reducedMotion: 'reduce' });
    await context.addInitScript(
      ([key, value]) => (globalThis as unknown as Browser).localStorage.setItem(key!, value!),
      [AUTH_TOKEN_STORAGE_KEY, token],
    );
    const page = await context.newPage();
    const frames: Buffer[] = [];
    await page.goto(`${server.url}/dashboard`, { waitUntil: 'networkidle' });
    await page.addStyleTag({ content: '[data-sonner-toaster]{display:none!important}' });
    const poster = await page.screenshot({ type: 'png' });
    await glideFrames(page, frames, 3);
    await page.goto(`${server.url}/reports/${reports[0].id}`, { waitUntil: 'networkidle' });
    await glideFrames(page, frames, 3);
    await page.goto(`${server.url}/plans/${plan.id}`, { waitUntil: 'networkidle' });
    await glideFrames(page, frames, 3.5);
    console.log(`${frames.length} frames at ${FPS} fps; encoding …`);
    await page.goto('about:blank');
    writeFileSync(path.join(MEDIA, 'hero.webm'), await encodeWebm(page, frames));
    await context.close();

    const image = sharp(poster).resize(SIZE.width, SIZE.height);
    await image.clone().avif({ quality: 45 }).toFile(path.join(MEDIA, 'hero-poster.avif'));
    await image.clone().webp({ quality: 60 }).toFile(path.join(MEDIA, 'hero-poster.webp'));
    await image.clone().jpeg({ quality: 70, mozjpeg: true }).toFile(path.join(MEDIA, 'hero-poster.jpg'));
    for (const f of ['hero.webm', 'hero-poster.avif', 'hero-poster.webp', 'hero-poster.jpg']) {
      console.log(`${f.padEnd(18)} ${(statSync(path.join(MEDIA, f)).size / 1024).toFixed(1)} KB`);
    }
  } finally {
    await browser.close();
    await server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(`${dataDir}-keys`, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
