import { saveScreenshot } from '@tow/e2e/browser';
import { describe, expect, it } from 'vitest';
import { bannerText, recordBanners } from './support/banners.ts';
import { expectAccessible, expectNoHorizontalScroll, expectTapTargets } from './support/checks.ts';
import { consoleSuite } from './support/suite.ts';
import { inviteMember } from './support/team.ts';

// A product of this file's own: publishing changes the public home page other files read.
const suite = consoleSuite({ productEnv: async () => ({}) });

/** The public home page's hero heading and words, as a visitor's browser gets them. */
async function publicHero(page: import('playwright-core').Page) {
  await page.goto(`${suite.baseUrl}/`);
  return {
    heading: (await page.locator('#hero-heading').textContent())?.trim(),
    lead: await page.locator('#hero-heading + div').innerHTML(),
  };
}

describe.each([390, 1280])('Site text at %i px', (width) => {
  it('an owner edits the home hero, sees it at phone width, publishes it and the public home page shows it without a restart', async () => {
    const { page } = await suite.visit('/admin/site-text', { width });
    await recordBanners(page);
    await page.getByRole('heading', { level: 1, name: 'Site text' }).waitFor();
    const heading = page.getByLabel('Main heading');
    await heading.waitFor();
    expect(await page.getByLabel('Which words').inputValue()).toBe('home-hero');

    const words = `Leeds towing at ${width} px, day and night`;
    await heading.fill(words);
    await page
      .getByLabel('Text under the heading')
      .fill(
        'Stuck on the M62? {company} answers on {phone}.\n\n[Do we cover you?](/contact) <script>alert(1)</script>',
      );
    const preview = page.getByTestId('site-text-preview');
    await expect.poll(() => preview.textContent(), { timeout: 15_000 }).toContain(words);
    expect(await preview.textContent()).toContain(
      'West Midlands Recovery answers on 07700 900123.',
    );
    expect(await preview.getByRole('link', { name: 'Do we cover you?' }).getAttribute('href')).toBe(
      '/contact',
    );
    expect(await preview.locator('script').count()).toBe(0);
    expect(await preview.textContent()).toContain('<script>alert(1)</script>');
    const frame = await preview.boundingBox();
    expect(frame?.width).toBeLessThanOrEqual(390);
    expect(await page.getByText('Draft: not published yet.').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    expect(await bannerText(page)).toBe('Published: Home page: the top of the page');
    await page.getByText('These are the words on the site now.').waitFor();
    await page.getByText('Live now').first().waitFor();
    await expectAccessible(page, 'site text');
    await expectNoHorizontalScroll(page);
    await expectTapTargets(page, 'main button, main select');
    await saveScreenshot(page, '/admin/site-text', width);

    // The same product, never restarted: the next page a visitor opens has the new words.
    const visitor = await page.context().newPage();
    await expect
      .poll(async () => (await publicHero(visitor)).heading, { timeout: 20_000 })
      .toBe(words);
    const { lead } = await publicHero(visitor);
    expect(lead).toContain('West Midlands Recovery answers on 07700 900123.');
    expect(lead).toContain('<a href="/contact">Do we cover you?</a>');
    expect(lead).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(await visitor.locator('#hero-heading + div script').count()).toBe(0);
    await visitor.close();
  });
});

describe('Site text versions', () => {
  it('an owner restores an earlier version from the list and the home page shows it again', async () => {
    const { page } = await suite.visit('/admin/site-text?text=home-hero');
    await recordBanners(page);
    const versions = page.getByRole('region', { name: 'Versions' });
    await versions.getByText('Live now').waitFor();
    const restore = versions.getByRole('button', { name: /^Restore the version of/ });
    expect(await restore.count()).toBeGreaterThanOrEqual(1);
    await restore.first().click();
    expect(await bannerText(page)).toMatch(/^Restored the words published .+: Home page/);
    await expect
      .poll(() => page.getByLabel('Main heading').inputValue(), { timeout: 15_000 })
      .toBe('Leeds towing at 390 px, day and night');
    const visitor = await page.context().newPage();
    await expect
      .poll(async () => (await publicHero(visitor)).heading, { timeout: 20_000 })
      .toBe('Leeds towing at 390 px, day and night');
    await visitor.close();
  });

  it('staff read the words and their versions but cannot publish or restore', async () => {
    const staff = await inviteMember(suite, {
      name: 'Sam Staff',
      email: 'sam.sitetext@example.com',
      role: 'staff',
    });
    const { page } = await suite.visit('/admin/site-text', { session: staff.session });
    await page
      .getByText(
        'Only an owner can publish or restore these words. You can read them and their versions.',
      )
      .waitFor();
    expect(await page.getByLabel('Main heading').getAttribute('readonly')).not.toBeNull();
    expect(await page.getByRole('button', { name: 'Publish', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Restore/ }).count()).toBe(0);
  });
});
