import { isHeldBack } from '@tow/contracts/callback-request';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiUrl, onUnauthorized, requestHeaders } from '../api/client.ts';
import { type CallbackEvent, parseCallbackEvent } from './callback-events.ts';
import { openEventStream, type StreamState } from './event-stream.ts';
import { type CallbackListener, LiveEventsContext } from './live-context.ts';
import { notifyNewRequest } from './notify.ts';
import { playChime, unlockSound } from './sound.ts';
import { useServiceWorkerLinks } from './use-service-worker-links.ts';

/**
 * One live stream per signed-in console (GET /api/events), shared by the bell, the dashboard and
 * the callbacks screen. A new request chimes and, when the person allowed it, shows a system
 * notification. Every (re)connection tells the lists to load again (`resync`), so nothing missed
 * while the stream was down stays missing.
 */
export function LiveEventsProvider({ children }: { children: ReactNode }) {
  const [paused, setPaused] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [unreadTexts, setUnreadTexts] = useState<ReadonlySet<number>>(new Set());
  const listeners = useRef(new Set<CallbackListener>());
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  useServiceWorkerLinks();

  const publish = useCallback((event: CallbackEvent) => {
    for (const listener of listeners.current) listener(event);
  }, []);

  const subscribe = useCallback((listener: CallbackListener) => {
    listeners.current.add(listener);
    return () => {
      listeners.current.delete(listener);
    };
  }, []);

  useEffect(() => {
    // The first click or key press lets the page make sound from then on.
    const unlock = () => unlockSound();
    document.addEventListener('pointerdown', unlock, { once: true, capture: true });
    document.addEventListener('keydown', unlock, { once: true, capture: true });
    return () => {
      document.removeEventListener('pointerdown', unlock, { capture: true });
      document.removeEventListener('keydown', unlock, { capture: true });
    };
  }, []);

  useEffect(
    () =>
      openEventStream({
        url: apiUrl('/events'),
        headers: () => requestHeaders(false),
        onState: (state: StreamState) => {
          if (state === 'down') setPaused(true);
          if (state !== 'live') return;
          setPaused(false);
          publish({ kind: 'resync' });
        },
        onUnauthorized,
        onMessage: (message) => {
          const event = parseCallbackEvent(message);
          if (!event) return;
          publish(event);
          if (event.kind === 'message' && event.message.direction === 'inbound') {
            setUnreadTexts((ids) => new Set(ids).add(event.id));
            playChime();
            setAnnouncement(`New text from a driver: ${event.message.body}`);
            return;
          }
          // Held back as suspected spam: on the list, but no chime or notification.
          if (event.kind !== 'created' || isHeldBack(event.request)) return;
          playChime();
          setAnnouncement(`New ${event.request.urgency} request from ${event.request.name}`);
          notifyNewRequest(event.request, (id) => navigateRef.current(`/callbacks/${id}`)).catch(
            (failure: unknown) => console.warn('Could not show a notification', failure),
          );
        },
      }),
    [publish],
  );

  const markTextsRead = useCallback((requestId: number) => {
    setUnreadTexts((ids) => {
      if (!ids.has(requestId)) return ids;
      const next = new Set(ids);
      next.delete(requestId);
      return next;
    });
  }, []);

  const value = useMemo(
    () => ({ paused, announcement, unreadTexts, markTextsRead, subscribe, publish }),
    [paused, announcement, unreadTexts, markTextsRead, subscribe, publish],
  );
  return <LiveEventsContext value={value}>{children}</LiveEventsContext>;
}
