import type { CallbackRequest } from '@tow/contracts/callback-request';
import {
  CREW_POSITION_MAX_QUIET_MS,
  CREW_POSITION_MIN_INTERVAL_MS,
  positionSendDelay,
  type SentPosition,
} from '@tow/contracts/crew-position';
import type { GeoPoint } from '@tow/contracts/geo';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../api/api-error.ts';
import { apiRequest } from '../../api/client.ts';
import { JOBS_MESSAGES } from '../../lib/messages.ts';

export interface PositionSharing {
  /** The crew member chose to share on this job. */
  readonly on: boolean;
  /** When the office last received the position, and how precise it was. */
  readonly lastSent: { readonly at: Date; readonly accuracyM: number } | null;
  /** Why nothing reaches the office right now (location blocked, no signal), else null. */
  readonly problem: string | null;
  turnOn(): void;
  turnOff(): void;
}

// Per job and per tab: a reload while en route goes on sharing; a new job asks again.
const storageKey = (jobId: number) => `share-position:${jobId}`;

function remembered(jobId: number): boolean {
  try {
    return sessionStorage.getItem(storageKey(jobId)) === 'on';
  } catch {
    return false;
  }
}

function remember(jobId: number, on: boolean): void {
  try {
    if (on) sessionStorage.setItem(storageKey(jobId), 'on');
    else sessionStorage.removeItem(storageKey(jobId));
  } catch {
    // Private mode without storage: the choice lasts as long as the page.
  }
}

function geolocationProblem(error: GeolocationPositionError): string {
  return error.code === error.PERMISSION_DENIED
    ? JOBS_MESSAGES.locationBlocked
    : JOBS_MESSAGES.locationWaiting;
}

/**
 * The crew's phone sharing its position on a job en route, once they opt in: the phone's GPS
 * watched (navigator.geolocation.watchPosition) and its newest position posted to
 * POST /api/callback-requests/{id}/crew-position when its turn comes (contracts'
 * positionSendDelay: 15 seconds after the last once moved 100 m, a minute after for a standing
 * truck, so the office sees it is still there). Turning it off, or leaving en route, stops the watch; turning it off also deletes the
 * position the office sees (DELETE). `onShared` receives the job as the API answered.
 */
export function usePositionSharing(
  job: CallbackRequest,
  onShared: (job: CallbackRequest) => void,
): PositionSharing {
  const [on, setOn] = useState(() => remembered(job.id));
  const [lastSent, setLastSent] = useState<PositionSharing['lastSent']>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const last = useRef<SentPosition | null>(null);
  const enRoute = job.stage === 'en_route';
  const jobId = job.id;
  const shared = useRef(onShared);
  shared.current = onShared;

  // The newest position the GPS gave, and the timer that sends it when its turn comes.
  const latest = useRef<{ point: GeoPoint; accuracyM: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The post under way: turning sharing off deletes the position after it, never before.
  const inFlight = useRef<Promise<void>>(Promise.resolve());

  const post = useCallback(
    async (point: GeoPoint, accuracyM: number) => {
      const previous = last.current;
      const now = Date.now();
      // Taken before the answer, so positions arriving meanwhile wait their turn.
      last.current = { ...point, sentAt: now };
      try {
        const answer = await apiRequest<{ request: CallbackRequest }>(
          'POST',
          `/callback-requests/${jobId}/crew-position`,
          { ...point, accuracy_m: accuracyM },
        );
        setLastSent({ at: new Date(), accuracyM });
        setProblem(null);
        shared.current(answer.request);
      } catch (failure) {
        // Not received: the office still has the one before, and this one may go again in 15 s.
        last.current = previous && {
          ...previous,
          sentAt: now - CREW_POSITION_MAX_QUIET_MS + CREW_POSITION_MIN_INTERVAL_MS,
        };
        setProblem(errorMessage(failure, JOBS_MESSAGES.positionFailed));
      }
    },
    [jobId],
  );

  /** Sends the newest position now if its turn came, else when it does. */
  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    const newest = latest.current;
    if (!newest) return;
    const delay = positionSendDelay(last.current, newest.point, Date.now());
    if (delay > 0) {
      timer.current = setTimeout(schedule, delay);
      return;
    }
    inFlight.current = post(newest.point, newest.accuracyM).then(schedule);
  }, [post]);

  useEffect(() => {
    if (!on || !enRoute) return;
    if (!('geolocation' in navigator)) {
      setProblem(JOBS_MESSAGES.locationMissing);
      return;
    }
    const watch = navigator.geolocation.watchPosition(
      (position) => {
        latest.current = {
          point: { latitude: position.coords.latitude, longitude: position.coords.longitude },
          accuracyM: Math.round(position.coords.accuracy),
        };
        schedule();
      },
      (error) => setProblem(geolocationProblem(error)),
      { enableHighAccuracy: true, maximumAge: 10_000, timeout: 60_000 },
    );
    return () => {
      navigator.geolocation.clearWatch(watch);
      clearTimeout(timer.current);
      latest.current = null;
    };
  }, [on, enRoute, schedule]);

  const turnOn = useCallback(() => {
    remember(jobId, true);
    setProblem(null);
    setOn(true);
  }, [jobId]);

  const turnOff = useCallback(() => {
    remember(jobId, false);
    setOn(false);
    setLastSent(null);
    setProblem(null);
    last.current = null;
    inFlight.current
      .then(() =>
        apiRequest<{ request: CallbackRequest }>(
          'DELETE',
          `/callback-requests/${jobId}/crew-position`,
        ),
      )
      .then((answer) => shared.current(answer.request))
      .catch((failure: unknown) => setProblem(errorMessage(failure, JOBS_MESSAGES.positionFailed)));
  }, [jobId]);

  return { on, lastSent, problem, turnOn, turnOff };
}
