/** A whole service as the console sends it (every field), active; tests change what they test. */
export const SERVICE_BODY = {
  name: 'Towing Service',
  icon: 'towing-service',
  short_description: 'Flatbed towing day and night.',
  description: 'We tow cars and vans anywhere in the West Midlands.',
  features: ['Flatbed transport', 'Motorway recovery'],
  price_from: null,
  price_text: '',
  is_active: true,
  sort_order: 0,
};
