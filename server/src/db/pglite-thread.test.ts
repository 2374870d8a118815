/**
 * The embedded database's thread (decision 007) serves one PostgreSQL session to one connection at a time. What a
 * connection leaves behind — prepared statements, settings, advisory locks, an open transaction, an extended-protocol
 * sequence cut off by an error or a dropped socket — must not reach the next connection: the server's pool reconnects
 * after errors and restarts, and a leftover named statement answered "already exists" (a 500) after a crash.
 */
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPgliteThread, type PgliteThread } from './client';

let thread: PgliteThread;
beforeAll(async () => {
  thread = await startPgliteThread(undefined);
}, 60_000);
afterAll(async () => {
  await thread?.close();
});

async function withClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({
    host: thread.socketDir,
    port: 5432,
    user: 'postgres',
    database: 'postgres',
  });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Wire-protocol message: type byte, int32 length (itself included), body. */
function message(type: string, body: Buffer = Buffer.alloc(0)): Buffer {
  const header = Buffer.alloc(5);
  header.write(type, 0, 'latin1');
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}
const cString = (s: string) => Buffer.from(`${s}\0`, 'utf8');

function startupPacket(): Buffer {
  const body = Buffer.concat([
    Buffer.from([0, 3, 0, 0]), // protocol 3.0
    cString('user'),
    cString('postgres'),
    cString('database'),
    cString('postgres'),
    Buffer.from([0]),
  ]);
  const length = Buffer.alloc(4);
  length.writeInt32BE(body.length + 4);
  return Buffer.concat([length, body]);
}

/** A raw client that sends `messages` after the startup packet, waits for `waitFor` in the answer, then drops. */
async function rawSessionThenDrop(messages: Buffer[], waitFor: string): Promise<string> {
  const socket = net.connect(path.join(thread.socketDir, '.s.PGSQL.5432'));
  let received = Buffer.alloc(0);
  await new Promise<void>((resolve, reject) => {
    socket.on('error', reject);
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      if (received.includes(Buffer.from(waitFor, 'latin1'))) resolve();
    });
    socket.write(Buffer.concat([startupPacket(), ...messages]));
  });
  socket.destroy();
  return received.toString('latin1');
}

describe('the embedded database thread under back-pressure', () => {
  it('answers large results intact (the bytes PGlite hands over are a view of its memory, reused at once)', async () => {
    // Megabytes of rows: the socket cannot take them at once, so writes queue while PGlite produces the next rows.
    const rows = await withClient(async (client) => {
      const result = await client.query<{ i: number; text: string }>(
        'SELECT i, repeat(md5(i::text), 40000) AS text FROM generate_series(1, 8) AS i ORDER BY i',
      );
      return result.rows;
    });
    const { createHash } = await import('node:crypto');
    expect(rows).toHaveLength(8);
    for (const row of rows) {
      const md5 = createHash('md5').update(String(row.i)).digest('hex');
      expect(row.text.length).toBe(32 * 40000);
      expect(row.text === md5.repeat(40000), `row ${row.i} arrived intact`).toBe(true);
    }
  });
});

describe('the embedded database thread between connections', () => {
  it('lets the next connection prepare a statement of the same name', async () => {
    const query = { name: 'thread_test_named', text: 'SELECT $1::int + 1 AS n', values: [1] };
    await withClient(async (client) => expect((await client.query(query)).rows[0].n).toBe(2));
    await withClient(async (client) => expect((await client.query(query)).rows[0].n).toBe(2));
  });

  it('resets settings and releases session advisory locks', async () => {
    await withClient(async (client) => {
      await client.query("SET application_name = 'left-behind'");
      await client.query('SELECT pg_advisory_lock(4242)');
    });
    await withClient(async (client) => {
      expect((await client.query('SHOW application_name')).rows[0].application_name).not.toBe('left-behind');
      expect((await client.query('SELECT pg_try_advisory_lock(4242) AS got')).rows[0].got).toBe(true);
      await client.query('SELECT pg_advisory_unlock(4242)');
    });
  });

  it('rolls back the transaction of a connection that dropped inside it', async () => {
    await withClient((client) => client.query('CREATE TABLE IF NOT EXISTS thread_rows (n int)'));
    await rawSessionThenDrop(
      [message('Q', cString('BEGIN; INSERT INTO thread_rows VALUES (1);'))],
      'Z', // ReadyForQuery after the simple query (status T: in a transaction)
    );
    await withClient(async (client) => {
      expect((await client.query('SELECT count(*)::int AS c FROM thread_rows')).rows[0].c).toBe(0);
    });
  });

  it('serves the next connection after one dropped mid extended-protocol sequence with an error and no Sync', async () => {
    // Parse of invalid SQL, no Sync: PostgreSQL answers ErrorResponse and skips everything until a Sync arrives.
    const parse = message(
      'P',
      Buffer.concat([cString('broken'), cString('SELEC nonsense'), Buffer.from([0, 0])]),
    );
    const flush = message('H');
    const answer = await rawSessionThenDrop([parse, flush], 'E');
    expect(answer).toContain('syntax error');
    await withClient(async (client) => {
      expect((await client.query('SELECT 40 + 2 AS n')).rows[0].n).toBe(42);
      const named = { name: 'broken', text: 'SELECT 1 AS one' };
      expect((await client.query(named)).rows[0].one).toBe(1);
    });
  });

  it('serves the next connection after one dropped while its query was still queued', async () => {
    const socket = net.connect(path.join(thread.socketDir, '.s.PGSQL.5432'));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(Buffer.concat([startupPacket(), message('Q', cString('SELECT pg_sleep(0.2)'))]));
    socket.destroy();
    await withClient(async (client) => {
      expect((await client.query('SELECT 7 AS n')).rows[0].n).toBe(7);
    });
  });
});
