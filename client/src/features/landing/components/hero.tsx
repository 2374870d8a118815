import { BadgeCheck, Brain, FlaskConical } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/button';
import { scrollToSection } from '../lib/scroll-to-section';
import { HeroVideo } from './hero-video';

const BADGES = [
  { label: 'Free plan available', icon: BadgeCheck },
  { label: 'AI-powered insights', icon: Brain },
  { label: 'Blood test analysis', icon: FlaskConical },
];

export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[calc(100svh-4rem)] items-center overflow-hidden text-white"
    >
      <HeroVideo />
      <div className="mx-auto flex w-full max-w-4xl flex-col items-center px-4 py-16 text-center sm:px-6 sm:py-24">
        <p className="mb-5 rounded-full border border-white/25 bg-white/10 px-4 py-1.5 text-sm font-medium text-emerald-50">
          Plans built on your own blood work
        </p>
        <h1
          id="hero-title"
          className="text-balance text-4xl font-extrabold leading-[1.1] tracking-tight sm:text-5xl lg:text-6xl"
        >
          Transform Your Health with{' '}
          <span className="text-emerald-300">
            <span className="whitespace-nowrap">AI-Powered</span> Fitness
          </span>
        </h1>
        <p className="mt-6 max-w-2xl text-pretty text-lg text-slate-100 sm:text-xl">
          Get nutrition and workout plans built from your health profile, your goals and your blood test
          results — clear, safe and ready in minutes.
        </p>
        <div className="mt-9 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg" variant="hero">
            <Link href="/signup">Start Free Plan</Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-white/60 bg-white/5 text-white hover:bg-white/15 focus-visible:outline-white"
          >
            <a href="#features" onClick={(e) => scrollToSection('features', e)}>
              Learn More
            </a>
          </Button>
        </div>
        <ul className="mt-10 flex flex-wrap justify-center gap-2.5" aria-label="Highlights">
          {BADGES.map(({ label, icon: Icon }) => (
            <li
              key={label}
              className="inline-flex items-center gap-2 rounded-full border border-white/25 bg-slate-950/30 px-3.5 py-1.5 text-sm font-medium text-white"
            >
              <Icon className="size-4 text-emerald-300" aria-hidden="true" />
              {label}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
