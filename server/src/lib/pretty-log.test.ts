import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { formatLogLine, prettyLogStream } from './pretty-log';

describe('pretty log lines', () => {
  const time = new Date(2024, 2, 12, 9, 5, 7).getTime();

  it('prints time, level, message and the other fields, without pino bookkeeping', () => {
    const line = JSON.stringify({
      level: 40,
      time,
      pid: 1,
      hostname: 'h',
      msg: 'disk low',
      free: '2 GB',
      n: 3,
    });
    expect(formatLogLine(line, false)).toBe('09:05:07 WARN  disk low  free="2 GB" n=3');
  });

  it('makes the start line stand out, and colours it on a terminal', () => {
    const line = JSON.stringify({ level: 30, time, banner: true, msg: 'VitalPlan is running at http://x' });
    expect(formatLogLine(line, false)).toBe('\n  VitalPlan is running at http://x\n');
    expect(formatLogLine(line, true)).toContain('\x1b[1;32mVitalPlan is running at http://x\x1b[0m');
  });

  it('adds an error stack; passes through what is not a JSON object', () => {
    const line = JSON.stringify({ level: 50, time, msg: 'boom', err: { stack: 'Error: boom\n    at x' } });
    expect(formatLogLine(line, false)).toBe('09:05:07 ERROR boom\nError: boom\n    at x');
    expect(formatLogLine('plain text', false)).toBe('plain text');
    expect(formatLogLine('[1,2]', false)).toBe('[1,2]');
  });

  it('formats lines split across writes', async () => {
    const out = new PassThrough();
    const chunks: string[] = [];
    out.on('data', (c: Buffer) => chunks.push(c.toString()));
    const stream = prettyLogStream(out, false);
    const line = JSON.stringify({ level: 30, time, msg: 'hello' });
    stream.write(line.slice(0, 10));
    stream.write(`${line.slice(10)}\n`);
    await new Promise((r) => setImmediate(r));
    expect(chunks.join('')).toBe('09:05:07 INFO  hello\n');
  });
});
