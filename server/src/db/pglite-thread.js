// The embedded database's own thread: PGlite (PostgreSQL compiled to WebAssembly) runs here, off the server's event
// loop, and speaks the PostgreSQL wire protocol on a Unix socket in a private directory (mode 0700, made by the
// server), so the server reaches it through the same node-postgres driver it uses for a real PostgreSQL. Plain JavaScript so that it runs unchanged from the sources
// (tests, tsx) and from the build (esbuild copies it beside main.js). See docs/decisions/007-embedded-database.md.
import net from 'node:net';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** @type {{ dataDir?: string, socketDir: string }} */
const { dataDir, socketDir } = workerData;
const SSL_REQUEST_CODE = 80877103;
const CANCEL_REQUEST_CODE = 80877102;

const db = await PGlite.create({
  dataDir,
  extensions: { pg_trgm },
  // Retired WAL segments are deleted, not renamed for reuse with their old contents (deleted rows) inside.
  postgresqlconf: ['wal_recycle = off'],
});

/**
 * PGlite has one session. Connections are served one at a time, whole: the next waits until the previous closes,
 * so statements and transactions of two clients never interleave (the server's pool holds one connection).
 */
let turn = Promise.resolve();

/** Complete messages at the head of `buffer`: [messages, rest]. The first is a startup packet (no type byte). */
function splitMessages(buffer, startup) {
  const messages = [];
  let offset = 0;
  for (;;) {
    const headerAt = startup ? offset : offset + 1;
    if (buffer.length < headerAt + 4) break;
    const length = buffer.readInt32BE(headerAt) + (startup ? 0 : 1);
    if (buffer.length < offset + length) break;
    messages.push(buffer.subarray(offset, offset + length));
    offset += length;
    startup = false;
  }
  return [messages, buffer.subarray(offset)];
}

const SYNC = new Uint8Array([0x53, 0, 0, 0, 4]);

/**
 * Leaves PGlite's one session as a fresh connection finds a real PostgreSQL backend: the extended-protocol sequence
 * the client may have cut off ends (after an error PostgreSQL skips every message until a Sync, so without one the
 * next client would hang), an open transaction is rolled back, and DISCARD ALL drops prepared statements (the next
 * client's node-postgres would prepare the same names again: "already exists"), settings, temporary tables and
 * session advisory locks.
 */
async function resetSession() {
  await db.execProtocolRawStream(SYNC, { onRawData: () => undefined });
  if (db.isInTransaction()) await db.exec('ROLLBACK');
  await db.exec('DISCARD ALL');
}

function serve(socket) {
  socket.setNoDelay(true);
  socket.pause();
  turn = turn.then(
    () =>
      new Promise((done) => {
        let buffer = Buffer.alloc(0);
        let startup = true;
        let work = Promise.resolve();
        // As on PostgreSQL, messages received before the client left still run (then resetSession rolls back what
        // they left open), unless the session failed: like a backend's fatal error, that ends the connection.
        let failed = false;
        const finish = () => {
          work = work
            .then(() => resetSession())
            .catch((err) => console.error('embedded database: resetting the session failed', err))
            .then(() => done());
        };
        socket.on('close', finish);
        socket.on('error', () => socket.destroy());
        socket.on('data', (chunk) => {
          buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
          // SSL and cancel requests come before the startup packet; PGlite supports neither.
          if (startup && buffer.length >= 8) {
            const code = buffer.readInt32BE(4);
            if (code === SSL_REQUEST_CODE) {
              socket.write('N');
              buffer = buffer.subarray(8);
            } else if (code === CANCEL_REQUEST_CODE) {
              socket.destroy();
              return;
            }
          }
          const [messages, rest] = splitMessages(buffer, startup);
          if (messages.length === 0) return;
          startup = false;
          buffer = rest;
          for (const message of messages) {
            work = work.then(() =>
              failed
                ? undefined
                : db
                    .execProtocolRawStream(new Uint8Array(message), {
                      // `data` is a view of PGlite's memory, overwritten by the next output. A socket that cannot
                      // take it at once queues the view itself, so it must be a copy.
                      onRawData: (data) => {
                        if (socket.writable) socket.write(Buffer.from(data));
                      },
                    })
                    .catch((err) => {
                      failed = true;
                      console.error('embedded database: a message failed, closing its connection', err);
                      socket.destroy();
                    }),
            );
          }
        });
        socket.resume();
      }),
  );
}

const server = net.createServer(serve);
// node-postgres connects to <host>/.s.PGSQL.<port> when host is a directory.
server.listen(path.join(socketDir, '.s.PGSQL.5432'), () => parentPort?.postMessage({ listening: true }));

parentPort?.on('message', (message) => {
  if (message === 'close') {
    server.close();
    void turn.then(() => db.close()).then(() => parentPort?.postMessage({ closed: true }));
  }
});
