import type { RotaPerson } from '@tow/contracts/on-call';
import type { Vehicle } from '@tow/contracts/vehicle';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { apiRequest } from '../../api/client.ts';

export interface CrewAndFleet {
  /** Everyone on the team (active or not: a job keeps the name of whoever was sent). */
  readonly people: readonly RotaPerson[];
  /** Every vehicle of the fleet, on the road or not. */
  readonly vehicles: readonly Vehicle[];
  readonly personById: ReadonlyMap<number, RotaPerson>;
  readonly vehicleById: ReadonlyMap<number, Vehicle>;
}

/**
 * Who may be sent on a job and in what (GET /on-call/people, GET /vehicles), loaded once per
 * screen. `needed` are ids the screen's jobs refer to: when one is not known yet (a van added or
 * a crew member invited since), both lists load again, once per unknown id.
 */
export function useCrewAndFleet(
  needed: { people?: readonly number[]; vehicles?: readonly number[] } = {},
): CrewAndFleet {
  const [people, setPeople] = useState<readonly RotaPerson[] | null>(null);
  const [vehicles, setVehicles] = useState<readonly Vehicle[] | null>(null);

  const load = useCallback(() => {
    apiRequest<{ people: RotaPerson[] }>('GET', '/on-call/people')
      .then((answer) => setPeople(answer.people))
      .catch((failure: unknown) => console.warn('Could not load the crew', failure));
    apiRequest<{ vehicles: Vehicle[] }>('GET', '/vehicles')
      .then((answer) => setVehicles(answer.vehicles))
      .catch((failure: unknown) => console.warn('Could not load the vehicles', failure));
  }, []);
  useEffect(load, [load]);

  const personById = useMemo(() => new Map((people ?? []).map((p) => [p.id, p])), [people]);
  const vehicleById = useMemo(() => new Map((vehicles ?? []).map((v) => [v.id, v])), [vehicles]);

  // "p7,v3": the ids the jobs name that the lists lack (only once the lists are in).
  const unknown = [
    ...(people
      ? (needed.people ?? []).filter((id) => !personById.has(id)).map((id) => `p${id}`)
      : []),
    ...(vehicles
      ? (needed.vehicles ?? []).filter((id) => !vehicleById.has(id)).map((id) => `v${id}`)
      : []),
  ]
    .sort()
    .join(',');
  const [asked, setAsked] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    if (unknown === '' || asked.has(unknown)) return;
    setAsked((before) => new Set(before).add(unknown));
    load();
  }, [unknown, asked, load]);

  return { people: people ?? [], vehicles: vehicles ?? [], personById, vehicleById };
}
