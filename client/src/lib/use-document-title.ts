import { PRODUCT_NAME } from '@common/limits';
import { useEffect } from 'react';

/** Sets the tab title for a route ("Login · VitalPlan"). */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title
      ? `${title} · ${PRODUCT_NAME}`
      : `${PRODUCT_NAME} — AI-powered fitness and nutrition plans`;
  }, [title]);
}
