import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** A new route starts at the top of the page (hash links such as #features scroll themselves). */
export function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    if (!window.location.hash) window.scrollTo({ top: 0 });
  }, [location]);
  return null;
}
