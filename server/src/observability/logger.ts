/** Log settings shared by the server (Fastify's pino) and the worker (plain pino, no HTTP). */
import { pino, type Logger } from 'pino';
import type { Config } from '../config';
import { prettyLogStream } from '../lib/pretty-log';

/** Never log credentials, tokens or report contents. */
export const LOG_REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-razorpay-signature"]',
  'req.headers["stripe-signature"]',
  'password',
  'token',
  '*.password',
  '*.token',
];

/** Where log lines go: formatted for people when LOG_FORMAT says so (or on a terminal), else JSON to `stream`. */
export function logStreamFor(
  config: Pick<Config, 'LOG_FORMAT'>,
  stream?: NodeJS.WritableStream,
): NodeJS.WritableStream | undefined {
  const pretty =
    config.LOG_FORMAT === 'pretty' || (config.LOG_FORMAT === 'auto' && process.stdout.isTTY === true);
  return pretty ? prettyLogStream(stream ?? process.stdout) : stream;
}

/** The worker's logger: the server's level, redaction and format, without Fastify. */
export function processLogger(
  config: Pick<Config, 'LOG_FORMAT' | 'LOG_LEVEL'>,
  stream?: NodeJS.WritableStream,
): Logger {
  const options = { level: config.LOG_LEVEL, redact: { paths: LOG_REDACT, censor: '[redacted]' } };
  const out = logStreamFor(config, stream);
  return out ? pino(options, out) : pino(options);
}
