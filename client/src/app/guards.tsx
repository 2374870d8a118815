/** Route guards of docs/product.md#screens, #roles-and-access, mirroring what the server enforces. */
import type { ReactNode } from 'react';
import { Redirect, useSearch } from 'wouter';
import { nextPath, withNext } from '@/lib/next-path';
import { PageLoader } from '@/components/spinner';
import { useAuth } from '@/lib/auth';

/** Visitors go to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <PageLoader />;
  return isAuthenticated ? <>{children}</> : <Redirect to="/login" replace />;
}

/** Visitors go to /login, members who are not admins to /dashboard. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated, isAdmin } = useAuth();
  if (isLoading) return <PageLoader />;
  if (!isAuthenticated) return <Redirect to="/login" replace />;
  return isAdmin ? <>{children}</> : <Redirect to="/dashboard" replace />;
}

/**
 * Subscribe: login required (the checkout with its plan and currency is kept as the login's `next`), and a member
 * who already has an active subscription goes to /dashboard.
 */
export function RequireNoSubscription({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated, hasActiveSubscription } = useAuth();
  const search = useSearch();
  if (isLoading) return <PageLoader />;
  if (!isAuthenticated)
    return <Redirect to={withNext('/login', `/subscribe${search ? `?${search}` : ''}`)} replace />;
  return hasActiveSubscription ? <Redirect to="/dashboard" replace /> : <>{children}</>;
}

/** Login and signup: a logged-in member goes to /dashboard (the spec's rule), or on to the checkout they chose. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated } = useAuth();
  const search = useSearch();
  if (isLoading) return <PageLoader />;
  return isAuthenticated ? <Redirect to={nextPath(search) ?? '/dashboard'} replace /> : <>{children}</>;
}
