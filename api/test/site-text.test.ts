import { DEMO_SITE_NAME, DEMO_SITE_PHONE, SITE_TEXT_PLACES } from '@tow/contracts';
import { describe, expect, it } from 'vitest';
import { addStaffMember, teamMember } from './support/staff.ts';
import { useTestApi } from './support/test-api.ts';

const api = useTestApi();

async function publishedText(key: string) {
  const answer = await api.call('GET', '/api/site-text');
  expect(answer.status).toBe(200);
  return answer.body.texts.find((text: { key: string }) => text.key === key);
}

/** Publishes new words for one text. */
const publish = (key: string, token: string, body: { heading: string; body: string }) =>
  api.call('PUT', `/api/site-text/${key}`, { token, body });

async function contentVersion(): Promise<number> {
  return (await api.call('GET', '/api/content-version')).body.version;
}

describe('site text', () => {
  it('gives the spec words with the company and its area filled in while nothing is published', async () => {
    const answer = await api.call('GET', '/api/site-text');
    expect(answer.status).toBe(200);
    expect(answer.body.texts.map((text: { key: string }) => text.key)).toEqual([
      'home-hero',
      'about-hero',
      'about-story',
      'contact-hero',
    ]);
    const hero = answer.body.texts[0];
    expect(hero).toMatchObject({
      label: 'Home page: the top of the page',
      heading: 'Quick emergency towing and recovery in Birmingham and the West Midlands',
      published_at: null,
    });
    expect(hero.html).toBe(`<p>${SITE_TEXT_PLACES['home-hero'].defaults.body}</p>`);
    const about = answer.body.texts[1];
    expect(about.heading).toBe(`About ${DEMO_SITE_NAME}`);
    expect(about.html).toContain(
      'recovery team for Birmingham and the West Midlands: a calm voice',
    );
    const story = answer.body.texts[2];
    expect(story.html.match(/<p>/g)).toHaveLength(3);
    expect(story.html).toContain(`<p>${DEMO_SITE_NAME} was established in 2021`);
  });

  it('publishes new words that every page shows at once, with paragraphs, links and placeholders', async () => {
    const token = await api.login();
    const before = await contentVersion();
    const answer = await publish('home-hero', token, {
      heading: '  Leeds towing, day and night  ',
      body: 'Stuck on the M62? Ring {company} on {phone}.\n\nSee [our areas](https://example.com/areas) or [call us](tel:{phone}).\nWe answer every call.',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe('Published: Home page: the top of the page');
    expect(answer.body.text.heading).toBe('Leeds towing, day and night');
    const html = `<p>Stuck on the M62? Ring ${DEMO_SITE_NAME} on ${DEMO_SITE_PHONE}.</p><p>See <a href="https://example.com/areas">our areas</a> or <a href="tel:${DEMO_SITE_PHONE.replaceAll(' ', '')}">call us</a>.<br>We answer every call.</p>`;
    expect(answer.body.text.html).toBe(html);
    // Each replica hears the new version from the database (NOTIFY): on PostgreSQL a moment later.
    await expect.poll(contentVersion, { timeout: 10_000 }).toBeGreaterThan(before);
    const shown = await publishedText('home-hero');
    expect(shown.html).toBe(html);
    expect(shown.published_at).toEqual(expect.any(String));
  });

  it('escapes every character of raw HTML, in the heading kept as text and in the body', async () => {
    const token = await api.login();
    const answer = await publish('contact-hero', token, {
      heading: '<script>alert(1)</script> Contact',
      body: '<script>alert("x")</script> & <b>bold</b> \'quoted\'\n\n[<img src=x onerror=alert(1)>](https://example.com/"onmouseover="x)',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const shown = await publishedText('contact-hero');
    expect(shown.heading).toBe('<script>alert(1)</script> Contact');
    expect(shown.html).toBe(
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt; &#39;quoted&#39;</p>' +
        '<p><a href="https://example.com/&quot;onmouseover=&quot;x">&lt;img src=x onerror=alert(1)&gt;</a></p>',
    );
    expect(shown.html).not.toMatch(/<(script|img|b)[\s>]/);
  });

  it('refuses links to anything but https, a page of the site, tel: or mailto:', async () => {
    const token = await api.login();
    for (const target of [
      'javascript:alert(1)',
      'http://example.com',
      'data:text/html,hi',
      '//evil.example',
    ]) {
      const answer = await publish('about-story', token, {
        heading: 'Our story',
        body: `Read [this](${target}).`,
      });
      expect(answer.status, target).toBe(422);
      expect(answer.body.errors.body[0]).toContain('A link must go to https://');
    }
    for (const target of ['/contact', 'mailto:help@example.com', 'https://g.page/r/x/review']) {
      const answer = await publish('about-story', token, {
        heading: 'Our story',
        body: `Read [this](${target}).`,
      });
      expect(answer.status, target).toBe(200);
      expect(answer.body.text.html).toBe(`<p>Read <a href="${target}">this</a>.</p>`);
    }
  });

  it('refuses an empty heading, a heading of two lines and too long a text with 422', async () => {
    const token = await api.login();
    const empty = await publish('home-hero', token, { heading: '  ', body: '' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      heading: ['Heading is required'],
      body: ['Text is required'],
    });
    const twoLines = await publish('home-hero', token, {
      heading: 'One\nTwo',
      body: 'x'.repeat(5001),
    });
    expect(twoLines.body.errors).toEqual({
      heading: ['Heading must be one line'],
      body: ['Text must be at most 5000 characters'],
    });
  });

  it('keeps every version with who and when, and restores an earlier one as the newest', async () => {
    const token = await api.login();
    const publishAbout = (heading: string) =>
      publish('about-hero', token, { heading, body: 'Since 2021.' });
    await publishAbout('About us, first');
    await publishAbout('About us, second');
    const versions = await api.call('GET', '/api/site-text/about-hero/versions', { token });
    expect(versions.status).toBe(200);
    const text = versions.body.text;
    expect(text).toMatchObject({
      key: 'about-hero',
      label: 'About page: the top of the page',
      defaults: SITE_TEXT_PLACES['about-hero'].defaults,
      current: { heading: 'About us, second', body: 'Since 2021.' },
      placeholders: { company: DEMO_SITE_NAME, phone: DEMO_SITE_PHONE },
    });
    expect(text.versions.map((v: { heading: string }) => v.heading)).toEqual([
      'About us, second',
      'About us, first',
    ]);
    expect(text.versions[1]).toMatchObject({ published_by: 'Olivia Owner', restored_from: null });
    const first = text.versions[1].id;

    const restored = await api.call('POST', `/api/site-text/about-hero/versions/${first}/restore`, {
      token,
    });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.message).toMatch(
      /^Restored the words published .+: About page: the top of the page$/,
    );
    expect(restored.body.text.heading).toBe('About us, first');
    expect((await publishedText('about-hero')).heading).toBe('About us, first');
    const after = await api.call('GET', '/api/site-text/about-hero/versions', { token });
    expect(after.body.text.versions).toHaveLength(3);
    expect(after.body.text.versions[0]).toMatchObject({
      heading: 'About us, first',
      restored_from: first,
    });

    const trail = await api.call('GET', '/api/audit-events?entity=site_text', { token });
    const [restoredEntry, secondEntry] = trail.body.events;
    expect(restoredEntry).toMatchObject({
      action: 'restore',
      entity_id: 'about-hero',
      record_name: 'the top of the about page',
      changes: { heading: { before: 'About us, second', after: 'About us, first' } },
    });
    expect(secondEntry).toMatchObject({
      action: 'publish',
      changes: { heading: { before: 'About us, first', after: 'About us, second' } },
    });
    expect(secondEntry.changes.body).toBeUndefined();
  });

  it('answers 404 for a text of no page, an area that does not exist and a version of another text', async () => {
    const token = await api.login();
    const body = { heading: 'x', body: 'y' };
    expect((await publish('footer', token, body)).status).toBe(404);
    expect((await publish('area-999999', token, body)).status).toBe(404);
    expect((await api.call('GET', '/api/site-text/area-0/versions', { token })).status).toBe(404);
    const home = await api.call('GET', '/api/site-text/home-hero/versions', { token });
    const homeVersion = home.body.text.versions[0].id;
    const other = await api.call(
      'POST',
      `/api/site-text/about-hero/versions/${homeVersion}/restore`,
      { token },
    );
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Version not found');
  });

  it("fills each area page's {area} with its name, and lists only active areas", async () => {
    const token = await api.login();
    const created = await api.call('POST', '/api/locations', {
      token,
      body: { name: 'Headingley & Kirkstall', slug: 'headingley' },
    });
    const hidden = await api.call('POST', '/api/locations', {
      token,
      body: { name: 'Otley', slug: 'otley', is_active: false },
    });
    const key = `area-${created.body.location.id}`;
    const area = await publishedText(key);
    expect(area).toMatchObject({
      label: 'Area page: Headingley & Kirkstall',
      heading: 'Towing & recovery in Headingley & Kirkstall',
    });
    expect(area.html).toContain('run out of fuel in Headingley &amp; Kirkstall?');
    expect(await publishedText(`area-${hidden.body.location.id}`)).toBeUndefined();

    const answer = await api.call('PUT', `/api/site-text/${key}`, {
      token,
      body: { heading: 'Recovery in {area}', body: '{company} covers {area} and the A65.' },
    });
    expect(answer.body.text.heading).toBe('Recovery in Headingley & Kirkstall');
    expect(answer.body.text.html).toBe(
      `<p>${DEMO_SITE_NAME} covers Headingley &amp; Kirkstall and the A65.</p>`,
    );
  });

  it('lets staff read the versions but only owners publish or restore', async () => {
    const owner = await api.login();
    const staff = await addStaffMember(api, owner, teamMember('Sam Staff'));
    expect(
      (await api.call('GET', '/api/site-text/home-hero/versions', { token: staff.token })).status,
    ).toBe(200);
    const put = await publish('home-hero', staff.token, {
      heading: 'Mine now',
      body: 'Staff words',
    });
    expect(put.status).toBe(403);
    expect(put.body.message).toBe(
      "Only an owner can change the site's words. Ask an owner of this console.",
    );
    const restore = await api.call('POST', '/api/site-text/home-hero/versions/1/restore', {
      token: staff.token,
    });
    expect(restore.status).toBe(403);
    expect(
      (await api.call('PUT', '/api/site-text/home-hero', { body: { heading: 'x', body: 'y' } }))
        .status,
    ).toBe(401);
    expect((await api.call('GET', '/api/site-text/home-hero/versions')).status).toBe(401);
    expect((await publishedText('home-hero')).heading).not.toBe('Mine now');
  });
});
