import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Toaster } from 'sonner';
import { Router } from 'wouter';
import { OfflineSync } from '@/features/progress/offline/offline-sync';
import { AuthProvider } from '@/lib/auth';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { createQueryClient } from '@/lib/query-client';
import { AppRoutes } from './routes';
import { ScrollToTop } from './scroll-to-top';

/** `ssrPath`: the path rendered at build time (client/src/prerender-entry.tsx); the browser's location otherwise. */
export function App({ ssrPath }: { ssrPath?: string }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <Router ssrPath={ssrPath}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <a
            href="#main"
            className="sr-only z-50 rounded-lg bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
          >
            Skip to content
          </a>
          <ScrollToTop />
          <OfflineSync />
          <div className="flex min-h-screen flex-col">
            <NavBar />
            <main id="main" className="flex-1">
              <AppRoutes />
            </main>
            <Footer />
          </div>
          {/* docs/product.md#pricing-and-limits: at most one toast at a time. */}
          <Toaster position="bottom-right" visibleToasts={1} richColors closeButton />
        </AuthProvider>
      </QueryClientProvider>
    </Router>
  );
}
