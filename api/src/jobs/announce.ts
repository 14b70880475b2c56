import { type CallbackRequest, SYSTEM_ACTOR } from '@tow/contracts';
import type { DB } from '../db/database.ts';
import { addHistoryEntry } from '../db/repositories/callback-request-history.ts';
import type { ApiConfig } from '../env.ts';
import { raiseLiveEvent } from '../events/live-events.ts';
import type { AlertJobPayload } from './kinds.ts';
import { enqueueJobs, type NewJob } from './outbox.ts';

/** The alert jobs of one announcement: email (when SMTP is set up) and push. */
export function alertJobs(
  request: CallbackRequest,
  kind: AlertJobPayload['kind'],
  options: { emailEnabled: boolean },
): NewJob[] {
  const payload = { callback_request_id: request.id, kind };
  return [
    ...(options.emailEnabled ? [{ kind: 'alert.email' as const, payload }] : []),
    { kind: 'alert.push', payload },
  ];
}

/**
 * Everything a new request sets off, written in the transaction that stores it: its history
 * starts, every console hears of it, the alerts are queued, and the escalation is scheduled
 * when its urgency has a delay (ESCALATION_DELAYS). `alert: false` (suspected spam held back)
 * stops after the live event.
 */
export async function announceNewRequest(
  db: DB,
  request: CallbackRequest,
  options: {
    emailEnabled: boolean;
    escalationDelays: ApiConfig['ESCALATION_DELAYS'];
    alert: boolean;
  },
): Promise<void> {
  await addHistoryEntry(db, {
    callbackRequestId: request.id,
    kind: 'created',
    actor: SYSTEM_ACTOR,
  });
  await raiseLiveEvent(db, 'callback-request.created', request);
  if (!options.alert) return;
  const delay = options.escalationDelays[request.urgency];
  await enqueueJobs(db, [
    ...alertJobs(request, 'new', options),
    ...(delay === undefined
      ? []
      : [
          {
            kind: 'escalation' as const,
            payload: { callback_request_id: request.id },
            runAt: new Date(new Date(request.created_at).getTime() + delay),
          },
        ]),
  ]);
}
