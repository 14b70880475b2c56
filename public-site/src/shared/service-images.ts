import { SERVICE_ICONS } from '@tow/contracts/constants';
import type { Service } from '@tow/contracts/service';

// Exact service names with a picture of their own (spec section 3).
const IMAGE_BY_NAME: Record<string, string> = {
  'Towing Service': 'towing-service',
  'Breakdown Recovery': 'breakdown-recovery',
  'Battery Jump Start': 'battery-jump-start',
  'Accident Recovery': 'accident-recovery',
  'Fuel Delivery': 'fuel-delivery',
  'Car Recovery': 'car-recovery',
  'Vehicle Recovery': 'vehicle-recovery',
  Recovery: 'recovery',
  'Recovery Truck': 'recovery-truck',
  'Car Towing': 'car-towing',
  'Van Recovery': 'van-recovery',
};
const IMAGE_KEYS = new Set(Object.values(IMAGE_BY_NAME));

export const DEFAULT_SERVICE_IMAGE = 'towing-default';

/** The illustration of a service: by exact name, else by its icon key, else the towing picture. */
export function serviceImageKey(service: Pick<Service, 'name' | 'icon'>): string {
  const byName = IMAGE_BY_NAME[service.name];
  if (byName) return byName;
  return IMAGE_KEYS.has(service.icon) ? service.icon : 'towing-service';
}

/** A card shows the service's own icon (truck, wrench, battery, fuel and every other drawn one); unknown → truck. */
export function serviceCardIcon(icon: string): (typeof SERVICE_ICONS)[number] {
  return (SERVICE_ICONS as readonly string[]).includes(icon)
    ? (icon as (typeof SERVICE_ICONS)[number])
    : 'truck';
}
