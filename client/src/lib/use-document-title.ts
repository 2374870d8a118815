import { PRODUCT_NAME } from '@common/limits';
import { useEffect } from 'react';

/** The full tab title for a page title (null: the landing page's). */
export function documentTitle(title: string | null): string {
  return title ? `${title} · ${PRODUCT_NAME}` : `${PRODUCT_NAME} — AI-powered fitness and nutrition plans`;
}

/** What the build-time prerender (client/src/prerender-entry.tsx) reads back after rendering a page. */
export const prerenderedHead = { title: documentTitle(null) };

function recordPrerenderedTitle(title: string | null): void {
  prerenderedHead.title = documentTitle(title);
}

/** Sets the tab title for a route ("Login · VitalPlan"); when prerendering, writes it into the page's <title>. */
export function useDocumentTitle(title: string | null): void {
  // Effects do not run while prerendering, so the title is recorded during render (SSR builds only).
  if (import.meta.env.SSR) recordPrerenderedTitle(title);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
