import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from './auth-context.ts';

/**
 * The login page: a visitor who is already signed in goes to /admin (spec section 2), or back to
 * the screen that sent them here to sign in.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  if (status !== 'signed-out') {
    return <Navigate to={typeof from === 'string' && from.startsWith('/') ? from : '/'} replace />;
  }
  return children;
}
