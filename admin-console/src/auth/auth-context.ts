import type { User } from '@tow/contracts/auth';
import { createContext, use } from 'react';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface AuthState {
  /** `loading` while a stored session is being checked with the server at start-up. */
  readonly status: AuthStatus;
  readonly user: User | null;
  /**
   * Signs in; rejects with an ApiError carrying the server's message. For a user with two-factor
   * sign-in it resolves with the challenge for verifyTwoFactor instead of signing in.
   */
  login(email: string, password: string): Promise<{ challenge: string } | null>;
  /** Second step for a user with two factor: a code from their app, or a recovery code. */
  verifyTwoFactor(challenge: string, code: string): Promise<void>;
  /** Ends the session on the server and always forgets it here, even if the call fails. */
  logout(): Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);

/** The auth state of the console. Throws outside <AuthProvider> (spec section 8). */
export function useAuth(): AuthState {
  const auth = use(AuthContext);
  if (!auth) throw new Error('useAuth must be used within an AuthProvider');
  return auth;
}
