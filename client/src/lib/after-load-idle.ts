/**
 * Runs `fn` once the page has loaded and the browser is idle (at the latest 3 s after load), so that work nobody
 * needs for the first paint (the hero video, the toast machinery) never competes with it. Returns a cancel function.
 */
export function afterLoadIdle(fn: () => void): () => void {
  let cancelled = false;
  let idleId: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (cancelled) return;
    if ('requestIdleCallback' in window) idleId = window.requestIdleCallback(fn, { timeout: 3000 });
    else timer = setTimeout(fn, 1000);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idleId !== undefined) window.cancelIdleCallback(idleId);
    if (timer !== undefined) clearTimeout(timer);
  };
}
