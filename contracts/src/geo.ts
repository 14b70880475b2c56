/** A point on the Earth in decimal degrees (WGS 84, as browsers' geolocation gives it). */
export interface GeoPoint {
  readonly latitude: number;
  readonly longitude: number;
}

/** A driver further than this from every served area is outside our area (`outside_area`). */
export const SERVED_RADIUS_KM = 30;

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine), e.g. Birmingham → Walsall ≈ 13.5. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The area nearest to `point` among those with coordinates, with its distance; null if none. */
export function nearestArea<T extends { latitude: number | null; longitude: number | null }>(
  point: GeoPoint,
  areas: readonly T[],
): { area: T; distanceKm: number } | null {
  let best: { area: T; distanceKm: number } | null = null;
  for (const area of areas) {
    if (area.latitude === null || area.longitude === null) continue;
    const km = distanceKm(point, { latitude: area.latitude, longitude: area.longitude });
    if (!best || km < best.distanceKm) best = { area, distanceKm: km };
  }
  return best;
}

/**
 * The point on OpenStreetMap, zoomed to the street, with a marker: opens on any phone or
 * computer without an account or a key (the console's "Position", the alert email).
 */
export function mapUrl({ latitude, longitude }: GeoPoint): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
}
