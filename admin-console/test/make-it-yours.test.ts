import { saveScreenshot } from '@tow/e2e/browser';
import { describe, expect, it } from 'vitest';
import { expectAccessible, expectNoHorizontalScroll, expectTapTargets } from './support/checks.ts';
import { consoleSuite } from './support/suite.ts';

// A product of this file's own: the removal deletes the demo rows other files read.
const suite = consoleSuite({ productEnv: async () => ({}) });

interface Counts {
  callback_requests: number;
  reviews: number;
  promotions: number;
}

describe('"Make it yours" on the dashboard', () => {
  it.each([
    390, 1280,
  ])('shows the steps while the demo content is in place, at %i px', async (width) => {
    const { page } = await suite.visit('/admin', { width });
    const card = page.getByRole('region', { name: 'Make it yours' });
    await card.waitFor();
    expect(await card.getByText('0 of 5 done').isVisible()).toBe(true);
    for (const title of [
      'Your business profile',
      'Your areas and postcodes',
      'Your logo and photos',
      'Your own words',
    ]) {
      expect(await card.getByRole('link', { name: title }).isVisible(), title).toBe(true);
    }
    expect(
      await card.getByRole('link', { name: 'Your areas and postcodes' }).getAttribute('href'),
    ).toBe('/admin/locations');
    expect(
      await card
        .getByText(
          /^\d+ callback requests, \d+ reviews and \d+ offers from the demo are still here/,
        )
        .isVisible(),
    ).toBe(true);
    await expectAccessible(page, 'dashboard with Make it yours');
    await expectNoHorizontalScroll(page);
    await expectTapTargets(page, 'main section[aria-labelledby="make-it-yours-heading"] button');
    await saveScreenshot(page, '/admin', width);
  });

  it('names the areas without postcode districts, and ticks the step once every area has them', async () => {
    await suite.api.send('POST', '/locations', {
      name: 'Leeds city centre',
      slug: 'leeds',
      postcode_districts: ['LS1', 'LS2'],
    });
    const first = await suite.visit('/admin');
    const areas = first.page.locator('li[data-step="areas"]');
    await areas.getByText('No postcode districts yet: Water Orton.', { exact: false }).waitFor();
    expect(await areas.getByText('To do', { exact: true }).isVisible()).toBe(true);

    const { locations } = await suite.api.get<{ locations: Record<string, unknown>[] }>(
      '/locations',
    );
    const { id, created_at, updated_at, ...waterOrton } = locations.find(
      (l) => l.name === 'Water Orton',
    ) as Record<string, unknown>;
    await suite.api.send('PUT', `/locations/${id}`, { ...waterOrton, is_active: false });
    const { page } = await suite.visit('/admin');
    const card = page.getByRole('region', { name: 'Make it yours' });
    await card.getByText('1 of 5 done').waitFor();
    expect(
      await card.locator('li[data-step="areas"]').getByText('Done', { exact: true }).isVisible(),
    ).toBe(true);
  });

  it('an owner removes the demo content after confirming; what the owner added stays', async () => {
    const { review } = await suite.api.send<{ review: { id: number } }>('POST', '/reviews', {
      customer_name: 'Priya from Headingley',
      review_text: 'Came out at 2am on the ring road, kind and quick.',
      rating: 5,
    });
    const { checklist } = await suite.api.get<{ checklist: { demo: Counts } }>('/getting-started');
    const { page } = await suite.visit('/admin');
    const bell = page.getByRole('link', { name: /pending callback request/ });
    expect(await bell.getAttribute('aria-label')).toMatch(/^[1-9]\d* pending callback requests?$/);
    const card = page.getByRole('region', { name: 'Make it yours' });
    await card.getByRole('button', { name: 'Remove demo content' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove the demo content?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(
      (await suite.api.get<{ checklist: { demo: Counts } }>('/getting-started')).checklist.demo,
    ).toEqual(checklist.demo);

    await card.getByRole('button', { name: 'Remove demo content' }).click();
    await dialog.getByRole('button', { name: 'Remove demo content' }).click();
    const done = page.getByRole('status').filter({ hasText: 'Removed' });
    await done.waitFor();
    expect(await done.textContent()).toContain(
      `Removed ${checklist.demo.callback_requests} demo requests, ${checklist.demo.reviews} reviews and ${checklist.demo.promotions} offers.`,
    );
    expect(await card.count()).toBe(0);
    // Each request's deletion reached the console's live stream: the bell has nothing waiting.
    await expect
      .poll(
        () =>
          page.getByRole('link', { name: /pending callback request/ }).getAttribute('aria-label'),
        {
          timeout: 15_000,
        },
      )
      .toBe('0 pending callback requests');
    // The dashboard's lists load again without the demo rows: the owner's one review is left.
    await expect
      .poll(() => page.getByTestId('count-reviews').textContent(), { timeout: 15_000 })
      .toMatch(/^1\s*Reviews$/);
    await saveScreenshot(page, '/admin?after=remove-demo', 1280);

    const { reviews } = await suite.api.get<{ reviews: { id: number }[] }>('/reviews');
    expect(reviews.map((r) => r.id)).toEqual([review.id]);
    const { requests } = await suite.api.get<{ requests: unknown[] }>('/callback-requests');
    expect(requests).toEqual([]);
  });
});
