import type { Logger } from '@tow/server-kit/logger';
import type { CurrentProfile } from '../business-profile/current-profile.ts';
import type { DB } from '../db/database.ts';
import type { ApiConfig } from '../env.ts';
import { createSmsChannel, type SmsChannel } from '../sms/sms-channel.ts';
import { readSmsSettings } from '../sms/sms-settings.ts';
import { readAlertSettings } from './alert-settings.ts';
import { createEmailChannel, type EmailAlertChannel } from './email-channel.ts';
import { createPushChannel, type PushAlertChannel } from './push-channel.ts';
import { resolveVapidKeys } from './vapid-keys.ts';

export type { AlertKind } from './request-summary.ts';
export type { EmailAlertChannel, PushAlertChannel };

/**
 * The channels that announce a callback request to staff outside the console. Each
 * `sendRequestAlert` throws when delivery failed, so the job that called it is retried; a failure
 * never touches the request itself.
 */
export interface AlertChannels {
  /** Null when SMTP_URL is unset. */
  email: EmailAlertChannel | null;
  push: PushAlertChannel;
  /** Texts to drivers and on-call staff; null when SMS_URL is unset. */
  sms: SmsChannel | null;
  /** Closes the mail server connections kept open between alerts. */
  close(): Promise<void>;
}

export async function createAlertChannels(deps: {
  db: DB;
  config: ApiConfig;
  logger: Logger;
  /** Emails name the company as its profile says now. */
  profile: Pick<CurrentProfile, 'current'>;
}): Promise<AlertChannels> {
  const { db, config, logger, profile } = deps;
  const settings = readAlertSettings(config);
  const email = settings.email
    ? createEmailChannel(db, settings.email, settings.consoleUrl, logger, profile)
    : null;
  const keys = await resolveVapidKeys(db, settings);
  const push = createPushChannel(db, keys, settings.vapid.subject, settings.consolePath, logger);
  const smsSettings = readSmsSettings(config);
  return {
    email,
    push,
    sms: smsSettings ? createSmsChannel(smsSettings, logger) : null,
    close: async () => email?.close(),
  };
}
