import { smsSegments } from '@tow/contracts';
import { signedTwilioPost } from '@tow/server-kit/test-support/twilio-like-provider';
import { describe, expect, it } from 'vitest';
import { MOTORWAY_BREAKDOWN, requestHistory, submitBreakdown } from './support/callback-request.ts';
import { TEXTS_SITE_URL as SITE_URL, useTextingApi } from './support/texting-api.ts';
import { waitFor } from './support/wait-for.ts';

const { api, provider, webhook, reply } = await useTextingApi({
  SITE_NAME: 'West Midlands Recovery',
  SITE_PHONE: '0121 496 0000',
  JOB_RETRY_BASE_MS: '100',
  JOB_RETRY_MAX_MS: '300',
});

const STATUS_URL = `${SITE_URL}/api/sms/twilio/status`;
const INBOUND_URL = `${SITE_URL}/api/sms/twilio/inbound`;
let phoneCounter = 0;
/** A mobile of its own per test, so one test's texts never count against another's. */
const nextMobile = () => `07700 9${String(10_000 + ++phoneCounter).slice(-5)}`;
const e164 = (phone: string) => `+44${phone.replace(/\s/g, '').slice(1)}`;

async function newRequest(fields: Record<string, unknown> = {}) {
  return submitBreakdown(api, { phone: nextMobile(), ...fields });
}

/** A new request whose first text, the driver's receipt, has reached the provider. */
async function textedRequest() {
  const request = await newRequest();
  const phone = e164(request.phone);
  const text = await provider.waitFor((t) => t.to === phone);
  return { request, phone, text };
}

async function conversation(id: number, token: string) {
  const answer = await api.call('GET', `/api/callback-requests/${id}/messages`, { token });
  expect(answer.status).toBe(200);
  return answer.body as {
    messages: { direction: string; body: string; status: string; error: string | null }[];
    opted_out: boolean;
    sms_enabled: boolean;
  };
}

/** POST …/messages: staff text the request's driver (signed in when `token` is given). */
const textDriver = (id: number, body: string, token?: string) =>
  api.call('POST', `/api/callback-requests/${id}/messages`, { token, body: { body } });

/** Waits until the request's first text is marked sent (the provider has taken it). */
const firstTextSent = (id: number, token: string) =>
  waitFor('the text marked sent', async () =>
    (await conversation(id, token)).messages[0]?.status === 'sent' ? true : undefined,
  );

