import { createECDH, randomBytes } from 'node:crypto';
import type { AlertStatus } from '@tow/contracts/alerts';
import type { CallbackRequest } from '@tow/contracts/callback-request';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/checks.ts';
import { submitRequest } from './support/submit-request.ts';
import { consoleSuite, type VisitOptions } from './support/suite.ts';
import { uniquePhone } from './support/unique-phone.ts';

/**
 * Lead response in the console, against the real API and its live stream: a request sent through
 * the public form shows at once (no reload, no poll), "I'll take it" reaches every console,
 * response clocks turn red and first when overdue (the browser's clock moved on: the API dates a
 * request by its own clock), the editor's history, the alerts panel, and the push toggle with the
 * service worker. Works only on the requests it creates (tagged with TAG) and deletes them.
 */
const suite = consoleSuite();
const TAG = `lrt${Date.now().toString(36)}`;
const MINUTE = 60_000;
/** The test alert with no channel set up answers 409; the browser logs it. */
const CONFLICT_LOG = /Failed to load resource: the server responded with a status of 409/;
/** The live stream cut off by a test. */
const STREAM_CUT_LOG = /Failed to load resource: net::ERR_FAILED \(\S+\/api\/events\)/;
const created: number[] = [];

afterAll(async () => {
  for (const id of created) {
    await suite.api.send('DELETE', `/callback-requests/${id}`).catch(() => undefined); // gone
  }
});

function visit(path: string, options: VisitOptions = {}) {
  return suite.visit(path, options);
}

/** A request sent through the public form's call, remembered for clean-up. */
async function newRequest(
  name: string,
  urgency: CallbackRequest['urgency'],
): Promise<CallbackRequest> {
  const request = await submitRequest(suite.baseUrl, {
    name: `${name} ${TAG}`,
    phone: uniquePhone(),
    location: 'M6 J7, Great Barr',
    service_type: 'Breakdown Recovery',
    urgency,
  });
  created.push(request.id);
  return request;
}

/**
 * Counts each showNotification of the scope it runs in (the page or the service worker) and lets
 * a test wait until they have all finished. Chromium's getNotifications deletes from its store
 * any notification not yet displayed, so asked while one is being shown it loses it for good (one
 * full run in three here, more under load): tests ask only once `notificationsShown()` is done.
 */
function countShownNotifications() {
  const pending: Promise<void>[] = [];
  const registration = ServiceWorkerRegistration.prototype;
  const show = registration.showNotification;
  registration.showNotification = function (this: ServiceWorkerRegistration, ...args) {
    const shown = show.apply(this, args);
    pending.push(shown);
    return shown;
  };
  Object.assign(globalThis, {
    notificationsShown: async () => {
      await Promise.all(pending);
      return pending.length;
    },
  });
}

/** How many notifications the page or worker has shown, once all of them are on screen. */
function notificationsShown(): Promise<number> {
  return (
    globalThis as unknown as { notificationsShown: () => Promise<number> }
  ).notificationsShown();
}

/** The notifications on screen with this tag, as the console's service worker shows them. */
async function notificationsTagged(page: Page, tag: string) {
  return page.evaluate(async (tag) => {
    const registration = await navigator.serviceWorker.getRegistration('/admin/');
    const shown = (await registration?.getNotifications({ tag })) ?? [];
    return shown.map(({ title, body, data }) => ({ title, body, data: data as unknown }));
  }, tag);
}

/** The callbacks table's row (or phone card) of a request. */
function rowOf(page: Page, request: CallbackRequest) {
  return page
    .locator('tbody tr, li')
    .filter({ has: page.getByTestId('callback-name').getByText(request.name, { exact: true }) });
}

async function pendingLabelFromApi(): Promise<string> {
  const { requests } = await suite.api.get<{ requests: CallbackRequest[] }>(
    '/callback-requests/pending',
  );
  return `${requests.length} pending callback ${requests.length === 1 ? 'request' : 'requests'}`;
}

async function pendingCountLabel(page: Page): Promise<string> {
  return (await page
    .getByRole('link', { name: /pending callback request/ })
    .getAttribute('aria-label')) as string;
}

