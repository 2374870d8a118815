/** The landing page below the hero: its own chunk, so hydrating it never delays the hero (landing-page.tsx). */
import { useEffect } from 'react';
import { FeaturesSection } from './features-section';
import { PricingSection } from './pricing-section';

export default function BelowFold() {
  // Arriving from another page of the app at /#pricing: scroll once the sections exist.
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (id === 'features' || id === 'pricing') document.getElementById(id)?.scrollIntoView();
  }, []);

  return (
    <>
      <FeaturesSection />
      <PricingSection />
    </>
  );
}
