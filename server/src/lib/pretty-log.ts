/**
 * Human-readable log lines for a terminal: pino writes JSON lines to this stream, which prints
 * `12:04:05 INFO  message  key=value …`. Lines marked `banner: true` (the start line) stand out in bold green.
 * Anything that is not a JSON object passes through unchanged.
 */
import { Writable } from 'node:stream';

const LEVELS: Record<number, { name: string; colour: string }> = {
  10: { name: 'TRACE', colour: '90' },
  20: { name: 'DEBUG', colour: '36' },
  30: { name: 'INFO ', colour: '32' },
  40: { name: 'WARN ', colour: '33' },
  50: { name: 'ERROR', colour: '31' },
  60: { name: 'FATAL', colour: '35' },
};
/** pino's own fields, shown in the line's head or not at all. */
const OMIT = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'banner', 'v']);

const paint = (colour: string, text: string, on: boolean) => (on ? `\x1b[${colour}m${text}\x1b[0m` : text);

function value(v: unknown): string {
  if (typeof v === 'string') return /\s/.test(v) ? JSON.stringify(v) : v;
  return JSON.stringify(v);
}

/** One JSON log line as text; `colour` adds ANSI colours. */
export function formatLogLine(line: string, colour: boolean): string {
  let entry: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(line);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return line;
    entry = parsed as Record<string, unknown>;
  } catch {
    return line;
  }
  const level = LEVELS[Number(entry.level)] ?? { name: String(entry.level ?? '').padEnd(5), colour: '0' };
  const time = typeof entry.time === 'number' ? new Date(entry.time).toTimeString().slice(0, 8) : '';
  const msg = typeof entry.msg === 'string' ? entry.msg : '';
  if (entry.banner === true) return `\n  ${paint('1;32', msg, colour)}\n`;
  const err = entry.err as { stack?: string } | undefined;
  const rest = Object.entries(entry)
    .filter(([k]) => !OMIT.has(k) && k !== 'err')
    .map(([k, v]) => `${paint('90', `${k}=`, colour)}${value(v)}`)
    .join(' ');
  const head = `${paint('90', time, colour)} ${paint(level.colour, level.name, colour)} ${msg}`;
  return [head, rest].filter(Boolean).join('  ') + (err?.stack ? `\n${err.stack}` : '');
}

/** A stream for pino that prints each JSON line formatted to `out` (process.stdout by default). */
export function prettyLogStream(out: NodeJS.WritableStream = process.stdout, colour = true): Writable {
  let pending = '';
  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (line) out.write(`${formatLogLine(line, colour)}\n`);
      done();
    },
  });
}