describe('live updates', () => {
  it('a request sent through the public form appears in the open callbacks screen and the bell, without reload or poll', async () => {
    const { page, watch } = await visit('/admin/callbacks?status=pending');
    await page.getByText(/^Showing \d+ of \d+ callback requests$/).waitFor();
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    const bellBefore = await pendingCountLabel(page);
    const seenBefore = watch.requests.length;

    const request = await newRequest('Priya Live', 'emergency');

    await rowOf(page, request).waitFor();
    await page
      .getByTestId('new-request-announcement')
      .filter({ hasText: `New emergency request from ${request.name}` })
      .waitFor({ state: 'attached' });
    // The bell says what the API says now (other test files may add requests meanwhile).
    await expect
      .poll(async () => (await pendingCountLabel(page)) === (await pendingLabelFromApi()), {
        timeout: 15_000,
      })
      .toBe(true);
    expect(await pendingCountLabel(page)).not.toBe(bellBefore);
    expect(
      await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
    ).toBe(true);
    // It came down the stream: the console asked the server for no list since the submission.
    const asked = watch.requests
      .slice(seenBefore)
      .filter((url) => /\/api\/callback-requests/.test(url));
    expect(asked).toEqual([]);
    expect(await rowOf(page, request).getByTestId('response-clock').textContent()).toMatch(
      /min left/,
    );
  });

  it('says when live updates are paused and falls back to the 30-second refresh', async () => {
    suite.allowProblems(STREAM_CUT_LOG);
    const { page } = await visit('/admin', {
      prepare: async (context) => {
        await context.route('**/api/events', (route) => route.abort());
      },
    });
    await page
      .getByRole('status')
      .filter({ hasText: 'Live updates paused, refreshing every 30 s' })
      .waitFor();
    // The lists still load from the API (a count, not the failure dash).
    await page
      .getByTestId('count-pending-requests')
      .filter({ hasText: /^\d+Pending requests$/ })
      .waitFor();
  });
});

