/**
 * Delivers one mail: over SMTP (SMTP_URL) with nodemailer, or, with no SMTP_URL, as an .eml file in
 * DATA_DIR/outbox plus a log line with the mail's link, so the embedded default works end to end.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { QueueLogger } from '../jobs/job-queue';
import type { OutgoingMail } from './mail-types';

export interface MailTransport {
  /** 'smtp' or 'outbox' (shown in the admin's system checks and the start-up log). */
  kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export interface MailTransportSettings {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: QueueLogger;
}

export function createMailTransport(settings: MailTransportSettings): MailTransport {
  const message = (mail: OutgoingMail) => ({
    from: settings.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: { 'X-VitalPlan-Category': mail.category },
  });
  if (settings.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: settings.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail(message(mail));
      },
      close: () => transport.close(),
    };
  }
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    kind: 'outbox',
    async send(mail) {
      const info = (await writer.sendMail(message(mail))) as { message: Buffer };
      await mkdir(settings.outboxDir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      const file = path.join(settings.outboxDir, name);
      // Written under a temporary name and renamed: a reader never sees half a mail.
      await writeFile(`${file}.tmp`, info.message, { mode: 0o600 });
      await rename(`${file}.tmp`, file);
      const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
      settings.log.info(
        { file, category: mail.category, link },
        `mail written to the outbox: ${mail.subject}`,
      );
    },
    close: () => writer.close(),
  };
}
