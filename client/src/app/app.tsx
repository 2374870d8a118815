import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Router } from 'wouter';
import { AuthProvider, useAuth } from '@/lib/auth';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { keepOfflineSnapshot, restoreIfStartingOffline } from '@/lib/offline-snapshot';
import { createQueryClient } from '@/lib/query-client';
import { AppRoutes } from './routes';
import { ScrollToTop } from './scroll-to-top';
import { AppToaster } from './toaster';

// Loaded apart and for signed-in members only: the sync queue brings the progress schemas and queries, which the
// public pages must not load (their start-up time, and zod's eval probe before its settings apply).
const OfflineSync = lazy(() => import('@/lib/offline-sync').then((m) => ({ default: m.OfflineSync })));

/** Logout erases the member's waiting changes from this device (SECURITY.md) and names them (nav-bar.tsx). */
const eraseSyncQueue = (userId: string) => import('@/lib/offline-sync').then((m) => m.eraseSyncQueue(userId));

function MemberOfflineSync() {
  const { user } = useAuth();
  return user ? (
    <Suspense fallback={null}>
      <OfflineSync />
    </Suspense>
  ) : null;
}

/** `ssrPath`: the path rendered at build time (client/src/prerender-entry.tsx); the browser's location otherwise. */
export function App({ ssrPath }: { ssrPath?: string }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // The installed app opened without signal: /today shows what this device saved (lib/offline-snapshot.ts).
    if (!ssrPath) restoreIfStartingOffline(client);
    return client;
  });
  useEffect(() => keepOfflineSnapshot(queryClient), [queryClient]);
  return (
    <Router ssrPath={ssrPath}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider eraseOnLogout={eraseSyncQueue}>
          <a
            href="#main"
            className="sr-only z-50 rounded-lg bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
          >
            Skip to content
          </a>
          <ScrollToTop />
          <MemberOfflineSync />
          <div className="flex min-h-screen flex-col">
            <NavBar />
            <main id="main" className="flex-1">
              <AppRoutes />
            </main>
            <Footer />
          </div>
          <AppToaster />
        </AuthProvider>
      </QueryClientProvider>
    </Router>
  );
}
