import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { CONSOLE_BASE } from './notify.ts';

/**
 * A click on a push notification asks the open console (through the service worker) to show a
 * request: navigate to it in place, keeping the live stream, instead of loading a second copy.
 */
export function useServiceWorkerLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const worker = navigator.serviceWorker;
    if (!worker) return;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; url?: unknown } | null;
      if (data?.type !== 'open-url' || typeof data.url !== 'string') return;
      const url = new URL(data.url, window.location.origin);
      const base = CONSOLE_BASE.replace(/\/$/, '');
      if (url.origin !== window.location.origin || !url.pathname.startsWith(`${base}/`)) return;
      navigate(`${url.pathname.slice(base.length)}${url.search}`);
    };
    worker.addEventListener('message', onMessage);
    worker.startMessages();
    return () => worker.removeEventListener('message', onMessage);
  }, [navigate]);
}
