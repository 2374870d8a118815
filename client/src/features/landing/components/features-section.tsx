import { UPLOAD_MAX_BYTES } from '@common/limits';
import { Brain, ClipboardList, FlaskConical, ShieldCheck, Smartphone, TrendingUp } from 'lucide-react';
import { Card } from '@/components/card';

const UPLOAD_MAX_MB = UPLOAD_MAX_BYTES / (1024 * 1024);

/** The six things the landing page advertises (docs/product.md#who-it-is-for). */
const FEATURES = [
  {
    icon: Brain,
    title: 'AI-Powered Analysis',
    text: 'Your age, body metrics, activity, goals and biomarkers go into one engine that builds a plan around you — not around an average.',
  },
  {
    icon: FlaskConical,
    title: 'Blood Test Integration',
    text: `Upload your lab report as a PDF or photo (JPG, PNG, PDF or TIFF, up to ${UPLOAD_MAX_MB}MB). We read the values and highlight what is outside the reference range.`,
  },
  {
    icon: TrendingUp,
    title: 'Progress Tracking',
    text: 'See where you are in your current plan, how many days are left and how your plans change as your results improve.',
  },
  {
    icon: ClipboardList,
    title: 'Custom Plans',
    text: 'Meals, workouts and supplements tailored to your diet, restrictions, schedule and health data, with macros for every day.',
  },
  {
    icon: ShieldCheck,
    title: 'Secure & Private',
    text: 'Reports are encrypted at rest, passwords are hashed and your health data is never sold or shared for advertising.',
  },
  {
    icon: Smartphone,
    title: 'Mobile Ready',
    text: 'Works on any phone, tablet or computer — and you can add it to your home screen like an app.',
  },
];

export function FeaturesSection() {
  return (
    <section
      id="features"
      aria-labelledby="features-title"
      tabIndex={-1}
      className="scroll-mt-16 bg-background py-16 focus:outline-none sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">Features</p>
          <h2 id="features-title" className="mt-2 text-balance text-3xl font-bold tracking-tight sm:text-4xl">
            Everything you need for a healthier you
          </h2>
          <p className="mt-4 text-pretty text-lg text-muted-foreground">
            From your first assessment to a plan that adapts to your lab results, VitalPlan keeps your
            nutrition and training in one place.
          </p>
        </div>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="h-full p-6 transition-shadow hover:shadow-md">
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-secondary text-primary">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
