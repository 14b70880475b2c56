import type { Review } from '@tow/contracts/review';
import { saveScreenshot } from '@tow/e2e/browser';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '../src/lib/messages.ts';
import {
  newReviewValues,
  reviewFormValues,
  reviewPayload,
} from '../src/screens/reviews/review-form.ts';
import { reviewStats } from '../src/screens/reviews/review-stats.ts';
import { expectAccessible } from './support/checks.ts';
import { HTTP_ERROR_LOG } from './support/failed-calls.ts';
import { describeListScreen } from './support/list-screen.ts';
import { consoleSuite } from './support/suite.ts';

/**
 * /admin/reviews against the real API: the figures, create (with the spec's defaults), edit, the
 * approve and feature toggles, search, delete, failures, and every message of spec section 8 word
 * for word. Works only on reviews it creates (tagged with TAG) and deletes them at the end.
 */
const suite = consoleSuite();
const TAG = `rvt${Date.now().toString(36)}`;
const EMPTY = 'No reviews found';

const created = new Set<number>();

afterAll(async () => {
  for (const review of await allReviews()) {
    if (review.customer_name.includes(TAG)) created.add(review.id);
  }
  for (const id of created) {
    await suite.api.send('DELETE', `/reviews/${id}`).catch(() => undefined); // already gone
  }
});

async function allReviews(): Promise<Review[]> {
  return (await suite.api.get<{ reviews: Review[] }>('/reviews')).reviews;
}

async function findReview(id: number): Promise<Review | undefined> {
  return (await allReviews()).find((review) => review.id === id);
}

async function createReview(values: Partial<Review> & { customer_name: string }): Promise<Review> {
  const answer = await suite.api.send<{ review: Review }>('POST', '/reviews', {
    review_text: 'Quick and friendly.',
    rating: 4,
    ...values,
  });
  created.add(answer.review.id);
  return answer.review;
}

async function visit(width = 1280, allowHttpErrors = false): Promise<Page> {
  if (allowHttpErrors) suite.allowProblems(HTTP_ERROR_LOG);
  const open = await suite.visit('/admin/reviews', { width });
  await open.page
    .getByRole('heading', { level: 1, name: 'Reviews' })
    .waitFor({ timeout: 15_000 })
    .catch(async (error: unknown) => {
      const shown = await open.page.locator('h1').first().textContent();
      throw new Error(`expected the Reviews screen, got "${shown}": ${open.watch.problems}`, {
        cause: error,
      });
    });
  await open.page.getByTestId('review-total').waitFor();
  await open.page
    .getByRole('table')
    .or(open.page.getByRole('list', { name: 'Reviews' }))
    .waitFor();
  return open.page;
}

async function search(page: Page, text: string) {
  await page.getByLabel('Search reviews').fill(text);
}

async function shownNames(page: Page): Promise<string[]> {
  return (await page.getByTestId('review-name').allTextContents()).map((t) => t.trim());
}

/** Waits for the banner to say exactly `text`. */
async function expectBanner(page: Page, text: string) {
  const banner = page.getByTestId('status-banner');
  await banner.filter({ hasText: text }).waitFor();
  expect((await banner.textContent())?.trim()).toBe(text);
}

async function expectFigures(page: Page) {
  const stats = reviewStats(await allReviews());
  const figure = async (id: string) => (await page.getByTestId(id).textContent())?.trim();
  await page
    .getByTestId('review-total')
    .filter({ hasText: String(stats.total) })
    .waitFor();
  expect(await figure('review-total')).toBe(String(stats.total));
  expect(await figure('review-approved')).toBe(String(stats.approved));
  expect(await figure('review-featured')).toBe(String(stats.featured));
  expect(await figure('review-average')).toBe(stats.average);
  expect(stats.average).toMatch(/^\d\.\d$/);
}

