import { type CallbackRequestInput, nearestArea, SERVED_RADIUS_KM } from '@tow/contracts';
import type { z } from 'zod';
import type { DB } from '../db/database.ts';
import type { RequestPosition } from '../db/repositories/callback-requests.ts';
import { listLocations } from '../db/repositories/locations.ts';

/** The phone's position with the nearest active served area (haversine), or null without one. */
export async function locate(
  db: DB,
  input: Pick<
    z.output<typeof CallbackRequestInput>,
    'latitude' | 'longitude' | 'location_accuracy_m'
  >,
): Promise<RequestPosition | null> {
  if (input.latitude == null || input.longitude == null) return null;
  const point = { latitude: input.latitude, longitude: input.longitude };
  const nearest = nearestArea(point, await listLocations(db, { activeOnly: true }));
  const km = nearest ? Math.round(nearest.distanceKm * 10) / 10 : null;
  return {
    ...point,
    location_accuracy_m: input.location_accuracy_m ?? null,
    nearest_area: nearest?.area.name ?? null,
    distance_km: km,
    outside_area: km === null ? null : km > SERVED_RADIUS_KM,
  };
}
