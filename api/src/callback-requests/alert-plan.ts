import type { CallbackRequest } from '@tow/contracts';
import type { ApiConfig } from '../env.ts';
import type { AlertJobPayload } from '../jobs/kinds.ts';
import type { NewJob } from '../jobs/outbox.ts';

/** How this replica alerts staff: email when SMTP is set up, and the escalation delays. */
export interface AlertPolicy {
  emailEnabled: boolean;
  escalationDelays: ApiConfig['ESCALATION_DELAYS'];
}

/** The policy of a replica with this config and these senders (email is null without SMTP). */
export function alertPolicyOf(
  config: Pick<ApiConfig, 'ESCALATION_DELAYS'>,
  senders: { email: object | null },
): AlertPolicy {
  return { emailEnabled: senders.email !== null, escalationDelays: config.ESCALATION_DELAYS };
}

/** The alert jobs of one announcement: email (when SMTP is set up) and push. */
export function alertJobs(
  request: CallbackRequest,
  kind: AlertJobPayload['kind'],
  policy: Pick<AlertPolicy, 'emailEnabled'>,
): NewJob[] {
  const payload = { callback_request_id: request.id, kind };
  return [
    ...(policy.emailEnabled ? [{ kind: 'alert.email' as const, payload }] : []),
    { kind: 'alert.push', payload },
  ];
}

/**
 * The alerts of a request staff have not yet heard of, and its escalation, due its urgency's
 * delay (ESCALATION_DELAYS) after `from`: its creation, or its release from the spam hold.
 */
export function newRequestJobs(
  request: CallbackRequest,
  policy: AlertPolicy,
  from: Date,
): NewJob[] {
  const delay = policy.escalationDelays[request.urgency];
  return [
    ...alertJobs(request, 'new', policy),
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
