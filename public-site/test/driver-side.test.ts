import { STATUS_POLL_MS } from '@tow/contracts/request-reference';
import { signInAdmin } from '@tow/e2e/admin-api';
import { axeViolations, SCREENSHOT_DIR } from '@tow/e2e/browser';
import { TEST_MIN_FILL_SECONDS } from '@tow/e2e/product';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { crewAndTruck } from './support/dispatch.ts';
import { type OpenPage, wakeCallbackForm } from './support/open-page.ts';
import { CALLBACK_SUCCESS } from './support/public-routes.ts';
import { visitsSuite } from './support/visits.ts';

/**
 * The driver's side of a request in Chromium at 390 px: the phone's position, the unsafe-place
 * advice, a send lost to the signal, the form without JavaScript and the status page.
 */
const suite = visitsSuite();
const { baseUrl } = suite;
const WIDTH = 390;
// Walsall town centre, a little north: the seed's Walsall is the nearest served area.
const NEAR_WALSALL = { latitude: 52.5901, longitude: -1.9851, accuracy: 40 };

/** Opens a page; with JavaScript, the contact form is woken as a driver's first tap would. */
async function visit(path: string, javaScriptEnabled = true): Promise<OpenPage> {
  const open = await suite.visit(path, WIDTH, javaScriptEnabled);
  if (javaScriptEnabled && path === '/contact') await wakeCallbackForm(open.page);
  return open;
}

