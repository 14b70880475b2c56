import { User } from '@tow/contracts/auth';
import { AUTH_STORAGE_KEYS } from '../constants.ts';

/** A signed-in session as kept in the browser (spec section 4: token and user, two keys). */
export interface Session {
  readonly token: string;
  readonly user: User;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Session | null | undefined;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // Storage blocked by the browser: the session lives in memory for this tab only.
  }
}

function readStored(): Session | null {
  const store = storage();
  const token = store?.getItem(AUTH_STORAGE_KEYS.token);
  const userText = store?.getItem(AUTH_STORAGE_KEYS.user);
  if (!token || !userText) return null;
  try {
    const user = User.safeParse(JSON.parse(userText));
    return user.success ? { token, user: user.data } : null;
  } catch {
    return null;
  }
}

function emit() {
  for (const listener of listeners) listener();
}

/** The session restored from storage at load, then kept in memory. */
export function getSession(): Session | null {
  if (current === undefined) current = readStored();
  return current;
}

export function saveSession(session: Session): void {
  current = session;
  const store = storage();
  store?.setItem(AUTH_STORAGE_KEYS.token, session.token);
  store?.setItem(AUTH_STORAGE_KEYS.user, JSON.stringify(session.user));
  emit();
}

/** Forgets the token and the user (logout, or a 401 from the API). */
export function clearSession(): void {
  current = null;
  const store = storage();
  store?.removeItem(AUTH_STORAGE_KEYS.token);
  store?.removeItem(AUTH_STORAGE_KEYS.user);
  emit();
}

/** For useSyncExternalStore. Also follows other tabs: signing out in one signs out all. */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && !Object.values(AUTH_STORAGE_KEYS).includes(event.key as never)) {
      return;
    }
    current = readStored();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
