import type { CallbackRequest } from '@tow/contracts/callback-request';
import { afterAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/checks.ts';
import { consoleSuite } from './support/suite.ts';
import { uniquePhone } from './support/unique-phone.ts';

/**
 * The driver's side as staff see it on /admin/callbacks: a driver somewhere unsafe in red at the
 * top, "asked again ×N" when the same phone asked again, and the phone's position as a map link.
 */
const suite = consoleSuite();
const TAG = `drv${Date.now().toString(36)}`;
const created: number[] = [];

async function send(body: Record<string, unknown>): Promise<CallbackRequest> {
  const response = await fetch(`${suite.baseUrl}/api/callback-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { request: CallbackRequest };
  created.push(answer.request.id);
  return answer.request;
}

afterAll(async () => {
  for (const id of new Set(created)) await suite.api.send('DELETE', `/callback-requests/${id}`);
});

describe('the callbacks screen and the driver', () => {
  it('shows an unsafe driver in red at the top, the repeat count, and the position on a map', async () => {
    const phone = uniquePhone();
    const unsafe = await send({
      name: `Hana ${TAG}`,
      phone,
      location: 'Near Coleshill (±25 m)',
      service_type: 'Breakdown Recovery',
      urgency: 'low',
      unsafe_location: true,
      latitude: 52.4991,
      longitude: -1.7071,
      location_accuracy_m: 25,
    });
    // The same driver again, written another way: the same row, counted.
    await send({
      name: `Hana ${TAG}`,
      phone: `+44 ${phone.slice(1)}`,
      location: 'M6 J4',
      service_type: 'Breakdown Recovery',
      message: 'Still waiting',
    });

    const { page } = await suite.visit('/admin/callbacks', { width: 390 });
    const first = page.getByRole('listitem').filter({ hasText: 'Unsafe place' }).first();
    await first.waitFor();
    expect(await first.innerText()).toContain(`Hana ${TAG}`);
    expect(await first.innerText()).toContain(unsafe.reference);
    expect(await first.innerText()).toContain('asked again ×1');
    const firstCardName = await page.getByTestId('callback-name').first().innerText();
    expect(firstCardName).toBe(`Hana ${TAG}`);
    await expectAccessible(page, 'callbacks with an unsafe driver');

    const { page: wide } = await suite.visit(`/admin/callbacks/${unsafe.id}`);
    const map = wide.getByRole('link', { name: 'Open the map' });
    await map.waitFor();
    expect(await map.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=52.4991&mlon=-1.7071#map=16/52.4991/-1.7071',
    );
    const dialog = wide.getByRole('dialog');
    expect(await dialog.innerText()).toMatch(/±25 m/);
    expect(await dialog.innerText()).toMatch(/Nearest area: Coleshill, 0\.\d km away/);
    expect(await dialog.innerText()).toContain('Asked again');
  });
});