/** The form (or the status page's main part) as the driver sees it, for artifacts/screenshots. */
async function shot(page: Page, name: string): Promise<void> {
  const form = page.locator('#callback-form');
  const part = (await form.count()) > 0 ? form : page.locator('main#main');
  await part.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${WIDTH}.png`, animations: 'disabled' });
}

let phones = 0;
/** A phone no other request of this file uses (the same phone within 30 minutes would merge). */
function newPhone(): string {
  return `07700 9001${String(++phones).padStart(2, '0')}`;
}

async function fillForm(page: Page, name: string, phone: string, location?: string) {
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(phone);
  if (location) await page.locator('select[name="location"]').selectOption(location);
  await page.locator('select[name="service_type"]').selectOption('Breakdown Recovery');
  await page.locator('textarea[name="message"]').fill('Blue Ford Focus, engine cut out.');
}

interface StoredRequest {
  id: number;
  name: string;
  reference: string;
  urgency: string;
  unsafe_location: boolean;
  latitude: number | null;
  location_accuracy_m: number | null;
  nearest_area: string | null;
  location: string;
  suspected_spam: boolean;
  spam_reasons: string[];
}

async function requestsNamed(name: string): Promise<StoredRequest[]> {
  const admin = await signInAdmin(baseUrl);
  const { requests } = await admin.get<{ requests: StoredRequest[] }>('/callback-requests');
  return requests.filter((r) => r.name === name);
}

const submitButton = (page: Page) => page.locator('#callback-form button[type="submit"]');
const referenceText = (page: Page) =>
  page.locator('#callback-status strong').filter({ hasText: /^WMR-/ });

describe('the position from the phone', () => {
  it('granted: "Use my location" fills the location with the nearest area and sends the position', async () => {
    const { page, context } = await visit('/contact');
    await context.grantPermissions(['geolocation'], { origin: baseUrl });
    await context.setGeolocation(NEAR_WALSALL);
    const name = `Located Driver ${Date.now()}`;
    await fillForm(page, name, newPhone());
    await page.getByRole('button', { name: 'Use my location' }).click();
    await page.getByText('Location added: Near Walsall (±40 m).').waitFor();
    expect(await page.locator('select[name="location"]').inputValue()).toBe('Near Walsall (±40 m)');
    await shot(page, 'callback-location-found');
    await submitButton(page).click();
    await page.getByText(CALLBACK_SUCCESS).waitFor();
    const [stored] = await requestsNamed(name);
    expect(stored).toMatchObject({
      location: 'Near Walsall (±40 m)',
      latitude: NEAR_WALSALL.latitude,
      location_accuracy_m: 40,
      nearest_area: 'Walsall',
    });
  });

  it('denied: the form stays as it was, with a one-line note', async () => {
    const { page } = await visit('/contact');
    await page.locator('select[name="location"]').selectOption('Solihull');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await page.getByText(/Location is turned off for this site/).waitFor();
    expect(await page.locator('select[name="location"]').inputValue()).toBe('Solihull');
    expect(await page.locator('input[name="latitude"]').inputValue()).toBe('');
    await shot(page, 'callback-location-denied');
  });
});

describe('a driver somewhere unsafe', () => {
  it('sees the safety advice first with a 999 link, and the request goes as an emergency', async () => {
    const { page } = await visit('/contact');
    const advice = page.locator('#safety-advice');
    expect(await advice.isVisible()).toBe(false);
    await page.getByText('Yes: I am on a hard shoulder').click();
    await advice.waitFor({ state: 'visible' });
    const call999 = advice.getByRole('link', { name: 'Call 999' });
    expect(await call999.getAttribute('href')).toBe('tel:999');
    // Brought into view whole, top and bottom, above the call bar (the page may scroll smoothly).
    await expect
      .poll(
        () =>
          call999.evaluate((link) => {
            const box = link.getBoundingClientRect();
            const x = box.left + box.width / 2;
            return [box.top + 2, box.bottom - 2].every((y) =>
              link.contains(document.elementFromPoint(x, y)),
            );
          }),
        { timeout: 10_000 },
      )
      .toBe(true);
    expect(await advice.innerText()).toMatch(/left-hand door/);
    expect(await advice.innerText()).toMatch(/behind the barrier/);
    expect(await page.locator('select[name="urgency"]').inputValue()).toBe('emergency');
    // The advice comes before every other field of the form.
    const adviceTop = (await advice.boundingBox())?.y ?? 0;
    const nameTop =
      (await page.getByRole('textbox', { name: 'Name', exact: true }).boundingBox())?.y ?? 0;
    expect(adviceTop).toBeLessThan(nameTop);
    expect(await axeViolations(page), 'axe on the form with the advice open').toEqual([]);
    await shot(page, 'callback-unsafe');
    const name = `Hard Shoulder Driver ${Date.now()}`;
    await fillForm(page, name, newPhone(), 'Coleshill');
    await submitButton(page).click();
    await page.getByText(CALLBACK_SUCCESS).waitFor();
    expect((await requestsNamed(name))[0]).toMatchObject({
      urgency: 'emergency',
      unsafe_location: true,
    });
  });
});

describe('a send lost to the signal', () => {
  it('keeps what was typed the moment the form woke, and its Idempotency-Key, through a reload', async () => {
    const { page } = await suite.visit('/contact', WIDTH);
    // Every script the form's waking fetches arrives 2 s late, as on a weak signal; the driver
    // types as soon as the form is awake.
    const late = async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue().catch(() => {});
    };
    await page.route('**/*.js', late);
    await wakeCallbackForm(page);
    const name = `Quick Typist ${Date.now()}`;
    await fillForm(page, name, newPhone(), 'Walsall');
    const key = page.locator('input[name="idempotency_key"]');
    const typedKey = await key.inputValue();
    expect(typedKey).not.toBe('');
    await page.reload({ waitUntil: 'networkidle' });
    await page.unroute('**/*.js', late);
    const nameBox = page.getByRole('textbox', { name: 'Name', exact: true });
    await expect.poll(() => nameBox.inputValue(), { timeout: 15_000 }).toBe(name);
    expect(await page.locator('select[name="location"]').inputValue()).toBe('Walsall');
    expect(await key.inputValue(), 'the same request, not another').toBe(typedKey);
  });

  it('says so, keeps everything, offers to text, and sends by itself once online: exactly one request', async () => {
    const { page, context } = await visit('/contact');
    const name = `Weak Signal Driver ${Date.now()}`;
    const phone = newPhone();
    await fillForm(page, name, phone, 'Tamworth');
    // What was typed survives a reload (kept in the browser as it is typed).
    await page.reload({ waitUntil: 'networkidle' });
    // Put back once the form wakes, when the browser is next idle.
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Name', exact: true }).inputValue(), {
        timeout: 15_000,
      })
      .toBe(name);
    await context.setOffline(true);
    await submitButton(page).click();
    await page.getByText(/We could not send your request/).waitFor();
    expect(await page.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe(name);
    const sms = await page.getByRole('link', { name: 'Text us instead' }).getAttribute('href');
    expect(sms).toMatch(/^sms:07700900123\?&body=/);
    expect(decodeURIComponent(sms ?? '')).toContain(`Name: ${name}`);
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(1);
    await shot(page, 'callback-offline');
    expect(await requestsNamed(name)).toHaveLength(0);
    await context.setOffline(false);
    await page.getByText(CALLBACK_SUCCESS).waitFor({ timeout: 20_000 });
    await referenceText(page).waitFor();
    expect(await requestsNamed(name)).toHaveLength(1);
    // The draft is gone after the success: what the browser keeps now is the new, empty form.
    await expect
      .poll(() =>
        page.evaluate(() => JSON.parse(localStorage.getItem('callback-draft') ?? '{}').name),
      )
      .toBe('');
  });

  it('"Try again" resends with the same Idempotency-Key: the request is stored once', async () => {
    const { page } = await visit('/contact');
    const name = `Lost Answer Driver ${Date.now()}`;
    await fillForm(page, name, newPhone(), 'Solihull');
    // The first send reaches the API, but a proxy on the way back answers 504 instead.
    const keys: string[] = [];
    await page.route('**/api/callback-requests', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length === 1) {
        await route.fetch();
        await route.fulfill({ status: 504, contentType: 'text/html', body: 'Gateway Timeout' });
      } else {
        await route.continue();
      }
    });
    await submitButton(page).click();
    await page.getByText(/We could not send your request/).waitFor();
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText(CALLBACK_SUCCESS).waitFor();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(await requestsNamed(name)).toHaveLength(1);
  });
});

describe('the form’s spam signs', () => {
  it('carries the API-signed opening time; a driver who took a few seconds is stored unmarked, a filled hidden field marked, both without JavaScript', async () => {
    const { page } = await visit('/contact', false);
    expect(await page.locator('input[name="form_stamp"]').inputValue()).toMatch(/^\d+\.[\w-]{43}$/);
    const person = `Unhurried Driver ${Date.now()}`;
    await fillForm(page, person, newPhone(), 'Walsall');
    // Longer than the product's CALLBACK_MIN_FILL_SECONDS: nobody fills the form in faster.
    await page.waitForTimeout(TEST_MIN_FILL_SECONDS * 1_000 + 500);
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), submitButton(page).click()]);
    await page.getByText(CALLBACK_SUCCESS).waitFor();
    expect((await requestsNamed(person))[0]).toMatchObject({ suspected_spam: false });

    // A form-filling bot fills every field it finds, the one people never see too.
    const bot = `Form Bot ${Date.now()}`;
    await fillForm(page, bot, newPhone(), 'Walsall');
    await page.locator('input[name="website"]').fill('https://cheap.example', { force: true });
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), submitButton(page).click()]);
    await page.getByText(CALLBACK_SUCCESS).waitFor();
    expect((await requestsNamed(bot))[0]).toMatchObject({
      suspected_spam: true,
      spam_reasons: expect.arrayContaining(['honeypot']),
    });
  });
});

describe('the confirmation', () => {
  it('with JavaScript shows the reference and a link to the status page', async () => {
    const { page } = await visit('/contact');
    const name = `Toast Driver ${Date.now()}`;
    await fillForm(page, name, newPhone(), 'Birmingham');
    await submitButton(page).click();
    await page.getByText(CALLBACK_SUCCESS).waitFor();
    const reference = await referenceText(page).innerText();
    expect(reference).toMatch(/^WMR-[2-9A-HJKMNP-TW-Z]{4}$/);
    expect((await requestsNamed(name))[0]?.reference).toBe(reference);
    const link = page.getByRole('link', { name: 'See where your request stands' });
    expect(await link.getAttribute('href')).toMatch(/^\/request\/[\w-]{43}$/);
    await shot(page, 'callback-sent');
  });

  it('without JavaScript shows the reference too, and the unsafe advice still appears', async () => {
    const { page } = await visit('/contact', false);
    await page.getByText('Yes: I am on a hard shoulder').click();
    await page.locator('#safety-advice').waitFor({ state: 'visible' });
    const name = `No-JS Reference Driver ${Date.now()}`;
    await fillForm(page, name, newPhone(), 'Walsall');
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), submitButton(page).click()]);
    await page.getByText(CALLBACK_SUCCESS).waitFor();
    const reference = await referenceText(page).innerText();
    const [stored] = await requestsNamed(name);
    expect(stored).toMatchObject({ reference, urgency: 'emergency', unsafe_location: true });
    const statusUrl = await page
      .getByRole('link', { name: 'See where your request stands' })
      .getAttribute('href');
    await page.goto(statusUrl ?? '');
    expect(await page.getByTestId('reference').innerText()).toBe(reference);
    await shot(page, 'request-status-no-js');
  });
});

/** A request sent to the API as the form sends it: its id and the driver's status page. */
async function sendRequest(
  name: string,
  phone: string,
): Promise<{ id: number; status_url: string }> {
  const sent = await fetch(`${baseUrl}/api/callback-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, phone, location: 'Solihull', service_type: 'Towing Service' }),
  });
  expect(sent.status).toBe(201);
  return ((await sent.json()) as { request: { id: number; status_url: string } }).request;
}

