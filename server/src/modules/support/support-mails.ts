/**
 * The mails about support requests. They name the request by its reference and link to "My requests", but never
 * repeat what was written: a member may describe their health there, and mail is no place for health data.
 */
import { PRODUCT_NAME, SUPPORT_REPLY_HOURS } from '@common/limits';
import { ticketReference } from '@common/support';
import type { OutgoingMail } from '../../mail/mail-types';

export const SUPPORT_MAIL_CATEGORIES = { received: 'support.received', replied: 'support.replied' } as const;

interface MailInput {
  to: string;
  username: string;
  ticketId: string;
  /** The page of the request in My requests (absolute URL). */
  link: string;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function compose(
  input: MailInput,
  category: string,
  subject: string,
  paragraphs: string[],
  action: string,
): OutgoingMail {
  const greeting = `Hello ${input.username},`;
  const signOff = `The ${PRODUCT_NAME} team`;
  const privacy = 'For your privacy, this email does not repeat what was written.';
  const text = [greeting, ...paragraphs, `${action}: ${input.link}`, privacy, signOff].join('\n\n') + '\n';
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(action)}</a></p>`,
    `<p style="color:#666">${escapeHtml(privacy)}</p>`,
    `<p>${escapeHtml(signOff)}</p>`,
  ].join('\n');
  return { to: input.to, subject, text, html, category };
}

/** The member's copy of a new request. */
export function requestReceivedMail(
  input: MailInput & { priority: boolean; receivedAt: Date },
): OutgoingMail {
  const ref = ticketReference(input.ticketId);
  return compose(
    input,
    SUPPORT_MAIL_CATEGORIES.received,
    `${PRODUCT_NAME} support: we received your request ${ref}`,
    [
      `You are receiving this email because you contacted ${PRODUCT_NAME} support. We received your request ${ref} on ${input.receivedAt.toUTCString()}.`,
      `We reply within ${SUPPORT_REPLY_HOURS} hours${input.priority ? '; your plan includes priority support, so your request is answered first' : ''}.`,
    ],
    'Read your request in My requests',
  );
}

/** Support answered: the reply itself is read in the app. */
export function replyPostedMail(input: MailInput): OutgoingMail {
  const ref = ticketReference(input.ticketId);
  return compose(
    input,
    SUPPORT_MAIL_CATEGORIES.replied,
    `${PRODUCT_NAME} support replied to your request ${ref}`,
    [
      `You are receiving this email because our support team replied to your request ${ref}.`,
      'You can read the reply, and answer it, in My requests.',
    ],
    'Read the reply',
  );
}
