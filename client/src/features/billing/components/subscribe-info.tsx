/** The reassurance around the payment panel (docs/product.md#screens): security note, terms, money-back guarantee and the FAQ. */
import { REFUND_WINDOW_DAYS } from '@common/limits';
import { ShieldCheck, Undo2 } from 'lucide-react';
import { Link } from 'wouter';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/accordion';

export function SecurityNote({ provider }: { provider: string }) {
  return (
    <div className="space-y-2 text-xs text-muted-foreground">
      <p className="flex items-start gap-2">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>
          Payments are processed securely by {provider} over an encrypted connection. We never see or store
          your card details, and every payment is verified on our server before your plan is activated.
        </span>
      </p>
      <p>
        By subscribing you agree to our{' '}
        <Link href="/terms" className="font-medium text-primary underline underline-offset-2">
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link href="/privacy" className="font-medium text-primary underline underline-offset-2">
          Privacy Policy
        </Link>
        .
      </p>
    </div>
  );
}

export function GuaranteeBox() {
  return (
    <section
      aria-labelledby="guarantee-title"
      className="flex gap-3 rounded-(--radius-card) border border-green-200 bg-success-muted p-4 text-sm"
    >
      <Undo2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
      <div>
        <h2 id="guarantee-title" className="font-semibold text-success">
          30-Day Money Back Guarantee
        </h2>
        <p className="text-foreground">
          Not satisfied? Contact us within {REFUND_WINDOW_DAYS} days of your purchase for a full refund, no
          questions asked.
        </p>
      </div>
    </section>
  );
}

export function SubscribeFaq() {
  return (
    <section aria-labelledby="faq-title" className="space-y-3">
      <h2 id="faq-title" className="text-xl font-semibold tracking-tight">
        Frequently asked questions
      </h2>
      <Accordion type="single" collapsible>
        <AccordionItem value="cancel">
          <AccordionTrigger>Can I cancel anytime?</AccordionTrigger>
          <AccordionContent>
            Yes. You can cancel Premium at any time and keep full access until the end of the billing period
            you have already paid for. Nothing more is charged after that.
          </AccordionContent>
        </AccordionItem>
        <AccordionItem value="blood-tests">
          <AccordionTrigger>How does the blood test analysis work?</AccordionTrigger>
          <AccordionContent>
            Upload a lab report (PDF, JPG, PNG or TIFF) on your profile. We read the biomarkers it contains,
            compare them with their reference ranges and take them into account when we build your nutrition,
            supplement and training plan. The analysis is informational and does not replace medical advice.
          </AccordionContent>
        </AccordionItem>
        <AccordionItem value="doctor">
          <AccordionTrigger>How does Doctor Verified work?</AccordionTrigger>
          <AccordionContent>
            Doctor Verified is a one-time purchase that includes everything in Premium. A registered clinician
            reviews your plan with your profile and blood tests (target: within 48 hours), can adjust it, and
            approves it; you get a health risk assessment, a detailed health report and, once approved, a
            medical clearance certificate. You can message your clinician at any time: messages are received
            24/7 and answered within 24 hours. Messages are not for emergencies: call your local emergency
            number.
          </AccordionContent>
        </AccordionItem>
      </Accordion>
    </section>
  );
}
