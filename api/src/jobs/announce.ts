import { type CallbackRequest, SYSTEM_ACTOR } from '@tow/contracts';
import type { DB } from '../db/database.ts';
import { addHistoryEntry } from '../db/repositories/callback-request-history.ts';
import type { ApiConfig } from '../env.ts';
import { raiseLiveEvent } from '../events/live-events.ts';
import type { AlertJobPayload } from './kinds.ts';
import { enqueueJob } from './outbox.ts';

/** The alert jobs of one announcement: email (when SMTP is set up) and push. */
export async function enqueueAlerts(
  db: DB,
  request: CallbackRequest,
  kind: AlertJobPayload['kind'],
  options: { emailEnabled: boolean },
): Promise<void> {
  const payload = { callback_request_id: request.id, kind };
  if (options.emailEnabled) await enqueueJob(db, 'alert.email', payload);
  await enqueueJob(db, 'alert.push', payload);
}

/**
 * Everything a new request sets off, written in the transaction that stores it: its history
 * starts, every console hears of it, the alerts are queued, and the escalation is scheduled
 * when its urgency has a delay (ESCALATION_DELAYS).
 */
export async function announceNewRequest(
  db: DB,
  request: CallbackRequest,
  options: { emailEnabled: boolean; escalationDelays: ApiConfig['ESCALATION_DELAYS'] },
): Promise<void> {
  await addHistoryEntry(db, {
    callbackRequestId: request.id,
    kind: 'created',
    actor: SYSTEM_ACTOR,
  });
  await raiseLiveEvent(db, 'callback-request.created', request);
  await enqueueAlerts(db, request, 'new', options);
  const delay = options.escalationDelays[request.urgency];
  if (delay !== undefined) {
    await enqueueJob(
      db,
      'escalation',
      { callback_request_id: request.id },
      { runAt: new Date(new Date(request.created_at).getTime() + delay) },
    );
  }
}
