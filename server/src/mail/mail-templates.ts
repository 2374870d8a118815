/**
 * One layout for every mail: the product's name, a greeting, plain paragraphs, at most one button-like link, the
 * reason the mail was sent and, for notifications, an unsubscribe link. Text and HTML carry the same words.
 * Callers pass no health data: a mail says that something happened, the app shows what.
 */
import { PRODUCT_NAME } from '@common/limits';
import type { OutgoingMail } from './mail-types';

export interface MailContent {
  to: string;
  category: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Why the member receives this mail, in plain words. */
  reason: string;
  unsubscribeUrl?: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function renderMail(c: MailContent): OutgoingMail {
  const subject = `${c.subject} – ${PRODUCT_NAME}`;
  const text = [
    c.greeting,
    '',
    ...c.paragraphs.flatMap((p) => [p, '']),
    ...(c.action ? [`${c.action.label}: ${c.action.url}`, ''] : []),
    '—',
    PRODUCT_NAME,
    c.reason,
    ...(c.unsubscribeUrl ? [`Unsubscribe from these mails: ${c.unsubscribeUrl}`] : []),
  ].join('\n');
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f7f9;font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#059669">${escapeHtml(PRODUCT_NAME)}</p>
${p(c.greeting)}
${c.paragraphs.map(p).join('\n')}
${
  c.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(c.action.url)}" style="background:#059669;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(c.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#6b7280">Or copy this address into your browser: ${escapeHtml(c.action.url)}</p>`
    : ''
}
<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">
<p style="margin:0;font-size:13px;color:#6b7280">${escapeHtml(c.reason)}</p>
${c.unsubscribeUrl ? `<p style="margin:8px 0 0;font-size:13px"><a href="${escapeHtml(c.unsubscribeUrl)}" style="color:#6b7280">Unsubscribe from these mails</a></p>` : ''}
</div></body></html>`;
  return { to: c.to, subject, text, html, category: c.category };
}
