import { saveScreenshot } from '@tow/e2e/browser';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, expectNoHorizontalScroll, expectTapTargets } from './support/checks.ts';
import { submitRequest } from './support/submit-request.ts';
import { textingConsoleSuite } from './support/texting-suite.ts';

// Review requests one second after a job is completed (2h by default).
const { suite, stand, driverTexts } = textingConsoleSuite({
  REVIEW_REQUEST_DELAY: '1s',
  JOB_POLL_MS: '100',
});

let phoneCounter = 0;
async function completedJob(name: string, options: { stopFirst?: boolean } = {}) {
  const phone = `07700 9007${String(++phoneCounter).padStart(2, '0')}`;
  const e164 = `+44${phone.replace(/\s/g, '').slice(1)}`;
  const request = await submitRequest(suite.baseUrl, {
    name,
    phone,
    location: 'A45 Coventry Road, Solihull',
    service_type: 'Breakdown Recovery',
    urgency: 'high',
  });
  if (options.stopFirst) {
    await stand().waitFor((t) => t.to === e164 && t.body.includes(request.reference));
    await driverTexts(e164, 'STOP');
  }
  await suite.api.send('PUT', `/callback-requests/${request.id}`, { status: 'completed' });
  return { ...request, phone: e164 };
}

beforeAll(async () => {
  const opened = await completedJob('Olivia Opened');
  await completedJob('Aaron Asked');
  const stopped = await completedJob('Sam Stopped', { stopFirst: true });
  const asked = await stand().waitFor(
    (t) => t.to === opened.phone && t.body.includes('How did we do'),
  );
  const token = /\/r\/([A-Za-z0-9_-]{16})/.exec(asked.body)?.[1];
  // The driver follows the link: the site records the open and sends them on.
  const followed = await fetch(`${suite.baseUrl}/r/${token}`, { redirect: 'manual' });
  expect(followed.status).toBe(302);
  const { profile } = (await (await fetch(`${suite.baseUrl}/api/business-profile`)).json()) as {
    profile: { google_review_url: string };
  };
  expect(profile.google_review_url).toMatch(/^https:\/\//);
  expect(followed.headers.get('location')).toBe(profile.google_review_url);
  await stand().waitFor((t) => t.body.includes('How did we do') && t.to !== opened.phone);
  expect(stopped.reference).toBeTruthy();
});

async function openReviewRequests(width: number) {
  const { page } = await suite.visit('/admin/reviews', { width });
  await page.getByRole('link', { name: 'Review requests' }).click();
  await page.getByRole('heading', { level: 1, name: 'Review requests' }).waitFor();
  return page;
}

describe('Review requests in the console', () => {
  it('shows how many were sent, opened, reminded and opted out, and each request’s state', async () => {
    const page = await openReviewRequests(1280);
    await page.getByTestId('review-requests-sent').waitFor();
    expect(await page.getByTestId('review-requests-sent').textContent()).toBe('2');
    expect(await page.getByTestId('review-requests-opened').textContent()).toBe('1');
    expect(await page.getByTestId('review-requests-reminded').textContent()).toBe('0');
    expect(await page.getByTestId('review-requests-opted_out').textContent()).toBe('1');
    expect(await page.getByText('50% of sent').count()).toBe(1);
    const row = (name: string) => page.getByRole('row').filter({ hasText: name });
    expect(await row('Olivia Opened').getByText('Opened', { exact: true }).count()).toBe(1);
    expect(await row('Aaron Asked').getByText('Sent', { exact: true }).count()).toBe(1);
    expect(await row('Sam Stopped').getByText('Not sent: opted out').count()).toBe(1);
    await expectAccessible(page, 'the Review requests view');
    await saveScreenshot(page, '/admin/reviews/requests', 1280);
  });

  it('fits a phone: figures and cards, no sideways scroll, tabs big enough to tap', async () => {
    const page = await openReviewRequests(390);
    await page.getByTestId('review-requests-sent').waitFor();
    await expectNoHorizontalScroll(page);
    await expectTapTargets(page, 'main nav a');
    await saveScreenshot(page, '/admin/reviews/requests', 390);
  });
});
