import type { DocSection } from '../components/legal-page';
import { FACTS } from './facts';

export const DISCLAIMER_LEAD = (
  <p>
    <strong className="font-semibold text-foreground">
      {FACTS.product} is not a medical service and does not give medical advice.
    </strong>{' '}
    Everything in the app — plans, biomarker explanations, supplement suggestions and health metrics — is
    general information to support a healthy lifestyle. It does not replace a consultation with a doctor or
    other qualified healthcare professional.
  </p>
);

export const DISCLAIMER_SECTIONS: readonly DocSection[] = [
  {
    id: 'information-only',
    title: 'Information, not diagnosis',
    body: (
      <>
        <p>
          {FACTS.product} does not diagnose, treat, cure or prevent any disease. A value marked as high or low
          in your report means only that it lies outside the reference range printed by the laboratory; what
          it means for you depends on your history, symptoms and other tests that only a clinician can weigh.
        </p>
        <p>
          Never ignore professional medical advice, or delay seeking it, because of something you read in{' '}
          {FACTS.product}.
        </p>
      </>
    ),
  },
  {
    id: 'see-a-doctor',
    title: 'Talk to a professional first if…',
    body: (
      <ul>
        <li>
          you have a heart, kidney or liver condition, diabetes, high blood pressure or any chronic illness;
        </li>
        <li>you take prescription medicines — some supplements and foods interact with them;</li>
        <li>you are pregnant, breastfeeding or planning a pregnancy;</li>
        <li>you have, or have had, an eating disorder;</li>
        <li>you are starting exercise after a long break, an injury or surgery.</li>
      </ul>
    ),
  },
  {
    id: 'emergency',
    title: 'In an emergency',
    body: (
      <p>
        <strong>{FACTS.product} is not for emergencies.</strong> If you have chest pain, trouble breathing,
        fainting or any other urgent symptom, stop exercising and call your local emergency number straight
        away. Stop any workout that causes pain, dizziness or unusual shortness of breath.
      </p>
    ),
  },
  {
    id: 'reports',
    title: 'Blood test results',
    body: (
      <p>
        Values are read automatically from the file you upload, and automatic reading can make mistakes —
        especially with photos or scans. Always compare important values with your original report, and
        discuss results outside the reference range with your doctor.
      </p>
    ),
  },
  {
    id: 'supplements',
    title: 'Supplements',
    body: (
      <p>
        Supplement suggestions are general and based on common guidance. They are not prescriptions. Check
        with a doctor or pharmacist before taking any supplement, particularly alongside medicines or during
        pregnancy.
      </p>
    ),
  },
  {
    id: 'doctor-verified',
    title: 'Doctor Verified plans',
    body: (
      <p>
        A Doctor Verified plan has been reviewed by a healthcare professional against the information you gave
        us. The review makes the plan safer for you, but it is not a full medical examination and does not
        create an ongoing doctor–patient relationship.
      </p>
    ),
  },
  {
    id: 'responsibility',
    title: 'Your responsibility',
    body: (
      <p>
        You decide whether and how to follow a plan. Listen to your body and adjust or stop when something
        does not feel right. By using {FACTS.product} you confirm that you are {FACTS.minimumAge} or older and
        that you understand this disclaimer. Questions: <a href={FACTS.supportMailto}>{FACTS.supportEmail}</a>
        .
      </p>
    ),
  },
];
