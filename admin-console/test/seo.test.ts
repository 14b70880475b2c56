import { SEO_PAGES } from '@tow/contracts/constants';
import type { SeoSetting } from '@tow/contracts/seo-setting';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEO_MESSAGES } from '../src/lib/messages.ts';
import { expectAccessible } from './support/checks.ts';
import { FAILED_CALL } from './support/failed-calls.ts';
import { describeListScreen } from './support/list-screen.ts';
import { consoleSuite } from './support/suite.ts';

/**
 * The SEO settings screen (spec sections 2, 5, 8, 9) against the real API, in Chromium. One
 * setting per page and every page is seeded, so the FAQ page's setting is set aside for the
 * tests and put back afterwards.
 */
const suite = consoleSuite();
const PAGE = 'faq';
const TITLE = 'FAQ test: towing and recovery questions answered'; // 48 characters

let original: SeoSetting | undefined;

beforeAll(async () => {
  original = await settingOf(PAGE);
  if (original) await suite.api.send('DELETE', `/seo-settings/${original.id}`);
});
afterAll(async () => {
  const left = await settingOf(PAGE);
  if (left) await suite.api.send('DELETE', `/seo-settings/${left.id}`);
  if (original) {
    const { id: _id, created_at: _c, updated_at: _u, ...fields } = original;
    await suite.api.send('POST', '/seo-settings', fields);
  }
});

async function visit(width = 1280) {
  const open = await suite.visit('/admin/seo', { width });
  await open.page.getByRole('heading', { level: 1, name: 'SEO Settings' }).waitFor();
  return open;
}

async function allSettings(): Promise<SeoSetting[]> {
  return (await suite.api.get<{ settings: SeoSetting[] }>('/seo-settings')).settings;
}

async function settingOf(page: string): Promise<SeoSetting | undefined> {
  return (await allSettings()).find((setting) => setting.page === page);
}

/** The FAQ setting the tests work on, made through the API when a test needs one. */
async function ensureTestSetting(): Promise<SeoSetting> {
  const existing = await settingOf(PAGE);
  if (existing) return existing;
  const answer = await suite.api.send<{ setting: SeoSetting }>('POST', '/seo-settings', {
    page: PAGE,
    meta_title: TITLE,
    meta_description: 'Answers to common questions about our towing and recovery services.',
    meta_keywords: 'faq, towing questions',
    structured_data: { '@context': 'https://schema.org', '@type': 'FAQPage' },
    is_active: true,
  });
  return answer.setting;
}

async function expectBanner(page: Page, message: string) {
  await page.getByTestId('status-banner').getByText(message, { exact: true }).waitFor();
}

/** A field's message under it in the modal (the fields' error paragraphs end their id in -error). */
function fieldError(modal: Locator, text: string): Locator {
  return modal.locator('[id$="-error"]').filter({ hasText: text });
}

function row(page: Page, label: string) {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: label, exact: true }) });
}

