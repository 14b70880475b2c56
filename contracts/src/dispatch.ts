import { z } from 'zod';
import type { CALLBACK_STATUSES } from './constants.ts';
import { Timestamp } from './fields.ts';
import { VEHICLE_KINDS } from './vehicle.ts';

/**
 * A job's stages, in the order a job goes through them; `cancelled` ends it from any stage. The
 * spec's `status` follows the stage (statusOfStage).
 */
export const JOB_STAGES = [
  'assigned',
  'en_route',
  'on_scene',
  'towing',
  'completed',
  'cancelled',
] as const;
export type JobStage = (typeof JOB_STAGES)[number];

/** The stages a job is moved to by POST /callback-requests/{id}/stage (`assigned` is assign's). */
export const MOVABLE_STAGES = ['en_route', 'on_scene', 'towing', 'completed', 'cancelled'] as const;

export const JOB_STAGE_LABELS: Record<JobStage, string> = {
  assigned: 'Assigned',
  en_route: 'En route',
  on_scene: 'On scene',
  towing: 'Towing',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** A job that is over: completed or cancelled. Leaving one is going backwards. */
export function isFinalStage(stage: JobStage): boolean {
  return stage === 'completed' || stage === 'cancelled';
}

/**
 * Whether `to` goes back from `from`: an earlier stage, or anything out of a finished job.
 * Cancelling is never backwards; a job finished is only reopened by staff with a reason.
 */
export function isBackwards(from: JobStage, to: JobStage): boolean {
  if (isFinalStage(from)) return true;
  if (to === 'cancelled') return false;
  return JOB_STAGES.indexOf(to) < JOB_STAGES.indexOf(from);
}

/** The spec's status a stage implies: on the job is `contacted`, then completed or cancelled. */
export function statusOfStage(stage: JobStage): (typeof CALLBACK_STATUSES)[number] {
  if (stage === 'completed' || stage === 'cancelled') return stage;
  return 'contacted';
}

export const AssignInput = z.object({
  user_id: z.number({ error: 'Choose who goes (user_id)' }).int('Choose who goes (user_id)'),
  vehicle_id: z
    .number({ error: 'Choose a vehicle (vehicle_id)' })
    .int('Choose a vehicle (vehicle_id)'),
  /** Sent once a person agreed to send a wheel-lift to a car that needs a flatbed. */
  confirm: z.boolean({ error: 'Confirm must be true or false' }).default(false),
});
export type AssignInput = z.input<typeof AssignInput>;

export const StageInput = z.object({
  stage: z.enum(MOVABLE_STAGES, {
    error: 'Stage must be en_route, on_scene, towing, completed or cancelled',
  }),
  eta_minutes: z
    .number({ error: 'ETA must be a number of minutes' })
    .int('ETA must be a whole number of minutes')
    .min(1, 'ETA must be at least 1 minute')
    .max(24 * 60, 'ETA must be at most 24 hours')
    .optional(),
  /** Why a job goes back a stage (staff and owners only, and then required). */
  reason: z
    .string({ error: 'Reason must be text' })
    .trim()
    .max(500, 'Reason must be at most 500 characters')
    .optional(),
});
export type StageInput = z.input<typeof StageInput>;

/** What the driver's status call adds: the stages so far, who is coming in what, and when. */
export const DriverDispatch = z.object({
  stage: z.enum(JOB_STAGES).nullable(),
  stages: z.array(z.object({ stage: z.enum(JOB_STAGES), at: Timestamp })),
  eta_minutes: z.number().int().nullable(),
  crew_first_name: z.string().nullable(),
  vehicle: z
    .object({ kind: z.enum(VEHICLE_KINDS), colour: z.string(), registration_ending: z.string() })
    .nullable(),
});
export type DriverDispatch = z.infer<typeof DriverDispatch>;
