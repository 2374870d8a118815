/** Landing page (docs/product.md#screens): hero, the six features (#features) and pricing (#pricing); the footer is the app's. */
import { startTransition, useEffect, useState } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { FeaturesSection } from '../components/features-section';
import { Hero } from '../components/hero';
import { PricingSection } from '../components/pricing-section';

export default function LandingPage() {
  useDocumentTitle(null);
  // The hero paints first; the sections below the fold render right after, in an interruptible transition, so
  // the first render is short and the main thread stays responsive on slow phones.
  const [belowFold, setBelowFold] = useState(false);

  useEffect(() => {
    const frame = requestAnimationFrame(() => startTransition(() => setBelowFold(true)));
    return () => cancelAnimationFrame(frame);
  }, []);

  // A link from another page to /#pricing arrives before the sections exist: scroll once they do.
  useEffect(() => {
    if (!belowFold) return;
    const id = window.location.hash.slice(1);
    if (id === 'features' || id === 'pricing') document.getElementById(id)?.scrollIntoView();
  }, [belowFold]);

  return (
    <>
      <Hero />
      {belowFold && (
        <>
          <FeaturesSection />
          <PricingSection />
        </>
      )}
    </>
  );
}
