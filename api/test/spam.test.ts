import { isAwaitingCallback } from '@tow/contracts/callback-request';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createFormStamps } from '../src/callback-requests/form-stamp.ts';
import { requestHistory } from './support/callback-request.ts';
import { useTestApi } from './support/test-api.ts';

// Day-long windows: a 15-minute window could end in the middle of a test and reset its count.
const api = useTestApi({
  CALLBACK_RATE_LIMIT: '200/1d',
  CALLBACK_SPAM_ADDRESS_LIMIT: '20/1d',
  CALLBACK_SPAM_PHONE_LIMIT: '3/1h',
  CALLBACK_MIN_FILL_SECONDS: '3',
  SITE_PHONE: '0121 496 0999',
  CALLBACK_REPEAT_WINDOW_MINUTES: '30',
});

let drivers = 0;
/** A phone of its own per request, unless the test gives one. */
function newPhone(): string {
  return `07700 9${String(++drivers).padStart(5, '0')}`;
}

function submit(ip: string, extra: Record<string, unknown> = {}) {
  return api.call('POST', '/api/callback-requests', {
    headers: { 'x-forwarded-for': ip },
    body: {
      name: `Driver ${drivers + 1}`,
      phone: newPhone(),
      location: 'Walsall',
      service_type: 'Towing Service',
      urgency: 'medium',
      ...extra,
    },
  });
}

async function jobKindsOf(requestId: number): Promise<string[]> {
  const { rows } = await sql<{ kind: string }>`
    select kind from jobs where (payload->>'callback_request_id')::int = ${requestId}
    order by id`.execute(api.runtime.deps.db);
  return rows.map((row) => row.kind);
}

async function liveEventsOf(requestId: number): Promise<string[]> {
  const { rows } = await sql<{ type: string }>`
    select type from live_events where (data->>'id')::int = ${requestId} order by id`.execute(
    api.runtime.deps.db,
  );
  return rows.map((row) => row.type);
}

async function historyKinds(id: number, token: string): Promise<string[]> {
  return (await requestHistory(api, id, token)).map((entry) => entry.kind);
}

/** The request as staff see it, marks included (the driver's answer never shows them). */
async function staffView(id: number): Promise<{ suspected_spam: boolean; spam_reasons: string[] }> {
  const list = await api.call('GET', '/api/callback-requests', { token: await api.login() });
  return list.body.requests.find((request: { id: number }) => request.id === id);
}

async function freshStamp(): Promise<string> {
  const answer = await api.call('GET', '/api/callback-requests/form-stamp');
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  return answer.body.stamp;
}

describe('one address sending far more than a person would', () => {
  it('100 requests from one address in a minute are all stored, the excess marked as suspected spam', async () => {
    const answers = [];
    for (let i = 0; i < 100; i++) answers.push(await submit('203.0.113.10'));
    expect(answers.map((answer) => answer.status)).toEqual(Array(100).fill(201));

    const token = await api.login();
    const list = await api.call('GET', '/api/callback-requests', { token });
    const ids = new Set(answers.map((answer) => answer.body.request.id));
    const stored = list.body.requests
      .filter((request: { id: number }) => ids.has(request.id))
      .sort((a: { id: number }, b: { id: number }) => a.id - b.id);
    expect(stored).toHaveLength(100);
    expect(stored.slice(0, 20).map((r: { suspected_spam: boolean }) => r.suspected_spam)).toEqual(
      Array(20).fill(false),
    );
    expect(stored.slice(20).map((r: { spam_reasons: string[] }) => r.spam_reasons)).toEqual(
      Array(80).fill(['address_limit']),
    );
    // The answer says nothing of it: a bot learns nothing, a driver is not worried.
    expect(answers[99]?.body).toMatchObject({
      success: true,
      request: { reference: expect.stringMatching(/^WMR-/) },
    });
    expect(Object.keys(answers[99]?.body.request)).not.toContain('suspected_spam');
    expect(Object.keys(answers[99]?.body.request)).not.toContain('spam_reasons');
  });

  it('answers 429 only past the hard limit, with the phone number to call, and stores none of it', async () => {
    const ip = '203.0.113.20';
    for (let i = 0; i < 200; i++) expect((await submit(ip)).status).toBe(201);
    const refused = await submit(ip, { name: 'Refused Driver' });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      success: false,
      message: 'Too many callback requests from this connection. Please call us on 0121 496 0999.',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const list = await api.call('GET', '/api/callback-requests', { token: await api.login() });
    expect(list.body.requests.some((r: { name: string }) => r.name === 'Refused Driver')).toBe(
      false,
    );
    // Another address behind it is not affected.
    expect((await submit('198.51.100.20')).status).toBe(201);
  });
});

describe('one phone asking again and again', () => {
  it('past 3 new requests an hour from one phone the next is marked; a repeat within 30 minutes still joins the open one', async () => {
    const phone = '07700 900555';
    const token = await api.login();
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) {
      const answer = await submit(`192.0.2.${i + 1}`, { phone });
      expect(answer.status).toBe(201);
      ids.push(answer.body.request.id);
      // Closed, so the next one is a new request rather than a repeat.
      if (i < 3) {
        await api.call('PUT', `/api/callback-requests/${answer.body.request.id}`, {
          token,
          body: { status: 'completed' },
        });
      }
    }
    const list = await api.call('GET', '/api/callback-requests', { token });
    const byId = new Map(list.body.requests.map((r: { id: number }) => [r.id, r]));
    expect(ids.map((id) => (byId.get(id) as { spam_reasons: string[] }).spam_reasons)).toEqual([
      [],
      [],
      [],
      ['phone_limit'],
    ]);
  });
});

