/**
 * Every admin text of spec sections 2 and 8, word for word, in one place: screens import them
 * from here rather than retyping them (a typo would break the spec and its tests).
 */

export const LOGIN_FAILED = 'Login failed';
/** Save failure: the server's message, else this. */
export const SAVE_FAILED = 'An error occurred';

export interface EntityMessages {
  /** The {thing} of "Are you sure you want to delete this {thing}?". */
  readonly thing: string;
  readonly loadFailed: string;
  readonly deleteFailed: string;
  readonly deleted: string;
  /** Absent where the spec does not show one (services). */
  readonly empty?: string;
}

export const SERVICE_MESSAGES = {
  thing: 'service',
  loadFailed: 'Failed to fetch services',
  deleteFailed: 'Failed to delete service',
  deleted: 'Service deleted successfully',
  statusFailed: 'Failed to update service status',
  activated: 'Service activated',
  deactivated: 'Service deactivated',
} as const satisfies EntityMessages & Record<string, string>;

export const PROMOTION_MESSAGES = {
  thing: 'promotion',
  loadFailed: 'Failed to fetch promotions',
  deleteFailed: 'Failed to delete promotion',
  deleted: 'Promotion deleted successfully',
  empty: 'No promotions found',
  statusFailed: 'Failed to update promotion status',
  activated: 'Promotion activated',
  deactivated: 'Promotion deactivated',
} as const satisfies EntityMessages & Record<string, string>;

export const REVIEW_MESSAGES = {
  thing: 'review',
  loadFailed: 'Failed to fetch reviews',
  deleteFailed: 'Failed to delete review',
  deleted: 'Review deleted successfully',
  empty: 'No reviews found',
  statusFailed: 'Failed to update review status',
  featuredFailed: 'Failed to update review featured status',
  approved: 'Review approved',
  disapproved: 'Review disapproved',
  featured: 'Review featured',
  unfeatured: 'Review unfeatured',
} as const satisfies EntityMessages & Record<string, string>;

export const CALLBACK_MESSAGES = {
  thing: 'callback request',
  loadFailed: 'Failed to fetch callback requests',
  deleteFailed: 'Failed to delete callback request',
  deleted: 'Callback request deleted successfully',
  updated: 'Callback request updated successfully',
  empty: 'No callback requests found',
} as const satisfies EntityMessages & Record<string, string>;

/** A crew member's jobs: said on a roadside, so they say what to do next. */
export const JOBS_MESSAGES = {
  loadFailed: 'Could not load your jobs. Check the signal: trying again every 30 seconds.',
  empty: 'No jobs for you right now. A new job shows here within 30 seconds.',
  stageFailed: 'Could not move the job. Check the signal and try again, or ring the office.',
  etaInvalid: 'Enter the minutes to the driver: a whole number from 1 to 1440.',
  positionFailed: 'Could not send your position: check the signal. Trying again as you drive.',
  locationBlocked:
    'Location is blocked for this site. Allow it in the phone’s settings, or ring the office with your ETA.',
  locationWaiting: 'Waiting for the phone’s GPS…',
  locationMissing: 'This browser cannot share a position. Ring the office with your ETA.',
} as const;

export const SEO_MESSAGES = {
  thing: 'SEO setting',
  loadFailed: 'Failed to fetch SEO settings',
  deleteFailed: 'Failed to delete SEO setting',
  deleted: 'SEO setting deleted successfully',
  empty: 'No SEO settings found',
} as const satisfies EntityMessages & Record<string, string>;

export const LOCATION_MESSAGES = {
  thing: 'location',
  loadFailed: 'Failed to fetch locations',
  deleteFailed: 'Failed to delete location',
  deleted: 'Location deleted successfully',
  empty: 'No locations found',
  statusFailed: 'Failed to update location status',
  activated: 'Location activated',
  deactivated: 'Location deactivated',
} as const satisfies EntityMessages & Record<string, string>;

/** The fleet's texts, in the words of the spec's other list screens. */
export const VEHICLE_MESSAGES = {
  thing: 'vehicle',
  loadFailed: 'Failed to fetch vehicles',
  deleteFailed: 'Failed to delete vehicle',
  deleted: 'Vehicle deleted successfully',
  empty: 'No vehicles found',
  statusFailed: 'Failed to update vehicle status',
  activated: 'Vehicle activated',
  deactivated: 'Vehicle deactivated',
} as const satisfies EntityMessages & Record<string, string>;

/** "Are you sure you want to delete this {thing}?" (spec section 8). */
export function deleteQuestion(thing: string): string {
  return `Are you sure you want to delete this ${thing}?`;
}