describe('the driver’s text for a new request (Twilio Messages API over HTTPS)', () => {
  it('reaches the driver’s mobile with the reference, the number we call from and the status link, in one SMS', async () => {
    const phone = nextMobile();
    const answer = await api.call('POST', '/api/callback-requests', {
      body: { ...MOTORWAY_BREAKDOWN, phone },
    });
    expect(answer.status).toBe(201);
    const { reference, status_url } = answer.body.request;
    const text = await provider.waitFor((t) => t.to === e164(phone));

    expect(text.from).toBe('+447700900000');
    expect(text.body).toContain(reference);
    expect(text.body).toContain('0121 496 0000');
    expect(text.body).toContain(`${SITE_URL}${status_url}`);
    expect(smsSegments(text.body)).toMatchObject({ encoding: 'GSM-7', segments: 1 });
    expect(text.statusCallback).toBe(STATUS_URL);
  });

  it('shows the text in the request’s conversation and history, and its delivery receipt', async () => {
    const token = await api.login();
    const { request, text } = await textedRequest();
    await firstTextSent(request.id, token);

    const receipt = await webhook('/api/sms/twilio/status', {
      MessageSid: text.sid,
      SmsSid: text.sid,
      MessageStatus: 'delivered',
      AccountSid: provider.accountSid,
      To: text.to,
      From: text.from,
      ApiVersion: '2010-04-01',
    });
    expect(receipt.status).toBe(200);

    const { messages, opted_out, sms_enabled } = await conversation(request.id, token);
    expect(sms_enabled).toBe(true);
    expect(opted_out).toBe(false);
    expect(messages).toEqual([
      expect.objectContaining({
        direction: 'outbound',
        body: text.body,
        status: 'delivered',
        sent_by: 'system',
      }),
    ]);
    const kinds = (await requestHistory(api, request.id, token)).map((entry) => entry.kind);
    expect(kinds).toContain('text_sent');
  });

  it('shows a text the network could not deliver as failed, with the provider’s error', async () => {
    const token = await api.login();
    const { request, text } = await textedRequest();
    await firstTextSent(request.id, token);
    await webhook('/api/sms/twilio/status', {
      MessageSid: text.sid,
      MessageStatus: 'undelivered',
      ErrorCode: '30003',
    });
    const [message] = (await conversation(request.id, token)).messages;
    expect(message).toMatchObject({ status: 'failed', error: expect.stringContaining('30003') });
    const history = await requestHistory(api, request.id, token);
    expect(history.map((entry) => entry.kind)).toContain('text_failed');
  });

  it('refuses a receipt or a reply whose signature is forged or missing, changing nothing', async () => {
    const token = await api.login();
    const { request, phone, text } = await textedRequest();
    const fields = { MessageSid: text.sid, MessageStatus: 'failed', ErrorCode: '30005' };
    const forged = signedTwilioPost('not-the-auth-token', STATUS_URL, fields);
    expect((await api.call('POST', '/api/sms/twilio/status', forged)).status).toBe(403);
    const unsigned = {
      raw: new URLSearchParams(fields).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
      },
    };
    expect((await api.call('POST', '/api/sms/twilio/status', unsigned)).status).toBe(403);
    const otherUrl = signedTwilioPost(provider.authToken, `${SITE_URL}/elsewhere`, fields);
    expect((await api.call('POST', '/api/sms/twilio/status', otherUrl)).status).toBe(403);
    const forgedReply = signedTwilioPost('not-the-auth-token', INBOUND_URL, {
      MessageSid: 'SMforged',
      From: phone,
      Body: 'STOP',
    });
    expect((await api.call('POST', '/api/sms/twilio/inbound', forgedReply)).status).toBe(403);

    const { messages, opted_out } = await conversation(request.id, token);
    expect(opted_out).toBe(false);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.status).not.toBe('failed');
  });

  it('texts "We’re on it" when a person takes the request', async () => {
    const token = await api.login();
    const { request, phone } = await textedRequest();
    const taken = await api.call('POST', `/api/callback-requests/${request.id}/acknowledge`, {
      token,
    });
    expect(taken.status).toBe(200);
    const text = await provider.waitFor((t) => t.to === phone && t.body.includes('on it'));
    expect(text.body).toContain('Olivia');
    expect(text.body).toContain(request.reference);
  });

  it('tells the driver’s status page whether updates come by text', async () => {
    const mobile = await api.call('POST', '/api/callback-requests', {
      body: { ...MOTORWAY_BREAKDOWN, phone: nextMobile() },
    });
    const landline = await api.call('POST', '/api/callback-requests', {
      body: { ...MOTORWAY_BREAKDOWN, phone: '0121 496 0555' },
    });
    const statusOf = async (answer: { body: { request: { status_url: string } } }) => {
      const token = answer.body.request.status_url.split('/').at(-1);
      return (await api.call('GET', `/api/requests/status/${token}`)).body.text_updates;
    };
    expect(await statusOf(mobile)).toBe(true);
    expect(await statusOf(landline)).toBe(false);
  });

  it('texts no one for suspected spam, and never a landline', async () => {
    const token = await api.login();
    const spam = await newRequest({ website: 'http://spam.example' });
    const landline = await newRequest({ phone: '0121 496 0999' });
    const control = await newRequest();
    await provider.waitFor((t) => t.to === e164(control.phone));
    expect(provider.texts.some((t) => t.to === e164(spam.phone))).toBe(false);
    expect(provider.texts.some((t) => t.to === '+441214960999')).toBe(false);
    expect((await conversation(spam.id, token)).messages).toEqual([]);
    expect((await conversation(landline.id, token)).messages).toEqual([]);
  });
});

