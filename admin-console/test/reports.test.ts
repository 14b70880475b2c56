import {
  type CallbackRequest,
  RESPONSE_MEASURES,
  type ResponseTimePeriod,
  type ResponseTimeSummary,
  type ResponseTimesReport,
  type Vehicle,
} from '@tow/contracts';
import { saveScreenshot } from '@tow/e2e/browser';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMinutes } from '../src/lib/format-minutes.ts';
import { expectAccessible, expectNoHorizontalScroll, expectTapTargets } from './support/checks.ts';
import { submitRequest } from './support/submit-request.ts';
import { consoleSuite } from './support/suite.ts';
import { inviteMember, type TeamMember } from './support/team.ts';
import { uniquePhone } from './support/unique-phone.ts';

/**
 * The Reports screen against the real API: the chart drawn from the numbers, the table showing
 * exactly what the API answered, the CSV download, the empty state, and who may download.
 */
const suite = consoleSuite();
const RUN = Date.now().toString(36);
const requests: number[] = [];
let vehicle: Vehicle;
let crew: TeamMember;
let staff: TeamMember;

async function newRequest(name: string): Promise<CallbackRequest> {
  const request = await submitRequest(suite.baseUrl, {
    name,
    phone: uniquePhone(),
    location: `A38 Aston Expressway ${RUN}-${requests.length}`,
    service_type: 'Towing Service',
    urgency: 'high',
  });
  requests.push(request.id);
  return request;
}

beforeAll(async () => {
  [crew, staff, { vehicle }] = await Promise.all([
    inviteMember(suite, { name: 'Rhys Crew', email: `rhys-${RUN}@example.com`, role: 'crew' }),
    inviteMember(suite, { name: 'Sara Staff', email: `sara-${RUN}@example.com`, role: 'staff' }),
    suite.api.send<{ vehicle: Vehicle }>('POST', '/vehicles', {
      registration: `RP${String(Date.now() % 100).padStart(2, '0')} ${RUN.slice(-3)
        .toUpperCase()
        .replace(/[^A-Z]/g, 'X')}`,
      name: `Reports flatbed ${RUN}`,
      kind: 'flatbed',
      colour: 'White',
    }),
  ]);
  // Today: one request done from start to end, one only taken, one waiting.
  const done = await newRequest(`Smith, Jo "Reports" ${RUN}`);
  await suite.api.send('POST', `/callback-requests/${done.id}/acknowledge`);
  await suite.api.send('POST', `/callback-requests/${done.id}/assign`, {
    user_id: crew.id,
    vehicle_id: vehicle.id,
  });
  for (const stage of ['en_route', 'on_scene', 'completed']) {
    await suite.api.send('POST', `/callback-requests/${done.id}/stage`, { stage });
  }
  const taken = await newRequest(`Taken ${RUN}`);
  await suite.api.send('POST', `/callback-requests/${taken.id}/acknowledge`);
  await newRequest(`Waiting ${RUN}`);
});

afterAll(async () => {
  for (const id of requests) await suite.api.send('DELETE', `/callback-requests/${id}`);
  await suite.api.send('DELETE', `/vehicles/${vehicle.id}`);
});

/** Opens the console and goes to Reports by the sidebar, keeping the report the screen read. */
async function openReports(width: number): Promise<{ page: Page; report: ResponseTimesReport }> {
  const { page } = await suite.visit('/admin', { width });
  if (width < 600) await page.getByRole('button', { name: /menu/i }).first().click();
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.url().includes('/api/reports/response-times')),
    page.getByRole('link', { name: 'Reports', exact: true }).click(),
  ]);
  const { report } = (await response.json()) as { report: ResponseTimesReport };
  await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
  await page.locator('main table tfoot').waitFor();
  return { page, report };
}

/** The cells a row of the table should show for a period or the total. */
function expectedCells(summary: ResponseTimeSummary): string[] {
  return [
    String(summary.requests),
    ...RESPONSE_MEASURES.flatMap((measure) => [
      formatMinutes(summary[measure].median_minutes),
      formatMinutes(summary[measure].p90_minutes),
      String(summary[measure].count),
    ]),
  ];
}

/** The table as the screen shows it: data cells per row, keyed by the row's period. */
async function tableCells(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll<HTMLTableRowElement>('main table tr[data-start]')].map(
        (row) => [
          row.dataset.start ?? '',
          [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? ''),
        ],
      ),
    ),
  );
}

function expectTableOf(
  cells: Record<string, string[]>,
  periods: readonly ResponseTimePeriod[],
  total: ResponseTimeSummary,
) {
  const withRequests = periods.filter((period) => period.requests > 0);
  expect(withRequests.length).toBeGreaterThan(0);
  expect(Object.keys(cells)).toEqual([...withRequests.map((p) => p.start), 'total']);
  for (const period of withRequests) expect(cells[period.start]).toEqual(expectedCells(period));
  expect(cells.total).toEqual(expectedCells(total));
}

