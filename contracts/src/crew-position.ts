import { z } from 'zod';
import { Timestamp } from './fields.ts';
import { distanceKm, type GeoPoint } from './geo.ts';

/**
 * How often the crew's phone sends its position while en route: never twice within
 * CREW_POSITION_MIN_INTERVAL_MS, and past that only once it moved CREW_POSITION_MIN_MOVE_M or
 * CREW_POSITION_MAX_QUIET_MS went by. A truck on the move costs a request every 15 seconds at
 * most, one stuck in traffic a request a minute, and the GPS's jitter none.
 */
export const CREW_POSITION_MIN_INTERVAL_MS = 15_000;
export const CREW_POSITION_MIN_MOVE_M = 100;
export const CREW_POSITION_MAX_QUIET_MS = 60_000;

/** A position the phone sent, and when it was sent. */
export interface SentPosition extends GeoPoint {
  readonly sentAt: number;
}

/**
 * How long the phone should wait before sending `next` (0: send it now), given the last position
 * it sent (or none), if it does not move further: a position moved far enough goes once
 * CREW_POSITION_MIN_INTERVAL_MS passed, one that did not once CREW_POSITION_MAX_QUIET_MS did.
 */
export function positionSendDelay(last: SentPosition | null, next: GeoPoint, now: number): number {
  if (!last) return 0;
  const elapsed = now - last.sentAt;
  const moved = distanceKm(last, next) * 1000 >= CREW_POSITION_MIN_MOVE_M;
  return Math.max(
    0,
    (moved ? CREW_POSITION_MIN_INTERVAL_MS : CREW_POSITION_MAX_QUIET_MS) - elapsed,
  );
}

function degrees(label: string, limit: number) {
  return z
    .number({ error: `${label} must be a number` })
    .min(-limit, `${label} must be between -${limit} and ${limit}`)
    .max(limit, `${label} must be between -${limit} and ${limit}`);
}

/** POST /callback-requests/{id}/crew-position: where the crew's phone is, as its GPS said. */
export const CrewPositionInput = z.object({
  latitude: degrees('Latitude', 90),
  longitude: degrees('Longitude', 180),
  accuracy_m: z
    .number({ error: 'Accuracy must be a number of metres' })
    .min(0, 'Accuracy cannot be negative')
    .max(100_000, 'Accuracy must be at most 100000 metres'),
});
export type CrewPositionInput = z.input<typeof CrewPositionInput>;

/**
 * The crew's last shared position on a job en route, and when it came: only staff, owners and
 * the crew member themselves ever see it; deleted once the job leaves en route.
 */
export const CrewPosition = z.object({
  latitude: z.number(),
  longitude: z.number(),
  accuracy_m: z.number(),
  at: Timestamp,
});
export type CrewPosition = z.infer<typeof CrewPosition>;
