/**
 * Compressed copies of large JSON bodies that are cached as bytes (the 28-day plan, ~370 kB of JSON; issue 33).
 * Sending it plain cost the socket write of every byte on each read, and the client's read of them; brotli at
 * quality 5 makes it ~40 kB. A copy is made once per cached body (off the event loop, in libuv's thread pool) and
 * sent as it is to every client that accepts it.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/**
 * The encoding to send for this Accept-Encoding header (RFC 9110 §12.5.3): br before gzip (smaller), either only
 * when listed (or `*`) with a q-value above 0; null for plain bytes (no header, `identity`, or only others).
 */
export function preferredEncoding(header: string | string[] | undefined): ContentEncoding | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const weight = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)).find(Boolean);
    q.set(name, weight ? Number(weight[1]) : 1);
  }
  const accepted = (e: ContentEncoding) => (q.get(e) ?? q.get('*') ?? 0) > 0;
  if (accepted('br')) return 'br';
  if (accepted('gzip')) return 'gzip';
  return null;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli quality 5: a 28-day plan's 370 kB in 33 ms (once per copy; load average 18), 40 kB; quality 8 and 9 took
 * 13–21× longer for 6–7 % less, 11 about 2 s (measured on that body, 2026-11-29). gzip at zlib's default level.
 */
export function compress(encoding: ContentEncoding, body: Buffer): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      })
    : gzip(body);
}
