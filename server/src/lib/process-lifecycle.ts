/** What the server and the worker process share around their lives: a graceful stop on signals, a clear start failure. */
import { ConfigError } from '../config';

interface Closable {
  close(): Promise<unknown>;
}

/**
 * On SIGTERM/SIGINT: `beforeClose` (e.g. readiness to 503), then close each part in order and exit 0; a part that
 * throws exits 1, and a stop that takes longer than `hardStopMs` exits 1 (what is still running is lost or, for
 * jobs, taken over by another worker when its lease runs out).
 */
export function closeOnSignals(options: {
  log: { info(msg: string): void; error(obj: object, msg: string): void };
  /** What the process finishes before it exits, for the log line ("in-flight requests"). */
  finishing: string;
  hardStopMs: number;
  beforeClose?: () => void;
  parts: (Closable | undefined)[];
}): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    options.log.info(`${signal} received: finishing ${options.finishing}`);
    setTimeout(() => process.exit(1), options.hardStopMs).unref();
    try {
      options.beforeClose?.();
      for (const part of options.parts) await part?.close();
      process.exit(0);
    } catch (err) {
      options.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/** A start that fails: a configuration problem is printed as its readable message, anything else in full. */
export function exitOnStartFailure(what: string): (err: unknown) => never {
  return (err) => {
    // Payment settings raise their own ConfigError (same name) when a provider is half-configured.
    if (err instanceof ConfigError || (err instanceof Error && err.name === 'ConfigError')) {
      console.error(err.message);
    } else {
      console.error(`${what} failed to start:`, err);
    }
    process.exit(1);
  };
}
