import type { AppDeps } from '../../app-deps.ts';
import { insertAuditEvent } from '../../db/repositories/audit-events.ts';
import {
  readAvailability,
  readStoredAvailability,
  writeAvailability,
} from '../../db/repositories/availability.ts';
import type { AppRouteHandler } from '../../lib/openapi.ts';
import { clientIp } from '../../middleware/client-ip.ts';
import type * as routes from './availability.routes.ts';

/**
 * Read on every page render: one row by its key, never kept in memory, as it changes by itself
 * at its expiry. Caches may keep it only after asking (the SSR servers keep it as briefly as a
 * page, and drop it when content changes).
 */
const CACHE_CONTROL = 'public, no-cache';

/** The fields that differ, before and after; none of them is personal, so none is redacted. */
function changesOf(
  before: Record<(typeof AUDITED)[number], unknown>,
  after: Record<(typeof AUDITED)[number], unknown>,
): Record<string, { before: unknown; after: unknown }> {
  const shown = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
  return Object.fromEntries(
    AUDITED.filter((field) => shown(before[field]) !== shown(after[field])).map((field) => [
      field,
      { before: shown(before[field]), after: shown(after[field]) },
    ]),
  );
}

const AUDITED = ['state', 'eta_minutes', 'message', 'expires_at'] as const;

/** What each availability call does. */
export function availabilityHandlers({ db, config }: AppDeps) {
  const getAvailability: AppRouteHandler<typeof routes.getAvailability> = async (c) => {
    c.header('Cache-Control', CACHE_CONTROL);
    return c.json({ success: true as const, availability: await readAvailability(db) }, 200);
  };

  const putAvailability: AppRouteHandler<typeof routes.putAvailability> = async (c) => {
    const input = c.req.valid('json');
    const user = c.get('user');
    const availability = await db.transaction().execute(async (trx) => {
      const before = await readStoredAvailability(trx);
      const saved = await writeAvailability(trx, input, user.id);
      await insertAuditEvent(trx, {
        actorId: user.id,
        actorName: user.name,
        action: 'update',
        entity: 'availability',
        entityId: null,
        ip: clientIp(c, config.TRUST_PROXY),
        changes: changesOf(before, await readStoredAvailability(trx)),
      });
      return saved;
    });
    c.set('audited', true);
    return c.json({ success: true as const, message: 'Availability updated', availability }, 200);
  };

  return { getAvailability, putAvailability };
}
