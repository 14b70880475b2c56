// No zod here: the public site's status page names the truck without the schema library.
import type { VehicleKind } from './vehicle.ts';

/** How a driver and staff name a kind: "a white flatbed", "a wheel-lift truck". */
export const VEHICLE_KIND_LABELS: Record<VehicleKind, string> = {
  flatbed: 'flatbed',
  wheel_lift: 'wheel-lift truck',
  van: 'van',
  heavy: 'heavy recovery truck',
};

/** A truck as a driver picks it out at the roadside: "white flatbed" (the texts and the page). */
export function truckWords(vehicle: { kind: VehicleKind; colour: string }): string {
  const colour = vehicle.colour.trim().toLowerCase();
  return `${colour ? `${colour} ` : ''}${VEHICLE_KIND_LABELS[vehicle.kind]}`;
}
