import { describe, expect, it } from 'vitest';
import { firstStartProfile } from '../src/business-profile/first-start-profile.ts';
import { apiConfig } from '../src/env.ts';
import { MOTORWAY_BREAKDOWN } from './support/callback-request.ts';
import { addTeamMember } from './support/dispatch.ts';
import { ADMIN } from './support/test-api.ts';
import { useTextingApi } from './support/texting-api.ts';

const { api, provider, reply } = await useTextingApi({
  SITE_NAME: 'Severn Valley Towing',
  SITE_PHONE: '0121 496 0555',
  SITE_WHATSAPP: '447700900555',
  SITE_EMAIL: 'help@severnvalley.example',
  GOOGLE_REVIEW_URL: 'https://g.page/r/severn-valley/review',
});

/** A whole, valid profile of a Leeds company: each test changes what it is about. */
const LEEDS = {
  name: 'Aire Valley Recovery',
  phone: '0113 496 0123',
  whatsapp: '07700 900456',
  email: 'help@airevalley.example',
  address: { street: '12 Kirkstall Road', town: 'Leeds', postcode: 'ls3 1ab' },
  region: 'Leeds and West Yorkshire',
  region_short: 'Leeds & West Yorkshire',
  region_wide: 'West Yorkshire',
  opening_text: 'Open 24 hours, every day of the year',
  google_review_url: 'https://g.page/r/aire-valley/review',
  google_rating: '4.8',
  year_established: '2009',
  social: {
    facebook: 'https://www.facebook.com/airevalleyrecovery',
    instagram: 'https://instagram.com/airevalleyrecovery',
    x: 'https://x.com/airevalley',
  },
  logo_media_id: null,
};

const put = (body: unknown, token?: string) =>
  api.call('PUT', '/api/business-profile', { body, token });

/** The profile's activity log, newest first. */
const profileTrail = async (token: string) =>
  (await api.call('GET', '/api/audit-events?entity=business_profile', { token })).body.events;

/** The newest entry of the log is the test admin's change of exactly these fields. */
async function expectLatestChanges(token: string, changes: Record<string, unknown>) {
  const [latest] = await profileTrail(token);
  expect(latest).toMatchObject({ actor: { name: ADMIN.name }, changes });
  expect(Object.keys(latest.changes)).toEqual(Object.keys(changes));
  return latest;
}