describe('reviews: pure rules', () => {
  it('figures: counts and the average to one decimal, 0.0 when there are none', () => {
    expect(reviewStats([])).toMatchObject({ total: 0, approved: 0, featured: 0, average: '0.0' });
    const base = {
      customer_location: '',
      review_text: 't',
      service_type: 'General Service',
      service_date: null,
      created_at: '2026-01-01T00:00:00Z',
    };
    const reviews: Review[] = [
      { ...base, id: 1, customer_name: 'a', rating: 5, is_approved: true, is_featured: true },
      { ...base, id: 2, customer_name: 'b', rating: 4, is_approved: true, is_featured: false },
      { ...base, id: 3, customer_name: 'c', rating: 4, is_approved: false, is_featured: false },
    ];
    expect(reviewStats(reviews)).toMatchObject({
      total: 3,
      approved: 2,
      featured: 1,
      average: '4.3',
    });
  });

  it('form defaults: rating 5, approved, not featured; the payload has numbers, booleans and null', () => {
    expect(newReviewValues()).toMatchObject({ rating: 5, is_approved: true, is_featured: false });
    const values = {
      ...newReviewValues(),
      customer_name: ' Ann ',
      review_text: 'Great',
      rating: 3,
      service_type: 'Fuel Delivery',
      is_approved: false,
      is_featured: true,
    } as const;
    expect(reviewPayload(values)).toEqual({
      customer_name: 'Ann',
      customer_location: '',
      review_text: 'Great',
      rating: 3,
      service_type: 'Fuel Delivery',
      service_date: null,
      is_approved: false,
      is_featured: true,
    });
    expect(() => reviewPayload({ ...values, customer_name: '   ' })).toThrow(
      'Customer name is required',
    );
    expect(
      reviewFormValues({
        id: 1,
        customer_name: 'a',
        customer_location: 'B',
        review_text: 't',
        rating: 2,
        service_type: 'Unknown',
        service_date: '2026-02-03',
        is_approved: false,
        is_featured: true,
        created_at: '',
      }),
    ).toMatchObject({ service_type: 'General Service', service_date: '2026-02-03', rating: 2 });
  });
});

