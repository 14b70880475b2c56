import type { CallbackRequest } from '@tow/contracts/callback-request';

const CREATED = '2026-11-23T22:00:00.000Z';
const FIFTEEN_MINUTES = 15 * 60_000;

/**
 * A callback request as the API lists it to staff: a pending emergency on the M6 received at
 * CREATED, due 15 minutes later, with `changes` on top. For the tests of pure console rules.
 */
export function callbackRecord(
  id: number,
  changes: Partial<CallbackRequest> = {},
): CallbackRequest {
  return {
    id,
    name: `Driver ${id}`,
    phone: '07700 900123',
    email: null,
    location: 'M6 J7',
    service_type: 'Towing Service',
    urgency: 'emergency',
    message: '',
    preferred_callback_time: null,
    status: 'pending',
    admin_notes: '',
    created_at: CREATED,
    updated_at: CREATED,
    respond_by: new Date(Date.parse(CREATED) + FIFTEEN_MINUTES).toISOString(),
    acknowledged_at: null,
    acknowledged_by: null,
    reference: `WMR-${id}`,
    latitude: null,
    longitude: null,
    location_accuracy_m: null,
    nearest_area: null,
    distance_km: null,
    outside_area: null,
    unsafe_location: false,
    repeat_count: 0,
    suspected_spam: false,
    spam_reasons: [],
    stage: null,
    assigned_user_id: null,
    vehicle_id: null,
    eta_at: null,
    needs_flatbed: false,
    crew_position: null,
    ...changes,
  };
}
