import pg from 'pg';
import type { NotificationHandlers } from './database.ts';

const RECONNECT_MS = 1_000;
/** How these connections show in pg_stat_activity. */
export const LISTEN_APPLICATION_NAME = 'towing-api-listen';

/**
 * LISTEN on a PostgreSQL connection of its own (a pooled one would be handed to other queries).
 * A dropped connection is opened again every second until it works; `onReconnect` then lets the
 * caller catch up on what was sent meanwhile.
 */
export async function listenOnServer(
  url: string,
  channel: string,
  { onNotify, onReconnect }: NotificationHandlers,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 5_000,
      application_name: LISTEN_APPLICATION_NAME,
    });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', () => reconnectSoon(next));
    next.on('end', () => reconnectSoon(next));
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      next.end().catch(() => {});
      throw error;
    }
    client = next;
  };

  const scheduleReconnect = () => {
    if (stopped || retry) return;
    retry = setTimeout(async () => {
      retry = undefined;
      try {
        await connect();
        onReconnect?.();
      } catch {
        scheduleReconnect();
      }
    }, RECONNECT_MS);
  };

  const reconnectSoon = (lost: pg.Client) => {
    if (client !== lost) return;
    client = undefined;
    lost.end().catch(() => {});
    scheduleReconnect();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
