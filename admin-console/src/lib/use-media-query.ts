import { useCallback, useSyncExternalStore } from 'react';

/** Tables need room: below the shared-ui `md` breakpoint (768 px) lists become cards. */
export const PHONE_QUERY = '(max-width: 767px)';

/** Whether a CSS media query matches now, following changes (rotation, resizing). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
