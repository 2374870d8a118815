import type { MouseEvent } from 'react';

/** Scrolls to a section of this page (smoothly unless reduced motion is asked for) and moves focus there. */
export function scrollToSection(id: string, event?: MouseEvent): void {
  const target = document.getElementById(id);
  if (!target) return;
  event?.preventDefault();
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
  history.replaceState(history.state, '', `#${id}`);
}
