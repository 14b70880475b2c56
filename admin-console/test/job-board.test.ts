import type { CallbackRequest } from '@tow/contracts/callback-request';
import type { Vehicle } from '@tow/contracts/vehicle';
import { saveScreenshot } from '@tow/e2e/browser';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobBoard } from '../src/screens/callbacks/job-board.ts';
import { callbackRecord } from './support/callback-record.ts';
import { expectAccessible, expectNoHorizontalScroll, expectTapTargets } from './support/checks.ts';
import { dispatchRecords } from './support/dispatch-records.ts';
import { consoleSuite } from './support/suite.ts';
import { inviteMember, type TeamMember } from './support/team.ts';

/**
 * The callbacks screen's board against the real API: each job in its stage's column with its
 * crew, truck and ETA, a change made through the API moving its card live, the jobs done today
 * folded away, the choice of board remembered, and the crew never shown it.
 */
const suite = consoleSuite();
const records = dispatchRecords(() => suite);

describe('board: pure rules', () => {
  // 27 November 2026, 10:00 in London (GMT): the day began at 00:00 UTC.
  const now = Date.parse('2026-11-27T10:00:00Z');
  const columnOf = (board: ReturnType<typeof jobBoard>, id: number) =>
    board.columns.find((column) => column.requests.some((r) => r.id === id))?.key ?? null;

  it('puts a request nobody was sent to in Pending and each job under way in its stage', () => {
    const board = jobBoard(
      [
        callbackRecord(1),
        callbackRecord(2, { status: 'contacted' }),
        callbackRecord(3, { stage: 'assigned', status: 'contacted' }),
        callbackRecord(4, { stage: 'en_route', status: 'contacted' }),
        callbackRecord(5, { stage: 'on_scene', status: 'contacted' }),
        callbackRecord(6, { stage: 'towing', status: 'contacted' }),
      ],
      now,
    );
    expect([1, 2, 3, 4, 5, 6].map((id) => columnOf(board, id))).toEqual([
      'pending',
      'pending',
      'assigned',
      'en_route',
      'on_scene',
      'towing',
    ]);
    expect(board.columns.map((column) => column.label)).toEqual([
      'Pending',
      'Assigned',
      'En route',
      'On scene',
      'Towing',
    ]);
  });

  it('folds away what finished since UK midnight, by stage or by status, and drops older ones', () => {
    const board = jobBoard(
      [
        callbackRecord(1, {
          stage: 'completed',
          status: 'completed',
          updated_at: '2026-11-27T09:00:00Z',
        }),
        callbackRecord(2, { status: 'cancelled', updated_at: '2026-11-27T00:05:00Z' }),
        callbackRecord(3, {
          stage: 'completed',
          status: 'completed',
          updated_at: '2026-11-26T23:55:00Z',
        }),
        // Closed by staff setting the status, with the truck still on its way in the record.
        callbackRecord(4, {
          stage: 'towing',
          status: 'completed',
          updated_at: '2026-11-27T08:00:00Z',
        }),
      ],
      now,
    );
    expect(board.doneToday.map((request) => request.id)).toEqual([1, 4, 2]);
    expect(board.columns.every((column) => column.requests.length === 0)).toBe(true);
  });

  it('counts on British Summer Time: a job closed at 23:30 UTC in July is done the next day', () => {
    const summerNow = Date.parse('2026-07-16T08:00:00Z');
    const board = jobBoard(
      [callbackRecord(1, { status: 'completed', updated_at: '2026-07-15T23:30:00Z' })],
      summerNow,
    );
    expect(board.doneToday.map((request) => request.id)).toEqual([1]);
  });

  it('leaves suspected spam nobody was sent to off the board, and counts it', () => {
    const spam = { suspected_spam: true, spam_reasons: ['honeypot' as const] };
    const board = jobBoard(
      [
        callbackRecord(1, spam),
        callbackRecord(2, { ...spam, stage: 'assigned', status: 'contacted' }),
        callbackRecord(3, { ...spam, status: 'cancelled', updated_at: '2026-11-27T09:00:00Z' }),
      ],
      now,
    );
    expect(columnOf(board, 1)).toBeNull();
    expect(columnOf(board, 2)).toBe('assigned');
    expect(board.doneToday).toEqual([]);
    expect(board.heldBack).toBe(1);
  });

  it('keeps the list’s order in a column: an unsafe place first, then the most urgent', () => {
    const board = jobBoard(
      [
        callbackRecord(1, { urgency: 'low', created_at: '2026-11-27T09:58:00Z' }),
        callbackRecord(2, { urgency: 'high', created_at: '2026-11-27T09:58:00Z' }),
        callbackRecord(3, { urgency: 'low', unsafe_location: true }),
      ],
      now,
    );
    expect(board.columns[0]?.requests.map((request) => request.id)).toEqual([3, 2, 1]);
  });
});

let sam: TeamMember;
let cara: TeamMember;
let flatbed: Vehicle;
let wheelLift: Vehicle;
const jobs: Record<string, CallbackRequest> = {};

