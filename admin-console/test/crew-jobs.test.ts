import type { CallbackRequest } from '@tow/contracts/callback-request';
import { mapUrl } from '@tow/contracts/geo';
import type { Vehicle } from '@tow/contracts/vehicle';
import { saveScreenshot } from '@tow/e2e/browser';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, expectNoHorizontalScroll, expectTapTargets } from './support/checks.ts';
import { signInWithForm } from './support/console.ts';
import { submitRequest } from './support/submit-request.ts';
import { consoleSuite } from './support/suite.ts';
import { inviteMember, TEAM_PASSWORD, type TeamMember } from './support/team.ts';
import { uniquePhone } from './support/unique-phone.ts';

/**
 * The crew's phone view against the real API: a crew member signs in on a phone, lands on My
 * jobs, sees only their own job and moves it stage by stage, with no call the API refuses them;
 * and staff send a crew member from a request's modal.
 */
const suite = consoleSuite();
const RUN = Date.now().toString(36);
const POSITION = { latitude: 52.5862, longitude: -2.0129 };
const requests: number[] = [];
const vehicles: number[] = [];
let sam: TeamMember;
let cara: TeamMember;
let flatbed: Vehicle;
let wheelLift: Vehicle;
let counter = 0;

/** A UK plate of this run's own: two letters, two digits, three letters. */
const plate = () =>
  `CR${String(Date.now() % 100).padStart(2, '0')} ${Array.from({ length: 3 }, () =>
    String.fromCharCode(65 + Math.floor(Math.random() * 26)),
  ).join('')}`;

async function addVehicle(kind: Vehicle['kind'], name: string): Promise<Vehicle> {
  const { vehicle } = await suite.api.send<{ vehicle: Vehicle }>('POST', '/vehicles', {
    registration: plate(),
    name: `${name} ${RUN}`,
    kind,
    colour: 'White',
  });
  vehicles.push(vehicle.id);
  return vehicle;
}

/** A driver's request through the public call, on a phone of its own. */
async function newRequest(fields: Record<string, unknown> = {}): Promise<CallbackRequest> {
  counter += 1;
  const request = await submitRequest(suite.baseUrl, {
    name: 'Priya Shah',
    phone: uniquePhone(),
    location: `M6 southbound, junction 7 ${RUN}-${counter}`,
    service_type: 'Towing Service',
    urgency: 'emergency',
    ...fields,
  });
  requests.push(request.id);
  return request;
}

async function assign(request: CallbackRequest, crew: TeamMember, vehicle: Vehicle) {
  await suite.api.send('POST', `/callback-requests/${request.id}/assign`, {
    user_id: crew.id,
    vehicle_id: vehicle.id,
  });
}

async function stored(id: number): Promise<CallbackRequest | undefined> {
  const { requests } = await suite.api.get<{ requests: CallbackRequest[] }>('/callback-requests');
  return requests.find((request) => request.id === id);
}

/** Every API call the page made that was answered 4xx or 5xx. */
function refusedCalls(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400) {
      refused.push(`${response.request().method()} ${response.url()} ${response.status()}`);
    }
  });
  return refused;
}

// Names of this file's own: the files of a slot share one product, and the modal picks by name.
beforeAll(async () => {
  [sam, cara, flatbed, wheelLift] = await Promise.all([
    inviteMember(suite, { name: 'Sam Okafor', email: `sam-${RUN}@example.com`, role: 'crew' }),
    inviteMember(suite, { name: 'Cara Crew', email: `cara-${RUN}@example.com`, role: 'crew' }),
    addVehicle('flatbed', 'Flatbed'),
    addVehicle('wheel_lift', 'Wheel-lift'),
  ]);
});

afterAll(async () => {
  for (const id of requests) await suite.api.send('DELETE', `/callback-requests/${id}`);
  for (const id of vehicles) await suite.api.send('DELETE', `/vehicles/${id}`);
});

