import { JOB_STAGE_LABELS, localDateTime, type ReportRange } from '@tow/contracts';
import { stringify } from 'csv-stringify/sync';
import type { DB } from '../db/database.ts';
import {
  type ExportedRequest,
  readExportPage,
} from '../db/repositories/callback-request-export.ts';

/** Rows read per query: a year of a busy company is written a page at a time, never held whole. */
export const EXPORT_PAGE_SIZE = 500;

// "2026-11-26 21:04:05": ISO order with a space, which every spreadsheet reads as a date and
// time; UK wall-clock time, as the header says.
const time = (value: Date | null) => (value ? localDateTime(value).replace('T', ' ') : '');
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The columns, in order: a heading a person reads and how each row fills it. */
const COLUMNS: readonly [heading: string, cell: (row: ExportedRequest) => string | number][] = [
  ['Reference', (row) => row.reference],
  ['Created (UK time)', (row) => time(row.created_at)],
  ['Name', (row) => row.name],
  ['Phone', (row) => row.phone],
  ['Email', (row) => row.email ?? ''],
  ['Location', (row) => row.location],
  ['Nearest area', (row) => row.nearest_area ?? ''],
  ['Distance (km)', (row) => row.distance_km ?? ''],
  ['Service', (row) => row.service_type],
  ['Urgency', (row) => row.urgency],
  ['Status', (row) => row.status],
  ['Stage', (row) => (row.stage ? JOB_STAGE_LABELS[row.stage] : '')],
  ['Crew', (row) => row.crew_name ?? ''],
  ['Vehicle registration', (row) => row.vehicle_registration ?? ''],
  ['Acknowledged', (row) => time(row.acknowledged_at)],
  ['Acknowledged by', (row) => row.acknowledged_by ?? ''],
  ['Assigned', (row) => time(row.assigned_at)],
  ['En route', (row) => time(row.en_route_at)],
  ['On scene', (row) => time(row.on_scene_at)],
  ['Towing', (row) => time(row.towing_at)],
  ['Completed', (row) => time(row.completed_at)],
  ['Cancelled', (row) => time(row.cancelled_at)],
  ['Preferred callback time', (row) => time(row.preferred_callback_time)],
  ['Message', (row) => row.message],
  ['Admin notes', (row) => row.admin_notes],
  ['Times asked', (row) => row.repeat_count + 1],
  ['Suspected spam', (row) => yesNo(row.suspected_spam)],
];

/**
 * RFC 4180 with CRLF, fields quoted when they hold a comma, quote or line break, and cells that
 * start with = + - @ (or a tab or carriage return) prefixed with ' as OWASP advises against CSV
 * injection: a driver's name must never run as a formula in the accountant's spreadsheet.
 */
const CSV_OPTIONS = { record_delimiter: 'windows', escape_formulas: true } as const;

/**
 * The requests made in the range as CSV, oldest first: the byte-order mark (so Excel reads the
 * text as UTF-8) and the header row, then one page of rows per read, as the reader asks for it.
 */
export function callbackRequestsCsv(
  db: DB,
  range: ReportRange,
  pageSize = EXPORT_PAGE_SIZE,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let afterId: number | null = null;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (afterId === null) {
        afterId = 0;
        const header = COLUMNS.map(([heading]) => heading);
        controller.enqueue(encoder.encode(stringify([header], { ...CSV_OPTIONS, bom: true })));
        return;
      }
      const page = await readExportPage(db, range, afterId, pageSize);
      const last = page.at(-1);
      if (last) {
        const rows = page.map((row) => COLUMNS.map(([, cell]) => cell(row)));
        controller.enqueue(encoder.encode(stringify(rows, CSV_OPTIONS)));
        afterId = last.id;
      }
      if (page.length < pageSize) controller.close();
    },
  });
}
