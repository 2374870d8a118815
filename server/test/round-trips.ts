/**
 * Counts the statements the app sends to the database (each is one round trip): every call of node-postgres's
 * `Client.query` in this process, which is how the app reaches PostgreSQL and the embedded database in its own
 * thread (the server's default). BEGIN and COMMIT are statements too. For tests that lock in how many round trips
 * a request costs (issue 33); run them one request at a time, nothing else querying meanwhile.
 */
import pg from 'pg';

let statements: string[] | undefined;
let installed = false;

function install(): void {
  if (installed) return;
  installed = true;
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const q = args[0];
    statements?.push(typeof q === 'string' ? q : String((q as { text?: string } | undefined)?.text ?? q));
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
}

/** The statements (their SQL text) sent while `fn` ran, with its result. Not re-entrant. */
export async function roundTrips<T>(fn: () => Promise<T>): Promise<{ statements: string[]; result: T }> {
  install();
  const sent: string[] = [];
  statements = sent;
  try {
    return { statements: sent, result: await fn() };
  } finally {
    statements = undefined;
  }
}
