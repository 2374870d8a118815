import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { AllPrices } from '../components/all-prices';
import { FACTS } from './facts';

export interface HelpTopic {
  id: string;
  title: string;
  summary: string;
  questions: { q: string; a: ReactNode }[];
}

export const HELP_LEAD = (
  <p>
    Answers to the questions we hear most. Can&apos;t find yours?{' '}
    <Link href={FACTS.contactFormPath}>Contact Support</Link> — we reply within {FACTS.supportReplyHours}{' '}
    hours.
  </p>
);

/** The six sections of the Help Center (docs/product.md#screens). */
export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    summary: 'Create your account, fill in your profile and generate your first plan.',
    questions: [
      {
        q: 'How do I get my first plan?',
        a: (
          <ol>
            <li>
              <Link href="/signup">Create a free account</Link> with your username, email and a password.
            </li>
            <li>
              Complete your health profile: age, height, weight, activity level, goals and dietary needs.
            </li>
            <li>Optionally upload a recent blood test report.</li>
            <li>On your dashboard, choose a plan type and select Generate.</li>
          </ol>
        ),
      },
      {
        q: 'What does the free plan include?',
        a: (
          <p>
            A basic fitness assessment, a {FACTS.freePlanWeeks}-week generic meal plan, basic workout
            routines, community support and access from your phone. It is free forever — no card needed.
          </p>
        ),
      },
      {
        q: 'Who can use VitalPlan?',
        a: (
          <p>
            Adults aged {FACTS.minimumAge} and over. If you have a medical condition, read the{' '}
            <Link href="/medical-disclaimer">Medical Disclaimer</Link> and talk to your doctor before
            starting.
          </p>
        ),
      },
      {
        q: 'Can I install it on my phone?',
        a: (
          <p>
            Yes. Open {FACTS.product} in your phone&apos;s browser and choose &quot;Add to Home Screen&quot;
            (Safari) or &quot;Install app&quot; (Chrome). It then opens like an app.
          </p>
        ),
      },
    ],
  },
  {
    id: 'billing',
    title: 'Subscription & Billing',
    summary: 'Prices, payment methods, cancelling and refunds.',
    questions: [
      {
        q: 'How much does it cost?',
        a: (
          <p>
            Free is free. Premium is <AllPrices plan="premium" /> per month. Doctor Verified is a one-time
            payment of <AllPrices plan="doctor_verified" />. Pick your currency on the{' '}
            <Link href="/#pricing">pricing section</Link> or when you subscribe.
          </p>
        ),
      },
      {
        q: 'How can I pay?',
        a: (
          <p>
            Indian rupee payments go through Razorpay. Payments in {FACTS.walletCurrencies} go through PayPal.
            Your card details are handled by the provider and never stored by us.
          </p>
        ),
      },
      {
        q: 'How do I cancel Premium?',
        a: (
          <p>
            Use Cancel subscription on your Profile page. You can cancel anytime, and you keep Premium until
            the end of the billing period you have already paid for.
          </p>
        ),
      },
      {
        q: 'Can I get a refund?',
        a: (
          <p>
            Yes — we offer a {FACTS.refundDays}-day money-back guarantee. Email{' '}
            <a href={FACTS.supportMailto}>{FACTS.supportEmail}</a> within {FACTS.refundDays} days of your
            payment for a full refund.
          </p>
        ),
      },
      {
        q: 'My payment went through but my plan is not upgraded.',
        a: (
          <p>
            Refresh the page after a minute: we activate your plan once the provider confirms the payment. If
            it still shows the free plan, email us with the payment reference and we will sort it out.
          </p>
        ),
      },
    ],
  },
  {
    id: 'blood-tests',
    title: 'Blood Test Analysis',
    summary: 'Uploading reports and understanding your results.',
    questions: [
      {
        q: 'Which files can I upload?',
        a: (
          <p>
            JPG, PNG, PDF or TIFF files up to {FACTS.uploadMaxMb}MB. A PDF downloaded from your lab works
            best; for photos, lay the page flat in good light and keep all of it in the frame.
          </p>
        ),
      },
      {
        q: 'How is my report analysed?',
        a: (
          <p>
            We read the text of your report, recognise common biomarkers (for example haemoglobin, glucose,
            HbA1c, cholesterol, vitamin D, B12, iron and thyroid values), convert their units and compare them
            with reference ranges. Your plan then takes them into account — for example more iron-rich foods
            when ferritin is low.
          </p>
        ),
      },
      {
        q: 'A value was read wrongly or is missing.',
        a: (
          <p>
            Automatic reading can make mistakes, especially with blurry photos or unusual layouts. Try
            uploading the lab&apos;s original PDF. Always check important values against your report.
          </p>
        ),
      },
      {
        q: 'What does "high" or "low" mean?',
        a: (
          <p>
            That the value lies outside the reference range. It is not a diagnosis: please discuss it with
            your doctor. See the <Link href="/medical-disclaimer">Medical Disclaimer</Link>.
          </p>
        ),
      },
    ],
  },
  {
    id: 'technical',
    title: 'Technical Support',
    summary: 'Sign-in problems, browsers and app issues.',
    questions: [
      {
        q: 'I cannot sign in.',
        a: (
          <p>
            Check that you use the email address you signed up with and that Caps Lock is off. After several
            wrong attempts, sign-in is paused for a few minutes for your security. Still stuck? Email us from
            the address on your account.
          </p>
        ),
      },
      {
        q: 'Which browsers are supported?',
        a: (
          <p>
            The current versions of Chrome, Edge, Firefox and Safari on phones, tablets and computers.
            JavaScript must be enabled.
          </p>
        ),
      },
      {
        q: 'My upload fails.',
        a: (
          <p>
            Make sure the file is a JPG, PNG, PDF or TIFF under {FACTS.uploadMaxMb}MB and that your connection
            is stable. Password-protected PDFs cannot be read: save an unprotected copy first.
          </p>
        ),
      },
      {
        q: 'The app looks out of date after an update.',
        a: <p>Reload the page once. If that does not help, close all VitalPlan tabs and open it again.</p>,
      },
    ],
  },
  {
    id: 'account-privacy',
    title: 'Account & Privacy',
    summary: 'Your data, passwords and deleting your account.',
    questions: [
      {
        q: 'How do I change my password?',
        a: <p>Go to your Profile page and use Change password. Your other sessions are signed out.</p>,
      },
      {
        q: 'Can I download my data?',
        a: <p>Yes. Your Profile page has a download of everything we hold about you.</p>,
      },
      {
        q: 'How do I delete my account?',
        a: (
          <p>
            Use Delete account on your Profile page: your profile, reports, plans and files are removed at
            once. You can also email a deletion request to{' '}
            <a href={FACTS.supportMailto}>{FACTS.supportEmail}</a>; requests are processed within{' '}
            {FACTS.deletionDays} days.
          </p>
        ),
      },
      {
        q: 'Who can see my reports?',
        a: (
          <p>
            Only you, and authorised staff when needed to help you. Reports are encrypted at rest. Read our{' '}
            <Link href="/privacy">Privacy Policy</Link> and <Link href="/security">Security</Link> page for
            details.
          </p>
        ),
      },
    ],
  },
  {
    id: 'contact',
    title: 'Contact Support',
    summary: `Send us a request — we reply within ${FACTS.supportReplyHours} hours.`,
    questions: [
      {
        q: 'How do I reach you?',
        a: (
          <p>
            Sign in and use the <Link href={FACTS.contactFormPath}>Contact Support</Link> form.{' '}
            <strong>We reply within {FACTS.supportReplyHours} hours</strong>, Premium and Doctor Verified
            members first. We email you a copy, and your requests and our replies are in{' '}
            <Link href={FACTS.myRequestsPath}>My requests</Link>. Cannot sign in? Email{' '}
            <a href={FACTS.supportMailto}>{FACTS.supportEmail}</a> from the address on your account.
          </p>
        ),
      },
      {
        q: 'What should I include?',
        a: (
          <ul>
            <li>what you were doing, what you expected and what happened;</li>
            <li>your device and browser;</li>
            <li>a screenshot if it helps (PNG, JPEG or WebP, up to {FACTS.supportScreenshotMaxMb} MB).</li>
          </ul>
        ),
      },
      {
        q: 'Is there anything I should not send?',
        a: (
          <p>
            Never send your password — we will never ask for it. Please do not attach medical reports to a
            request or an email unless we ask; upload them in the app instead, where they are read and kept
            encrypted.
          </p>
        ),
      },
    ],
  },
];
