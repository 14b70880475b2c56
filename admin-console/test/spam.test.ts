import type { CallbackRequest } from '@tow/contracts/callback-request';
import { saveScreenshot } from '@tow/e2e/browser';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { visibleCallbacks } from '../src/screens/callbacks/callback-list.ts';
import { callbackRecord } from './support/callback-record.ts';
import { expectNoHorizontalScroll, expectTableFits } from './support/checks.ts';
import { submitRequest } from './support/submit-request.ts';
import { consoleSuite } from './support/suite.ts';
import { uniquePhone } from './support/unique-phone.ts';

/**
 * Suspected spam on /admin/callbacks: hidden from the list by default (and said so), shown by
 * the "Suspected spam" filter with the reason, and released with one click, which alerts staff
 * as for a new request. Works only on the requests it creates and deletes them at the end.
 */
const suite = consoleSuite();
const TAG = `spm${Date.now().toString(36)}`;
const created: number[] = [];

afterAll(async () => {
  for (const id of created) {
    await suite.api.send('DELETE', `/callback-requests/${id}`).catch(() => undefined); // gone
  }
});

/** A request as a form-filling bot sends it: the hidden field filled in. */
async function createRequest(name: string, extra: Record<string, unknown> = {}) {
  const request = await submitRequest(suite.baseUrl, {
    name,
    phone: uniquePhone(),
    location: 'Walsall',
    service_type: 'Towing Service',
    urgency: 'low',
    ...extra,
  });
  created.push(request.id);
  return request;
}

/** Time for counts on two screens to follow the same change through the live stream. */
const SETTLE = { timeout: 10_000 };

/** The bell's count (its label: "3 pending callback requests"). */
async function bellCount(page: Page): Promise<number> {
  const label = await page
    .getByRole('link', { name: /pending callback requests?$/ })
    .getAttribute('aria-label');
  return Number(label?.split(' ')[0]);
}

/** N of the callbacks screen's "Showing N of M callback requests". */
async function shownCount(page: Page): Promise<number> {
  const summary = await page.getByText(/^Showing \d+ of \d+ callback requests$/).textContent();
  return Number(summary?.split(' ')[1]);
}

async function historyKinds(id: number): Promise<string[]> {
  const { history } = await suite.api.get<{ history: { kind: string }[] }>(
    `/callback-requests/${id}/history`,
  );
  return history.map((entry) => entry.kind);
}

describe('the list rule', () => {
  it('hides suspected spam by default, shows only it with "only", and everything with "shown"', () => {
    const list = [callbackRecord(1), callbackRecord(2, { suspected_spam: true })];
    const ids = (spam: 'only' | 'shown' | null) =>
      visibleCallbacks(list, { status: null, urgency: null, spam }).map((r) => r.id);
    expect(ids(null)).toEqual([1]);
    expect(ids('only')).toEqual([2]);
    expect(ids('shown').sort()).toEqual([1, 2]);
  });
});

describe('suspected spam on the callbacks screen', () => {
  it('is hidden by default and said so, shown with its reason by the filter, and released with one click', async () => {
    const person = await createRequest(`Pat ${TAG}`);
    const bot = await createRequest(`Bot ${TAG}`, { website: 'https://spam.example' });

    const { page } = await suite.visit('/admin/callbacks');
    await page.getByRole('heading', { level: 1, name: 'Callback Requests' }).waitFor();
    await page.getByLabel('Search callback requests').fill(TAG);
    const rows = page.getByRole('table', { name: 'Callback requests' }).locator('tbody tr');
    await expect
      .poll(() => rows.getByTestId('callback-name').allTextContents())
      .toEqual([person.name]);
    const hidden = page.getByRole('button', { name: /suspected spam hidden: show/ });
    await expect.poll(() => hidden.textContent()).toMatch(/^\d+ suspected spam hidden: show$/);

    await hidden.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('spam')).toBe('only');
    await expect.poll(() => page.getByLabel('Suspected spam').inputValue()).toBe('only');
    await expect
      .poll(() => rows.getByTestId('callback-name').allTextContents())
      .toEqual([bot.name]);
    expect(await rows.getByTestId('spam-flag').textContent()).toBe(
      'Suspected spam: hidden field filled in',
    );
    // The row with both "I'll take it" and "Release" keeps every column on screen.
    await rows
      .getByRole('button', { name: `I'll take it: the request from ${bot.name}` })
      .waitFor();
    await expectTableFits(page);
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, '/admin/callbacks/suspected-spam', 1280);
    const phone = await suite.visit(`/admin/callbacks?spam=only`, { width: 390 });
    await phone.page.getByLabel('Search callback requests').fill(TAG);
    await phone.page.getByRole('button', { name: /^Release \(not spam\)/ }).waitFor();
    await expectNoHorizontalScroll(phone.page);
    await saveScreenshot(phone.page, '/admin/callbacks/suspected-spam', 390);

    await page
      .getByRole('button', { name: `Release (not spam): the request from ${bot.name}` })
      .click();
    // Released, it leaves the spam-only list and joins the others.
    await expect.poll(() => rows.count()).toBe(0);
    await page.getByLabel('Suspected spam').selectOption('');
    await expect
      .poll(async () => (await rows.getByTestId('callback-name').allTextContents()).sort())
      .toEqual([bot.name, person.name].sort());
    expect(await rows.getByTestId('spam-flag').count()).toBe(0);

    const stored = (
      await suite.api.get<{ requests: CallbackRequest[] }>('/callback-requests')
    ).requests.find((request) => request.id === bot.id);
    expect(stored).toMatchObject({ suspected_spam: false, spam_reasons: [] });
    expect(await historyKinds(bot.id)).toEqual(
      expect.arrayContaining(['created', 'suspected_spam', 'released']),
    );
  });
});

describe('the pending count of the bell and the dashboard', () => {
  it('counts only what the pending list shows, suspected spam aside until it is released', async () => {
    const bot = await createRequest(`Held ${TAG}`, { website: 'https://spam.example' });
    const waiting = (page: Page) =>
      page
        .getByRole('table', { name: /^Requests waiting for a call back/ })
        .getByRole('cell', { name: bot.name, exact: true });

    // The bell opens the pending list: its count is that list's, which hides suspected spam.
    // Other test files add requests meanwhile: each count is read again until both agree.
    const list = await suite.visit('/admin/callbacks?status=pending');
    await expect
      .poll(async () => (await bellCount(list.page)) - (await shownCount(list.page)), SETTLE)
      .toBe(0);
    const dashboard = await suite.visit('/admin');
    const pendingTile = dashboard.page
      .getByTestId('count-pending-requests')
      .locator('span')
      .first();
    await expect
      .poll(
        async () => Number(await pendingTile.textContent()) - (await bellCount(dashboard.page)),
        SETTLE,
      )
      .toBe(0);
    expect(await waiting(dashboard.page).count()).toBe(0);

    // Released, it is a real request: counted, and waiting on the dashboard.
    await suite.api.send('POST', `/callback-requests/${bot.id}/release`);
    await waiting(dashboard.page).waitFor();
    await expect
      .poll(async () => (await bellCount(list.page)) - (await shownCount(list.page)), SETTLE)
      .toBe(0);
    await list.page.getByLabel('Search callback requests').fill(TAG);
    await list.page.getByRole('row').filter({ hasText: bot.name }).waitFor();
  });
});