beforeAll(async () => {
  [sam, cara, flatbed, wheelLift] = await Promise.all([
    inviteMember(suite, {
      name: 'Sam Whitfield',
      email: `sam-board-${records.run}@example.com`,
      role: 'crew',
    }),
    inviteMember(suite, {
      name: 'Cara Nolan',
      email: `cara-board-${records.run}@example.com`,
      role: 'crew',
    }),
    records.vehicle({ kind: 'flatbed', name: 'Recovery 1', colour: 'White' }),
    records.vehicle({ kind: 'wheel_lift', name: 'Recovery 4', colour: 'Yellow' }),
  ]);
  const [waiting, assigned, enRoute, onScene, towing, completed, cancelled] = await Promise.all([
    records.request({
      name: 'Priya Sandhu',
      location: 'M6 northbound, hard shoulder past J6',
      urgency: 'emergency',
      unsafe_location: true,
    }),
    records.request({ name: 'Omar Haddad', location: 'Broad Street, Birmingham B1' }),
    records.request({ name: 'Grace Adeyemi', location: 'A38 Tyburn Road, Erdington' }),
    records.request({ name: 'Tom Bradley', location: 'Sutton Park, Boldmere Gate' }),
    records.request({ name: 'Aisha Rahman', location: 'M42 J9, Coleshill services' }),
    records.request({ name: 'Ben Fletcher', location: 'Walsall Road, Great Barr' }),
    records.request({ name: 'Dan Ellis', location: 'Warwick Road, Solihull' }),
  ]);
  if (!waiting || !assigned || !enRoute || !onScene || !towing || !completed || !cancelled) {
    throw new Error('a request was not made');
  }
  await suite.api.send('PUT', `/callback-requests/${assigned.id}`, {
    status: 'pending',
    admin_notes: '',
    needs_flatbed: true,
  });
  jobs.waiting = waiting;
  jobs.assigned = await records.assign(assigned, sam.id, flatbed);
  await records.assign(enRoute, cara.id, wheelLift);
  jobs.enRoute = await records.stage(enRoute, { stage: 'en_route', eta_minutes: 25 });
  await records.assign(onScene, sam.id, flatbed);
  await records.stage(onScene, { stage: 'en_route', eta_minutes: 10 });
  jobs.onScene = await records.stage(onScene, { stage: 'on_scene' });
  await records.assign(towing, cara.id, flatbed);
  await records.stage(towing, { stage: 'en_route', eta_minutes: 15 });
  await records.stage(towing, { stage: 'on_scene' });
  jobs.towing = await records.stage(towing, { stage: 'towing' });
  await records.assign(completed, sam.id, wheelLift);
  jobs.completed = await records.stage(completed, { stage: 'completed' });
  await records.assign(cancelled, cara.id, wheelLift);
  jobs.cancelled = await records.stage(cancelled, { stage: 'cancelled' });
});

afterAll(() => records.removeAll());

const job = (key: string): CallbackRequest => {
  const found = jobs[key];
  if (!found) throw new Error(`no job ${key}`);
  return found;
};

/** The callbacks screen as a board (chosen with its switch, unless this browser already did). */
async function openBoard(width = 1280): Promise<Page> {
  const { page } = await suite.visit('/admin/callbacks', { width });
  await page.getByRole('heading', { level: 1, name: 'Callback Requests' }).waitFor();
  const board = page.getByRole('button', { name: 'Board', exact: true });
  if ((await board.getAttribute('aria-pressed')) !== 'true') await board.click();
  await page.getByTestId('job-board').waitFor();
  return page;
}

/** A column of the board, by its heading: "Pending, 3 jobs". */
const column = (page: Page, label: string): Locator =>
  page.getByRole('region', { name: new RegExp(`^${label}, \\d+ jobs?$`) });

const cardOf = (scope: Page | Locator, request: CallbackRequest): Locator =>
  scope.locator(`[data-testid="board-card"][data-request-id="${request.id}"]`);

/** The number a column's heading or the done-today fold reads out: "Pending, 3 jobs" → 3. */
async function countIn(named: Locator): Promise<number> {
  const name = (await named.getAttribute('aria-label')) ?? '';
  return Number(/(\d+) jobs?$/.exec(name)?.[1] ?? Number.NaN);
}

