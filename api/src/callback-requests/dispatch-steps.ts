/**
 * A job's dispatch, one function per step: a crew member and a vehicle assigned, and the job
 * moved from stage to stage. Like every step in lifecycle.ts each takes the caller's transaction
 * first, locks the request, and writes its history, the consoles' live event and the driver's
 * text through recordTransition. The spec's `status` follows the stage (contracts' statusOfStage).
 */
import {
  type AssignInput,
  type CallbackRequest,
  type DriverDispatch,
  firstName,
  isBackwards,
  isFinalStage,
  JOB_STAGE_LABELS,
  registrationEnding,
  type StageInput,
} from '@tow/contracts';
import type { z } from 'zod';
import type { DB } from '../db/database.ts';
import { listStageTimes } from '../db/repositories/callback-request-history.ts';
import {
  assignCallbackRequest,
  findCallbackRequest,
  setJobStage,
} from '../db/repositories/callback-requests.ts';
import type { SessionUser } from '../db/repositories/sessions.ts';
import { findUserById } from '../db/repositories/users.ts';
import { findVehicle } from '../db/repositories/vehicles.ts';
import { ApiError, notFound } from '../lib/api-error.ts';
import type { CrewOnTheWay } from '../sms/text-content.ts';
import type { TextPolicy } from './alert-plan.ts';
import { reviewRequestJobs } from './review-steps.ts';
import { stageTexts } from './text-steps.ts';
import { recordTransition, updatedEvent } from './transition-writes.ts';

/** Who may be sent on a job: the crew, and staff who drive too. */
const ASSIGNABLE_ROLES: readonly string[] = ['crew', 'staff'];

/** The request, locked until the transaction ends; 404 when there is none. */
export async function lockedRequest(trx: DB, id: number): Promise<CallbackRequest> {
  const request = await findCallbackRequest(trx, id, { forUpdate: true });
  if (!request) throw notFound('Callback request');
  return request;
}

/**
 * Staff send `user_id` in `vehicle_id`: a new job becomes `assigned` (its status `contacted`); a
 * job already under way keeps its stage with the new crew or vehicle. A wheel-lift for a car that
 * needs a flatbed is refused (409) until the person confirms it.
 */
export async function assignJob(
  trx: DB,
  id: number,
  input: z.output<typeof AssignInput>,
  actor: string,
): Promise<CallbackRequest> {
  const request = await lockedRequest(trx, id);
  if (request.stage && isFinalStage(request.stage)) {
    throw new ApiError(
      409,
      `This job is ${request.stage}: move it back to a stage first (with a reason) to send someone else`,
    );
  }
  const user = await findUserById(trx, input.user_id);
  if (!user?.active || !ASSIGNABLE_ROLES.includes(user.role)) {
    const message = 'Choose an active crew or staff member';
    throw new ApiError(422, message, { errors: { user_id: [message] } });
  }
  const vehicle = await findVehicle(trx, input.vehicle_id);
  if (!vehicle?.is_active) {
    const message = 'Choose an active vehicle';
    throw new ApiError(422, message, { errors: { vehicle_id: [message] } });
  }
  if (request.needs_flatbed && vehicle.kind === 'wheel_lift' && !input.confirm) {
    throw new ApiError(
      409,
      `This car needs a flatbed and ${vehicle.name} (${vehicle.registration}) is a wheel-lift. Confirm to send it anyway.`,
    );
  }
  const stage = !request.stage || request.stage === 'assigned' ? 'assigned' : request.stage;
  const after = await assignCallbackRequest(trx, id, {
    userId: user.id,
    vehicleId: vehicle.id,
    stage,
    clearCrewPosition: request.assigned_user_id !== user.id,
  });
  await recordTransition(trx, id, {
    history: [
      {
        kind: 'assigned',
        actor,
        detail: {
          user_id: user.id,
          user_name: user.name,
          vehicle_id: vehicle.id,
          registration: vehicle.registration,
          vehicle_kind: vehicle.kind,
          stage,
        },
      },
    ],
    event: updatedEvent(after),
  });
  return after;
}

/** Who moves a job: their id, name and role decide what they may do. */
export type StageMover = Pick<SessionUser, 'id' | 'name' | 'role'>;

