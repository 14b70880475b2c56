import type { AdminApi } from '@tow/e2e/admin-api';

/** A password zxcvbn rates safely unguessable, for the crew member the tests invite. */
const CREW_PASSWORD = 'violet harbour tractor 91 lantern';

/**
 * A crew member and a truck to send, made through the API as the admin: assigning needs a user
 * whose role is crew or staff (the test admin is the owner) and an active vehicle.
 */
export async function crewAndTruck(
  baseUrl: string,
  admin: AdminApi,
  crew: { name: string; email: string },
  truck: { registration: string; name: string; kind: 'flatbed'; colour: string },
): Promise<{ user_id: number; vehicle_id: number }> {
  const invited = await admin.send<{ user: { id: number }; invitation_url: string }>(
    'POST',
    '/users',
    { ...crew, role: 'crew' },
  );
  const token = invited.invitation_url.slice(invited.invitation_url.lastIndexOf('/') + 1);
  const accepted = await fetch(`${baseUrl}/api/invitations/${token}/accept`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: CREW_PASSWORD }),
  });
  if (!accepted.ok) throw new Error(`Accepting the invitation → HTTP ${accepted.status}`);
  const vehicle = await admin.send<{ vehicle: { id: number } }>('POST', '/vehicles', {
    ...truck,
    is_active: true,
  });
  return { user_id: invited.user.id, vehicle_id: vehicle.vehicle.id };
}
