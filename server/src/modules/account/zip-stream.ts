/**
 * A zip archive written as a stream, one entry at a time: memory holds one entry (a report file is at most
 * UPLOAD_MAX_BYTES) plus what the client has not read yet, and the event loop gets a turn between chunks, so an
 * export never holds up other requests the way a one-shot zipSync of every file did.
 */
import { PassThrough, type Readable } from 'node:stream';
import { once } from 'node:events';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** Bytes handed to the zipper per turn of the event loop. */
const CHUNK_BYTES = 64 * 1024;

export interface ZipEntry {
  name: string;
  data: Uint8Array;
  /** Text compresses; report files (PDF, JPEG, PNG) are compressed already and are stored as they are. */
  compress: boolean;
}

/**
 * Streams the entries that `produce` yields. An error while producing ends the stream with that error; a client
 * that goes away stops the producer at its next entry.
 */
export function zipStream(produce: () => AsyncIterable<ZipEntry>): Readable {
  const out = new PassThrough();
  const zip = new Zip((err, chunk, final) => {
    if (err) return void out.destroy(err);
    out.write(chunk);
    if (final) out.end();
  });
  const run = async () => {
    for await (const entry of produce()) {
      if (out.destroyed) return;
      const file = entry.compress ? new ZipDeflate(entry.name, { level: 6 }) : new ZipPassThrough(entry.name);
      zip.add(file);
      for (let offset = 0; offset < entry.data.length || offset === 0; offset += CHUNK_BYTES) {
        const end = Math.min(offset + CHUNK_BYTES, entry.data.length);
        file.push(entry.data.subarray(offset, end), end === entry.data.length);
        if (out.destroyed) return;
        if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
        // A turn for others even when the reader keeps up: a fast reader drains the buffer within the same turn.
        await yieldToEventLoop();
      }
    }
    zip.end();
  };
  run().catch((err: unknown) => out.destroy(err as Error));
  return out;
}