/** Refuses (403) a crew member acting on a job given to someone else. */
export function refuseOtherCrew(request: CallbackRequest, mover: StageMover, what: string): void {
  if (mover.role === 'crew' && request.assigned_user_id !== mover.id) {
    throw new ApiError(
      403,
      `This job is not yours: only the crew assigned to it, or staff, can ${what}`,
    );
  }
}

/**
 * The assigned crew member, staff or an owner move the job on; the crew of another job cannot
 * (403). Going back a stage (or reopening a finished job) takes staff or an owner and a reason
 * (422 otherwise). `eta_minutes` sets when the crew expects to arrive; on scene clears it, and
 * every stage change deletes the crew's shared position (it is shared only while en route).
 * Completing the job queues its review request, due `reviewDelayMs` later (REVIEW_REQUEST_DELAY).
 */
export async function moveJobStage(
  trx: DB,
  id: number,
  input: z.output<typeof StageInput>,
  mover: StageMover,
  { texts, reviewDelayMs }: { texts: TextPolicy | null; reviewDelayMs: number },
): Promise<CallbackRequest> {
  const request = await lockedRequest(trx, id);
  refuseOtherCrew(request, mover, 'move it on');
  const isCrew = mover.role === 'crew';
  const from = request.stage;
  if (!from) {
    throw new ApiError(409, 'Assign a crew member and a vehicle before moving the job on');
  }
  const to = input.stage;
  if (to === from)
    throw new ApiError(409, `The job is already ${JOB_STAGE_LABELS[to].toLowerCase()}`);
  const reason = input.reason?.trim() || null;
  if (isBackwards(from, to)) {
    if (isCrew) {
      throw new ApiError(422, 'A job cannot go back a stage: ask staff to move it back');
    }
    if (!reason) {
      const message = 'Say why the job goes back a stage';
      throw new ApiError(422, message, { errors: { reason: [message] } });
    }
  }
  const etaMinutes = input.eta_minutes ?? null;
  const etaAt =
    to === 'en_route'
      ? etaMinutes
        ? new Date(Date.now() + etaMinutes * 60_000)
        : request.eta_at && new Date(request.eta_at)
      : null;
  const after = await setJobStage(trx, id, { stage: to, etaAt: etaAt || null });
  await recordTransition(trx, id, {
    history: [
      {
        kind: 'stage_changed',
        actor: mover.name,
        detail: {
          from,
          to,
          ...(reason ? { reason } : {}),
          ...(etaMinutes ? { eta_minutes: etaMinutes } : {}),
        },
      },
    ],
    event: updatedEvent(after),
    texts: stageTexts(after, await crewOnTheWay(trx, after), etaMinutes, texts),
    jobs: reviewRequestJobs(request, after, reviewDelayMs),
  });
  return after;
}

/** The crew member's first name and their vehicle, as the driver's text names them. */
async function crewOnTheWay(trx: DB, request: CallbackRequest): Promise<CrewOnTheWay | null> {
  if (request.assigned_user_id === null || request.vehicle_id === null) return null;
  // One after the other: a transaction's queries share its one connection.
  const user = await findUserById(trx, request.assigned_user_id);
  const vehicle = await findVehicle(trx, request.vehicle_id);
  return user && vehicle ? { firstName: firstName(user.name), vehicle } : null;
}

/**
 * What the driver's status call tells of the job: its stages with their times, who is coming
 * (first name only) in what (kind, colour, the plate's last three characters), and the minutes
 * left until the expected arrival.
 */
export async function driverDispatchOf(db: DB, request: CallbackRequest): Promise<DriverDispatch> {
  const crew = await crewOnTheWay(db, request);
  const left = request.eta_at
    ? Math.ceil((Date.parse(request.eta_at) - Date.now()) / 60_000)
    : null;
  return {
    stage: request.stage,
    stages: request.stage ? await listStageTimes(db, request.id) : [],
    eta_minutes: left === null ? null : Math.max(left, 0),
    crew_first_name: crew?.firstName ?? null,
    vehicle: crew
      ? {
          kind: crew.vehicle.kind,
          colour: crew.vehicle.colour,
          registration_ending: registrationEnding(crew.vehicle.registration),
        }
      : null,
  };
}
