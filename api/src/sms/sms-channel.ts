import type { Logger } from '@tow/server-kit/logger';
import { createKannelProvider } from './kannel-provider.ts';
import type { SmsProvider } from './sms-provider.ts';
import type { SmsSettings } from './sms-settings.ts';
import { createTwilioProvider } from './twilio-provider.ts';
import { isValidTwilioSignature } from './twilio-signature.ts';

/** The site's texts: its provider, its limits, and the checks on what the provider sends back. */
export interface SmsChannel {
  settings: SmsSettings;
  provider: SmsProvider;
  /** A Twilio webhook's signature for the URL it called and its form fields. */
  isSignedByTwilio(
    signature: string | undefined,
    url: string,
    params: Record<string, string>,
  ): boolean;
  /** A Kannel webhook's secret. */
  isKannelSecret(secret: string | undefined): boolean;
  logger: Logger;
}

export function createSmsChannel(settings: SmsSettings, logger: Logger): SmsChannel {
  const { provider: providerSettings } = settings;
  const provider =
    providerSettings.kind === 'twilio'
      ? createTwilioProvider(providerSettings, settings)
      : createKannelProvider(providerSettings, settings);
  return {
    settings,
    provider,
    logger,
    isSignedByTwilio: (signature, url, params) =>
      providerSettings.kind === 'twilio' &&
      isValidTwilioSignature(providerSettings.authToken, signature, url, params),
    isKannelSecret: (secret) =>
      providerSettings.kind === 'kannel' &&
      settings.webhookSecret !== null &&
      secret === settings.webhookSecret,
  };
}