describe('the crew’s phone view', () => {
  it('signs in on a phone, lands on My jobs with only their job, and moves it to completed', async () => {
    const mine = await newRequest({
      ...POSITION,
      unsafe_location: true,
      message: 'Hard shoulder, two children in the car',
    });
    const theirs = await newRequest({ name: 'Omar Other' });
    await assign(mine, sam, flatbed);
    await assign(theirs, cara, flatbed);

    const { page } = await suite.visit('/admin/login', { width: 390, session: null });
    const refused = refusedCalls(page);
    await signInWithForm(page, sam.email, TEAM_PASSWORD);
    await page.waitForURL(`${suite.baseUrl}/admin/jobs`);
    await page.getByRole('heading', { level: 1, name: 'My jobs' }).waitFor();
    const card = page.getByTestId('job-card');
    await card.first().waitFor();
    expect(await card.count()).toBe(1);
    expect(await card.textContent()).toContain(mine.location);
    expect(await page.getByText(theirs.location).count()).toBe(0);

    // The shell holds nothing the API refuses the crew: no bell, no alert or live status.
    expect(await page.getByRole('link', { name: /pending callback/ }).count()).toBe(0);
    const maps = card.getByRole('link', { name: 'Open the driver’s position in maps' });
    expect(await maps.getAttribute('href')).toBe(mapUrl(POSITION));
    const call = card.getByRole('link', { name: `Call Priya, ${mine.phone}` });
    expect(await call.getAttribute('href')).toBe(`tel:${mine.phone.replace(/\s/g, '')}`);
    const text = await card.textContent();
    expect(text).toContain('Priya said they are not in a safe place');
    expect(text).toContain('Hard shoulder, two children in the car');
    expect(text).toContain(flatbed.registration);

    await expectNoHorizontalScroll(page);
    await expectTapTargets(page);
    await expectAccessible(page, 'my jobs');
    await saveScreenshot(page, '/admin/jobs', 390);

    await card.getByRole('button', { name: 'On my way' }).click();
    await card.getByLabel('Minutes to the driver').fill('0');
    await card.getByRole('button', { name: 'Send: on my way' }).click();
    await card
      .getByText('Enter the minutes to the driver: a whole number from 1 to 1440.')
      .waitFor();
    await card.getByLabel('Minutes to the driver').fill('20');
    await expectAccessible(page, 'my jobs asking the ETA');
    await saveScreenshot(page, '/admin/jobs-eta', 390);
    await card.getByRole('button', { name: 'Send: on my way' }).click();
    await card.getByTestId('stage-badge').filter({ hasText: 'En route' }).waitFor();
    const enRoute = await stored(mine.id);
    expect(enRoute).toMatchObject({ stage: 'en_route', status: 'contacted' });
    expect(Date.parse(enRoute?.eta_at ?? '') - Date.now()).toBeGreaterThan(18 * 60_000);
    await saveScreenshot(page, '/admin/jobs-en-route', 390);

    for (const [button, stage] of [
      ['On scene', 'on_scene'],
      ['Towing', 'towing'],
    ] as const) {
      await card.getByRole('button', { name: button, exact: true }).click();
      await card.getByTestId('stage-badge').filter({ hasText: button }).waitFor();
      expect((await stored(mine.id))?.stage).toBe(stage);
    }
    await card.getByRole('button', { name: 'Completed' }).click();
    await page.getByText('No jobs for you right now.').waitFor();
    expect(await stored(mine.id)).toMatchObject({ stage: 'completed', status: 'completed' });

    // The menu offers only their jobs and account, and any other address leads back to the jobs.
    await page.getByRole('button', { name: 'Menu' }).click();
    const links = page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link');
    expect(await links.allTextContents()).toEqual(['My jobs', 'My account']);
    await page.getByRole('link', { name: 'My account' }).click();
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
    await expectNoHorizontalScroll(page);
    await page.goto('/admin/callbacks');
    await page.waitForURL(`${suite.baseUrl}/admin/jobs`);
    await page.getByText('No jobs for you right now.').waitFor();
    expect(refused, 'calls the API refused').toEqual([]);
  });
});

describe('staff sending a crew member', () => {
  it('picks the crew and vehicle in the request’s modal, confirms a wheel-lift for a flatbed job, and the list shows the stage', async () => {
    const request = await newRequest({ name: 'Nia Flatbed' });
    await suite.api.send('PUT', `/callback-requests/${request.id}`, {
      status: 'pending',
      admin_notes: '',
      needs_flatbed: true,
    });
    // The API's 409 asking to confirm is logged by the browser as a failed load.
    suite.allowProblems(/status of 409/);
    const { page } = await suite.visit(`/admin/callbacks/${request.id}`, { width: 1280 });
    const dialog = page.getByRole('dialog', { name: 'Edit Callback Request' });
    await dialog.getByLabel('Crew member').selectOption({ label: sam.name });
    await dialog.getByLabel('Vehicle').selectOption(String(wheelLift.id));

    const asked: string[] = [];
    page.once('dialog', (question) => {
      asked.push(question.message());
      void question.dismiss();
    });
    await dialog.getByRole('button', { name: 'Assign' }).click();
    // The dialog waits on the API's 409: a busy machine takes longer than poll's default second.
    await expect.poll(() => asked.length, { timeout: 15_000 }).toBe(1);
    expect(asked[0]).toMatch(/flatbed/i);
    expect((await stored(request.id))?.stage).toBeNull();

    page.once('dialog', (question) => void question.accept());
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await dialog.getByText('Job: Assigned').waitFor();
    expect(await stored(request.id)).toMatchObject({
      stage: 'assigned',
      assigned_user_id: sam.id,
      vehicle_id: wheelLift.id,
    });
    await expectAccessible(page, 'request modal with the job assigned');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Nia Flatbed' });
    await row.getByTestId('stage-badge').filter({ hasText: 'Assigned' }).waitFor();
    await saveScreenshot(page, '/admin/callbacks-assigned', 1280);
  });
});
