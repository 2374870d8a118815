/** Landing page (docs/product.md#screens): hero, the six features (#features) and pricing (#pricing); the footer is the app's. */
import { lazy, Suspense } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Hero } from '../components/hero';

/**
 * The sections below the fold are in the prerendered HTML (scripts/prerender.mjs) but in a chunk of their own:
 * React hydrates the hero first and this boundary when its chunk has arrived, in a separate, shorter task.
 */
const BelowFold = lazy(() => import('../components/below-fold'));

export default function LandingPage() {
  useDocumentTitle(null);
  return (
    <>
      <Hero />
      <Suspense fallback={null}>
        <BelowFold />
      </Suspense>
    </>
  );
}
