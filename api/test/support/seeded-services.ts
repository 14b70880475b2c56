/** The six services the demo seed writes, in their display order: what a fresh install shows. */
export const SEEDED_SERVICE_NAMES = [
  'Towing Service',
  'Breakdown Recovery',
  'Battery Jump Start',
  'Accident Recovery',
  'Fuel Delivery',
  'Car Recovery',
];
