import { type CallbackRequest, SYSTEM_ACTOR } from '@tow/contracts';
import type { DB } from '../db/database.ts';
import { historyEntryWrite } from '../db/repositories/callback-request-history.ts';
import { runAsOneStatement } from '../db/statement-parts.ts';
import type { ApiConfig } from '../env.ts';
import { liveEventWrite } from '../events/live-events.ts';
import type { AlertJobPayload } from './kinds.ts';
import { jobsWrite, type NewJob } from './outbox.ts';

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
 * The alerts of a request staff have not yet heard of, and its escalation, due its urgency's
 * delay (ESCALATION_DELAYS) after `from`: its creation, or its release from the spam hold.
 */
export function newRequestJobs(
  request: CallbackRequest,
  options: { emailEnabled: boolean; escalationDelays: ApiConfig['ESCALATION_DELAYS'] },
  from: Date,
): NewJob[] {
  const delay = options.escalationDelays[request.urgency];
  return [
    ...alertJobs(request, 'new', options),
    ...(delay === undefined
      ? []
      : [
          {
            kind: 'escalation' as const,
            payload: { callback_request_id: request.id },
            runAt: new Date(from.getTime() + delay),
          },
        ]),
  ];
}

/**
 * Everything a new request sets off, written in the transaction that stores it and in one
 * statement (one round trip, with alerts configured or not): its history starts, every console
 * hears of it, the alerts are queued, and the escalation is scheduled when its urgency has a
 * delay (ESCALATION_DELAYS). `alert: false` (suspected spam held back) queues no alert and no
 * escalation.
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
  const jobs = options.alert
    ? jobsWrite(newRequestJobs(request, options, new Date(request.created_at)))
    : null;
  await runAsOneStatement(db, [
    historyEntryWrite({ callbackRequestId: request.id, kind: 'created', actor: SYSTEM_ACTOR }),
    liveEventWrite('callback-request.created', request),
    ...(jobs ? [jobs] : []),
  ]);
}
