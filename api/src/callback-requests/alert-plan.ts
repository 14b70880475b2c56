import { ALWAYS_ALERTED_URGENCIES, type CallbackRequest } from '@tow/contracts';
import type { CurrentProfile } from '../business-profile/current-profile.ts';
import type { ApiConfig } from '../env.ts';
import type { AlertJobPayload } from '../jobs/kinds.ts';
import type { NewJob } from '../jobs/outbox.ts';

/** What the SMS channel's settings give a text: the site's address and the numbers it may text. */
type SmsSiteSettings = Pick<TextPolicy, 'siteUrl' | 'allowedPrefixes'>;

/** What the site's texts say of it, and which numbers it texts; null without SMS_URL. */
export interface TextPolicy {
  siteName: string;
  siteUrl: string;
  sitePhone: string;
  allowedPrefixes: readonly string[];
}

/**
 * How this replica alerts staff: email when SMTP is set up, texts when SMS is, and the
 * escalation delays.
 */
export interface AlertPolicy {
  emailEnabled: boolean;
  texts: TextPolicy | null;
  escalationDelays: ApiConfig['ESCALATION_DELAYS'];
}

/**
 * The policy of a replica with this config and these senders (null: not set up). Which numbers
 * it texts comes from the SMS channel's settings; the company's name and number from the
 * business profile as it is when a text is written (the owner may change them while it runs).
 */
export function alertPolicyOf(
  config: Pick<ApiConfig, 'ESCALATION_DELAYS'>,
  senders: { email: object | null; sms: { settings: SmsSiteSettings } | null },
  profile: Pick<CurrentProfile, 'current'>,
): AlertPolicy {
  const settings = senders.sms?.settings;
  return {
    emailEnabled: senders.email !== null,
    texts: settings
      ? {
          get siteName() {
            return profile.current().name;
          },
          get sitePhone() {
            return profile.current().phone;
          },
          siteUrl: settings.siteUrl,
          allowedPrefixes: settings.allowedPrefixes,
        }
      : null,
    escalationDelays: config.ESCALATION_DELAYS,
  };
}

/**
 * The alert jobs of one announcement: email (when SMTP is set up), push, and a text to whoever is
 * on call (when SMS is set up) for a high or emergency request and for every escalation.
 */
export function alertJobs(
  request: CallbackRequest,
  kind: AlertJobPayload['kind'],
  policy: Pick<AlertPolicy, 'emailEnabled' | 'texts'>,
): NewJob[] {
  const payload = { callback_request_id: request.id, kind };
  const textsStaff =
    policy.texts !== null &&
    (kind === 'escalation' ||
      (ALWAYS_ALERTED_URGENCIES as readonly string[]).includes(request.urgency));
  return [
    ...(policy.emailEnabled ? [{ kind: 'alert.email' as const, payload }] : []),
    { kind: 'alert.push', payload },
    ...(textsStaff ? [{ kind: 'alert.sms' as const, payload }] : []),
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
