/**
 * The export's zip stream: a complete archive, produced a slice at a time with turns of the event loop between the
 * slices, so other requests are answered while a large export is written (measured as a behaviour, not a duration:
 * how long it takes belongs to a benchmark).
 */
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { strToU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipStream, type ZipEntry } from './zip-stream';

const entries = (): ZipEntry[] => [
  { name: 'data.json', data: strToU8(JSON.stringify({ hello: 'world' })), compress: true },
  { name: 'reports/a.pdf', data: randomBytes(1_500_000), compress: false },
  { name: 'reports/b.pdf', data: randomBytes(1_000_000), compress: false },
];

/**
 * Reads the stream while another task counts the turns the event loop gives it (as another request's handler
 * would get them). Answers the archive and how many turns came between the first and the last chunk.
 */
async function readCountingTurns(stream: Readable): Promise<{ zip: Buffer; chunks: number; turns: number }> {
  let turns = 0;
  let reading = true;
  const turn = () => {
    if (!reading) return;
    turns++;
    setImmediate(turn);
  };
  const chunks: Buffer[] = [];
  let turnsAtFirst = 0;
  for await (const chunk of stream) {
    if (chunks.length === 0) {
      turnsAtFirst = turns;
      setImmediate(turn);
    }
    chunks.push(chunk as Buffer);
  }
  reading = false;
  return { zip: Buffer.concat(chunks), chunks: chunks.length, turns: turns - turnsAtFirst };
}

describe('zip stream', () => {
  it('writes every entry, byte for byte', async () => {
    const sent = entries();
    const { zip } = await readCountingTurns(
      zipStream(async function* () {
        yield* sent;
      }),
    );
    const files = unzipSync(new Uint8Array(zip));
    expect(Object.keys(files)).toEqual(sent.map((e) => e.name));
    for (const e of sent) expect(Buffer.from(files[e.name]!).equals(Buffer.from(e.data))).toBe(true);
  });

  it('gives the event loop a turn after every slice, even to a reader that keeps up', async () => {
    const { chunks, turns } = await readCountingTurns(
      zipStream(async function* () {
        yield* entries();
      }),
    );
    // 2.5 MB in 64 KB slices: about 40 slices, and a turn for others after each one (a one-shot zip gives none).
    expect(chunks).toBeGreaterThan(30);
    expect(turns).toBeGreaterThanOrEqual(chunks - 2);
  });
});
