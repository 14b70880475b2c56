import type { CallbackRequest } from '@tow/contracts/callback-request';
import { ETA_SETTINGS_DEFAULTS } from '@tow/contracts/eta';
import { mapUrl } from '@tow/contracts/geo';
import type { Vehicle } from '@tow/contracts/vehicle';
import { saveScreenshot } from '@tow/e2e/browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, expectNoHorizontalScroll, expectTapTargets } from './support/checks.ts';
import { signInWithForm } from './support/console.ts';
import { submitRequest } from './support/submit-request.ts';
import { consoleSuite } from './support/suite.ts';
import { inviteMember, TEAM_PASSWORD, type TeamMember } from './support/team.ts';
import { uniquePhone } from './support/unique-phone.ts';

/**
 * The crew's phone sharing its position, against the real API in Chromium: a crew member sets
 * off, turns sharing on (the browser's geolocation granted and moved with setGeolocation), the
 * driver's status page open on another phone shows the ETA following the truck without a
 * reload, staff see the position in the request's modal, and arriving deletes it.
 */
const suite = consoleSuite();
const RUN = Date.now().toString(36);
/** The driver's phone on the A38 at Selly Oak. */
const DRIVER = { latitude: 52.45, longitude: -1.93 };
/** Due north of the driver: 0.09° of latitude is 10.0 km (17 min), 0.0225° 2.5 km (5 min). */
const TEN_KM_AWAY = { latitude: 52.54, longitude: -1.93 };
const TWO_AND_A_HALF_KM_AWAY = { latitude: 52.4725, longitude: -1.93 };

let sam: TeamMember;
let truck: Vehicle;
const requests: number[] = [];

async function stored(id: number): Promise<CallbackRequest | undefined> {
  const { requests } = await suite.api.get<{ requests: CallbackRequest[] }>('/callback-requests');
  return requests.find((request) => request.id === id);
}

beforeAll(async () => {
  // The company's ETA follows the crew's position, as it does until staff choose otherwise.
  await suite.api.send('PUT', '/settings/eta', ETA_SETTINGS_DEFAULTS);
  sam = await inviteMember(suite, {
    name: 'Sam Driver',
    email: `sam-position-${RUN}@example.com`,
    role: 'crew',
  });
  ({ vehicle: truck } = await suite.api.send<{ vehicle: Vehicle }>('POST', '/vehicles', {
    registration: `CP${String(Date.now() % 100).padStart(2, '0')} POS`,
    name: `Flatbed ${RUN}`,
    kind: 'flatbed',
    colour: 'White',
  }));
});

afterAll(async () => {
  for (const id of requests) await suite.api.send('DELETE', `/callback-requests/${id}`);
  if (truck) await suite.api.send('DELETE', `/vehicles/${truck.id}`);
});

