import type { CallbackRequest } from '@tow/contracts/callback-request';
import { saveScreenshot } from '@tow/e2e/browser';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_TIMEOUT_MS, URGENCY_WEIGHTS } from '../src/constants.ts';
import { isOverdue } from '../src/live/response-clock.ts';
import { callbackUpdatePayload } from '../src/screens/callbacks/callback-form.ts';
import {
  compareCallbacks,
  parseStatus,
  parseUrgency,
  visibleCallbacks,
} from '../src/screens/callbacks/callback-list.ts';
import { callbackRecord } from './support/callback-record.ts';
import {
  expectAccessible,
  expectNoHorizontalScroll,
  expectTableFits,
  expectTapTargets,
} from './support/checks.ts';
import { HTTP_ERROR_LOG } from './support/failed-calls.ts';
import { submitRequest } from './support/submit-request.ts';
import { consoleSuite } from './support/suite.ts';
import { uniquePhone } from './support/unique-phone.ts';

/**
 * /admin/callbacks against the real API: urgency order, filters (and the bell's ?status=pending),
 * search, the 30-second refresh, the edit form (status and notes), delete, and every message of
 * spec section 8 word for word. Works only on the requests it creates (tagged with TAG) and
 * deletes them at the end; counts always come from the API, never from the seed.
 */
const suite = consoleSuite();
const TAG = `cbt${Date.now().toString(36)}`;
const UPDATED = 'Callback request updated successfully';
const DELETED = 'Callback request deleted successfully';
const DELETE_FAILED = 'Failed to delete callback request';
const EMPTY = 'No callback requests found';
const QUESTION = 'Are you sure you want to delete this callback request?';

const created: number[] = [];

interface NewRequest {
  name: string;
  phone: string;
  location: string;
  service_type: string;
  urgency: CallbackRequest['urgency'];
  message?: string;
}

/** A request sent through the public form's call, remembered for clean-up. */
async function createRequest(fields: NewRequest): Promise<CallbackRequest> {
  const request = await submitRequest(suite.baseUrl, fields);
  created.push(request.id);
  return request;
}

async function allRequests(): Promise<CallbackRequest[]> {
  return (await suite.api.get<{ requests: CallbackRequest[] }>('/callback-requests')).requests;
}

async function findRequest(id: number): Promise<CallbackRequest | undefined> {
  return (await allRequests()).find((request) => request.id === id);
}

let low: CallbackRequest;
let high: CallbackRequest;
let emergency: CallbackRequest;

beforeAll(async () => {
  // Oldest first, so "newest first" alone would put low on top: urgency must win.
  emergency = await createRequest({
    name: `Erin ${TAG}`,
    phone: uniquePhone(),
    location: 'Coventry',
    service_type: 'Accident Recovery',
    urgency: 'emergency',
    message: 'Stuck on the ring road',
  });
  high = await createRequest({
    name: `Harry ${TAG}`,
    phone: uniquePhone(),
    location: 'Tamworth',
    service_type: 'Battery Jump Start',
    urgency: 'high',
  });
  low = await createRequest({
    name: `Lena ${TAG}`,
    phone: uniquePhone(),
    location: 'Water Orton',
    service_type: 'Fuel Delivery',
    urgency: 'low',
  });
});

afterAll(async () => {
  for (const id of created) {
    await suite.api.send('DELETE', `/callback-requests/${id}`).catch(() => undefined); // already gone
  }
});

/**
 * Opens `path`. `allowHttpErrors`: the test provokes failed calls; `clock`: in a context of its
 * own whose timers the test moves on.
 */
async function visit(
  path: string,
  { width = 1280, allowHttpErrors = false, clock = false } = {},
): Promise<Page> {
  if (allowHttpErrors) suite.allowProblems(HTTP_ERROR_LOG);
  const open = await suite.visit(path, {
    width,
    ...(clock ? { prepare: (context) => context.clock.install() } : {}),
  });
  if (path.startsWith('/admin/callbacks')) {
    await open.page.getByRole('heading', { level: 1, name: 'Callback Requests' }).waitFor();
    await open.page.getByText(/^Showing \d+ of \d+ callback requests$/).waitFor();
  }
  return open.page;
}

/** Names in the table (desktop) or on the cards (phone), top to bottom. */
async function shownNames(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: 'Callback requests' });
  const list = (await table.count())
    ? table.locator('tbody tr')
    : page.getByRole('list', { name: 'Callback requests' }).locator('> li');
  return (await list.getByTestId('callback-name').allTextContents()).map((t) => t.trim());
}