describe('the driver’s replies', () => {
  it('stores a reply on the phone’s latest request, in its history and conversation', async () => {
    const token = await api.login();
    const { request, phone } = await textedRequest();
    const answer = await reply(phone, 'I am by the blue van, hazards on');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/xml');

    const { messages } = await conversation(request.id, token);
    expect(messages.at(-1)).toMatchObject({
      direction: 'inbound',
      body: 'I am by the blue van, hazards on',
      status: 'received',
      sent_by: null,
    });
    const history = await requestHistory(api, request.id, token);
    expect(history.find((entry) => entry.kind === 'text_received')).toMatchObject({
      kind: 'text_received',
      actor: 'driver',
      detail: { body: 'I am by the blue van, hazards on' },
    });
  });

  it('stores a reply the provider delivers twice only once', async () => {
    const token = await api.login();
    const request = await newRequest();
    await reply(e164(request.phone), 'Where are you?', 'SMsame0001');
    await reply(e164(request.phone), 'Where are you?', 'SMsame0001');
    const inbound = (await conversation(request.id, token)).messages.filter(
      (m) => m.direction === 'inbound',
    );
    expect(inbound).toHaveLength(1);
  });

  it('STOP ends texts to that phone (confirmed once), START resumes them', async () => {
    const token = await api.login();
    const { request, phone } = await textedRequest();

    await reply(phone, 'Stop');
    const confirmation = await provider.waitFor(
      (t) => t.to === phone && t.body.includes('no more texts'),
    );
    expect(confirmation.body).toContain('START');
    expect((await conversation(request.id, token)).opted_out).toBe(true);

    const staffText = await textDriver(request.id, 'We are 10 minutes away', token);
    expect(staffText.status).toBe(201);
    await waitFor('the staff text refused', async () => {
      const last = (await conversation(request.id, token)).messages.at(-1);
      return last?.status === 'failed' ? last : undefined;
    }).then((last) => expect(last.error).toContain('STOP'));
    expect(provider.texts.some((t) => t.body === 'We are 10 minutes away')).toBe(false);

    await reply(phone, 'START');
    await provider.waitFor((t) => t.to === phone && t.body.includes('texts are on again'));
    expect((await conversation(request.id, token)).opted_out).toBe(false);
    const kinds = (await requestHistory(api, request.id, token)).map((entry) => entry.kind);
    expect(kinds).toEqual(expect.arrayContaining(['texts_stopped', 'texts_resumed']));
  });
});

describe('staff texting the driver from the console', () => {
  it('sends the text as typed, and lists it with who sent it', async () => {
    const token = await api.login();
    const request = await newRequest();
    const answer = await textDriver(
      request.id,
      'Our truck is on the way: a white flatbed, about 25 minutes.',
      token,
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      success: true,
      text: { direction: 'outbound', status: 'queued', sent_by: 'Olivia Owner' },
    });
    const text = await provider.waitFor((t) => t.body.startsWith('Our truck is on the way'));
    expect(text.to).toBe(e164(request.phone));
  });

  it('refuses an empty text, a landline, and a caller not signed in', async () => {
    const token = await api.login();
    const request = await newRequest();
    const empty = await textDriver(request.id, '   ', token);
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBeTruthy();
    const landline = await newRequest({ phone: '0121 496 0777' });
    const toLandline = await textDriver(landline.id, 'Hello', token);
    expect(toLandline.status).toBe(422);
    expect(toLandline.body.message).toContain('+447');
    const anonymous = await textDriver(request.id, 'Hello');
    expect(anonymous.status).toBe(401);
    const missing = await api.call('GET', '/api/callback-requests/999999/messages', { token });
    expect(missing.status).toBe(404);
  });

  it('marks a text the provider refuses for good as failed at once, with its reason', async () => {
    const token = await api.login();
    const { request } = await textedRequest();
    provider.refuseWith(400, 21610, 'Attempt to send to unsubscribed recipient');
    try {
      await textDriver(request.id, 'Are you safe?', token);
      const failed = await waitFor('the refused text', async () => {
        const last = (await conversation(request.id, token)).messages.at(-1);
        return last?.status === 'failed' ? last : undefined;
      });
      expect(failed.error).toContain('21610');
    } finally {
      provider.acceptAgain();
    }
  });
});

describe('a driver’s texts as personal data', () => {
  it('are in the export of their phone with their STOP, and the erase removes both', async () => {
    const token = await api.login();
    const { request, phone } = await textedRequest();
    await reply(phone, 'Please stop texting me');
    await reply(phone, 'STOP');

    const query = `phone=${encodeURIComponent(request.phone)}`;
    const exported = await api.call('GET', `/api/personal-data?${query}`, { token });
    expect(exported.status).toBe(200);
    expect(exported.body.data.sms_opt_out).toMatchObject({ phone, keyword: 'STOP' });
    expect(exported.body.data.texts.map((t: { body: string }) => t.body)).toEqual(
      expect.arrayContaining(['Please stop texting me', 'STOP']),
    );

    const erased = await api.call('DELETE', `/api/personal-data?${query}`, { token });
    expect(erased.status).toBe(200);
    const after = await api.call('GET', `/api/personal-data?${query}`, { token });
    expect(after.body.data.texts).toEqual([]);
    expect(after.body.data.sms_opt_out).toBeNull();
    const history = await api.call('GET', `/api/callback-requests/${request.id}/history`, {
      token,
    });
    const received = history.body.history.filter(
      (entry: { kind: string }) => entry.kind === 'text_received',
    );
    expect(
      received.every((entry: { detail: object }) => Object.keys(entry.detail).length === 0),
    ).toBe(true);
  });
});
