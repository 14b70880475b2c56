import webpush from 'web-push';
import type { DB } from '../db/database.ts';
import { getOrCreateSecret } from '../db/repositories/app-secrets.ts';
import type { AlertSettings } from './alert-settings.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The configured VAPID keys, or the pair generated once and kept in the database. The pair is one
 * row, inserted only if absent and read back, so replicas starting together agree on the same pair.
 */
export async function resolveVapidKeys(db: DB, settings: AlertSettings): Promise<VapidKeys> {
  if (settings.vapid.keys) return settings.vapid.keys;
  const stored = await getOrCreateSecret(
    db,
    'vapid-keys',
    JSON.stringify(webpush.generateVAPIDKeys()),
  );
  return JSON.parse(stored) as VapidKeys;
}