describe('acknowledge', () => {
  it('"I\'ll take it" shows "Taken by" on this console and, through the stream, on a phone', async () => {
    const request = await newRequest('Owen Take', 'high');
    const desk = await visit('/admin/callbacks?status=pending');
    const phoneConsole = await visit('/admin/callbacks?status=pending', { width: 390 });
    await rowOf(desk.page, request).waitFor();
    await rowOf(phoneConsole.page, request).waitFor();

    await rowOf(desk.page, request)
      .getByRole('button', { name: /^I'll take it/ })
      .click();

    const taken = `Taken by ${suite.session.user.name}`;
    await rowOf(desk.page, request).getByTestId('taken-by').filter({ hasText: taken }).waitFor();
    await rowOf(phoneConsole.page, request)
      .getByTestId('taken-by')
      .filter({ hasText: taken })
      .waitFor({ timeout: 10_000 });
    const stored = (
      await suite.api.get<{ requests: CallbackRequest[] }>('/callback-requests')
    ).requests.find((item) => item.id === request.id);
    expect(stored?.acknowledged_by).toBe(suite.session.user.name);
    expect(stored?.acknowledged_at).not.toBeNull();
    expect(
      await rowOf(phoneConsole.page, request)
        .getByRole('button', { name: /^I'll take it/ })
        .count(),
    ).toBe(0);
  });
});

describe('response clocks', () => {
  it('an overdue request is red, says so in words, comes before everything on time, and the dashboard counts it', async () => {
    // Emergency: 15 minutes; high: 1 hour; low: 24 hours. Seventy minutes on, the high one is
    // overdue and the low one is not; the emergency one is contacted, so it has no clock.
    const high = await newRequest('Hana Overdue', 'high');
    const low = await newRequest('Leo Ontime', 'low');
    const contacted = await newRequest('Emma Contacted', 'emergency');
    await suite.api.send('PUT', `/callback-requests/${contacted.id}`, {
      status: 'contacted',
      admin_notes: '',
    });
    const later = Date.now() + 70 * MINUTE;
    const prepare = async (context: BrowserContext) => {
      await context.clock.setFixedTime(later);
    };

    const { page } = await visit('/admin/callbacks', { prepare });
    await page.getByRole('searchbox').fill(TAG);
    await rowOf(page, contacted).waitFor();
    const clock = rowOf(page, high).getByTestId('response-clock');
    expect(await clock.getAttribute('data-overdue')).toBe('true');
    const left = clock.locator('span').nth(1);
    expect(await left.textContent()).toMatch(/^Overdue by \d+ min$/);
    // Its 15 minutes to escalate passed long ago.
    expect(await clock.getByTestId('escalation-clock').textContent()).toBe('escalated');
    const red = await left.evaluate((el) => getComputedStyle(el).color);
    const onTime = rowOf(page, low).getByTestId('response-clock');
    // A low request never escalates (ESCALATION_DELAYS is emergency=5m,high=15m).
    expect(await onTime.textContent()).toMatch(/\d+ h( \d+ min)? left$/);
    expect(await onTime.getByTestId('escalation-clock').count()).toBe(0);
    const plain = await onTime
      .locator('span')
      .last()
      .evaluate((el) => getComputedStyle(el).color);
    expect(red).not.toBe(plain);
    // Urgency order alone would put the (contacted) emergency first: overdue comes before it.
    const names = await page.getByTestId('callback-name').allTextContents();
    const ours = [high.name, contacted.name, low.name];
    expect(names.filter((name) => ours.includes(name))).toEqual([
      high.name,
      contacted.name,
      low.name,
    ]);
    expect(await rowOf(page, contacted).getByTestId('response-clock').count()).toBe(0);

    const dashboard = await visit('/admin', { prepare });
    const overdueFromApi = async () =>
      (
        await suite.api.get<{ requests: CallbackRequest[] }>('/callback-requests/pending')
      ).requests.filter((item) => Date.parse(item.respond_by) < later).length;
    const overdueTile = dashboard.page.getByTestId('count-overdue-requests');
    const shownOverdue = async () =>
      Number.parseInt((await overdueTile.textContent())?.replace('Overdue requests', '') ?? '', 10);
    // The API's count (other test files may add requests meanwhile), and not zero.
    await expect
      .poll(async () => (await shownOverdue()) === (await overdueFromApi()), { timeout: 15_000 })
      .toBe(true);
    expect(await shownOverdue()).toBeGreaterThan(0);
    const waiting = dashboard.page.getByRole('table', { name: /waiting for a call back/i });
    const clocks = await waiting
      .getByTestId('response-clock')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-overdue')));
    // Every overdue request is listed before every one on time.
    expect(
      clocks.indexOf('false') === -1 || clocks.lastIndexOf('true') < clocks.indexOf('false'),
    ).toBe(true);
    await expectAccessible(dashboard.page, 'the dashboard with overdue requests');
  });
});

describe('escalation clock', () => {
  it('an emergency nobody took says, beside its time left, when it escalates, then that it escalated', async () => {
    const request = await newRequest('Esme Escalating', 'emergency');
    const created = Date.parse(request.created_at);
    const { page } = await visit('/admin/callbacks', {
      prepare: (context) => context.clock.install({ time: created + 2 * MINUTE }),
    });
    await page.getByRole('searchbox').fill(request.name);
    const clock = rowOf(page, request).getByTestId('response-clock');
    const escalation = clock.getByTestId('escalation-clock');
    await escalation.waitFor();
    // Fifteen minutes to call back, but escalated at five (the API's default ESCALATION_DELAYS).
    expect(await clock.locator('span').nth(1).textContent()).toBe('13 min left');
    expect(await escalation.textContent()).toBe('escalates in 3 min');

    await page.clock.fastForward(4 * MINUTE);
    await expect.poll(() => escalation.textContent()).toBe('escalated');
    expect(await clock.locator('span').nth(1).textContent()).toBe('9 min left');
  });
});

describe('history', () => {
  it('the editor, opened by its link /admin/callbacks/{id}, shows what happened, who did it and when', async () => {
    const request = await newRequest('Hugo History', 'medium');
    await suite.api.send('POST', `/callback-requests/${request.id}/acknowledge`);
    await suite.api.send('PUT', `/callback-requests/${request.id}`, {
      status: 'contacted',
      admin_notes: 'Rang back, tow booked for 9pm',
    });

    const { page } = await visit(`/admin/callbacks/${request.id}`);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const timeline = dialog.getByTestId('history');
    await timeline.locator('li[data-kind="notes_changed"]').waitFor();
    const kinds = await timeline
      .locator('li')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-kind')));
    expect(kinds.filter((kind) => !kind?.startsWith('alert'))).toEqual([
      'created',
      'acknowledged',
      'status_changed',
      'notes_changed',
    ]);
    const entry = (kind: string) => timeline.locator(`li[data-kind="${kind}"]`).textContent();
    expect(await entry('acknowledged')).toContain(`Taken by ${suite.session.user.name}`);
    expect(await timeline.locator('li[data-kind="acknowledged"] time').textContent()).toMatch(
      /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/,
    );
    expect(await entry('status_changed')).toContain('Pending → Contacted');
    expect(await entry('notes_changed')).toContain('Rang back, tow booked for 9pm');
    expect(await dialog.getByTestId('taken-by').textContent()).toBe(
      `Taken by ${suite.session.user.name}`,
    );
    await expectAccessible(page, 'the editor with its history');

    // Closing the editor goes back to the list's own address.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/admin\/callbacks$/);
  });
});

describe('alerts', () => {
  it('"Send test alert" says why nothing was sent when no channel is set up', async () => {
    suite.allowProblems(CONFLICT_LOG);
    const { page } = await visit('/admin');
    await page
      .getByTestId('alerts-email')
      .filter({ hasText: /^not set up$/ })
      .waitFor();
    await page.getByRole('button', { name: 'Send test alert' }).click();
    await page.getByRole('alert').filter({ hasText: 'No alert channel is set up' }).waitFor();
  });

  it('"Notify me on this device" subscribes this browser, the service worker shows a push and opens its request, and off unsubscribes', async () => {
    // Headless Chromium has no push service (subscribe is refused in a fresh profile and hangs
    // with no network): the page's PushManager hands out a subscription made here, with real
    // P-256 keys, so everything around it (permission, service worker, VAPID key, the API
    // calls) is the real thing.
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const subscription = {
      endpoint: `https://push.example.invalid/send/${TAG}`,
      expirationTime: null,
      keys: {
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
    };
    const request = await newRequest('Nina Notify', 'emergency');
    const { page, context } = await visit('/admin', {
      serviceWorkers: 'allow',
      prepare: async (ctx) => {
        await ctx.grantPermissions(['notifications'], { origin: suite.baseUrl });
        await ctx.addInitScript(countShownNotifications);
        await ctx.addInitScript((json) => {
          let subscribed = false;
          const fake = {
            endpoint: json.endpoint,
            expirationTime: null,
            options: { userVisibleOnly: true, applicationServerKey: null },
            toJSON: () => json,
            unsubscribe: async () => {
              subscribed = false;
              return true;
            },
          };
          const manager = PushManager.prototype as unknown as Record<string, unknown>;
          manager.subscribe = async (options: { applicationServerKey: Uint8Array }) => {
            (window as unknown as { usedKey: number[] }).usedKey = [
              ...new Uint8Array(options.applicationServerKey),
            ];
            subscribed = true;
            return fake;
          };
          manager.getSubscription = async () => (subscribed ? fake : null);
        }, subscription);
      },
    });
    const status = async () => suite.api.get<AlertStatus>('/alerts/status');
    const before = (await status()).push.subscriptions;

    const toggle = page.getByRole('checkbox', { name: 'Notify me on this device' });
    await page.locator('input[name="notify-device"]:not(:checked):enabled').waitFor();
    await toggle.click();
    await page.locator('input[name="notify-device"]:checked:enabled').waitFor();
    expect((await status()).push.subscriptions).toBe(before + 1);
    const { public_key: publicKey } = await suite.api.get<{ public_key: string }>(
      '/push/public-key',
    );
    expect(await page.evaluate(() => (window as unknown as { usedKey: number[] }).usedKey)).toEqual(
      [...Buffer.from(publicKey, 'base64url')],
    );

    // A push as the API sends it, delivered to the service worker through DevTools.
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    expect(new URL(worker.url()).pathname).toBe('/admin/sw.js');
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${suite.baseUrl}/admin/`);
        if (ours) resolve(ours.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    const payload = {
      title: `New emergency request: ${request.name}`,
      body: 'Breakdown Recovery, M6 J7',
      url: `/admin/callbacks/${request.id}`,
      id: request.id,
      kind: 'new',
      urgency: 'emergency',
      tag: `callback-request-${request.id}-new`,
    };
    // DevTools keeps the worker it is attached to running, so this count sees the push's notification.
    await worker.evaluate(countShownNotifications);
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: suite.baseUrl,
      registrationId: await registrationId,
      data: JSON.stringify(payload),
    });
    await expect.poll(() => worker.evaluate(notificationsShown), { timeout: 30_000 }).toBe(1);
    expect(await notificationsTagged(page, payload.tag)).toEqual([
      {
        title: payload.title,
        body: payload.body,
        data: { url: `${suite.baseUrl}/admin/callbacks/${request.id}`, id: request.id },
      },
    ]);

    // What a click on it does (headless Chromium cannot click a system notification): the open
    // console is told to show the request, and does, without loading again.
    await worker.evaluate(
      (url) =>
        (self as unknown as { openRequest: (url: string) => Promise<unknown> }).openRequest(url),
      `${suite.baseUrl}/admin/callbacks/${request.id}`,
    );
    await page.waitForURL(`${suite.baseUrl}/admin/callbacks/${request.id}`);
    await page.getByRole('dialog').filter({ hasText: request.name }).waitFor();

    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    // Back to the dashboard in the same page (the subscription made here lives in the page).
    await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
    await page.locator('input[name="notify-device"]:checked:enabled').waitFor();
    await page.getByRole('checkbox', { name: 'Notify me on this device' }).click();
    await page.locator('input[name="notify-device"]:not(:checked):enabled').waitFor();
    expect((await status()).push.subscriptions).toBe(before);

    // With notifications allowed, a new request also shows one from the open console itself.
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const next = await newRequest('Noah Nextone', 'high');
    await expect
      .poll(
        async () =>
          (await page.evaluate(notificationsShown)) > 0
            ? (await notificationsTagged(page, `callback-request-${next.id}-new`)).length
            : 0,
        { timeout: 30_000 },
      )
      .toBe(1)
      .catch(async (failure: Error) => {
        // This step failed once in CI: say whether the live event reached the page at all.
        const announced = await page.getByTestId('new-request-announcement').textContent();
        throw new Error(
          `${failure.message}\nannounced: "${announced}"\npage warnings: ${JSON.stringify(warnings)}`,
        );
      });
  });
});
