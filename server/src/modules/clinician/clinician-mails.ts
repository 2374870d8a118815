/**
 * Mails about reviews and consultation messages. They carry no health data (decision 004): only that something
 * happened and a link to sign in and read it.
 */
import type { OutgoingMail } from '../../mail/mail-types';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export type CareMailKind =
  'approved' | 'changes_requested' | 'declined' | 'message_to_member' | 'message_to_clinician';

const TEXTS: Record<CareMailKind, { subject: string; body: string; path: string }> = {
  approved: {
    subject: 'Your plan has been reviewed',
    body: 'Your clinician has reviewed and approved your Doctor Verified plan. Sign in to see their note, your plan and your certificate.',
    path: '/plans',
  },
  changes_requested: {
    subject: 'Your clinician updated your plan',
    body: 'Your clinician asked for changes to your plan. An updated plan has been made and is back with them for review. Sign in to see it.',
    path: '/plans',
  },
  declined: {
    subject: 'About your plan review',
    body: 'Your clinician could not approve your plan. Sign in to read why, what to do next and how to ask for a refund if you wish.',
    path: '/plans',
  },
  message_to_member: {
    subject: 'New message from your clinician',
    body: 'You have a new message from your clinician. Sign in to read it.',
    path: '/messages',
  },
  message_to_clinician: {
    subject: 'New consultation message',
    body: 'A member you look after sent a new consultation message. Sign in to read it.',
    path: '/clinician',
  },
};

export function careMail(kind: CareMailKind, to: string, publicUrl: string): OutgoingMail {
  const t = TEXTS[kind];
  const link = `${publicUrl.replace(/\/$/, '')}${t.path}`;
  return {
    to,
    subject: t.subject,
    category: `care.${kind}`,
    text: `${t.body}\n\n${link}\n`,
    html: `<p>${escapeHtml(t.body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  };
}