describe('reviews screen', () => {
  it('shows the figures of the API, and creates a review with the spec defaults', async () => {
    const page = await visit();
    await expectFigures(page);

    await page.getByRole('button', { name: 'Add Review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Review' });
    await dialog.waitFor();
    expect(await dialog.getByRole('radio', { name: '5 stars' }).isChecked()).toBe(true);
    expect(await dialog.getByLabel('Approved').isChecked()).toBe(true);
    expect(await dialog.getByLabel('Featured').isChecked()).toBe(false);
    expect(await dialog.getByLabel('Service type').inputValue()).toBe('General Service');
    expect(
      await dialog.getByRole('option').allTextContents(),
      'the review service types of spec section 9',
    ).toEqual([
      'Towing Service',
      'Breakdown Recovery',
      'Battery Jump Start',
      'Fuel Delivery',
      'General Service',
    ]);
    await expectAccessible(page, 'the add modal');
    await saveScreenshot(page, '/admin/reviews/add-modal', 1280);

    const name = `Rita ${TAG}`;
    await dialog.getByLabel('Customer name').fill(name);
    await dialog.getByLabel('Customer location').fill('Coleshill');
    await dialog.getByLabel('Review text').fill('Arrived in 30 minutes on the M6.');
    await dialog
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: '4 stars' }) })
      .click();
    await dialog.getByLabel('Service type').selectOption('Fuel Delivery');
    await dialog.getByLabel('Service date').fill('2026-03-14');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expectBanner(page, 'Review created successfully');
    await dialog.waitFor({ state: 'hidden' });

    const stored = (await allReviews()).find((review) => review.customer_name === name);
    expect(stored).toMatchObject({
      customer_location: 'Coleshill',
      review_text: 'Arrived in 30 minutes on the M6.',
      rating: 4,
      service_type: 'Fuel Delivery',
      service_date: '2026-03-14',
      is_approved: true,
      is_featured: false,
    });
    if (stored) created.add(stored.id);
    await search(page, TAG);
    expect(await shownNames(page)).toEqual([name]);
    const row = page.getByRole('row').filter({ hasText: name });
    expect(await row.getByRole('img', { name: 'Rated 4 out of 5' }).count()).toBe(1);
    expect(await row.locator('time').textContent()).toBe('14 Mar 2026');
    await expectFigures(page);
  });

  it('a failed save shows the client or server message next to the field and stores nothing', async () => {
    const before = (await allReviews()).length;
    const page = await visit(1280, true);
    await page.getByRole('button', { name: 'Add Review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Review' });
    await dialog.waitFor();

    // Spaces pass the browser's "required" but not the API's schema, checked before sending.
    await dialog.getByLabel('Customer name').fill('   ');
    await dialog.getByLabel('Review text').fill('Fine');
    await dialog.getByRole('button', { name: 'Create' }).click();
    const required = 'Customer name is required';
    await dialog.getByRole('alert').filter({ hasText: required }).waitFor();
    expect(await dialog.getByText(required).count()).toBe(2); // the box and the field
    expect(await dialog.getByLabel('Customer name').getAttribute('aria-invalid')).toBe('true');

    // The server's 422: its message in the box and beside the field.
    await dialog.getByLabel('Customer name').fill(`Never ${TAG}`);
    await page.route('**/api/reviews', (route) =>
      route.request().method() === 'POST'
        ? route.continue({
            postData: JSON.stringify({ ...route.request().postDataJSON(), rating: 9 }),
          })
        : route.continue(),
    );
    await dialog.getByRole('button', { name: 'Create' }).click();
    const range = 'Rating must be between 1 and 5';
    await dialog.getByRole('alert').filter({ hasText: range }).waitFor();
    expect(await dialog.getByText(range).count()).toBe(2);
    await page.unroute('**/api/reviews');

    // No message from the server: "An error occurred".
    await page.route('**/api/reviews', (route) => route.fulfill({ status: 500, body: '' }));
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'An error occurred' }).waitFor();
    await page.unroute('**/api/reviews');

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await allReviews()).length).toBe(before);
  });

  it('edits a review', async () => {
    const review = await createReview({ customer_name: `Ed ${TAG}`, rating: 3 });
    const page = await visit();
    await search(page, review.customer_name);
    await page.getByRole('button', { name: `Edit review from ${review.customer_name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Review' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Customer name').inputValue()).toBe(review.customer_name);
    expect(await dialog.getByRole('radio', { name: '3 stars' }).isChecked()).toBe(true);
    await dialog.getByLabel('Review text').fill('Changed my mind: brilliant.');
    await dialog
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: '5 stars' }) })
      .click();
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expectBanner(page, 'Review updated successfully');
    expect(await findReview(review.id)).toMatchObject({
      review_text: 'Changed my mind: brilliant.',
      rating: 5,
      customer_name: review.customer_name,
    });
    await page.getByRole('img', { name: 'Rated 5 out of 5' }).waitFor();
  });

  it('approve and feature toggles send the whole record with the flag flipped', async () => {
    const review = await createReview({ customer_name: `Tog ${TAG}` });
    const page = await visit(1280, true);
    await search(page, review.customer_name);
    const approved = page.getByRole('button', {
      name: `Approved: review from ${review.customer_name}`,
    });
    const featured = page.getByRole('button', {
      name: `Featured: review from ${review.customer_name}`,
    });
    expect(await approved.getAttribute('aria-pressed')).toBe('true');
    expect(await featured.getAttribute('aria-pressed')).toBe('false');

    const [put] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith(`/reviews/${review.id}`)),
      approved.click(),
    ]);
    expect(put.postDataJSON()).toEqual({ ...review, is_approved: false });
    await expectBanner(page, 'Review disapproved');
    expect((await findReview(review.id))?.is_approved).toBe(false);
    await page.locator(`button[aria-pressed="false"][aria-label^="Approved"]`).waitFor();
    await expectFigures(page);

    await approved.click();
    await expectBanner(page, 'Review approved');
    expect((await findReview(review.id))?.is_approved).toBe(true);

    await featured.click();
    await expectBanner(page, 'Review featured');
    expect((await findReview(review.id))?.is_featured).toBe(true);
    await expectFigures(page);
    await featured.click();
    await expectBanner(page, 'Review unfeatured');
    expect((await findReview(review.id))?.is_featured).toBe(false);

    await page.route(`**/api/reviews/${review.id}`, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }),
    );
    await approved.click();
    await expectBanner(page, 'Failed to update review status');
    await featured.click();
    await expectBanner(page, 'Failed to update review featured status');
    await page.unroute(`**/api/reviews/${review.id}`);
    expect(await findReview(review.id)).toMatchObject({ is_approved: true, is_featured: false });
  });

  it('searches by customer, location, text and service; nonsense shows the empty state', async () => {
    const a = await createReview({
      customer_name: `Sam ${TAG}`,
      customer_location: 'Tamworth',
      service_type: 'Battery Jump Start',
      review_text: 'Flat battery sorted at dawn',
    });
    const b = await createReview({
      customer_name: `Zoë ${TAG}`,
      customer_location: 'Walsall',
      service_type: 'Towing Service',
    });
    const page = await visit();
    await search(page, `${TAG} tamworth`);
    expect(await shownNames(page)).toEqual([a.customer_name]);
    await search(page, `zoe ${TAG}`);
    expect(await shownNames(page)).toEqual([b.customer_name]);
    await search(page, `${TAG} dawn`);
    expect(await shownNames(page)).toEqual([a.customer_name]);
    await search(page, `${TAG} towing service`);
    expect(await shownNames(page)).toEqual([b.customer_name]);
    await search(page, `qqzx-${TAG}-nothing`);
    expect(await page.getByRole('status').filter({ hasText: EMPTY }).textContent()).toBe(EMPTY);
  });
});

describeListScreen(suite, {
  path: '/admin/reviews',
  heading: 'Reviews',
  listName: 'Reviews',
  search: 'Search reviews',
  api: '/reviews',
  messages: REVIEW_MESSAGES,
  add: 'Add Review',
  create: (what) => createReview({ customer_name: `${what} ${TAG}` }),
  find: (review) => findReview(review.id),
  label: (review) => review.customer_name,
  actionName: (_action, review) => `Delete review from ${review.customer_name}`,
  tapTargets: { selector: 'main a[href], main button, main input' },
  ready: (page) => page.getByTestId('review-total').waitFor(),
});
