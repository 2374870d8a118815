import { Link } from 'wouter';
import type { DocSection } from '../components/legal-page';
import { FACTS } from './facts';

export const SECURITY_LEAD = (
  <p>
    Blood test reports and health profiles deserve serious protection. Here is how {FACTS.product} keeps your
    account and your data safe, in plain language.
  </p>
);

export const SECURITY_SECTIONS: readonly DocSection[] = [
  {
    id: 'passwords',
    title: 'Passwords',
    body: (
      <>
        <p>
          <strong>Passwords are hashed with argon2id</strong>, the algorithm recommended by OWASP, before they
          are stored. We never store or log your password in readable form, and nobody at {FACTS.product} can
          see it.
        </p>
        <p>
          Passwords must be at least {FACTS.passwordMin} characters long. Repeated failed sign-in attempts are
          slowed down to stop password guessing.
        </p>
      </>
    ),
  },
  {
    id: 'authentication',
    title: 'Token-based authentication',
    body: (
      <p>
        When you sign in, you receive a <strong>signed, time-limited access token</strong> that your browser
        sends with each request. Every token is tied to a session on our server, so logging out or changing
        your password ends that session immediately — a stolen token stops working.
      </p>
    ),
  },
  {
    id: 'encryption',
    title: 'Encryption',
    body: (
      <ul>
        <li>
          <strong>In transit:</strong> all traffic between your device and {FACTS.product} uses HTTPS (TLS).
        </li>
        <li>
          <strong>At rest:</strong> uploaded reports are encrypted with AES-256-GCM before they are written to
          storage, each with its own random nonce, so a copy of the disk alone reveals nothing.
        </li>
      </ul>
    ),
  },
  {
    id: 'access',
    title: 'Who can access your data',
    body: (
      <p>
        Every request is checked on the server: members can only ever read their own profile, reports and
        plans. Admin access is limited to a few authorised staff. Responses containing your health data are
        marked so that browsers and proxies never cache them, and the app&apos;s offline cache never stores
        them.
      </p>
    ),
  },
  {
    id: 'payments',
    title: 'Payments',
    body: (
      <p>
        <strong>Card data is never stored by {FACTS.product}</strong> — it never even reaches our servers.
        Payments are handled by Razorpay, PayPal and Stripe, which are certified to the PCI DSS standard. Our
        server checks the signature or status of every payment with the provider before it activates anything.
      </p>
    ),
  },
  {
    id: 'uploads',
    title: 'Safe uploads',
    body: (
      <p>
        Uploaded files are limited to {FACTS.uploadMaxMb}MB and to JPG, PNG, PDF and TIFF. We check the actual
        content of each file, not just its name, and reject anything else.
      </p>
    ),
  },
  {
    id: 'your-part',
    title: 'What you can do',
    body: (
      <ul>
        <li>Use a unique password, ideally from a password manager.</li>
        <li>Log out on shared devices.</li>
        <li>Be wary of emails asking for your password — we will never ask for it.</li>
      </ul>
    ),
  },
  {
    id: 'report',
    title: 'Reporting a vulnerability',
    body: (
      <p>
        Found a security problem? Please email <a href={FACTS.supportMailto}>{FACTS.supportEmail}</a> with the
        details and give us a chance to fix it before telling others. We reply within{' '}
        {FACTS.supportReplyHours} hours. See also our <Link href="/privacy">Privacy Policy</Link>.
      </p>
    ),
  },
];
