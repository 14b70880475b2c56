import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { callbackRequestsCsv } from '../src/reports/callback-request-csv.ts';
import { addTeamMember, addVehicle, assign, moveStage, newJob } from './support/dispatch.ts';
import { expectRangesRefused } from './support/report-range.ts';
import type { StaffMember } from './support/staff.ts';
import { useTestApi } from './support/test-api.ts';
import { setTimeline } from './support/timeline.ts';

const api = useTestApi();

let owner: string;
let staff: StaffMember;
let crew: StaffMember;
let truck: { registration: string; id: number };

/** A name a spreadsheet must keep whole: a comma, quotes and a second line. */
const AWKWARD_NAME = 'Smith, Jo "The Jumper"\nand Zoë';
const FORMULA_MESSAGE = '=HYPERLINK("http://evil.example","Click me")';

function exportCsv(query: string, token = owner) {
  return api.call('GET', `/api/callback-requests/export.csv${query}`, { token });
}

/** The CSV read back as a spreadsheet would: one object per row, keyed by the header. */
function rowsOf(text: string): Record<string, string>[] {
  return parse(text, { bom: true, columns: true, skip_empty_lines: true });
}

beforeAll(async () => {
  owner = await api.login();
  staff = await addTeamMember(api, owner, 'staff', 'Sara Staff');
  crew = await addTeamMember(api, owner, 'crew', 'Sam Driver');
  truck = await addVehicle(api, owner, { registration: 'FB21 CDE' });

  // Done from start to end on Tuesday 24 March 2026, 09:00 GMT.
  const done = await newJob(api, { name: 'Priya Shah', email: 'priya@example.com' });
  await api.call('POST', `/api/callback-requests/${done.id}/acknowledge`, { token: staff.token });
  await assign(api, staff.token, done.id, { user_id: crew.id, vehicle_id: truck.id });
  for (const stage of ['en_route', 'on_scene', 'towing', 'completed']) {
    expect((await moveStage(api, staff.token, done.id, { stage })).status).toBe(200);
  }
  await setTimeline(api, done.id, new Date('2026-03-24T09:00:00Z'), {
    acknowledged: 4,
    assigned: 10,
    en_route: 12,
    on_scene: 40,
    towing: 55,
    completed: 90,
  });

  // A name that needs quoting (the form keeps one line: the name is set as staff could paste
  // it) and a message that would run as a formula; 00:30 BST on Monday 30 March.
  const awkward = await newJob(api, { message: FORMULA_MESSAGE });
  await sql`update callback_requests set name = ${AWKWARD_NAME} where id = ${awkward.id}`.execute(
    api.runtime.deps.db,
  );
  await assign(api, staff.token, awkward.id, { user_id: crew.id, vehicle_id: truck.id });
  expect((await moveStage(api, staff.token, awkward.id, { stage: 'cancelled' })).status).toBe(200);
  await setTimeline(api, awkward.id, new Date('2026-03-29T23:30:00Z'), {
    assigned: 5,
    cancelled: 7,
  });

  // Outside the range in the UK: 00:30 BST on the 31st.
  const later = await newJob(api, { name: 'Too Late' });
  await setTimeline(api, later.id, new Date('2026-03-30T23:30:00Z'), {});
});

