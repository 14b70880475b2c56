import { UK_TIME } from '@tow/contracts/date-formats';
import type { JobStage } from '@tow/contracts/dispatch';
import type { RequestStatus } from '@tow/contracts/request-status';

// UK time whatever the phone's or the server's zone, so the render and the browser agree.
const dayFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** The driver's names of the steps, in the order a job goes through them. */
const STEP_WORDS: Record<'received' | 'taken' | JobStage, string> = {
  received: 'Received',
  taken: 'Taken by our team',
  assigned: 'Crew assigned',
  en_route: 'On the way',
  on_scene: 'On scene',
  towing: 'Towing',
  completed: 'Done',
  cancelled: 'Cancelled',
};

export interface TimelineStep {
  readonly key: string;
  readonly words: string;
  /** ISO, for `<time dateTime>`. */
  readonly at: string;
  /** As the driver reads it, in UK time: the first step with its day, the rest the hour. */
  readonly time: string;
}

/**
 * The steps the request has reached, oldest first, each with its time: only what happened is
 * listed, so a driver never reads a step still to come as one already done.
 */
export function timelineOf(
  status: Pick<RequestStatus, 'created_at' | 'acknowledged_at' | 'stages'>,
): TimelineStep[] {
  const step = (key: keyof typeof STEP_WORDS, at: string, format = UK_TIME) => ({
    key,
    words: STEP_WORDS[key],
    at,
    time: format.format(new Date(at)),
  });
  const steps: TimelineStep[] = [step('received', status.created_at, dayFormat)];
  if (status.acknowledged_at) steps.push(step('taken', status.acknowledged_at));
  for (const { stage, at } of status.stages) steps.push(step(stage, at));
  return steps;
}