describe('the crew sharing their position on the way', () => {
  it('moves the driver’s ETA on their open status page as the truck comes closer, and is gone on arrival', async () => {
    const request = await submitRequest(suite.baseUrl, {
      name: 'Priya Shah',
      phone: uniquePhone(),
      location: `A38 Bristol Road, Selly Oak ${RUN}`,
      service_type: 'Towing Service',
      urgency: 'emergency',
      ...DRIVER,
    });
    requests.push(request.id);
    await suite.api.send('POST', `/callback-requests/${request.id}/assign`, {
      user_id: sam.id,
      vehicle_id: truck.id,
    });

    const { page, context } = await suite.visit('/admin/login', {
      width: 390,
      session: null,
      prepare: async (crewPhone) => {
        await crewPhone.grantPermissions(['geolocation'], { origin: suite.baseUrl });
        await crewPhone.setGeolocation({ ...TEN_KM_AWAY, accuracy: 20 });
      },
    });
    await signInWithForm(page, sam.email, TEAM_PASSWORD);
    await page.waitForURL(`${suite.baseUrl}/admin/jobs`);
    const card = page.getByTestId('job-card');
    await card.waitFor();
    const share = card.getByLabel('Share my position with the office while en route');
    expect(await share.count(), 'no sharing before setting off').toBe(0);
    await card.getByRole('button', { name: 'On my way' }).click();
    await card.getByLabel('Minutes to the driver').fill('25');
    await card.getByRole('button', { name: 'Send: on my way' }).click();
    await card.getByTestId('stage-badge').filter({ hasText: 'En route' }).waitFor();

    // The driver's own phone, the status page open since before the crew shared anything.
    const driverPhone = await suite.browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    try {
      const driver = await driverPhone.newPage();
      await driver.goto(`${suite.baseUrl}${request.status_url}`);
      await driver.locator('[data-island="request-status"][data-hydrated]').waitFor();
      const eta = driver.getByTestId('eta');
      expect(await eta.innerText()).toBe('Arriving in about 25 minutes');
      // Gone after a reload: the page must change by itself.
      await driver.evaluate(() => {
        (window as { notReloaded?: boolean }).notReloaded = true;
      });

      await share.check();
      const state = card.getByTestId('share-state');
      await state.getByText(/^Sharing: sent at \d{2}:\d{2}, within 20 m$/).waitFor();
      // 10.0 km × 1.3 at 48 km/h: 17 minutes, on the page's next look-up.
      await eta.getByText('about 17 minutes').waitFor({ timeout: 40_000 });
      expect((await stored(request.id))?.crew_position).toMatchObject(TEN_KM_AWAY);
      // The crew's own card follows the ETA their position gives.
      expect(await card.getByTestId('job-eta').innerText()).toMatch(/, in 1[67] min$/);

      await context.setGeolocation({ ...TWO_AND_A_HALF_KM_AWAY, accuracy: 8 });
      // Sent 15 seconds after the last at the soonest; 2.5 km × 1.3 at 48 km/h: 5 minutes.
      await state.getByText(/within 8 m$/).waitFor({ timeout: 40_000 });
      await eta.getByText('about 5 minutes').waitFor({ timeout: 40_000 });
      expect(await driver.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(
        true,
      );
      expect(await driver.content()).not.toContain(String(TWO_AND_A_HALF_KM_AWAY.latitude));
      await saveScreenshot(driver, '/request-status-eta-following-crew', 390);

      await expectNoHorizontalScroll(page);
      await expectTapTargets(page);
      await expectAccessible(page, 'my jobs sharing the position');
      await saveScreenshot(page, '/admin/jobs-sharing-position', 390);

      // The office sees where the crew is, with its distance to the driver.
      const { page: office } = await suite.visit(`/admin/callbacks/${request.id}`, {
        width: 1280,
      });
      const dialog = office.getByRole('dialog', { name: 'Edit Callback Request' });
      const crew = dialog.getByTestId('crew-position');
      await crew.waitFor();
      expect(
        await crew.getByRole('link', { name: 'Open the crew’s position' }).getAttribute('href'),
      ).toBe(mapUrl(TWO_AND_A_HALF_KM_AWAY));
      expect(await crew.innerText()).toContain('2.5 km from the driver in a straight line');
      await saveScreenshot(office, '/admin/callbacks-crew-position', 1280);

      await card.getByRole('button', { name: 'On scene', exact: true }).click();
      await card.getByTestId('stage-badge').filter({ hasText: 'On scene' }).waitFor();
      expect(await share.count(), 'no sharing once there').toBe(0);
      expect(await stored(request.id)).toMatchObject({ stage: 'on_scene', crew_position: null });
      await eta.waitFor({ state: 'detached', timeout: 40_000 });
    } finally {
      await driverPhone.close();
    }
  });
});

describe('the company’s choice of ETA', () => {
  it('is set by staff below the fleet: the method, and for the distance its road factor and speed', async () => {
    const { page } = await suite.visit('/admin/vehicles', { width: 390 });
    const form = page.getByRole('form', { name: 'Drivers’ arrival times' });
    const method = form.getByLabel('Work out the ETA from');
    await method.waitFor();
    expect(await method.inputValue()).toBe('distance');
    expect(await form.getByLabel('Road factor').inputValue()).toBe('1.3');
    expect(await form.getByLabel('Average speed (km/h)').inputValue()).toBe('48');
    await expectNoHorizontalScroll(page);
    await expectAccessible(page, 'the ETA settings');
    await saveScreenshot(page, '/admin/vehicles-eta-settings', 390);

    await method.selectOption('crew_estimate');
    expect(await form.getByLabel('Road factor').count()).toBe(0);
    await method.selectOption('distance');
    await form.getByLabel('Road factor').fill('1.4');
    await form.getByLabel('Average speed (km/h)').fill('40');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('ETA settings saved').waitFor();
    try {
      const { settings } = await suite.api.get<{ settings: unknown }>('/settings/eta');
      expect(settings).toEqual({ eta_method: 'distance', road_factor: 1.4, average_speed_kmh: 40 });
      await method.selectOption('crew_estimate');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect
        .poll(
          async () =>
            (await suite.api.get<{ settings: { eta_method: string } }>('/settings/eta')).settings
              .eta_method,
        )
        .toBe('crew_estimate');
    } finally {
      await suite.api.send('PUT', '/settings/eta', ETA_SETTINGS_DEFAULTS);
    }
    const { page: wide } = await suite.visit('/admin/vehicles', { width: 1280 });
    await wide.getByRole('form', { name: 'Drivers’ arrival times' }).waitFor();
    await saveScreenshot(wide, '/admin/vehicles-eta-settings', 1280);
  });
});