/** React writes the apostrophe of "We're on it" as an entity in the server-rendered HTML. */
const TAKEN_IN_HTML = /We(?:'|&#x27;)re on it/;

describe('the status page', () => {
  it('changes by itself when the request is taken and completed; private and not indexed', async () => {
    const phone = newPhone();
    const request = await sendRequest('Jordan Example-Driver', phone);
    const raw = await fetch(`${baseUrl}${request.status_url}`);
    expect(raw.headers.get('cache-control')).toBe('private, no-store');
    const html = await raw.text();
    expect(html).toContain('name="robots" content="noindex"');
    // Without JavaScript the open request's page reloads itself.
    expect(html).toContain('<noscript><meta http-equiv="refresh" content="30"></noscript>');
    expect(html).not.toContain('Example-Driver');
    expect(html).not.toContain(phone);
    expect(html).not.toContain(phone.replace(/\s/g, ''));

    // The page's clock is the test's, so its next look-up can be brought forward.
    const { page } = await suite.visit(request.status_url, WIDTH, true, { stoppedClock: true });
    await page.clock.resume();
    await page.locator('[data-island="request-status"][data-hydrated]').waitFor();
    const status = page.getByTestId('status');
    expect(await status.innerText()).toContain('We have your request');
    expect(await page.getByText('Hello Jordan').count()).toBe(1);
    expect(await page.getByText(`the number ending ${phone.slice(-3)}`).count()).toBe(1);
    expect(await axeViolations(page), 'axe on the status page').toEqual([]);
    await shot(page, 'request-status-waiting');

    const admin = await signInAdmin(baseUrl);
    await admin.send('POST', `/callback-requests/${request.id}/acknowledge`);
    // The page asks again every STATUS_POLL_MS while it is visible.
    await page.clock.fastForward(STATUS_POLL_MS);
    await page.getByText("We're on it").waitFor();
    await shot(page, 'request-status-on-it');

    await admin.send('PUT', `/callback-requests/${request.id}`, { status: 'completed' });
    // Coming back to the page asks at once.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.getByText('Completed', { exact: true }).waitFor();
    await shot(page, 'request-status-completed');
  });

  it('shows the request taken on a reload right after staff take it, with or without JavaScript', async () => {
    const request = await sendRequest('Riley Reload', newPhone());
    const pageHtml = async () => (await fetch(`${baseUrl}${request.status_url}`)).text();
    expect(await pageHtml()).toContain('We have your request');
    const { page } = await visit(request.status_url, false);
    expect(await page.getByTestId('status').innerText()).toContain('We have your request');

    const admin = await signInAdmin(baseUrl);
    await admin.send('POST', `/callback-requests/${request.id}/acknowledge`);
    // At once: the render asks the API again rather than reusing the read of a moment ago.
    const html = await pageHtml();
    expect(html).toMatch(TAKEN_IN_HTML);
    expect(html).not.toContain('We have your request');
    await page.reload();
    expect(await page.getByTestId('status').innerText()).toContain("We're on it");

    await admin.send('PUT', `/callback-requests/${request.id}`, { status: 'completed' });
    await page.reload();
    expect(await page.getByTestId('status').innerText()).toContain('Completed');
    // A finished request has nothing left to follow: no more reloads.
    expect(await pageHtml()).not.toContain('http-equiv="refresh"');
  });

  it('follows the job stage by stage without reload: who is coming, the truck, the ETA, the times', async () => {
    const request = await sendRequest('Morgan Roadside', newPhone());
    const admin = await signInAdmin(baseUrl);
    const sending = await crewAndTruck(
      baseUrl,
      admin,
      { name: 'Sam Crewmember', email: `sam.${Date.now()}@example.com` },
      { registration: 'FB21 CDE', name: 'Flatbed 1', kind: 'flatbed', colour: 'white' },
    );
    const { page } = await suite.visit(request.status_url, WIDTH, true, { stoppedClock: true });
    await page.clock.resume();
    await page.locator('[data-island="request-status"][data-hydrated]').waitFor();
    const status = page.getByTestId('status');
    const truck = page.getByTestId('truck');
    const steps = async () => await page.getByTestId('timeline').locator('li span').allInnerTexts();
    // Coming back to the page asks at once, as the next poll would.
    const comeBack = () =>
      page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(await steps()).toEqual(['Received']);
    expect(await truck.count()).toBe(0);

    await admin.send('POST', `/callback-requests/${request.id}/assign`, sending);
    await comeBack();
    await status.getByText('Help is assigned').waitFor();
    expect(await status.innerText()).toContain('Sam will come to you in a white flatbed');
    expect(await truck.innerText()).toMatch(/Sam, in a white flatbed\s+Plate ending\s+CDE/);
    expect(await truck.innerText()).toContain('Only get in a truck that matches.');
    expect(await steps()).toEqual(['Received', 'Crew assigned']);
    await shot(page, 'request-status-assigned');

    await admin.send('POST', `/callback-requests/${request.id}/stage`, {
      stage: 'en_route',
      eta_minutes: 12,
    });
    await comeBack();
    await page.getByTestId('eta').waitFor();
    expect(await page.getByTestId('eta').innerText()).toBe('Arriving in about 12 minutes');
    expect(await status.innerText()).toContain('On the way');
    expect(await steps()).toEqual(['Received', 'Crew assigned', 'On the way']);
    for (const time of await page.getByTestId('timeline').locator('time').allInnerTexts()) {
      expect(time).toMatch(/\d{2}:\d{2}$/);
    }
    expect(await axeViolations(page), 'axe with the truck on its way').toEqual([]);
    await shot(page, 'request-status-en-route');

    // The render shows the same at once, for a reload and a page without JavaScript.
    const html = await (await fetch(`${baseUrl}${request.status_url}`)).text();
    for (const shown of [
      'On the way',
      'about 12 minutes',
      'white flatbed',
      'CDE',
      'Crew assigned',
    ]) {
      expect(html).toContain(shown);
    }
    expect(html).not.toContain('FB21');
    expect(html).not.toContain('Crewmember');

    await admin.send('POST', `/callback-requests/${request.id}/stage`, { stage: 'on_scene' });
    await comeBack();
    await status.getByText('Arrived').waitFor();
    expect(await page.getByTestId('eta').count()).toBe(0);
    await shot(page, 'request-status-on-scene');

    await admin.send('POST', `/callback-requests/${request.id}/stage`, { stage: 'towing' });
    await comeBack();
    await status.getByText('Towing', { exact: true }).waitFor();
    await shot(page, 'request-status-towing');

    await admin.send('POST', `/callback-requests/${request.id}/stage`, { stage: 'completed' });
    await comeBack();
    await status.getByText('Completed', { exact: true }).waitFor();
    expect(await truck.count()).toBe(0);
    expect(await steps()).toEqual([
      'Received',
      'Crew assigned',
      'On the way',
      'On scene',
      'Towing',
      'Done',
    ]);
    await shot(page, 'request-status-done');
  });

  it('answers an unknown token with the site 404 page', async () => {
    const response = await fetch(`${baseUrl}/request/${'Z'.repeat(43)}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found');
  });
});

describe('the service worker', () => {
  it('after the first visit, the home and contact pages open offline; API answers are never kept', async () => {
    const context = await suite.browser.newContext({
      baseURL: baseUrl,
      viewport: { width: WIDTH, height: 844 },
      serviceWorkers: 'allow',
    });
    try {
      const page = await context.newPage();
      await page.goto('/', { waitUntil: 'load' });
      // Registered once the page is loaded and idle; ready once it has kept its pages.
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const cache = await caches.open('public-pages-v1');
            return (await cache.keys()).map((r) => new URL(r.url).pathname);
          }),
        )
        .toEqual(expect.arrayContaining(['/', '/contact']));
      await context.setOffline(true);
      await page.goto('/contact', { waitUntil: 'load' });
      await page.getByRole('heading', { name: 'Request a callback' }).waitFor();
      await page.goto('/', { waitUntil: 'load' });
      expect(await page.title()).not.toBe('');
      const kept = await page.evaluate(async () => {
        const cache = await caches.open('public-pages-v1');
        return (await cache.keys()).map((r) => new URL(r.url).pathname);
      });
      expect(kept.filter((path) => /^\/(api|admin)\//.test(path))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
