import { z } from 'zod';
import { distanceKm, type GeoPoint } from './geo.ts';

/**
 * Where the driver's ETA comes from while a job is en route: the minutes the crew gave when
 * setting off, or the crew's shared position (the straight line to the driver's phone, times a
 * road factor, at an average speed). Staff choose once for the company.
 */
export const ETA_METHODS = ['crew_estimate', 'distance'] as const;
export type EtaMethod = (typeof ETA_METHODS)[number];

export const ETA_METHOD_LABELS: Record<EtaMethod, string> = {
  crew_estimate: 'The crew’s own estimate',
  distance: 'The crew’s shared position',
};

/** Roads are about a third longer than the straight line in the West Midlands. */
export const ETA_ROAD_FACTOR_DEFAULT = 1.3;
/** A tow truck's average across town and motorway, lights on or not. */
export const ETA_AVERAGE_SPEED_KMH_DEFAULT = 48;

export const EtaSettings = z.object({
  eta_method: z.enum(ETA_METHODS, {
    error: 'ETA method must be crew_estimate or distance',
  }),
  road_factor: z
    .number({ error: 'Road factor must be a number' })
    .min(1, 'Road factor must be at least 1 (the straight line)')
    .max(3, 'Road factor must be at most 3'),
  average_speed_kmh: z
    .number({ error: 'Average speed must be a number of km/h' })
    .min(5, 'Average speed must be at least 5 km/h')
    .max(130, 'Average speed must be at most 130 km/h'),
});
export type EtaSettings = z.infer<typeof EtaSettings>;

export const ETA_SETTINGS_DEFAULTS: EtaSettings = {
  eta_method: 'distance',
  road_factor: ETA_ROAD_FACTOR_DEFAULT,
  average_speed_kmh: ETA_AVERAGE_SPEED_KMH_DEFAULT,
};

/**
 * Whole minutes from `crew` to `driver` by road, estimated: e.g. 10 km straight, × 1.3, at
 * 48 km/h → 17 minutes. Never under a minute: a crew nearly there is still on the way.
 */
export function distanceEtaMinutes(
  crew: GeoPoint,
  driver: GeoPoint,
  settings: Pick<EtaSettings, 'road_factor' | 'average_speed_kmh'>,
): number {
  const roadKm = distanceKm(crew, driver) * settings.road_factor;
  return Math.max(1, Math.ceil((roadKm / settings.average_speed_kmh) * 60));
}
