import type { User } from '@tow/contracts/auth';
import {
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { ApiError } from '../api/api-error.ts';
import { apiRequest } from '../api/client.ts';
import { AuthContext, type AuthState } from './auth-context.ts';
import { clearSession, getSession, saveSession, subscribeSession } from './session-store.ts';

/**
 * Holds who is signed in. The session is restored from browser storage at load and checked once
 * with GET /api/auth/me (a revoked or expired token answers 401 and is cleared); while that runs
 * the status is `loading`. If the server cannot be reached, the stored session is kept: staff on
 * a weak mobile signal should not be thrown out.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const session = useSyncExternalStore(subscribeSession, getSession, () => null);
  const [checking, setChecking] = useState(() => getSession() !== null);

  useEffect(() => {
    const stored = getSession();
    if (!stored) return;
    let cancelled = false;
    apiRequest<{ user: User }>('GET', '/auth/me')
      .then(({ user }) => {
        if (!cancelled && getSession()?.token === stored.token) saveSession({ ...stored, user });
      })
      .catch((error: unknown) => {
        // 401 has already cleared the session (api/client.ts); anything else keeps it.
        if (!(error instanceof ApiError) || error.status !== 401) console.warn(error);
      })
      .finally(() => {
        if (!cancelled) setChecking(false);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  const login = useCallback(async (email: string, password: string) => {
    const answer = await apiRequest<
      { token: string; user: User } | { two_factor_required: true; challenge: string }
    >('POST', '/auth/login', { email, password });
    if ('challenge' in answer) return { challenge: answer.challenge };
    saveSession({ token: answer.token, user: answer.user });
    return null;
  }, []);

  const verifyTwoFactor = useCallback(async (challenge: string, code: string) => {
    const answer = await apiRequest<{ token: string; user: User }>('POST', '/auth/two-factor', {
      challenge,
      code,
    });
    saveSession({ token: answer.token, user: answer.user });
  }, []);

  const logout = useCallback(async () => {
    try {
      await apiRequest('POST', '/auth/logout');
    } catch (error) {
      console.warn('logout call failed; the session is cleared here anyway', error);
    } finally {
      clearSession();
    }
  }, []);

  const value = useMemo<AuthState>(
    () => ({
      status: session ? (checking ? 'loading' : 'signed-in') : 'signed-out',
      user: session?.user ?? null,
      login,
      verifyTwoFactor,
      logout,
    }),
    [session, checking, login, verifyTwoFactor, logout],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}
