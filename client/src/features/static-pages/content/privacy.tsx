import { Link } from 'wouter';
import type { DocSection } from '../components/legal-page';
import { FACTS } from './facts';

export const PRIVACY_LEAD = (
  <p>
    Your health data is personal. This policy explains what {FACTS.product} collects, why, who can see it, how
    long we keep it and how you stay in control. The short version: we use your data only to build your plans,
    we never sell it, and you can delete it whenever you want.
  </p>
);

export const PRIVACY_SECTIONS: readonly DocSection[] = [
  {
    id: 'collect',
    title: 'What we collect',
    body: (
      <ul>
        <li>
          <strong>Account details:</strong> username, email address and your password — stored only as a
          one-way hash, never in readable form.
        </li>
        <li>
          <strong>Health profile:</strong> age, gender, height, weight, activity level, fitness goals, dietary
          restrictions, medical conditions and medications you choose to enter.
        </li>
        <li>
          <strong>Blood test reports:</strong> the files you upload and the biomarker values we read from
          them.
        </li>
        <li>
          <strong>Plans:</strong> the nutrition, workout and supplement plans we generate for you.
        </li>
        <li>
          <strong>Payments:</strong> the plan, amount, currency, status and the payment provider&apos;s
          reference. We never receive or store card numbers.
        </li>
        <li>
          <strong>Technical data:</strong> minimal server logs (request time, address, errors) to keep the
          service secure and working. Logs never contain passwords, tokens or report contents.
        </li>
      </ul>
    ),
  },
  {
    id: 'use',
    title: 'How we use it',
    body: (
      <>
        <p>We use your data to:</p>
        <ul>
          <li>create, show and update your plans and health metrics;</li>
          <li>read and interpret the blood test reports you upload;</li>
          <li>manage your subscription and verify payments;</li>
          <li>answer your support requests and keep the service secure.</li>
        </ul>
        <p>
          We do not sell your data, use it for advertising, or share it with employers or insurers. We use
          your health data only with the consent you give when you enter it, and you can withdraw that consent
          by deleting it.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who can see it',
    body: (
      <>
        <p>
          Only you — and a small number of authorised {FACTS.product} administrators when they need to, for
          example to help with a support request or to keep the service safe. Doctor Verified plans are
          reviewed by a healthcare professional working with us, who sees only what is needed for that review.
        </p>
        <p>
          Payment providers (Razorpay, PayPal, Stripe) receive what they need to take a payment, under their
          own privacy policies. We may disclose data if the law requires it, and will tell you unless we are
          forbidden to.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <p>
        We keep your data for as long as you have an account. When you delete your account, your profile,
        reports, plans and uploaded files are removed. Payment records may be kept for as long as tax and
        accounting law requires, without your health data.
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights and choices',
    body: (
      <>
        <ul>
          <li>
            <strong>See and download</strong> your data: your Profile page offers a download of everything we
            hold about you.
          </li>
          <li>
            <strong>Correct</strong> it: edit your profile at any time.
          </li>
          <li>
            <strong>Delete</strong> it: delete single reports, or your whole account from your Profile page.
          </li>
          <li>
            <strong>Ask us</strong>: write to <a href={FACTS.supportMailto}>{FACTS.supportEmail}</a> from your
            account&apos;s email address.{' '}
            <strong>Data deletion requests are processed within {FACTS.deletionDays} days.</strong>
          </li>
        </ul>
        <p>
          You may also have the right to complain to your local data protection authority. We would appreciate
          the chance to fix the problem first.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <p>
        Reports are encrypted at rest, passwords are hashed with argon2id, every connection is encrypted and
        access is checked on every request. Read the details on our <Link href="/security">Security</Link>{' '}
        page.
      </p>
    ),
  },
  {
    id: 'age',
    title: 'Age limit',
    body: (
      <p>
        {FACTS.product} is for people aged {FACTS.minimumAge} and over. We do not knowingly collect data from
        anyone younger; if you believe a minor has created an account, tell us and we will delete it.
      </p>
    ),
  },
  {
    id: 'storage',
    title: 'Cookies and local storage',
    body: (
      <p>
        We do not use advertising or tracking cookies. Your browser stores your sign-in token locally so that
        you stay logged in, and the app may cache its own pages so that it opens quickly — never your health
        data.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes and contact',
    body: (
      <p>
        We will tell you before any important change to this policy. Questions or requests:{' '}
        <a href={FACTS.supportMailto}>{FACTS.supportEmail}</a> — we reply within {FACTS.supportReplyHours}{' '}
        hours.
      </p>
    ),
  },
];
