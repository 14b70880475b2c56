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
 * Everything a new request sets off, written in the transaction that stores it and in one
 * statement (one round trip, with alerts configured or not): its history starts, every console
 * hears of it, the alerts are queued, and the escalation is scheduled when its urgency has a
 * delay (ESCALATION_DELAYS).
 */
export async function announceNewRequest(
  db: DB,
  request: CallbackRequest,
  options: { emailEnabled: boolean; escalationDelays: ApiConfig['ESCALATION_DELAYS'] },
): Promise<void> {
  const delay = options.escalationDelays[request.urgency];
  const jobs = jobsWrite([
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
  await runAsOneStatement(db, [
    historyEntryWrite({ callbackRequestId: request.id, kind: 'created', actor: SYSTEM_ACTOR }),
    liveEventWrite('callback-request.created', request),
    ...(jobs ? [jobs] : []),
  ]);
}