async function search(page: Page, text: string) {
  await page.getByLabel('Search callback requests').fill(text);
}

async function bannerText(page: Page): Promise<string | undefined> {
  const banner = page.getByTestId('status-banner');
  await banner.waitFor();
  return (await banner.textContent())?.trim();
}

async function openEdit(page: Page, request: CallbackRequest) {
  await page.getByRole('button', { name: `Edit callback request from ${request.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Callback Request' });
  await dialog.waitFor();
  return dialog;
}

/**
 * The screen's order at `now`: open requests from an unsafe place, then pending ones past their
 * response time (longest overdue first), then most urgent and newest (spec section 2). A demo
 * request passes its response time while a slow run goes on, so the order is due at a moment.
 */
function expectedOrder(requests: CallbackRequest[], now = Date.now()): string[] {
  const unsafeOpen = (request: CallbackRequest) =>
    request.unsafe_location && (request.status === 'pending' || request.status === 'contacted');
  return [...requests]
    .sort(
      (a, b) =>
        Number(unsafeOpen(b)) - Number(unsafeOpen(a)) ||
        Number(isOverdue(b, now)) - Number(isOverdue(a, now)) ||
        (isOverdue(a, now) ? Date.parse(a.respond_by) - Date.parse(b.respond_by) : 0) ||
        URGENCY_WEIGHTS[b.urgency] - URGENCY_WEIGHTS[a.urgency] ||
        Date.parse(b.created_at) - Date.parse(a.created_at) ||
        b.id - a.id,
    )
    .map((request) => request.name);
}

/** Waits until the screen lists `requests` in the order due at that moment. */
async function expectShownInOrder(page: Page, requests: CallbackRequest[]): Promise<void> {
  await expect
    .poll(async () => {
      const shown = await shownNames(page);
      const expected = expectedOrder(requests);
      return shown.join('\n') === expected.join('\n')
        ? 'in order'
        : `shown:\n${shown.join('\n')}\nexpected:\n${expected.join('\n')}`;
    })
    .toBe('in order');
}

describe('callbacks: pure rules', () => {
  const make = (id: number, urgency: CallbackRequest['urgency'], created_at: string) =>
    callbackRecord(id, {
      name: `R${id}`,
      location: 'Solihull',
      urgency,
      created_at,
      updated_at: created_at,
      respond_by: created_at,
      reference: 'WMR-TEST',
    });

  it('sorts by urgency weight, then newest first', () => {
    const list = [
      make(1, 'low', '2026-01-03T10:00:00Z'),
      make(2, 'emergency', '2026-01-01T10:00:00Z'),
      make(3, 'medium', '2026-01-02T10:00:00Z'),
      make(4, 'emergency', '2026-01-02T10:00:00Z'),
      make(5, 'high', '2026-01-01T09:00:00Z'),
    ];
    expect([...list].sort(compareCallbacks).map((r) => r.id)).toEqual([4, 2, 5, 3, 1]);
    expect(
      visibleCallbacks(list, { status: null, urgency: 'emergency', spam: null }).map((r) => r.id),
    ).toEqual([4, 2]);
    expect(visibleCallbacks(list, { status: 'completed', urgency: null, spam: null })).toEqual([]);
  });

  it('puts open requests from an unsafe place at the very top, but not closed ones', () => {
    const list = [
      make(1, 'emergency', '2026-01-03T10:00:00Z'),
      { ...make(2, 'low', '2026-01-01T10:00:00Z'), unsafe_location: true },
      { ...make(3, 'high', '2026-01-02T10:00:00Z'), unsafe_location: true, status: 'completed' },
    ] satisfies CallbackRequest[];
    expect(
      visibleCallbacks(list, { status: null, urgency: null, spam: null }).map((r) => r.id),
    ).toEqual([2, 1, 3]);
  });

  it('reads the filters from the address, ignoring unknown values', () => {
    expect(parseStatus('pending')).toBe('pending');
    expect(parseStatus('bogus')).toBeNull();
    expect(parseStatus(null)).toBeNull();
    expect(parseUrgency('emergency')).toBe('emergency');
    expect(parseUrgency('')).toBeNull();
  });

  it('the PUT body holds status and admin notes, and whether the car needs a flatbed when changed', () => {
    const form = { status: 'completed', admin_notes: '  Towed to garage  ' } as const;
    expect(callbackUpdatePayload({ ...form, needs_flatbed: true })).toEqual({
      status: 'completed',
      admin_notes: 'Towed to garage',
      needs_flatbed: true,
    });
    const record = callbackRecord(1, { needs_flatbed: true });
    expect(
      callbackUpdatePayload({ ...form, needs_flatbed: true }, { mode: 'edit', record }),
    ).toEqual({ status: 'completed', admin_notes: 'Towed to garage' });
    expect(() =>
      callbackUpdatePayload({ status: '', admin_notes: '', needs_flatbed: false }),
    ).toThrow('Status is required');
  });
});

describe('callbacks screen', () => {
  it('lists every request, most urgent then newest first, with tap-to-call phones', async () => {
    const page = await visit('/admin/callbacks');
    const requests = await allRequests();
    expect(await page.getByText(/^Showing \d+ of \d+ callback requests$/).textContent()).toBe(
      `Showing ${requests.length} of ${requests.length} callback requests`,
    );
    await expectShownInOrder(page, requests);
    // No Add: requests come from the public form only (spec section 7 has no admin create).
    expect(await page.getByRole('button', { name: /^Add/ }).count()).toBe(0);

    const row = page.getByRole('row').filter({ hasText: emergency.name });
    expect(await row.getByRole('link').getAttribute('href')).toBe(
      `tel:${emergency.phone.replace(/\s/g, '')}`,
    );
    expect(await row.locator('td').nth(0).textContent()).toBe(
      `${emergency.name} ${emergency.reference}Location: Coventry`,
    );
    expect(await row.locator('td').nth(3).textContent()).toBe('EmergencyPending');
    expect(await row.locator('time').textContent()).toMatch(
      /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/,
    );
  });

  it('searches by name, phone, location and service type; nonsense shows the empty state', async () => {
    const page = await visit('/admin/callbacks');
    await search(page, TAG);
    await expect.poll(() => shownNames(page)).toEqual([emergency.name, high.name, low.name]);
    await search(page, high.phone.replace(/\s/g, ''));
    await expect.poll(() => shownNames(page)).toEqual([high.name]);
    await search(page, `water orton ${TAG}`);
    await expect.poll(() => shownNames(page)).toEqual([low.name]);
    await search(page, `jump start ${TAG}`);
    await expect.poll(() => shownNames(page)).toEqual([high.name]);
    await search(page, `zzqx-${TAG}-nothing`);
    expect(await page.getByRole('status').filter({ hasText: EMPTY }).textContent()).toBe(EMPTY);
    expect(await page.getByRole('table').count()).toBe(0);
  });

  it('opens on pending requests from the bell, and filters by status and urgency', async () => {
    const page = await visit('/admin');
    await page.getByRole('link', { name: /pending callback request/ }).click();
    await page.waitForURL(`${suite.baseUrl}/admin/callbacks?status=pending`);
    await page.getByText(/^Showing \d+ of \d+ callback requests$/).waitFor();
    const statusFilter = page.getByLabel('Status', { exact: true });
    expect(await statusFilter.inputValue()).toBe('pending');
    const all = await allRequests();
    const pending = all.filter((request) => request.status === 'pending');
    await expectShownInOrder(page, pending);

    await page.getByLabel('Urgency', { exact: true }).selectOption('emergency');
    await page.waitForURL(/urgency=emergency/);
    expect(new URL(page.url()).searchParams.get('status')).toBe('pending');
    await expectShownInOrder(
      page,
      pending.filter((request) => request.urgency === 'emergency'),
    );

    await statusFilter.selectOption('');
    await page.waitForURL((url) => !url.searchParams.has('status'));
    await expectShownInOrder(
      page,
      all.filter((request) => request.urgency === 'emergency'),
    );
    await page.getByLabel('Urgency', { exact: true }).selectOption('');
    await page.waitForURL((url) => !url.searchParams.has('urgency'));
    await expectShownInOrder(page, all);
  });

  it('sets status and admin notes (PUT of those two only), updates the bell, and the banner hides after 5 s', async () => {
    const page = await visit('/admin/callbacks', { clock: true });
    await search(page, TAG);
    const dialog = await openEdit(page, high);
    // The request as the customer sent it, with a tap-to-call phone.
    expect(await dialog.getByRole('link', { name: high.phone }).getAttribute('href')).toBe(
      `tel:${high.phone.replace(/\s/g, '')}`,
    );
    expect(await dialog.getByLabel('Status').inputValue()).toBe('pending');
    await expectAccessible(page, 'the edit modal');
    await saveScreenshot(page, '/admin/callbacks/edit-modal', 1280);

    const before = (await suite.api.get<{ requests: unknown[] }>('/callback-requests/pending'))
      .requests.length;
    const bell = page.getByRole('link', { name: /pending callback request/ });
    expect(await bell.getAttribute('aria-label')).toBe(`${before} pending callback requests`);

    await dialog.getByLabel('Status').selectOption('contacted');
    await dialog.getByLabel('Admin notes').fill('  Called back, truck on its way  ');
    const [put] = await Promise.all([
      page.waitForRequest(
        (request) => request.method() === 'PUT' && request.url().endsWith(`/${high.id}`),
      ),
      dialog.getByRole('button', { name: 'Update' }).click(),
    ]);
    expect(put.postDataJSON()).toEqual({
      status: 'contacted',
      admin_notes: 'Called back, truck on its way',
    });
    expect(await bannerText(page)).toBe(UPDATED);
    await dialog.waitFor({ state: 'hidden' });

    const stored = await findRequest(high.id);
    expect(stored?.status).toBe('contacted');
    expect(stored?.admin_notes).toBe('Called back, truck on its way');
    const row = page.getByRole('row').filter({ hasText: high.name });
    await row.locator('td').nth(3).filter({ hasText: 'Contacted' }).waitFor();
    const after = (await suite.api.get<{ requests: unknown[] }>('/callback-requests/pending'))
      .requests.length;
    expect(after).toBe(before - 1);
    await page.locator(`a[aria-label="${after} pending callback requests"]`).waitFor();

    await page.mouse.move(0, 0); // the countdown pauses under the pointer
    // The page's clock moved on past the banner's 5 seconds.
    await page.clock.fastForward(BANNER_TIMEOUT_MS + 1_000);
    await page.getByTestId('status-banner').waitFor({ state: 'detached' });

    // And back, through the same form.
    const again = await openEdit(page, high);
    expect(await again.getByLabel('Admin notes').inputValue()).toBe(
      'Called back, truck on its way',
    );
    await again.getByLabel('Status').selectOption('pending');
    await again.getByRole('button', { name: 'Update' }).click();
    expect(await bannerText(page)).toBe(UPDATED);
    expect((await findRequest(high.id))?.status).toBe('pending');
  });

  it('a failed save shows the client or server message next to the field and stores nothing', async () => {
    const page = await visit('/admin/callbacks', { allowHttpErrors: true });
    await search(page, TAG);
    const dialog = await openEdit(page, low);
    const notes = dialog.getByLabel('Admin notes');

    // Client check (the API's own schema): too long. The browser's maxlength is lifted to reach it.
    await notes.evaluate((element) => element.removeAttribute('maxlength'));
    await notes.fill('x'.repeat(5001));
    await dialog.getByRole('button', { name: 'Update' }).click();
    const tooLong = 'Admin notes must be at most 5000 characters';
    await dialog.getByRole('alert').filter({ hasText: tooLong }).first().waitFor();
    expect(await notes.getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByText(tooLong).count()).toBe(2); // the box and the field

    // Server check: the API's 422 message and its field error.
    await notes.fill('Fine notes');
    await page.route(`**/api/callback-requests/${low.id}`, (route) =>
      route.continue({ postData: JSON.stringify({ status: 'lost', admin_notes: 'x' }) }),
    );
    await dialog.getByRole('button', { name: 'Update' }).click();
    const badStatus = 'Status must be pending, contacted, completed or cancelled';
    await dialog.getByRole('alert').filter({ hasText: badStatus }).first().waitFor();
    expect(await dialog.getByLabel('Status').getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByText(tooLong).count()).toBe(0);
    await page.unroute(`**/api/callback-requests/${low.id}`);

    // No message from the server: "An error occurred".
    await page.route(`**/api/callback-requests/${low.id}`, (route) =>
      route.fulfill({ status: 500, body: '' }),
    );
    await dialog.getByRole('button', { name: 'Update' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'An error occurred' }).waitFor();
    await page.unroute(`**/api/callback-requests/${low.id}`);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const stored = await findRequest(low.id);
    expect(stored?.status).toBe('pending');
    expect(stored?.admin_notes).toBe('');
  });

  it('deletes after the confirm dialog, and says so when the delete fails', async () => {
    const doomed = await createRequest({
      name: `Dora ${TAG}`,
      phone: uniquePhone(),
      location: 'Solihull',
      service_type: 'Towing Service',
      urgency: 'medium',
    });
    const page = await visit('/admin/callbacks', { allowHttpErrors: true });
    await search(page, doomed.name);
    const deleteButton = page.getByRole('button', {
      name: `Delete callback request from ${doomed.name}`,
    });

    await deleteButton.click();
    const confirm = page.getByRole('dialog', { name: QUESTION });
    await confirm.waitFor();
    await expectAccessible(page, 'the delete confirmation');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await findRequest(doomed.id)).toBeDefined();

    await page.route(`**/api/callback-requests/${doomed.id}`, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }),
    );
    await deleteButton.click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    expect(await bannerText(page)).toBe(DELETE_FAILED);
    expect(await page.getByTestId('status-banner').getAttribute('role')).toBe('alert');
    await page.unroute(`**/api/callback-requests/${doomed.id}`);
    expect(await findRequest(doomed.id)).toBeDefined();

    await deleteButton.click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByTestId('status-banner').filter({ hasText: DELETED }).waitFor();
    expect(await bannerText(page)).toBe(DELETED);
    expect(await findRequest(doomed.id)).toBeUndefined();
    await page.getByRole('status').filter({ hasText: EMPTY }).waitFor();
  });

  it('while live updates are paused, reloads every 30 seconds, showing a new request without a page reload', async () => {
    // The live stream cut off (it retries, and fails, meanwhile); a context of its own: the fake
    // clock is the context's, and must not reach later tests.
    suite.allowProblems(/Failed to load resource: net::ERR_FAILED \(\S+\/api\/events\)/);
    const { page } = await suite.visit('/admin', {
      prepare: async (context) => {
        await context.route('**/api/events', (route) => route.abort());
      },
    });
    await page.getByRole('status').filter({ hasText: 'Live updates paused' }).waitFor();
    // Paused, so no time passes while a busy machine opens the screen: the screen's 30-second
    // timer, set when it opens (after this), is the fake one and moves only when told.
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 10_000);
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Callbacks', exact: true })
      .click();
    await page.waitForURL(`${suite.baseUrl}/admin/callbacks`);
    await page.getByText(/^Showing \d+ of \d+ callback requests$/).waitFor();
    await search(page, TAG);
    const late = await createRequest({
      name: `Late ${TAG}`,
      phone: uniquePhone(),
      location: 'Walsall',
      service_type: 'Car Recovery',
      urgency: 'high',
    });
    await page.clock.fastForward(29_000);
    await page.waitForTimeout(300);
    expect(await shownNames(page)).not.toContain(late.name);
    await page.clock.fastForward(1_500);
    await page.getByRole('row').filter({ hasText: late.name }).waitFor();
    await expect
      .poll(() => shownNames(page))
      .toEqual([emergency.name, late.name, high.name, low.name]);
  });
});

describe.each([390, 1280])('callbacks at %i px', (width) => {
  it('passes axe, has no horizontal scroll, 44 px tap targets; screenshot', async () => {
    const page = await visit('/admin/callbacks', { width });
    await expectAccessible(page, `callbacks at ${width}px`);
    await expectNoHorizontalScroll(page);
    await expectTapTargets(page, 'main a[href], main button, main select');
    if (width >= 768) await expectTableFits(page);
    if (width < 768) {
      expect(await page.getByRole('table').count()).toBe(0);
      const card = page
        .getByRole('list', { name: 'Callback requests' })
        .locator('> li')
        .filter({ hasText: emergency.name });
      expect(await card.getByRole('link').getAttribute('href')).toBe(
        `tel:${emergency.phone.replace(/\s/g, '')}`,
      );
      expect(await card.getByRole('button', { name: /^Edit/ }).isVisible()).toBe(true);
    }
    await saveScreenshot(page, '/admin/callbacks', width);
    if (width < 768) {
      await search(page, TAG);
      await openEdit(page, emergency);
      await expectAccessible(page, `the edit modal at ${width}px`);
      await saveScreenshot(page, '/admin/callbacks/edit-modal', width);
    }
  });
});
