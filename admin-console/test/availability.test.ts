import type { Availability } from '@tow/contracts/availability';
import { saveScreenshot } from '@tow/e2e/browser';
import { waitFor } from '@tow/server-kit/test-support/wait-for';
import { afterAll, describe, expect, it } from 'vitest';
import { expectAccessible, expectNoHorizontalScroll, expectTapTargets } from './support/checks.ts';
import { openScreen } from './support/screen-parts.ts';
import { consoleSuite } from './support/suite.ts';

/**
 * Availability now on the dashboard, in Chromium at 390 and 1280 px against the real API: one
 * tap sets what every public page shows, and the public site shows it.
 */
const suite = consoleSuite();

async function stored(): Promise<Availability> {
  return (await suite.api.get<{ availability: Availability }>('/availability')).availability;
}

/** The public home page's HTML, as a visitor's first request gets it. */
async function publicHome(): Promise<string> {
  return (await fetch(`${suite.baseUrl}/`)).text();
}

afterAll(async () => {
  await suite.api.send('PUT', '/availability', { state: 'normal' });
});

describe.each([390, 1280])('availability now at %i px', (width) => {
  it('sets busy with an ETA in one tap; the public pages show it; Normal takes it away', async () => {
    await suite.api.send('PUT', '/availability', { state: 'normal' });
    const page = await openScreen(suite, '/admin', 'Dashboard', { width });
    const panel = page.getByRole('region', { name: 'Availability now' });
    await panel.getByText('Visitors see no banner: the usual service.').waitFor();
    await expectAccessible(page, `the dashboard at ${width} px`);
    await expectNoHorizontalScroll(page);
    await expectTapTargets(page, 'main section[aria-labelledby="availability-heading"] button');

    await panel.getByLabel('ETA (minutes)').fill('60');
    await panel.getByLabel('Message').fill('Two crews are out on the M6.');
    await panel.getByText('1 hour', { exact: true }).click();
    const before = Date.now();
    await panel.getByRole('button', { name: 'Busy', exact: true }).click();
    await panel
      .getByRole('status')
      .getByText(/^Shown on every page until \d\d:\d\d\.$/)
      .waitFor();
    expect(
      await panel.getByRole('button', { name: 'Busy', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    await panel
      .getByTestId('availability-preview')
      .getByText('“Busy right now: about 60 minutes to reach you”')
      .waitFor();

    const busy = await stored();
    expect(busy).toMatchObject({
      state: 'busy',
      eta_minutes: 60,
      message: 'Two crews are out on the M6.',
    });
    const ends = Date.parse(busy.expires_at ?? '');
    expect(ends - before).toBeGreaterThan(55 * 60_000);
    expect(ends - before).toBeLessThan(65 * 60_000);
    await waitFor('the busy banner on the public home page', async () =>
      (await publicHome()).includes('Busy right now: about 60 minutes to reach you')
        ? true
        : undefined,
    );
    await saveScreenshot(page, `/admin/availability-busy`, width);

    await panel.getByRole('button', { name: 'Normal', exact: true }).click();
    await panel.getByText('Back to normal: the site shows no banner.').waitFor();
    expect((await stored()).state).toBe('normal');
    await waitFor('the home page without the banner', async () =>
      (await publicHome()).includes('data-availability-expires') ? undefined : true,
    );
  });

  it('shows the API’s message when Limited is tapped without one, and keeps the state as it was', async () => {
    suite.allowProblems(/Failed to load resource.*422/);
    await suite.api.send('PUT', '/availability', { state: 'normal' });
    const page = await openScreen(suite, '/admin', 'Dashboard', { width });
    const panel = page.getByRole('region', { name: 'Availability now' });
    await panel.getByText('Visitors see no banner: the usual service.').waitFor();
    await panel.getByLabel('Message').fill('');
    await panel.getByRole('button', { name: 'Limited', exact: true }).click();
    await panel.getByText('Limited needs a message saying what is limited').waitFor();
    expect((await stored()).state).toBe('normal');
  });
});