describe('the board', () => {
  it('shows each job in its stage’s column with its crew, truck, ETA and flags, and remembers the choice', async () => {
    const page = await openBoard();
    const placed: [string, CallbackRequest][] = [
      ['Pending', job('waiting')],
      ['Assigned', job('assigned')],
      ['En route', job('enRoute')],
      ['On scene', job('onScene')],
      ['Towing', job('towing')],
    ];
    for (const [label, request] of placed) {
      await cardOf(column(page, label), request).waitFor();
    }
    for (const label of ['Pending', 'Assigned', 'En route', 'On scene', 'Towing']) {
      const region = column(page, label);
      expect(await countIn(region.getByRole('heading', { level: 2 })), `${label}'s count`).toBe(
        await region.getByTestId('board-card').count(),
      );
    }

    const waiting = cardOf(page, job('waiting'));
    expect(await waiting.getByTestId('unsafe-flag').count()).toBe(1);
    expect(await waiting.getByTestId('response-clock').textContent()).toMatch(/^Waiting \d+ min/);
    const assigned = cardOf(page, job('assigned'));
    expect(await assigned.getByTestId('needs-flatbed').count()).toBe(1);
    expect(await assigned.getByTestId('board-crew').textContent()).toBe(
      'SamRecovery 1, white flatbed',
    );
    const enRoute = cardOf(page, job('enRoute'));
    expect(await enRoute.getByTestId('board-crew').textContent()).toBe(
      'CaraRecovery 4, yellow wheel-lift truck',
    );
    expect(await enRoute.getByTestId('board-eta').textContent()).toMatch(
      /^ETA \d\d:\d\d · in 2\d min$/,
    );

    // A card opens the request's modal.
    await waiting.getByRole('button', { name: /Priya Sandhu/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Callback Request' });
    await dialog.getByText(job('waiting').reference).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The browser remembers the board.
    await page.reload();
    await page.getByTestId('job-board').waitFor();
    expect(
      await page.getByRole('button', { name: 'Board', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('folds the jobs done today away with their count, and unfolds them on a click', async () => {
    const page = await openBoard();
    const done = page.getByTestId('done-today');
    const summary = done.locator('summary');
    await summary.waitFor();
    expect(await done.getAttribute('open')).toBeNull();
    expect(await cardOf(page, job('completed')).isVisible()).toBe(false);
    const count = await countIn(summary);
    expect(count).toBeGreaterThanOrEqual(2);

    await summary.click();
    const finished = page.getByRole('list', { name: 'Done today' });
    await cardOf(finished, job('completed')).waitFor();
    expect(await cardOf(finished, job('completed')).textContent()).toMatch(/Completed \d\d:\d\d/);
    expect(await cardOf(finished, job('cancelled')).textContent()).toMatch(/Cancelled \d\d:\d\d/);
    expect(await finished.getByTestId('board-card').count()).toBe(count);

    await summary.click();
    await cardOf(page, job('completed')).waitFor({ state: 'hidden' });
  });

  it('moves a card live as the job moves through the API, with no reload', async () => {
    const page = await openBoard();
    await page.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
    });
    const fresh = await records.request({
      name: 'Harriet Cole',
      location: 'Hagley Road, Edgbaston',
      urgency: 'emergency',
    });
    await cardOf(column(page, 'Pending'), fresh).waitFor();

    const assigned = await records.assign(fresh, sam.id, flatbed);
    await cardOf(column(page, 'Assigned'), fresh).waitFor();
    expect(await cardOf(column(page, 'Pending'), fresh).count()).toBe(0);

    const enRoute = await records.stage(assigned, { stage: 'en_route', eta_minutes: 12 });
    const moved = cardOf(column(page, 'En route'), fresh);
    await moved.getByTestId('board-eta').waitFor();
    expect(await moved.getByTestId('board-eta').textContent()).toMatch(/in 1[12] min$/);

    const summary = page.getByTestId('done-today').locator('summary');
    const before = await countIn(summary);
    await records.stage(enRoute, { stage: 'completed' });
    await cardOf(column(page, 'En route'), fresh).waitFor({ state: 'detached' });
    await expect.poll(() => countIn(summary)).toBe(before + 1);
    expect(
      await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere),
    ).toBe(true);
  });

  it.for([1280, 390])('is accessible and usable at %i px; screenshot', async (width) => {
    const page = await openBoard(width);
    await cardOf(page, job('towing')).waitFor();
    await expectNoHorizontalScroll(page);
    await expectTapTargets(page, 'main button');
    await expectAccessible(page, `the board at ${width} px`);
    const columns = page.getByRole('region', { name: 'Jobs by stage' });
    const layout = await columns.evaluate((element) => ({
      sideways: element.scrollWidth > element.clientWidth,
      snap: getComputedStyle(element).scrollSnapType,
    }));
    if (width === 1280) {
      // All five side by side, nothing to scroll.
      expect(layout.sideways).toBe(false);
    } else {
      // One column at a time, swiped sideways and snapped to each.
      expect(layout).toEqual({ sideways: true, snap: 'x mandatory' });
    }
    await saveScreenshot(page, '/admin/callbacks/board', width);
    if (width === 390) {
      // Swiped along to the trucks on the way.
      await column(page, 'En route').scrollIntoViewIfNeeded();
      await saveScreenshot(page, '/admin/callbacks/board-en-route', width);
    }
    await page.getByTestId('done-today').locator('summary').click();
    await saveScreenshot(page, '/admin/callbacks/board-done-today', width);
  });

  it('is never shown to the crew: the callbacks screen leads them to their jobs', async () => {
    const { page } = await suite.visit('/admin/callbacks', { width: 390, session: sam.session });
    await page.waitForURL(`${suite.baseUrl}/admin/jobs`);
    await page.getByRole('heading', { level: 1, name: 'My jobs' }).waitFor();
    expect(await page.getByTestId('job-board').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Board', exact: true }).count()).toBe(0);
  });
});
