/**
 * The crew's phone sharing its position on a job en route, one function per step, like the
 * dispatch steps: each takes the caller's transaction first, locks the request and writes what it
 * leaves behind through recordTransition. A position is not a history entry (one every 15
 * seconds would bury the rest): the history says when sharing started and stopped.
 *
 * The driver is not texted as the ETA moves: they had a text with the crew's estimate on the way
 * out and their status page follows the ETA live; a text every time the traffic changes is noise
 * they pay attention to on a hard shoulder, and a cost per message to the company.
 */
import {
  type CallbackRequest,
  type CrewPositionInput,
  distanceEtaMinutes,
  type EtaSettings,
} from '@tow/contracts';
import type { z } from 'zod';
import type { DB } from '../db/database.ts';
import { readEtaSettings } from '../db/repositories/app-settings.ts';
import { clearCrewPosition, setCrewPosition } from '../db/repositories/callback-requests.ts';
import { ApiError } from '../lib/api-error.ts';
import { lockedRequest, refuseOtherCrew, type StageMover } from './dispatch-steps.ts';
import { recordTransition, updatedEvent } from './transition-writes.ts';

/**
 * When the crew will reach the driver from `crew`, by the company's ETA method: null (the ETA
 * stays as it is) for the crew's own estimate, or when the driver's phone gave no position.
 */
function arrivalFrom(
  crew: z.output<typeof CrewPositionInput>,
  request: CallbackRequest,
  settings: EtaSettings,
): Date | null {
  if (settings.eta_method !== 'distance') return null;
  if (request.latitude === null || request.longitude === null) return null;
  const driver = { latitude: request.latitude, longitude: request.longitude };
  return new Date(Date.now() + distanceEtaMinutes(crew, driver, settings) * 60_000);
}

/**
 * The assigned crew member (or staff, or an owner) send where the crew is: stored on the job,
 * the ETA worked out again from it when the company chose the distance method, and every console
 * told. Only while the job is en route (409 otherwise); another crew's job is 403.
 */
export async function shareCrewPosition(
  trx: DB,
  id: number,
  input: z.output<typeof CrewPositionInput>,
  sharer: StageMover,
): Promise<CallbackRequest> {
  const request = await lockedRequest(trx, id);
  refuseOtherCrew(request, sharer, 'share a position on it');
  if (request.stage !== 'en_route') {
    throw new ApiError(
      409,
      'The crew’s position is shared only while the job is en route: set it en route first',
    );
  }
  const settings = await readEtaSettings(trx);
  const after = await setCrewPosition(trx, id, {
    latitude: input.latitude,
    longitude: input.longitude,
    accuracyM: input.accuracy_m,
    etaAt: arrivalFrom(input, request, settings),
  });
  await recordTransition(trx, id, {
    history:
      request.crew_position === null
        ? [
            {
              kind: 'position_sharing_started',
              actor: sharer.name,
              detail: { eta_method: settings.eta_method },
            },
          ]
        : [],
    event: updatedEvent(after),
  });
  return after;
}

/**
 * The crew turned sharing off: their position is deleted at once (the ETA stays as last worked
 * out). A job with no position shared answers unchanged, so a repeated tap is harmless.
 */
export async function stopSharingCrewPosition(
  trx: DB,
  id: number,
  sharer: StageMover,
): Promise<CallbackRequest> {
  const request = await lockedRequest(trx, id);
  refuseOtherCrew(request, sharer, 'stop sharing a position on it');
  if (request.crew_position === null) return request;
  const after = await clearCrewPosition(trx, id);
  await recordTransition(trx, id, {
    history: [{ kind: 'position_sharing_stopped', actor: sharer.name }],
    event: updatedEvent(after),
  });
  return after;
}
