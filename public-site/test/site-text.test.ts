import { type AdminApi, signInAdmin } from '@tow/e2e/admin-api';
import { type RunningProduct, startProduct } from '@tow/e2e/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyMarkup, bodyText } from './support/html.ts';

/**
 * The owner's words on the about, contact and area pages, in the first HTML a visitor gets. A
 * product of this file's own: publishing changes pages the other files read.
 */
let product: RunningProduct;
let admin: AdminApi;

beforeAll(async () => {
  product = await startProduct('/');
  admin = await signInAdmin(product.baseUrl);
}, 120_000);
afterAll(() => product?.stop());

async function page(path: string): Promise<string> {
  const response = await fetch(`${product.baseUrl}${path}`);
  expect(response.status).toBe(200);
  return response.text();
}

/** Publishes and waits until the public site renders it (it follows the content version). */
async function publish(key: string, heading: string, body: string, path: string, shows: string) {
  await admin.send('PUT', `/site-text/${key}`, { heading, body });
  await expect.poll(async () => bodyText(await page(path)), { timeout: 20_000 }).toContain(shows);
}

describe("the owner's words on the public pages", () => {
  it('shows the spec words with the company filled in before anything is published', async () => {
    const about = bodyText(await page('/about'));
    expect(about).toContain('About West Midlands Recovery');
    expect(about).toContain('West Midlands Recovery was established in 2021');
    expect(bodyText(await page('/contact'))).toContain(
      'Ask for a callback and a member of our team will ring you back.',
    );
    expect(bodyText(await page('/areas/walsall'))).toContain(
      'Broken down, had an accident or run out of fuel in Walsall?',
    );
  });

  it('puts the published about story in paragraphs with its links, every character escaped', async () => {
    await publish(
      'about-story',
      'Family run since 1998',
      'We started with one truck in {area}.\n\nCall {company} on {phone} or read [our reviews](/reviews).\n<img src=x onerror=alert(1)>',
      '/about',
      'Family run since 1998',
    );
    const markup = bodyMarkup(await page('/about'));
    expect(markup).toContain('<p>We started with one truck in {area}.</p>');
    expect(markup).toContain(
      '<p>Call West Midlands Recovery on 07700 900123 or read <a href="/reviews">our reviews</a>.<br>&lt;img src=x onerror=alert(1)&gt;</p>',
    );
    expect(markup).not.toContain('<img src=x');
  });

  it('shows the contact page heading and words as published', async () => {
    await publish(
      'contact-hero',
      'Talk to {company}',
      'We ring back within 10 minutes.',
      '/contact',
      'Talk to West Midlands Recovery',
    );
    expect(bodyMarkup(await page('/contact'))).toMatch(
      /<h1[^>]*>Talk to West Midlands Recovery<\/h1>/,
    );
  });

  it("fills an area page's {area} with its name, and leaves the other areas' words alone", async () => {
    const { locations } = await admin.get<{ locations: { id: number; slug: string }[] }>(
      '/locations',
    );
    const walsall = locations.find((l) => l.slug === 'walsall');
    if (!walsall) throw new Error('the demo has no Walsall');
    await publish(
      `area-${walsall.id}`,
      'Stuck in {area}?',
      'Our {area} truck is parked by junction 10 of the M6.',
      '/areas/walsall',
      'Stuck in Walsall?',
    );
    expect(bodyText(await page('/areas/walsall'))).toContain(
      'Our Walsall truck is parked by junction 10 of the M6.',
    );
    expect(bodyText(await page('/areas/coventry'))).toContain('Towing & recovery in Coventry');
  });
});
