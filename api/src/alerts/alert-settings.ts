import { type ApiConfig, siteUrlOf } from '../env.ts';

/** Where alerts point and who receives them, derived once from the configuration. */
export interface AlertSettings {
  /** The console's base URL including its path, e.g. `https://example.co.uk/admin`. */
  consoleUrl: string;
  /** The console's path on its own origin (`/admin`), for links a service worker opens. */
  consolePath: string;
  email: { url: string; from: string; to: string[]; escalationTo: string[] } | null;
  vapid: { subject: string; keys: { publicKey: string; privateKey: string } | null };
}

export function readAlertSettings(config: ApiConfig): AlertSettings {
  const siteUrl = siteUrlOf(config);
  const consoleUrl = (config.CONSOLE_URL ?? `${siteUrl}/admin`).replace(/\/+$/, '');
  const email =
    config.SMTP_URL && config.ALERT_EMAIL_FROM && config.ALERT_EMAIL_TO
      ? {
          url: config.SMTP_URL,
          from: config.ALERT_EMAIL_FROM,
          to: config.ALERT_EMAIL_TO,
          escalationTo: config.ESCALATION_EMAIL_TO ?? config.ALERT_EMAIL_TO,
        }
      : null;
  // Push services want to know whom to contact about a sender: the site when it is on https.
  const subject =
    config.VAPID_SUBJECT ??
    (siteUrl.startsWith('https://') ? siteUrl : 'mailto:alerts@towing-site.invalid');
  return {
    consoleUrl,
    consolePath: new URL(consoleUrl).pathname.replace(/\/+$/, ''),
    email,
    vapid: {
      subject,
      keys:
        config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY
          ? { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY }
          : null,
    },
  };
}

export function requestConsoleUrl(base: string, id: number): string {
  return `${base}/callbacks/${id}`;
}