/** How many pixels of the chart's canvas are in the colour of one of the four lines. */
async function pixelsOfLines(page: Page): Promise<number> {
  return page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('main figure canvas');
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return -1;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    // --color-primary, --color-info, --color-accent and --color-success.
    const lines = new Set(['255,196,0', '88,166,255', '255,122,0', '63,185,80']);
    let count = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (lines.has(`${data[i]},${data[i + 1]},${data[i + 2]}`)) count += 1;
    }
    return count;
  });
}

describe('the Reports screen', () => {
  it('draws the response times as a chart and shows the numbers the API answered in a table', async () => {
    const { page, report } = await openReports(1280);
    const today = report.days.at(-1);
    expect(today?.requests).toBeGreaterThanOrEqual(3);
    expect(today?.completed.count).toBeGreaterThanOrEqual(1);

    const figure = page.locator('main figure');
    expect(Number(await figure.getAttribute('data-plotted'))).toBeGreaterThan(0);
    const box = await figure.locator('canvas').first().boundingBox();
    expect(box?.width).toBeGreaterThan(600);
    expect(await pixelsOfLines(page)).toBeGreaterThan(0);

    expectTableOf(await tableCells(page), report.days, report.total);
    const cards = page.getByRole('list', { name: 'Whole range' });
    expect(await cards.textContent()).toContain(
      formatMinutes(report.total.acknowledged.median_minutes),
    );
    await expectAccessible(page, 'the Reports screen');
    await saveScreenshot(page, '/admin/reports', 1280);
  });

  it('shows the same numbers per ISO week, and the 90th percentile in the chart', async () => {
    const { page, report } = await openReports(1280);
    // A click, then the address: the choices follow the address, so a radio is checked only once
    // the screen has moved there (check() wants the state at once and fails on a busy machine).
    await page.getByRole('radio', { name: 'Week' }).click();
    await page.waitForURL(/by=week/);
    await expect.poll(() => page.getByRole('radio', { name: 'Week' }).isChecked()).toBe(true);
    await page.getByRole('columnheader', { name: 'Week', exact: true }).waitFor();
    expectTableOf(await tableCells(page), report.weeks, report.total);
    await page.getByRole('radio', { name: '90th percentile' }).click();
    await page.waitForURL(/chart=p90/);
    await expect
      .poll(() => page.getByRole('radio', { name: '90th percentile' }).isChecked())
      .toBe(true);
    expect(await page.locator('main figcaption').textContent()).toContain(
      '90th percentile time from a request to each step, by week',
    );
    expect(Number(await page.locator('main figure').getAttribute('data-plotted'))).toBeGreaterThan(
      0,
    );
  });

  it('downloads the CSV of the range, which a CSV parser reads back with the stage times', async () => {
    const { page, report } = await openReports(1280);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      `callback-requests_${report.from}_to_${report.to}.csv`,
    );
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows: Record<string, string>[] = parse(bytes, { bom: true, columns: true });
    const done = rows.find((row) => row.Name === `Smith, Jo "Reports" ${RUN}`);
    expect(done).toMatchObject({
      Status: 'completed',
      Crew: 'Rhys Crew',
      'Vehicle registration': vehicle.registration,
    });
    for (const column of ['Acknowledged', 'Assigned', 'En route', 'On scene', 'Completed']) {
      expect(done?.[column], column).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
    expect(rows.find((row) => row.Name === `Waiting ${RUN}`)?.Acknowledged).toBe('');
  });

  it('says so when no request was made in the dates chosen', async () => {
    const { page } = await suite.visit('/admin/reports?from=2020-01-01&to=2020-01-31');
    await page
      .getByRole('heading', { name: 'No callback requests from 1 Jan 2020 to 31 Jan 2020' })
      .waitFor();
    expect(await page.locator('main table').count()).toBe(0);
    expect(await page.locator('main figure').count()).toBe(0);
    await expectAccessible(page, 'the empty Reports screen');
  });

  it('shows a date the API refuses with its message', async () => {
    const { page } = await suite.visit('/admin/reports?from=2026-03-30&to=2026-03-24');
    await page.getByRole('alert').getByText('From must be on or before To').waitFor();
    suite.allowProblems(/Failed to load resource.*422/);
  });

  it('fits a phone at 390 px: no sideways scroll of the page, thumb-sized controls', async () => {
    const { page } = await openReports(390);
    await expectNoHorizontalScroll(page);
    await expectTapTargets(
      page,
      'main button, main input[type="date"], main label:has(input[type="radio"])',
    );
    await saveScreenshot(page, '/admin/reports', 390);
  });

  it('tells staff that only an owner downloads the CSV, and keeps the crew out', async () => {
    const { page } = await suite.visit('/admin/reports', { session: staff.session });
    await page.getByText('Only an owner can download the CSV of these requests.').waitFor();
    expect(await page.getByRole('button', { name: 'Download CSV' }).count()).toBe(0);
    await page.locator('main table tfoot').waitFor();

    const crewTab = await suite.visit('/admin/reports', { session: crew.session });
    await crewTab.page.waitForURL(`${suite.baseUrl}/admin/jobs`);
  });
});
