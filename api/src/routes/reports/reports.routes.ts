import { z } from '@hono/zod-openapi';
import { ReportRangeQuery, ResponseTimesReport } from '@tow/contracts';
import type { RegisterRoutes } from '../../app-deps.ts';
import { answer, errorResponses, registerBehind, routeDeclarations } from '../../lib/openapi.ts';
import { requireOwner } from '../../middleware/require-auth.ts';
import { reportHandlers } from './reports.handlers.ts';

const { staffRoute } = routeDeclarations(['Reports']);

const RANGE_TEXT =
  '`from` and `to` are UK calendar dates (`YYYY-MM-DD`), both included; without them the last 30 days, today included (a missing `from` is 29 days before `to`). A `from` after `to`, or a range over 366 days, is **422**.';

const RESPONSE_TIMES_TEXT = `How fast the company answers: for the requests made in the range (suspected spam held back is left out), the median and 90th percentile of the minutes from the request's creation to its first acknowledgement, its first assignment, its first move to on scene and to completed, with how many requests reached each (a stage skipped forwards has no time). Per UK day and per ISO week (\`start\` is its Monday; a week counts only the range's days), every day and week listed, empty ones too, and over the whole range. Staff and owners; the crew get **403**. ${RANGE_TEXT}`;

const EXPORT_TEXT = `Every request made in the range as CSV for the accounts, oldest first (suspected spam included, marked): its fields, the crew and vehicle registration, and the UK time each stage began (created, acknowledged, assigned, en route, on scene, towing, completed, cancelled). RFC 4180 with CRLF and a header row, a UTF-8 byte-order mark so Excel reads accents, and cells that would start with \`=\`, \`+\`, \`-\` or \`@\` prefixed with \`'\` against formula injection. Sent as an attachment named for the range, written a page at a time. Owners only (it is every driver's personal data at once; staff get **403**, as for the personal-data export), and recorded in the audit trail. ${RANGE_TEXT}`;

export const responseTimes = staffRoute({
  method: 'get',
  path: '/reports/response-times',
  operationId: 'getResponseTimes',
  summary: 'Median and 90th percentile response times per day and per week (staff and owner)',
  description: RESPONSE_TIMES_TEXT,
  request: { query: ReportRangeQuery },
  responses: {
    200: answer('report', ResponseTimesReport, 'The numbers of the range'),
    ...errorResponses(401, 403, 422),
  },
});

export const exportCsv = staffRoute({
  method: 'get',
  path: '/callback-requests/export.csv',
  operationId: 'exportCallbackRequestsCsv',
  summary: 'The callback requests of a date range as a CSV file (owner only)',
  description: EXPORT_TEXT,
  request: { query: ReportRangeQuery },
  responses: {
    200: {
      description: 'The CSV file, `callback-requests_<from>_to_<to>.csv`',
      content: { 'text/csv': { schema: z.string() } },
    },
    ...errorResponses(401, 403, 422),
  },
});

/**
 * The numbers: response times for staff and owners, the CSV export for owners. Registered before
 * the callback requests' own calls, so `export.csv` is never read as a request's id.
 */
export const registerReportRoutes: RegisterRoutes = (router, deps, auth) => {
  const handlers = reportHandlers(deps);
  registerBehind(router, [auth], { responseTimes }, handlers);
  registerBehind(router, [auth, requireOwner('export callback requests')], { exportCsv }, handlers);
};