describe('the public form’s own signs', () => {
  it('the hidden field filled in: stored, marked "honeypot", alerts no one, yet every console hears of it', async () => {
    const answer = await submit('198.51.100.30', { website: 'https://cheap-pills.example' });
    expect(answer.status).toBe(201);
    const { id } = answer.body.request;
    const { suspected_spam, spam_reasons } = await staffView(id);
    expect({ suspected_spam, spam_reasons }).toEqual({
      suspected_spam: true,
      spam_reasons: ['honeypot'],
    });
    expect(await jobKindsOf(id)).toEqual([]);
    expect(await liveEventsOf(id)).toEqual(['callback-request.created']);
    expect(await historyKinds(id, await api.login())).toEqual(['created', 'suspected_spam']);
  });

  it('sent sooner than the minimum fill time after the form opened: marked "too_fast"', async () => {
    const answer = await submit('198.51.100.31', { form_stamp: await freshStamp() });
    expect((await staffView(answer.body.request.id)).spam_reasons).toEqual(['too_fast']);
  });

  it('a person who took their time, an empty hidden field, or no form fields at all: not marked', async () => {
    // The form opened 10 s ago: a stamp signed with the API's own key, as its endpoint would.
    const tenSecondsAgo = api.runtime.deps.formStamps.issue(Date.now() - 10_000);
    const answers = [
      await submit('198.51.100.32', { website: '', form_stamp: tenSecondsAgo }),
      await submit('198.51.100.32'),
      // A stamp the API did not sign (or signed with a key since changed) is not judged.
      await submit('198.51.100.32', { form_stamp: createFormStamps('another key').issue() }),
      await submit('198.51.100.32', { form_stamp: 'not-a-stamp' }),
    ];
    const marks = [];
    for (const answer of answers) {
      marks.push((await staffView(answer.body.request.id)).suspected_spam);
    }
    expect(marks).toEqual([false, false, false, false]);
  });
});

describe('alerts for suspected spam, and releasing it', () => {
  it('a suspected high or emergency request alerts staff all the same', async () => {
    const answer = await submit('198.51.100.40', { website: 'x', urgency: 'emergency' });
    expect((await staffView(answer.body.request.id)).suspected_spam).toBe(true);
    expect(await jobKindsOf(answer.body.request.id)).toEqual(['alert.push', 'escalation']);
  });

  it('release clears the mark, alerts as for a new request, tells every console and is in the history', async () => {
    const token = await api.login();
    const held = (await submit('198.51.100.41', { website: 'x', urgency: 'low' })).body.request;
    expect(await jobKindsOf(held.id)).toEqual([]);

    const released = await api.call('POST', `/api/callback-requests/${held.id}/release`, { token });
    expect(released.status).toBe(200);
    expect(released.body.request).toMatchObject({ suspected_spam: false, spam_reasons: [] });
    expect(await jobKindsOf(held.id)).toEqual(['alert.push']);
    expect(await liveEventsOf(held.id)).toEqual([
      'callback-request.created',
      'callback-request.updated',
    ]);
    // The alert may be delivered meanwhile (`alert_sent`): look for the release itself.
    const entries = await requestHistory(api, held.id, token);
    expect(entries.map((entry) => entry.kind).slice(0, 3)).toEqual([
      'created',
      'suspected_spam',
      'released',
    ]);
    expect(entries[2]).toMatchObject({
      actor: 'Olivia Owner',
      detail: { reasons: ['honeypot'] },
    });

    // A second click changes nothing and alerts no one twice.
    const again = await api.call('POST', `/api/callback-requests/${held.id}/release`, { token });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Not marked as suspected spam');
    expect(await jobKindsOf(held.id)).toEqual(['alert.push']);
  });

  it('the same phone raising a held-back request to emergency gets it alerted at once', async () => {
    const phone = '07700 900777';
    const held = (await submit('198.51.100.42', { phone, website: 'x', urgency: 'low' })).body
      .request;
    expect(await jobKindsOf(held.id)).toEqual([]);
    const repeat = await submit('198.51.100.42', { phone, urgency: 'emergency' });
    expect(repeat.status).toBe(200);
    expect(repeat.body.request).toMatchObject({ id: held.id, urgency: 'emergency' });
    expect((await staffView(held.id)).suspected_spam).toBe(true);
    expect(await jobKindsOf(held.id)).toEqual(['alert.push', 'escalation']);
  });

  it('/pending (the bell and the dashboard) leaves suspected spam out until it is released', async () => {
    const token = await api.login();
    const held = (await submit('198.51.100.43', { website: 'x', urgency: 'low' })).body.request;
    const person = (await submit('198.51.100.43')).body.request;
    const pendingIds = async () => {
      const answer = await api.call('GET', '/api/callback-requests/pending', { token });
      expect(answer.status).toBe(200);
      return answer.body.requests.map((request: { id: number }) => request.id);
    };

    expect(await staffView(held.id)).toMatchObject({ status: 'pending', suspected_spam: true });
    expect(await pendingIds()).toContain(person.id);
    expect(await pendingIds()).not.toContain(held.id);
    // The same rule as the console's: what /pending lists is what the full list keeps by it.
    const all = await api.call('GET', '/api/callback-requests', { token });
    expect(await pendingIds()).toEqual(
      all.body.requests.filter(isAwaitingCallback).map((request: { id: number }) => request.id),
    );

    await api.call('POST', `/api/callback-requests/${held.id}/release`, { token });
    expect(await pendingIds()).toContain(held.id);
  });

  it('release needs a signed-in user and a request that exists', async () => {
    expect((await api.call('POST', '/api/callback-requests/1/release')).status).toBe(401);
    const token = await api.login();
    const missing = await api.call('POST', '/api/callback-requests/999999/release', { token });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false });
  });
});
