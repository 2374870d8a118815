import { Link } from 'wouter';
import type { DocSection } from '../components/legal-page';
import { AllPrices } from '../components/all-prices';
import { FACTS } from './facts';

export const TERMS_LEAD = (
  <p>
    These terms are the agreement between you and {FACTS.product} when you use our website and app. Please
    read them carefully: by creating an account you accept them. They are written to be understood — if
    anything is unclear, write to <a href={FACTS.supportMailto}>{FACTS.supportEmail}</a>.
  </p>
);

export const TERMS_SECTIONS: readonly DocSection[] = [
  {
    id: 'service',
    title: 'What we provide',
    body: (
      <>
        <p>
          {FACTS.product} creates personalised nutrition and workout plans from the health profile you enter,
          the goals you choose and, if you upload them, the values in your blood test reports. Plans can
          include meal plans with macros, workout routines and supplement suggestions.
        </p>
        <p>
          <strong>{FACTS.product} is not a medical service.</strong> We do not diagnose, treat or prevent any
          disease, and our plans do not replace advice from a doctor, dietitian or other qualified
          professional. See our <Link href="/medical-disclaimer">Medical Disclaimer</Link> for what this means
          in practice.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who can use it',
    body: (
      <>
        <p>
          The service is for adults: you must be <strong>{FACTS.minimumAge} years or older</strong> to create
          an account. By signing up you confirm that you are.
        </p>
        <p>
          Do not use {FACTS.product} if a doctor has told you to avoid changes to your diet or exercise, if
          you are pregnant or breastfeeding, or if you have an eating disorder, unless a healthcare
          professional who knows your situation supervises your use.
        </p>
      </>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <ul>
        <li>
          Give accurate information. Plans are only as good as the profile and reports they are built from.
        </li>
        <li>
          Keep your password secret and choose one of at least {FACTS.passwordMin} characters that you do not
          use elsewhere. You are responsible for activity under your account.
        </li>
        <li>
          One person per account. Do not upload reports that belong to someone else without their consent.
        </li>
        <li>
          Tell us straight away at <a href={FACTS.supportMailto}>{FACTS.supportEmail}</a> if you think someone
          else has used your account.
        </li>
      </ul>
    ),
  },
  {
    id: 'plans',
    title: 'Plans and payments',
    body: (
      <>
        <p>
          The <strong>Free</strong> plan costs nothing and has no time limit. <strong>Premium</strong> is a
          monthly subscription (<AllPrices plan="premium" /> per month, depending on the currency you choose).{' '}
          <strong>Doctor Verified</strong> is a one-time payment (<AllPrices plan="doctor_verified" />
          ).
        </p>
        <p>
          Payments are processed by our payment providers — Razorpay for Indian rupees, PayPal for{' '}
          {FACTS.walletCurrencies}, and Stripe for card payments. Your card details go directly to them;{' '}
          <strong>{FACTS.product} never receives or stores your card number</strong>. We activate paid
          features only after our server has verified the payment with the provider.
        </p>
        <p>
          You can cancel Premium at any time from your Profile page. You keep access until the end of the
          billing period you have paid for, and you will not be charged again.
        </p>
      </>
    ),
  },
  {
    id: 'refunds',
    title: 'Refunds',
    body: (
      <p>
        If you are not satisfied, ask for a refund within <strong>{FACTS.refundDays} days</strong> of your
        payment and we will refund it in full to the original payment method. Email{' '}
        <a href={FACTS.supportMailto}>{FACTS.supportEmail}</a> from the address on your account; the money
        goes back through the provider you paid with.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>Please do not:</p>
        <ul>
          <li>try to access other people&apos;s data, or parts of the service you are not allowed to use;</li>
          <li>upload files that are not your own health documents, or that contain malware;</li>
          <li>overload, scrape or reverse-engineer the service, or get around its limits;</li>
          <li>resell plans or present them as advice from a medical professional.</li>
        </ul>
        <p>
          We may suspend accounts that break these rules, and will tell you why unless the law prevents it.
        </p>
      </>
    ),
  },
  {
    id: 'content',
    title: 'Your content and ours',
    body: (
      <p>
        Your profile, reports and plans remain yours. You allow us to store and process them only to run the
        service for you, as described in our <Link href="/privacy">Privacy Policy</Link>. The {FACTS.product}{' '}
        name, design and software belong to us; you may use the plans we generate for your own personal use.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Availability and liability',
    body: (
      <>
        <p>
          We work hard to keep {FACTS.product} available and accurate, but we provide it &quot;as is&quot;.
          Values read from reports can be wrong, and plans are general guidance built from the information you
          give us. Check important numbers against your original report and talk to a professional before
          acting on them.
        </p>
        <p>
          To the extent the law allows, we are not liable for indirect losses, or for harm resulting from
          following a plan without appropriate medical advice. Nothing in these terms limits rights you have
          under consumer law that cannot be limited.
        </p>
      </>
    ),
  },
  {
    id: 'ending',
    title: 'Ending the agreement',
    body: (
      <p>
        You can stop using {FACTS.product} and delete your account at any time from your Profile page, or by
        asking us; deletion requests are processed within {FACTS.deletionDays} days. We may close accounts
        that seriously or repeatedly break these terms.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        If we change these terms in a way that matters, we will tell you by email or in the app before the
        change takes effect. If you do not agree, you can close your account; continuing to use the service
        means you accept the new terms.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms: <a href={FACTS.supportMailto}>{FACTS.supportEmail}</a>. We reply within{' '}
        {FACTS.supportReplyHours} hours.
      </p>
    ),
  },
];
