import { useEffect, useState } from 'react';

interface NetworkInformation {
  readonly saveData?: boolean;
  readonly effectiveType?: string;
}

/**
 * Whether a decorative background video may play: never on the server or before hydration (the
 * HTML has the poster only), and not for visitors who asked for reduced motion or reduced data,
 * or whose connection is in data-saver mode or 2G.
 */
export function useBackgroundVideoAllowed(): boolean {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    const motion = window.matchMedia('(prefers-reduced-motion: reduce)');
    const data = window.matchMedia('(prefers-reduced-data: reduce)');
    const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
    const update = () =>
      setAllowed(
        !motion.matches &&
          !data.matches &&
          !connection?.saveData &&
          !/(^|-)2g$/.test(connection?.effectiveType ?? ''),
      );
    update();
    motion.addEventListener('change', update);
    return () => motion.removeEventListener('change', update);
  }, []);
  return allowed;
}
