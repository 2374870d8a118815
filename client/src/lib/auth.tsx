/**
 * Session state of docs/product.md#states-and-rules: the token lives in localStorage `auth_token`, the current user (and profile) comes from
 * GET /api/auth/me at start-up and after login/register, and logout clears both (and revokes the session), with
 * everything this device kept for the member offline (SECURITY.md, health data on the member's device).
 */
import type { AuthResponse, MeResponse, RegisterBody, User } from '@common/auth';
import type { Profile } from '@common/profile';
import { hasActiveSubscription, isPremiumActive } from '@common/subscription';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ApiError, tokenStore } from './api';
import { api, forgetKeptBodies, nullIfUnauthorized } from './api-client';
import { clearOfflineSnapshot, restoreOfflineSnapshot } from './offline-snapshot';
import { queryKeys } from './query-keys';

export interface AuthState {
  user: User | null;
  profile: Profile | null;
  /** True until the first /me answer when a token is stored. */
  isLoading: boolean;
  isAuthenticated: boolean;
  isAdmin: boolean;
  /** Holds the active clinician role (GET /api/auth/me); the nav then shows Reviews. */
  isClinician: boolean;
  isPremium: boolean;
  hasActiveSubscription: boolean;
  login(email: string, password: string): Promise<User>;
  /** Signs in with the link mailed while sign-in to the account is paused, and the password. */
  unlockSignIn(token: string, password: string): Promise<User>;
  register(body: RegisterBody): Promise<User>;
  /** Ends the session here and on the server; answers the member's changes that never reached the server. */
  logout(): Promise<LogoutResult>;
  /** Refetch user and profile (after a profile save or a payment). */
  refresh(): Promise<void>;
}

export interface LogoutResult {
  /** Changes logged on this device that were never saved by the server, in words; erased with the session. */
  notSent: readonly string[];
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({
  children,
  eraseOnLogout,
}: {
  children: ReactNode;
  /**
   * Erases what a feature keeps for the member on this device (the offline sync queue, composed in app/) and
   * answers what of it was never sent.
   */
  eraseOnLogout?: (userId: string) => Promise<readonly string[]>;
}) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(() => tokenStore.get());

  const me = useQuery({
    queryKey: queryKeys.me,
    queryFn: () => nullIfUnauthorized(api.get('/api/auth/me')),
    enabled: token !== null,
  });

  useEffect(() => {
    if (!me.error) return;
    // The server could not be reached (no answer at all, not a refusal): carry on with what this device saved.
    if (!(me.error instanceof ApiError) && restoreOfflineSnapshot(queryClient)) return;
    console.warn('Could not load the current user:', me.error);
  }, [me.error, queryClient]);

  // A stored token the server no longer accepts (revoked, expired) is dropped: the visitor is logged out.
  useEffect(() => {
    if (token && me.isSuccess && me.data === null) {
      tokenStore.clear();
      clearOfflineSnapshot();
      forgetKeptBodies();
    }
  }, [token, me.isSuccess, me.data]);

  const startSession = useCallback(
    async (auth: AuthResponse) => {
      tokenStore.set(auth.token);
      setToken(auth.token);
      queryClient.setQueryData<MeResponse>(queryKeys.me, (old) => ({
        user: auth.user,
        profile: old?.profile ?? null,
      }));
      await queryClient.invalidateQueries({ queryKey: queryKeys.me });
      return auth.user;
    },
    [queryClient],
  );

  const login = useCallback(
    async (email: string, password: string) =>
      startSession(await api.post('/api/auth/login', { body: { email, password } })),
    [startSession],
  );

  const unlockSignIn = useCallback(
    async (linkToken: string, password: string) =>
      startSession(await api.post('/api/auth/unlock-sign-in', { body: { token: linkToken, password } })),
    [startSession],
  );

  const register = useCallback(
    async (body: RegisterBody) => startSession(await api.post('/api/auth/register', { body })),
    [startSession],
  );

  const userId = me.data?.user?.id ?? null;
  const logout = useCallback(async (): Promise<LogoutResult> => {
    try {
      await api.post('/api/auth/logout');
    } catch (err) {
      // Already invalid on the server, or offline: the local session ends either way.
      if (!(err instanceof ApiError)) console.warn('Logout request failed:', err);
    }
    let notSent: readonly string[] = [];
    if (userId && eraseOnLogout) {
      try {
        notSent = await eraseOnLogout(userId);
      } catch (err) {
        console.warn('Could not erase the changes waiting on this device:', err);
      }
    }
    tokenStore.clear();
    clearOfflineSnapshot();
    forgetKeptBodies();
    setToken(null);
    queryClient.clear();
    return { notSent };
  }, [queryClient, userId, eraseOnLogout]);

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.me });
  }, [queryClient]);

  const value = useMemo<AuthState>(() => {
    const user = token ? (me.data?.user ?? null) : null;
    return {
      user,
      profile: token ? (me.data?.profile ?? null) : null,
      isLoading: token !== null && me.isPending,
      isAuthenticated: user !== null,
      isAdmin: user?.isAdmin ?? false,
      isClinician: token !== null && me.data?.isClinician === true,
      isPremium: user ? isPremiumActive(user) : false,
      hasActiveSubscription: user ? hasActiveSubscription(user) : false,
      login,
      unlockSignIn,
      register,
      logout,
      refresh,
    };
  }, [token, me.data, me.isPending, login, unlockSignIn, register, logout, refresh]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside <AuthProvider>');
  return ctx;
}
