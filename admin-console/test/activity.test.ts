import { join } from 'node:path';
import { SCREENSHOT_DIR } from '@tow/e2e/browser';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, expectNoHorizontalScroll, expectTapTargets } from './support/checks.ts';
import { consoleSuite } from './support/suite.ts';
import { inviteMember, type TeamMember } from './support/team.ts';

/**
 * The activity log as an owner reads it: sentences naming who did what to which record and what
 * changed, in words; filters by a person picked by name and a kind of record in words.
 */
const suite = consoleSuite();
const RUN = Date.now().toString(36);
const SERVICE = `Lorry Recovery ${RUN}`;
const GONE = `Caravan Towing ${RUN}`;

let sam: TeamMember;
let reference = '';

/** A call of the API as Sam, with her own session. */
async function asSam<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${suite.baseUrl}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${sam.session.token}`,
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.ok, `${method} ${path}: ${text}`).toBe(true);
  return JSON.parse(text) as T;
}

const service = (name: string, price: string) => ({
  name,
  icon: 'recovery-truck',
  short_description: 'Heavy recovery for lorries and coaches',
  description: 'Our heavy recovery truck lifts and tows lorries, coaches and plant.',
  features: ['Heavy lift'],
  price_from: null,
  price_text: price,
  is_active: true,
  sort_order: 30,
  meta_title: null,
  meta_description: null,
});

beforeAll(async () => {
  sam = await inviteMember(suite, {
    name: 'Sam Patel',
    email: `sam-${RUN}@example.com`,
    role: 'owner',
  });
  const created = await asSam<{ service: { id: number } }>(
    'POST',
    '/services',
    service(SERVICE, 'From £60'),
  );
  await asSam('PUT', `/services/${created.service.id}`, service(SERVICE, 'From £70'));
  const gone = await asSam<{ service: { id: number } }>('POST', '/services', service(GONE, ''));
  await asSam('DELETE', `/services/${gone.service.id}`);

  const submitted = await fetch(`${suite.baseUrl}/api/callback-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Dev Driver',
      phone: '07700 900713',
      location: 'M42 J6',
      service_type: 'Towing Service',
      message: 'Gearbox gone',
    }),
  });
  const request = ((await submitted.json()) as { request: { id: number; reference: string } })
    .request;
  reference = request.reference;
  await asSam('POST', `/callback-requests/${request.id}/acknowledge`);
  await asSam('GET', '/personal-data?phone=07700900713');
});

describe('the activity log', () => {
  it('reads as sentences an owner understands, at 1280 px', async () => {
    const { page } = await suite.visit('/admin/activity');
    const log = page.getByRole('list', { name: 'Activity' });
    await expect.poll(() => log.textContent()).toContain(`took callback request ${reference}`);
    const sentences = await log.locator(':scope > li > p:first-child').allTextContents();
    expect(sentences).toContain(`Sam Patel took callback request ${reference}`);
    expect(sentences).toContain(
      'Sam Patel looked up the personal data held for a phone number (1 callback request found)',
    );
    expect(sentences).toContain(`Sam Patel deleted the service ${GONE}`);
    expect(sentences).toContain(
      `Sam Patel changed the service ${SERVICE}: price from “From £60” to “From £70”`,
    );
    expect(sentences).toContain(`Sam Patel added the service ${SERVICE}`);
    // No table names, raw columns or the driver's details.
    const text = (await log.textContent()) ?? '';
    expect(text).not.toMatch(/callback_requests|price_text|personal_data|\bexport\b/);
    expect(text).not.toContain('Dev Driver');
    expect(text).not.toContain('900713');
    await expectAccessible(page, 'activity');
    await page.screenshot({
      path: join(SCREENSHOT_DIR, 'admin-activity-1280.png'),
      fullPage: true,
    });
  });

  it('filters by a person picked by name and by a kind of record in words', async () => {
    const { page } = await suite.visit('/admin/activity');
    await page.getByLabel('Who').selectOption({ label: 'Sam Patel' });
    await page.getByLabel('What').selectOption({ label: 'Services' });
    await expect.poll(() => new URL(page.url()).searchParams.get('entity')).toBe('services');
    expect(new URL(page.url()).searchParams.get('actor')).toBe(String(sam.id));
    const log = page.getByRole('list', { name: 'Activity' });
    await expect
      .poll(() => log.locator(':scope > li > p:first-child').allTextContents())
      .toEqual([
        `Sam Patel deleted the service ${GONE}`,
        `Sam Patel added the service ${GONE}`,
        `Sam Patel changed the service ${SERVICE}: price from “From £60” to “From £70”`,
        `Sam Patel added the service ${SERVICE}`,
      ]);
    // What a deleted service held, behind its disclosure.
    const deleted = log.locator(':scope > li').first();
    await deleted.getByText('What it held').click();
    await expect.poll(() => deleted.textContent()).toContain('shown on the site “yes”');
  });

  it('fits a phone: no sideways scroll, thumb-sized controls', async () => {
    const { page } = await suite.visit(`/admin/activity?actor=${sam.id}`, { width: 390 });
    const log = page.getByRole('list', { name: 'Activity' });
    await expect.poll(() => log.textContent()).toContain(`took callback request ${reference}`);
    await expectNoHorizontalScroll(page);
    await expectTapTargets(page, 'main a[href], main select, main input, main summary');
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'admin-activity-390.png'), fullPage: true });
  });
});
