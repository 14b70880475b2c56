/**
 * "Use my location" for the callback form, in a chunk of its own (the served areas' distances
 * need the geo code): read the phone's position and name it by the nearest area.
 */
import { nearestArea, SERVED_RADIUS_KM } from '@tow/contracts/geo';
import type { Location } from '@tow/contracts/location';

export interface FoundPosition {
  latitude: number;
  longitude: number;
  accuracy: number;
}

/** "Near Walsall (±40 m)", or the coordinates when every served area is over 30 km away. */
export function describePosition(
  position: FoundPosition,
  locations: readonly Pick<Location, 'name' | 'latitude' | 'longitude'>[],
): string {
  const nearest = nearestArea(position, locations);
  const accuracy = `±${Math.round(position.accuracy)} m`;
  if (nearest && nearest.distanceKm <= SERVED_RADIUS_KM) {
    return `Near ${nearest.area.name} (${accuracy})`;
  }
  return `My position ${position.latitude.toFixed(4)}, ${position.longitude.toFixed(4)} (${accuracy})`;
}

/** The phone's position, or a one-line reason it could not be read. */
export function findPosition(): Promise<FoundPosition | { problem: string }> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) {
      resolve({
        problem: 'This browser cannot share your location. Please pick your area from the list.',
      });
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({
          latitude: coords.latitude,
          longitude: coords.longitude,
          accuracy: coords.accuracy,
        }),
      (error) =>
        resolve({
          problem:
            error.code === error.PERMISSION_DENIED
              ? 'Location is turned off for this site. Please pick your area from the list.'
              : 'We could not find your location. Please pick your area from the list.',
        }),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  });
}
