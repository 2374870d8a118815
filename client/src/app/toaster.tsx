import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { afterLoadIdle } from '@/lib/after-load-idle';
import { toasterLoading } from '@/lib/toast';

const Toasts = lazy(() => import('./toasts'));

/** The app's toasts, loaded when the page is idle or at the first toast (lib/toast.ts); nothing before that. */
export function AppToaster() {
  const wanted = useSyncExternalStore(toasterLoading.subscribe, toasterLoading.requested, () => false);
  useEffect(() => afterLoadIdle(toasterLoading.request), []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
