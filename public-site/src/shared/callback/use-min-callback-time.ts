import { currentLocalDateTime } from '@tow/contracts/local-time';
import { useEffect, useState } from 'react';

/** The earliest callback time the picker offers: now (UK time), kept current while the page is open. */
export function useMinCallbackTime(): string {
  const [min, setMin] = useState(() => currentLocalDateTime());
  useEffect(() => {
    setMin(currentLocalDateTime());
    const timer = window.setInterval(() => setMin(currentLocalDateTime()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return min;
}
