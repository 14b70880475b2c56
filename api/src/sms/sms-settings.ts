import { type ApiConfig, siteUrlOf } from '../env.ts';

export type SmsProviderSettings =
  | { kind: 'twilio'; accountSid: string; authToken: string; apiBase: string }
  | { kind: 'kannel'; username: string; password: string; sendUrl: string };

/** How the site texts, derived once from the configuration; null without SMS_URL. */
export interface SmsSettings {
  provider: SmsProviderSettings;
  from: string;
  allowedPrefixes: string[];
  dailyLimit: number;
  phoneDailyLimit: number;
  /** The API's origin as the provider reaches it (receipts and replies), without a slash. */
  callbackBase: string;
  /** Kannel's receipts and replies carry it; Twilio's are signed instead. */
  webhookSecret: string | null;
  siteUrl: string;
}

function provider(url: URL): SmsProviderSettings {
  const user = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  if (url.protocol === 'twilio:') {
    return {
      kind: 'twilio',
      accountSid: user,
      authToken: password,
      apiBase: `https://${url.host}/2010-04-01/Accounts/${encodeURIComponent(user)}`,
    };
  }
  return {
    kind: 'kannel',
    username: user,
    password,
    sendUrl: `http://${url.host}/cgi-bin/sendsms`,
  };
}

export function readSmsSettings(config: ApiConfig): SmsSettings | null {
  if (!config.SMS_URL || !config.SMS_FROM) return null;
  const siteUrl = siteUrlOf(config);
  return {
    provider: provider(new URL(config.SMS_URL)),
    from: config.SMS_FROM,
    allowedPrefixes: config.SMS_ALLOWED_PREFIXES,
    dailyLimit: config.SMS_DAILY_LIMIT,
    phoneDailyLimit: config.SMS_PHONE_DAILY_LIMIT,
    callbackBase: (config.SMS_CALLBACK_URL ?? siteUrl).replace(/\/+$/, ''),
    webhookSecret: config.SMS_WEBHOOK_SECRET ?? null,
    siteUrl,
  };
}
