/**
 * Stand-in mail delivery until the job queue sends real mail: each mail becomes one .eml file in DATA_DIR/outbox
 * (readable by any mail client), and a log line says where.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { PRODUCT_NAME } from '@common/limits';
import type { MailQueue, OutgoingMail } from './mail-types';

/** RFC 2047 encoded-word for a header that may hold non-ASCII text. */
const encodeHeader = (value: string) =>
  /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value).toString('base64')}?=`;

const base64Lines = (text: string) =>
  Buffer.from(text)
    .toString('base64')
    .replace(/.{1,76}/g, '$&\r\n');

export function toEml(mail: OutgoingMail, from: string, date: Date): string {
  const boundary = `vp-${randomBytes(8).toString('hex')}`;
  return [
    `From: ${encodeHeader(PRODUCT_NAME)} <${from}>`,
    `To: ${mail.to}`,
    `Subject: ${encodeHeader(mail.subject)}`,
    `Date: ${date.toUTCString()}`,
    `X-Category: ${mail.category}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(mail.text),
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(mail.html),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

export function outboxMailQueue(
  dir: string,
  deps: { from: string; now: () => Date; log: FastifyBaseLogger },
): MailQueue {
  return {
    async enqueue(mail) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const date = deps.now();
      const file = path.join(dir, `${date.getTime()}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, toEml(mail, deps.from, date), { mode: 0o600 });
      deps.log.info({ category: mail.category, file }, 'mail written to the outbox');
    },
  };
}