describe('SEO settings screen', () => {
  it('creates a setting for a free page, with counters and the recommended ranges', async () => {
    const existing = await settingOf(PAGE);
    if (existing) await suite.api.send('DELETE', `/seo-settings/${existing.id}`);
    const { page } = await visit();
    await page.getByRole('button', { name: 'Add SEO Setting' }).click();
    const modal = page.getByRole('dialog', { name: 'Add SEO Setting' });
    await modal.waitFor();

    // The seven pages of spec section 9; those with a setting are greyed out.
    const pageSelect = modal.getByLabel('Page');
    const options = pageSelect.locator('option');
    expect(
      await options.evaluateAll((list) => list.map((o) => (o as HTMLOptionElement).value)),
    ).toEqual([...SEO_PAGES]);
    const taken = (await allSettings()).map((setting) => setting.page);
    for (const name of SEO_PAGES) {
      expect(await pageSelect.locator(`option[value="${name}"]`).isDisabled()).toBe(
        taken.includes(name),
      );
    }
    expect(await pageSelect.inputValue()).toBe(PAGE);

    const title = modal.getByLabel('Meta title');
    const description = modal.getByLabel('Meta description');
    expect(await title.getAttribute('maxlength')).toBe('60');
    expect(await description.getAttribute('maxlength')).toBe('160');
    const counters = modal.getByTestId('length-counter');
    expect(await counters.first().textContent()).toBe('0/60 characters · recommended 50–60');
    expect(await counters.last().textContent()).toBe('0/160 characters · recommended 150–160');
    await title.fill(TITLE);
    expect(await counters.first().textContent()).toBe(
      `${TITLE.length}/60 characters · recommended 50–60`,
    );
    const metaDescription =
      'Answers to the questions drivers ask us most: costs, response times, which vehicles we can recover and how to pay. Call us any time, day or night.';
    await description.fill(metaDescription);
    expect(await counters.last().textContent()).toBe(
      `${metaDescription.length}/160 characters · recommended 150–160`,
    );
    await modal.getByLabel('Meta keywords').fill('faq, towing questions, recovery costs');
    await modal
      .getByLabel('Structured data (JSON)')
      .fill('{ "@context": "https://schema.org", "@type": "FAQPage" }');
    await expectAccessible(page, 'the open SEO form');
    await modal.getByRole('button', { name: 'Create' }).click();
    await expectBanner(page, 'SEO setting created successfully');
    await modal.waitFor({ state: 'hidden' });

    expect(await settingOf(PAGE)).toMatchObject({
      meta_title: TITLE,
      meta_description: metaDescription,
      meta_keywords: 'faq, towing questions, recovery costs',
      structured_data: { '@context': 'https://schema.org', '@type': 'FAQPage' },
      is_active: true,
    });
    await row(page, 'FAQ').waitFor();
  });

  it('edits a setting with its page locked; empty structured data is sent as null', async () => {
    const setting = await ensureTestSetting();
    const { page } = await visit();
    await row(page, 'FAQ').getByRole('button', { name: 'Edit FAQ' }).click();
    const modal = page.getByRole('dialog', { name: 'Edit SEO Setting' });
    const pageSelect = modal.getByLabel('Page');
    expect(await pageSelect.inputValue()).toBe(PAGE);
    expect(await pageSelect.isDisabled()).toBe(true);
    await modal.getByText('Locked: the page of a setting cannot be changed.').waitFor();
    expect(await modal.getByLabel('Structured data (JSON)').inputValue()).toBe(
      JSON.stringify(setting.structured_data, null, 2),
    );
    await modal.getByLabel('Meta title').fill(`${TITLE} (v2)`);
    await modal.getByLabel('Structured data (JSON)').fill('');
    await modal.getByLabel('Active').uncheck();
    await expectAccessible(page, 'the edit form');
    await modal.getByRole('button', { name: 'Update' }).click();
    await expectBanner(page, 'SEO setting updated successfully');
    expect(await settingOf(PAGE)).toMatchObject({
      id: setting.id,
      page: PAGE,
      meta_title: `${TITLE} (v2)`,
      structured_data: null,
      is_active: false,
    });
    await row(page, 'FAQ').getByText('Inactive', { exact: true }).waitFor();
  });

  it('refuses structured data that is not a JSON object before sending', async () => {
    const setting = await ensureTestSetting();
    const { page, watch } = await visit();
    await row(page, 'FAQ').getByRole('button', { name: 'Edit FAQ' }).click();
    const modal = page.getByRole('dialog', { name: 'Edit SEO Setting' });
    const field = modal.getByLabel('Structured data (JSON)');
    const sent = () => watch.requests.filter((url) => /\/api\/seo-settings\/\d+$/.test(url));

    await field.fill('{ "@type": "FAQPage", }');
    await modal.getByRole('button', { name: 'Update' }).click();
    await fieldError(modal, 'Structured data is not valid JSON:').waitFor();
    await modal
      .getByRole('alert')
      .getByText(/^Structured data is not valid JSON: /)
      .waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');

    await field.fill('["FAQPage"]');
    await modal.getByRole('button', { name: 'Update' }).click();
    await fieldError(modal, 'Structured data must be a JSON object').waitFor();

    // A title of spaces passes the browser's check but not the API's rules.
    await field.fill('');
    await modal.getByLabel('Meta title').fill('   ');
    await modal.getByRole('button', { name: 'Update' }).click();
    await fieldError(modal, 'Meta title is required').waitFor();
    expect(sent()).toEqual([]);
    expect(await settingOf(PAGE)).toEqual(setting);

    // The server's message and field errors, as sent (a refusal staged in the browser: a
    // valid form cannot break the API's own rules).
    suite.allowProblems(FAILED_CALL);
    await page.route('**/api/seo-settings/*', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          message: 'The given data was invalid.',
          errors: { meta_keywords: ['Keywords look like spam'] },
        }),
      }),
    );
    await modal.getByLabel('Meta title').fill(TITLE);
    await modal.getByRole('button', { name: 'Update' }).click();
    await modal.getByRole('alert').getByText('The given data was invalid.').waitFor();
    await fieldError(modal, 'Keywords look like spam').waitFor();
    expect(await settingOf(PAGE)).toEqual(setting);
  });

  it('searches, and says "No SEO settings found" when nothing matches', async () => {
    await ensureTestSetting();
    const { page } = await visit();
    const search = page.getByLabel('Search SEO settings');
    await search.fill('faq test towing');
    expect(await page.locator('tbody tr').count()).toBe(1);
    await row(page, 'FAQ').waitFor();
    await search.fill('qqq-nothing-like-this');
    await page.getByText('No SEO settings found', { exact: true }).waitFor();
    expect(await page.locator('table').count()).toBe(0);
  });
});

describeListScreen(suite, {
  path: '/admin/seo',
  heading: 'SEO Settings',
  listName: 'SEO settings',
  search: 'Search SEO settings',
  api: '/seo-settings',
  messages: SEO_MESSAGES,
  add: 'Add SEO Setting',
  // One setting per page, and every page is seeded: the tests' own is the FAQ page's.
  create: () => ensureTestSetting(),
  find: () => settingOf(PAGE),
  label: () => 'FAQ',
  tapTargets: { selector: 'main a[href], main button, main input', heightOnly: true },
});
