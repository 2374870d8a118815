import { Link } from 'wouter';
import { Button } from '@/components/button';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function LandingPage() {
  useDocumentTitle(null);
  return (
    <section className="flex min-h-[80vh] flex-col items-center justify-center gap-6 px-4 text-center">
      <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
        Transform your health with AI-powered fitness
      </h1>
      <p className="max-w-2xl text-lg text-muted-foreground">
        Personalised nutrition and workout plans built from your profile, your goals and your blood tests.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link href="/signup">Start Free Plan</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <a href="#features">Learn More</a>
        </Button>
      </div>
      <div id="features" />
    </section>
  );
}
