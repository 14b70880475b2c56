import type { CallbackRequest } from '@tow/contracts/callback-request';
import { isFinalStage } from '@tow/contracts/dispatch';
import type { Vehicle } from '@tow/contracts/vehicle';
import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from '../../api/client.ts';
import { CALLBACKS_REFRESH_MS } from '../../constants.ts';
import { JOBS_MESSAGES } from '../../lib/messages.ts';

export interface MyJobs {
  /** Given to this person and not finished, the job under way first; null until first known. */
  readonly jobs: readonly CallbackRequest[] | null;
  /** The vehicles of those jobs, by id (the crew may not read the fleet itself). */
  readonly vehicles: ReadonlyMap<number, Vehicle>;
  /** The load-failure text while the last load failed, else null. */
  readonly error: string | null;
  /** A job as the API answered a change of it. */
  replace(job: CallbackRequest): void;
}

const isOpen = (userId: number) => (job: CallbackRequest) =>
  job.assigned_user_id === userId && job.stage !== null && !isFinalStage(job.stage);

/** Under way before merely assigned; then the order of the API (newest first). */
const underWayFirst = (a: CallbackRequest, b: CallbackRequest) =>
  Number(a.stage === 'assigned') - Number(b.stage === 'assigned');

/**
 * The signed-in person's open jobs (GET /api/callback-requests, which gives the crew only
 * theirs), asked again every 30 seconds: the crew may not open the live stream, and a new job or
 * one taken back by staff shows within half a minute. A failed load keeps what was shown.
 */
export function useMyJobs(userId: number): MyJobs {
  const [all, setAll] = useState<readonly CallbackRequest[] | null>(null);
  const [vehicles, setVehicles] = useState<ReadonlyMap<number, Vehicle>>(new Map());
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const answer = await apiRequest<{ requests: CallbackRequest[]; vehicles: Vehicle[] }>(
        'GET',
        '/callback-requests',
      );
      setAll(answer.requests);
      setVehicles(new Map(answer.vehicles.map((vehicle) => [vehicle.id, vehicle])));
      setError(null);
    } catch (failure) {
      console.warn('GET /callback-requests failed', failure);
      setError(JOBS_MESSAGES.loadFailed);
    }
  }, []);

  useEffect(() => {
    void load();
    const timer = setInterval(() => void load(), CALLBACKS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [load]);

  const replace = useCallback((job: CallbackRequest) => {
    setAll((jobs) => jobs?.map((item) => (item.id === job.id ? job : item)) ?? null);
  }, []);

  const jobs = all ? all.filter(isOpen(userId)).sort(underWayFirst) : null;
  return { jobs, vehicles, error, replace };
}