describe('GET /api/callback-requests/export.csv', () => {
  it('downloads the range as a dated CSV attachment with a byte-order mark and CRLF lines', async () => {
    const answer = await exportCsv('?from=2026-03-24&to=2026-03-30');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(
      'attachment; filename="callback-requests_2026-03-24_to_2026-03-30.csv"',
    );
    expect(answer.headers.get('cache-control')).toBe('no-store');
    // The bytes as sent (a text decoder would drop the byte-order mark).
    const response = await api.runtime.app.request(
      '/api/callback-requests/export.csv?from=2026-03-24&to=2026-03-30',
      { headers: { authorization: `Bearer ${owner}` } },
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith('\uFEFFReference,Created (UK time),Name,Phone,Email,')).toBe(true);
    // Every record ends in CRLF; the only bare LF is the one inside the quoted name.
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n')).toHaveLength(4);
    expect(text).toContain('"Smith, Jo ""The Jumper""\nand Zoë"');
  });

  it('reads back, through a CSV parser, one row per request with every stage time in UK time', async () => {
    const rows = rowsOf((await exportCsv('?from=2026-03-24&to=2026-03-30')).body);
    expect(rows.map((row) => row.Name)).toEqual(['Priya Shah', AWKWARD_NAME]);
    expect(rows[0]).toMatchObject({
      'Created (UK time)': '2026-03-24 09:00:00',
      Email: 'priya@example.com',
      Status: 'completed',
      Stage: 'Completed',
      Crew: 'Sam Driver',
      'Vehicle registration': 'FB21 CDE',
      Acknowledged: '2026-03-24 09:04:00',
      'Acknowledged by': 'Sara Staff',
      Assigned: '2026-03-24 09:10:00',
      'En route': '2026-03-24 09:12:00',
      'On scene': '2026-03-24 09:40:00',
      Towing: '2026-03-24 09:55:00',
      Completed: '2026-03-24 10:30:00',
      Cancelled: '',
      'Suspected spam': 'No',
    });
    expect(rows[1]).toMatchObject({
      'Created (UK time)': '2026-03-30 00:30:00',
      Status: 'cancelled',
      Acknowledged: '',
      Assigned: '2026-03-30 00:35:00',
      'En route': '',
      Cancelled: '2026-03-30 00:37:00',
    });
  });

  it('prefixes a cell that would start a formula with an apostrophe, as OWASP advises', async () => {
    const rows = rowsOf((await exportCsv('?from=2026-03-30&to=2026-03-30')).body);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.Message).toBe(`'${FORMULA_MESSAGE}`);
  });

  it('writes the same rows a page at a time as in one page', async () => {
    const read = async (pageSize: number) =>
      new Response(
        callbackRequestsCsv(
          api.runtime.deps.db,
          { from: '2026-03-01', to: '2026-03-31' },
          pageSize,
        ),
      ).text();
    const whole = await read(500);
    expect(rowsOf(whole)).toHaveLength(3);
    expect(await read(1)).toBe(whole);
    expect(await read(2)).toBe(whole);
  });

  it('has the header alone for a range without requests', async () => {
    const rows = rowsOf((await exportCsv('?from=2026-01-01&to=2026-01-31')).body);
    expect(rows).toEqual([]);
  });

  it('is recorded in the audit trail: who exported which days and how many requests', async () => {
    await exportCsv('?from=2026-03-24&to=2026-03-30');
    const trail = await api.call('GET', '/api/audit-events?entity=callback_requests', {
      token: owner,
    });
    const entry = trail.body.events.find((event: { action: string }) => event.action === 'export');
    expect(entry).toMatchObject({
      action: 'export',
      entity: 'callback_requests',
      entity_id: null,
      actor: { name: 'Olivia Owner' },
      changes: {
        from: { after: '2026-03-24' },
        to: { after: '2026-03-30' },
        callback_requests: { after: 2 },
      },
    });
  });

  it('is for owners: staff and crew get 403, a caller signed out 401', async () => {
    const byStaff = await exportCsv('', staff.token);
    expect(byStaff.status).toBe(403);
    expect(byStaff.body.message).toBe(
      'Only an owner can export callback requests. Ask an owner of this console.',
    );
    const byCrew = await exportCsv('', crew.token);
    expect(byCrew.status).toBe(403);
    expect(byCrew.body.message).toBe(
      'Crew accounts can see only the jobs given to them and their own account. Ask staff or an owner.',
    );
    expect((await api.call('GET', '/api/callback-requests/export.csv')).status).toBe(401);
  });

  it('refuses dates that are no dates, reversed, or more than 366 days apart, naming the field', async () => {
    await expectRangesRefused(exportCsv);
  });
});
