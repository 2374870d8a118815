/**
 * Regenerates the landing page's media and the app icons under client/public/ (the outputs are committed; run
 * this only to change them): `npx tsx bench/web-assets.ts [--no-video]`.
 *
 * - hero.webm / hero.mp4: an 8-second abstract loop (soft teal and cyan light drifting on dark green), rendered
 *   by ffmpeg's geq filter from periodic functions of time, so the last frame flows into the first. No audio.
 * - hero-poster.{avif,webp,jpg}: the loop's first frame (the video fades in over it without a jump).
 * - icon-192.png, icon-512.png, maskable-512.png, apple-touch-icon.png, favicon.svg: from one SVG mark.
 * - og-image.png: the 1200×630 social preview.
 *
 * Needs Debian's ffmpeg (`apt-get install -y ffmpeg`) for the video and poster, and sharp (a dependency).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'client', 'public');
const media = path.join(out, 'media');
const icons = path.join(out, 'icons');

const THEME = '#0f766e';
/** The mark: a pulse line on the theme colour. `inset` shrinks it for maskable icons' safe zone. */
function markSvg({ size, radius, inset }: { size: number; radius: number; inset: number }): string {
  const scale = (1 - 2 * inset) * (size / 64);
  const offset = inset * size;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#14b8a6"/><stop offset="1" stop-color="${THEME}"/></linearGradient></defs>
  <rect width="${size}" height="${size}" rx="${radius}" fill="url(#g)"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">
    <path d="M10 34h10l5-12 8 22 6-16 4 6h11" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
  </g>
</svg>`;
}

function ffmpeg(args: string[]): void {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
}

/** Brightness of one colour channel: a base plus three drifting gaussian blobs. */
function channel(base: number, weights: [number, number, number], D: number): string {
  const blob = (x: string, y: string, sigma: number) =>
    `exp(-(pow(X-W*(${x}),2)+pow(Y-H*(${y}),2))/(2*pow(W*${sigma},2)))`;
  const blobs = [
    blob(`0.5+0.32*sin(2*PI*T/${D})`, `0.45+0.25*cos(2*PI*T/${D})`, 0.22),
    blob(`0.78+0.15*sin(2*PI*T/${D}+2)`, `0.3+0.2*cos(2*PI*T/${D}+1)`, 0.16),
    blob(`0.25+0.18*cos(2*PI*T/${D}+1)`, `0.7+0.2*sin(4*PI*T/${D})`, 0.18),
  ];
  return `clip(${base}+${weights.map((w, i) => `${w}*${blobs[i]}`).join('+')},0,255)`;
}

async function renderVideo(tmp: string): Promise<void> {
  const D = 8;
  const raw = path.join(tmp, 'raw.mkv');
  const geq = `geq=r='${channel(6, [20, 0, 10], D)}':g='${channel(40, [110, 70, 60], D)}':b='${channel(48, [80, 110, 30], D)}'`;
  // Computed small (geq is per pixel and slow), then scaled: the picture is all soft gradients anyway.
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    `color=c=black:s=480x270:r=24:d=${D},format=rgb24`,
    '-vf',
    `${geq},scale=960:540:flags=bicubic,format=yuv420p`,
    '-c:v',
    'ffv1',
    raw,
  ]);
  ffmpeg(
    ['-i', raw, '-an', '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '33', '-row-mt', '1'].concat([
      '-deadline',
      'good',
      '-cpu-used',
      '2',
      '-pix_fmt',
      'yuv420p',
      path.join(media, 'hero.webm'),
    ]),
  );
  ffmpeg(
    ['-i', raw, '-an', '-c:v', 'libx264', '-preset', 'slow', '-crf', '23', '-tune', 'grain'].concat([
      '-profile:v',
      'main',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      path.join(media, 'hero.mp4'),
    ]),
  );

  const frame = path.join(tmp, 'poster.png');
  ffmpeg(['-i', raw, '-frames:v', '1', frame]);
  const poster = sharp(frame).resize(960, 540);
  await poster.clone().avif({ quality: 55, effort: 9 }).toFile(path.join(media, 'hero-poster.avif'));
  await poster.clone().webp({ quality: 72, effort: 6 }).toFile(path.join(media, 'hero-poster.webp'));
  await poster
    .clone()
    .jpeg({ quality: 78, mozjpeg: true, progressive: true })
    .toFile(path.join(media, 'hero-poster.jpg'));
  await ogImage(frame);
}

async function ogImage(frame: string): Promise<void> {
  const text = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <rect width="1200" height="630" fill="#022c22" fill-opacity="0.35"/>
  <g font-family="Liberation Sans, DejaVu Sans, sans-serif" fill="#fff">
    <text x="80" y="250" font-size="44" font-weight="700" fill="#99f6e4">VitalPlan</text>
    <text x="80" y="340" font-size="64" font-weight="700">Transform your health with</text>
    <text x="80" y="420" font-size="64" font-weight="700">AI-powered fitness</text>
    <text x="80" y="490" font-size="30" fill="#ccfbf1">Nutrition and workout plans from your profile and blood tests</text>
  </g>
</svg>`;
  const mark = await sharp(Buffer.from(markSvg({ size: 96, radius: 22, inset: 0 })))
    .png()
    .toBuffer();
  await sharp(frame)
    .resize(1200, 630, { fit: 'cover' })
    .composite([
      { input: Buffer.from(text), top: 0, left: 0 },
      { input: mark, top: 110, left: 80 },
    ])
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(path.join(out, 'og-image.png'));
}

async function renderIcons(): Promise<void> {
  const png = (svg: string, size: number, file: string) =>
    sharp(Buffer.from(svg)).resize(size, size).png({ compressionLevel: 9 }).toFile(path.join(icons, file));
  await png(markSvg({ size: 512, radius: 112, inset: 0 }), 192, 'icon-192.png');
  await png(markSvg({ size: 512, radius: 112, inset: 0 }), 512, 'icon-512.png');
  // Maskable: full-bleed background, the mark inside the central 80 % safe zone.
  await png(markSvg({ size: 512, radius: 0, inset: 0.14 }), 512, 'maskable-512.png');
  // iOS rounds the corners itself and shows transparency as black.
  await png(markSvg({ size: 512, radius: 0, inset: 0.06 }), 180, 'apple-touch-icon.png');
  writeFileSync(
    path.join(out, 'favicon.svg'),
    markSvg({ size: 64, radius: 14, inset: 0 }).replace(/\n\s*/g, ''),
  );
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'vitalplan-assets-'));
try {
  await renderIcons();
  if (!process.argv.includes('--no-video')) await renderVideo(tmp);
  for (const f of ['media/hero.webm', 'media/hero.mp4', 'media/hero-poster.avif', 'media/hero-poster.webp']
    .concat(['media/hero-poster.jpg', 'og-image.png', 'icons/icon-192.png', 'icons/icon-512.png'])
    .concat(['icons/maskable-512.png', 'icons/apple-touch-icon.png', 'favicon.svg'])) {
    try {
      console.log(`${f.padEnd(28)} ${(statSync(path.join(out, f)).size / 1024).toFixed(1)} KB`);
    } catch {
      console.log(`${f.padEnd(28)} (not generated)`);
    }
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