describe('the business profile', () => {
  it('starts on a fresh database from the SITE_* settings, readable by anyone', async () => {
    const answer = await api.call('GET', '/api/business-profile');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      profile: {
        name: 'Severn Valley Towing',
        phone: '0121 496 0555',
        whatsapp: '+447700900555',
        email: 'help@severnvalley.example',
        address: { street: '', town: '', postcode: '' },
        region: 'Birmingham and the West Midlands',
        region_short: 'Birmingham & West Midlands',
        region_wide: 'the West Midlands',
        opening_text: 'Open 24 hours a day, 365 days a year',
        google_review_url: 'https://g.page/r/severn-valley/review',
        google_rating: '5.0',
        year_established: '2021',
        social: { facebook: '', instagram: '', x: '' },
        logo_media_id: null,
      },
    });
    expect(answer.headers.get('cache-control')).toBe('public, no-cache');
  });

  it('is saved whole by the owner and read back as stored, postcode and WhatsApp normalised', async () => {
    const token = await api.login();
    const saved = await put(LEEDS, token);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.success).toBe(true);
    expect(saved.body.profile).toMatchObject({
      ...LEEDS,
      whatsapp: '+447700900456',
      address: { ...LEEDS.address, postcode: 'LS3 1AB' },
    });
    const read = await api.call('GET', '/api/business-profile');
    expect(read.body.profile).toEqual(saved.body.profile);
  });

  it('leaves what may be empty empty: no WhatsApp, no address, no short or wide area, no claims, no links', async () => {
    const token = await api.login();
    const saved = await put(
      {
        name: 'Aire Valley Recovery',
        phone: '0113 496 0123',
        email: 'help@airevalley.example',
        region: 'Leeds',
      },
      token,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.profile).toMatchObject({
      whatsapp: '',
      address: { street: '', town: '', postcode: '' },
      region: 'Leeds',
      region_short: '',
      region_wide: '',
      opening_text: '',
      google_review_url: '',
      google_rating: '',
      year_established: '',
      social: { facebook: '', instagram: '', x: '' },
      logo_media_id: null,
    });
  });

  const refusals: [string, Record<string, unknown>, string, string][] = [
    ['no name', { name: '' }, 'name', 'Company name is required'],
    ['a name of 61 characters', { name: 'A'.repeat(61) }, 'name', 'at most 60'],
    ['no phone', { phone: '' }, 'phone', 'Phone is required'],
    ['a phone that is not a UK number', { phone: '12345' }, 'phone', 'UK phone number'],
    ['a foreign phone', { phone: '+33 1 23 45 67 89' }, 'phone', 'UK phone number'],
    ['a WhatsApp on a landline', { whatsapp: '0121 496 0000' }, 'whatsapp', 'mobile number'],
    ['letters for WhatsApp', { whatsapp: 'call me' }, 'whatsapp', 'mobile number'],
    ['no email', { email: '' }, 'email', 'Email is required'],
    ['an email without @', { email: 'help.airevalley' }, 'email', 'email address'],
    ['no area covered', { region: '  ' }, 'region', 'Area you cover is required'],
    ['an area of 81 characters', { region: 'R'.repeat(81) }, 'region', 'at most 80'],
    [
      'a short form of 41 characters',
      { region_short: 'S'.repeat(41) },
      'region_short',
      'at most 40',
    ],
    ['a wider area of 61 characters', { region_wide: 'W'.repeat(61) }, 'region_wide', 'at most 60'],
    ['a rating above 5', { google_rating: '5.1' }, 'google_rating', 'from 1.0 to 5.0'],
    ['a rating of 0.0', { google_rating: '0.0' }, 'google_rating', 'from 1.0 to 5.0'],
    ['a rating with two decimals', { google_rating: '4.85' }, 'google_rating', 'one decimal'],
    ['a rating in words', { google_rating: 'five' }, 'google_rating', 'for example 4.8'],
    ['a year of two digits', { year_established: '09' }, 'year_established', 'four digits'],
    [
      'a year in the future',
      { year_established: String(new Date().getUTCFullYear() + 1) },
      'year_established',
      'cannot be in the future',
    ],
    [
      'a postcode that is not one',
      { address: { postcode: 'LS99 ZZZ9' } },
      'address.postcode',
      'UK postcode',
    ],
    [
      'a street of 121 characters',
      { address: { street: 'S'.repeat(121) } },
      'address.street',
      'at most 120',
    ],
    [
      'a town of 61 characters',
      { address: { town: 'T'.repeat(61) } },
      'address.town',
      'at most 60',
    ],
    [
      'opening words of 201 characters',
      { opening_text: 'O'.repeat(201) },
      'opening_text',
      'at most 200',
    ],
    [
      'a review link on http',
      { google_review_url: 'http://g.page/r/x' },
      'google_review_url',
      'https://',
    ],
    [
      'a review link that is not a link',
      { google_review_url: 'g.page' },
      'google_review_url',
      'https://',
    ],
    [
      'a Facebook link to another site',
      { social: { facebook: 'https://example.com/aire' } },
      'social.facebook',
      'facebook.com',
    ],
    [
      'an Instagram link on http',
      { social: { instagram: 'http://instagram.com/aire' } },
      'social.instagram',
      'https://',
    ],
    [
      'an X link to Instagram',
      { social: { x: 'https://instagram.com/aire' } },
      'social.x',
      'x.com',
    ],
    [
      'a link of 301 characters',
      { social: { x: `https://x.com/${'a'.repeat(287)}` } },
      'social.x',
      'at most 300',
    ],
    ['a logo id that is not a whole number', { logo_media_id: 'logo.png' }, 'logo_media_id', ''],
  ];
  for (const [what, change, field, message] of refusals) {
    it(`refuses ${what} with 422 naming the field, and keeps the profile`, async () => {
      const token = await api.login();
      const before = (await api.call('GET', '/api/business-profile')).body.profile;
      const body = {
        ...LEEDS,
        ...change,
        address: { ...LEEDS.address, ...(change.address as object) },
        social: { ...LEEDS.social, ...(change.social as object) },
      };
      const answer = await put(body, token);
      expect(answer.status, JSON.stringify(answer.body)).toBe(422);
      expect(answer.body.success).toBe(false);
      expect(Object.keys(answer.body.errors)).toEqual([field]);
      expect(answer.body.errors[field][0]).toContain(message);
      expect((await api.call('GET', '/api/business-profile')).body.profile).toEqual(before);
    });
  }

  it('refuses a logo while there is no media library to take it from', async () => {
    const token = await api.login();
    const answer = await put({ ...LEEDS, logo_media_id: 3 }, token);
    expect(answer.status).toBe(422);
    expect(answer.body.errors.logo_media_id[0]).toContain('media library');
  });

  it('is changed by the owner only: 401 without a token, 403 for staff and crew', async () => {
    const owner = await api.login();
    const staff = await addTeamMember(api, owner, 'staff', 'Sam Staff');
    const crew = await addTeamMember(api, owner, 'crew', 'Cal Crew');
    expect((await put(LEEDS)).status).toBe(401);
    const byStaff = await put({ ...LEEDS, name: 'Taken Over Ltd' }, staff.token);
    expect(byStaff.status).toBe(403);
    expect(byStaff.body.message).toContain('Only an owner can change the business profile');
    expect((await put({ ...LEEDS, name: 'Taken Over Ltd' }, crew.token)).status).toBe(403);
    expect((await api.call('GET', '/api/business-profile')).body.profile.name).not.toBe(
      'Taken Over Ltd',
    );
  });

  it('writes who changed what, before and after, to the activity log; a save that changes nothing writes nothing', async () => {
    const token = await api.login();
    await put(LEEDS, token);
    const saved = await put(
      { ...LEEDS, name: 'Kirkstall Recovery', address: { ...LEEDS.address, town: 'Kirkstall' } },
      token,
    );
    expect(saved.status).toBe(200);
    const latest = await expectLatestChanges(token, {
      name: { before: 'Aire Valley Recovery', after: 'Kirkstall Recovery' },
      'address.town': { before: 'Leeds', after: 'Kirkstall' },
    });
    expect(latest).toMatchObject({ action: 'update', entity: 'business_profile' });
    const count = (await profileTrail(token)).length;
    await put(
      { ...LEEDS, name: 'Kirkstall Recovery', address: { ...LEEDS.address, town: 'Kirkstall' } },
      token,
    );
    expect((await profileTrail(token)).length).toBe(count);
  });

  it('writes a change of the area covered to the activity log, and fills it into the site texts', async () => {
    const token = await api.login();
    await put(LEEDS, token);
    const saved = await put(
      {
        ...LEEDS,
        region: 'Bradford and West Yorkshire',
        region_short: 'Bradford & West Yorkshire',
      },
      token,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await expectLatestChanges(token, {
      region: { before: 'Leeds and West Yorkshire', after: 'Bradford and West Yorkshire' },
      region_short: { before: 'Leeds & West Yorkshire', after: 'Bradford & West Yorkshire' },
    });
    // Site texts are kept until the content version moves: on PostgreSQL a moment later.
    await expect
      .poll(async () => (await api.call('GET', '/api/site-text')).body.texts[0].heading, {
        timeout: 10_000,
      })
      .toBe('Quick emergency towing and recovery in Bradford and West Yorkshire');
  });

  it('keeps the rating with one decimal and the year as digits, given as text or as numbers', async () => {
    const token = await api.login();
    for (const [field, given, kept] of [
      ['google_rating', 5, '5.0'],
      ['google_rating', '4', '4.0'],
      ['google_rating', 4.7, '4.7'],
      ['google_rating', ' 3.9 ', '3.9'],
      ['year_established', 2015, '2015'],
    ] as const) {
      const saved = await put({ ...LEEDS, [field]: given }, token);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.profile[field]).toBe(kept);
    }
  });

  it('writes a change of the rating and the year to the activity log, and fills them into the site texts', async () => {
    const token = await api.login();
    await put(LEEDS, token);
    const saved = await put({ ...LEEDS, google_rating: '4.9', year_established: '' }, token);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await expectLatestChanges(token, {
      google_rating: { before: '4.8', after: '4.9' },
      year_established: { before: '2009', after: '' },
    });
    // The story's first sentence claims the year: with none it is left out whole.
    const storyHtml = async () =>
      (await api.call('GET', '/api/site-text')).body.texts.find(
        (text: { key: string }) => text.key === 'about-story',
      ).html as string;
    await expect.poll(storyHtml, { timeout: 10_000 }).toContain('proud of our 4.9 star Google');
    const story = await storyHtml();
    expect(story).toContain('<p>We started with a simple idea:');
    expect(story).not.toContain('established');
  });

  it('moves the public content version, so every cached page and answer is dropped', async () => {
    const token = await api.login();
    const before = (await api.call('GET', '/api/content-version')).body.version as number;
    await put({ ...LEEDS, opening_text: 'Open all day, every day' }, token);
    // Each replica hears the new version from the database (NOTIFY): on PostgreSQL a moment later.
    await expect
      .poll(async () => (await api.call('GET', '/api/content-version')).body.version as number, {
        timeout: 10_000,
      })
      .toBeGreaterThan(before);
    const read = await api.call('GET', '/api/business-profile');
    expect(read.body.profile.opening_text).toBe('Open all day, every day');
  });

  it('names the company and its number as saved in the texts to drivers', async () => {
    const token = await api.login();
    await put({ ...LEEDS, name: 'Headingley Towing', phone: '0113 496 0777' }, token);
    const answer = await api.call('POST', '/api/callback-requests', {
      body: { ...MOTORWAY_BREAKDOWN, phone: '07700 900871' },
    });
    expect(answer.status).toBe(201);
    const received = await provider.waitFor((t) => t.to === '+447700900871');
    expect(received.body).toContain("we'll call you from 0113 496 0777");
    await reply('+447700900871', 'STOP');
    const stopped = await provider.waitFor(
      (t) => t.to === '+447700900871' && t.body.includes('no more texts'),
    );
    expect(stopped.body).toMatch(/^Headingley Towing: you will get no more texts/);
  });
});

describe("the first start's profile", () => {
  it('refuses to start on a SITE_PHONE the console could never save, naming the setting', () => {
    expect(() => firstStartProfile(apiConfig({ SITE_PHONE: 'ring us' }))).toThrow(
      /SITE_PHONE: Enter a UK phone number/,
    );
    expect(() => firstStartProfile(apiConfig({ SITE_EMAIL: 'nobody' }))).toThrow(/SITE_EMAIL/);
  });

  it('places the demo company in Birmingham, and another company nowhere until its owner says', () => {
    expect(firstStartProfile(apiConfig({ SEED_DEMO: 'true' })).address.town).toBe('Birmingham');
    expect(firstStartProfile(apiConfig({ SEED_DEMO: 'false' })).address.town).toBe('');
  });
});
