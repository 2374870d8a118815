import './styles.css';
import './lib/zod-jitless'; // before any schema runs
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { tokenStore } from './lib/api';
import { keepEarlyCurrencyChoice } from './lib/preferred-currency';

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Public pages arrive prerendered (scripts/prerender.mjs) and are hydrated. A signed-in member's first render
// differs from the visitor's HTML (guards, nav bar), so it is rendered afresh instead of hydrated.
// In a transition, React works in slices of a few milliseconds and yields in between, so starting the app makes
// no long task (a plain first render or hydration runs to the end in one task).
const root = document.getElementById('root')!;
startTransition(() => {
  if (root.dataset.prerendered !== undefined && tokenStore.get() === null) {
    keepEarlyCurrencyChoice(root);
    hydrateRoot(root, app, {
      onRecoverableError(error) {
        console.warn('Prerendered page re-rendered on the client:', error);
      },
    });
  } else {
    createRoot(root).render(app);
  }
});

// The service worker (public/sw.js) caches the app shell and static pages, never /api. Production only: in
// development it would serve stale modules.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((err: unknown) => {
      console.warn('Service worker registration failed:', err);
    });
  });
}
