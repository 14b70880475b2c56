import { exportFileName, reportRangeOf } from '@tow/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { insertAuditEvent } from '../../db/repositories/audit-events.ts';
import { countRequestsInRange } from '../../db/repositories/callback-request-export.ts';
import { readResponseTimes } from '../../db/repositories/response-times.ts';
import type { AppRouteHandler } from '../../lib/openapi.ts';
import { clientIp } from '../../middleware/client-ip.ts';
import { callbackRequestsCsv } from '../../reports/callback-request-csv.ts';
import type * as routes from './reports.routes.ts';

/** What each report call does: it reads the range, the repositories count, it answers. */
export function reportHandlers({ db, config }: AppDeps) {
  const responseTimes: AppRouteHandler<typeof routes.responseTimes> = async (c) => {
    const report = await readResponseTimes(db, reportRangeOf(c.req.valid('query')));
    return c.json({ success: true as const, report }, 200);
  };

  const exportCsv: AppRouteHandler<typeof routes.exportCsv> = async (c) => {
    const range = reportRangeOf(c.req.valid('query'));
    const user = c.get('user');
    // Written before the first row leaves: no export of personal data goes unrecorded.
    await insertAuditEvent(db, {
      actorId: user.id,
      actorName: user.name,
      action: 'export',
      entity: 'callback_requests',
      entityId: null,
      ip: clientIp(c, config.TRUST_PROXY),
      changes: {
        from: { after: range.from },
        to: { after: range.to },
        callback_requests: { after: await countRequestsInRange(db, range) },
      },
    });
    return c.body(callbackRequestsCsv(db, range), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFileName(range)}"`,
      'Cache-Control': 'no-store',
    });
  };

  return { responseTimes, exportCsv };
}
