import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { submitBreakdown } from './support/callback-request.ts';
import { startSmtpSink } from './support/smtp-sink.ts';
import { ADMIN, useTestApi } from './support/test-api.ts';

let sink = await startSmtpSink();
const smtpPort = sink.port;

const api = useTestApi({
  SMTP_URL: sink.url,
  ALERT_EMAIL_FROM: 'Recovery alerts <alerts@recovery.example>',
  ALERT_EMAIL_TO: 'duty@recovery.example, owner@recovery.example',
  ESCALATION_EMAIL_TO: 'manager@recovery.example',
  CONSOLE_URL: 'https://console.recovery.example/admin',
  // Retries come quickly, so "the server is back" is seen within the test.
  JOB_RETRY_BASE_MS: '100',
  JOB_RETRY_MAX_MS: '500',
});

const forRequest = (id: number) => (e: { mail: { text?: string } }) =>
  new RegExp(`/callbacks/${id}(\\D|$)`).test(e.mail.text ?? '');

afterAll(async () => {
  await sink.close();
});

const submitRequest = (fields: Record<string, unknown> = {}) =>
  submitBreakdown(api, { message: 'Engine cut out in lane 1, hazards on.', ...fields });

function emailAlerts() {
  const channel = api.runtime.deps.alerts.email;
  if (!channel) throw new Error('email alerts should be configured in this file');
  return channel;
}

/** POST /api/alerts/test as the admin: checks the status and the email channel's outcome. */
async function sendTestAlert(token: string, status: 200 | 502, email: 'sent' | 'failed') {
  const answer = await api.call('POST', '/api/alerts/test', { token });
  expect(answer.status).toBe(status);
  expect(answer.body).toMatchObject({
    success: status === 200,
    email,
    push: { sent: 0, failed: 0 },
  });
  return answer;
}

describe('email alert for a new callback request (sent by the outbox job)', () => {
  it('reaches every ALERT_EMAIL_TO address with the urgency and the name in the subject', async () => {
    const request = await submitRequest();
    const email = await sink.waitFor(forRequest(request.id));

    expect(email.mail.subject).toBe('Emergency callback request: Priya Shah');
    expect(email.envelopeTo).toEqual(['duty@recovery.example', 'owner@recovery.example']);
    expect(email.mail.from?.text).toContain('alerts@recovery.example');
    const text = email.mail.text ?? '';
    expect(text).toContain('Name: Priya Shah');
    expect(text).toContain('Phone: 07700 900123 (tel:+447700900123)');
    expect(text).toContain('Location: M6 southbound, junction 7');
    expect(text).toContain('Service: Towing');
    expect(text).toContain('Urgency: Emergency - Immediate assistance');
    expect(text).toContain('Preferred time: As soon as possible');
    expect(text).toContain('Engine cut out in lane 1, hazards on.');
    expect(text).toContain(`https://console.recovery.example/admin/callbacks/${request.id}`);
    expect(text).not.toContain('UNSAFE');

    const html = String(email.mail.html);
    expect(html).toContain('<a href="tel:+447700900123">07700 900123</a>');
    expect(html).toContain(`href="https://console.recovery.example/admin/callbacks/${request.id}"`);
    expect(html).toContain('Engine cut out in lane 1, hazards on.');
  });

  it('shows the preferred time in UK time', async () => {
    const request = await submitRequest({
      urgency: 'low',
      preferred_callback_time: '2099-07-01T09:30',
    });
    const email = await sink.waitFor(forRequest(request.id));
    expect(email.mail.subject).toBe('Low callback request: Priya Shah');
    expect(email.mail.text).toContain('Preferred time: Wednesday, 1 July 2099 at 09:30 (UK time)');
  });

  it('keeps what the visitor typed as text: no markup of theirs reaches the HTML', async () => {
    const request = await submitRequest({
      name: '<img src=x onerror=alert(1)> "Bob" & O\'Neil',
      location: '<b>A38</b>',
      message: '<script>steal()</script>\nsecond line',
    });
    const email = await sink.waitFor(forRequest(request.id));
    const html = String(email.mail.html);
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>A38</b>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &quot;Bob&quot; &amp; O&#39;Neil');
    expect(html).toContain('&lt;script&gt;steal()&lt;/script&gt;<br>second line');
    expect(email.mail.subject).toBe(
      'Emergency callback request: <img src=x onerror=alert(1)> "Bob" & O\'Neil',
    );
    expect(email.mail.text).toContain('<script>steal()</script>');
  });

  it('sends an escalation to ESCALATION_EMAIL_TO, clearly marked, with the requester’s name', async () => {
    const request = await submitRequest({ name: 'Tom Baker', urgency: 'high' });
    await emailAlerts().sendRequestAlert(request, 'escalation');
    const email = await sink.waitFor(
      (e) => forRequest(request.id)(e) && e.mail.subject?.startsWith('ESCALATION') === true,
    );
    expect(email.envelopeTo).toEqual(['manager@recovery.example']);
    expect(email.mail.subject).toBe(
      'ESCALATION: High callback request from Tom Baker is not yet taken',
    );
    expect(email.mail.text).toContain('Nobody has taken this high request yet');
  });
});

// Just north of Walsall town centre (0.5 km), and Stoke-on-Trent (48 km north): inside and
// outside the one served area this file sets up.
const NEAR_WALSALL = { latitude: 52.5901, longitude: -1.9851, location_accuracy_m: 40 };
const STOKE = { latitude: 53.0027, longitude: -2.1794 };
const STOKE_MAP = 'https://www.openstreetmap.org/?mlat=53.0027&mlon=-2.1794#map=16/53.0027/-2.1794';

describe('email alert of a driver whose phone sent its position', () => {
  beforeAll(async () => {
    const token = await api.login();
    // A name with markup characters: what staff type reaches the HTML as text too.
    const area = await api.call('POST', '/api/locations', {
      token,
      body: { name: 'Walsall & "Darlaston"', latitude: 52.5862, longitude: -1.9829 },
    });
    expect(area.status).toBe(201);
  });

  it('links the position to OpenStreetMap and names the nearest area with its distance', async () => {
    const request = await submitRequest({ name: 'Located Driver', ...NEAR_WALSALL });
    const email = await sink.waitFor(forRequest(request.id));

    const text = email.mail.text ?? '';
    expect(text).toContain(
      'Position: 52.5901, -1.9851, within 40 m (https://www.openstreetmap.org/?mlat=52.5901&mlon=-1.9851#map=16/52.5901/-1.9851)',
    );
    expect(text).toContain('Nearest area: Walsall & "Darlaston", 0.5 km away\n');
    expect(text).not.toContain('outside our areas');

    const html = String(email.mail.html);
    expect(html).toContain(
      '<a href="https://www.openstreetmap.org/?mlat=52.5901&amp;mlon=-1.9851#map=16/52.5901/-1.9851">52.5901, -1.9851, within 40 m</a>',
    );
    expect(html).toContain('Walsall &amp; &quot;Darlaston&quot;, 0.5 km away<');
  });

  it('says when the driver is outside our areas', async () => {
    const request = await submitRequest({ name: 'Far Driver', urgency: 'high', ...STOKE });
    const email = await sink.waitFor(forRequest(request.id));
    expect(email.mail.text).toContain(`Position: 53.0027, -2.1794 (${STOKE_MAP})`);
    expect(email.mail.text).toContain(
      'Nearest area: Walsall & "Darlaston", 48.2 km away (outside our areas)',
    );
    expect(String(email.mail.html)).toContain(
      'Walsall &amp; &quot;Darlaston&quot;, 48.2 km away (outside our areas)',
    );
  });

  it('shows neither a position nor an area when the phone sent none', async () => {
    const request = await submitRequest({ name: 'Unlocated Driver' });
    const email = await sink.waitFor(forRequest(request.id));
    expect(email.mail.text).not.toContain('Position:');
    expect(email.mail.text).not.toContain('Nearest area:');
    expect(String(email.mail.html)).not.toContain('openstreetmap');
  });
});

describe('email alert of a driver somewhere unsafe', () => {
  it('says "unsafe location" in the subject and above everything else, in both parts', async () => {
    const request = await submitRequest({ name: 'Hard Shoulder', unsafe_location: true });
    const email = await sink.waitFor(forRequest(request.id));
    expect(email.mail.subject).toBe('Emergency callback request (unsafe location): Hard Shoulder');

    const warning =
      'UNSAFE LOCATION: the driver is on a hard shoulder, in a live lane, on a smart motorway or near a blind bend.';
    expect(
      (email.mail.text ?? '').startsWith(`${warning}\n\nA new emergency callback request`),
    ).toBe(true);
    const html = String(email.mail.html);
    const shown = html.indexOf(`<strong>${warning}</strong>`);
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(html.indexOf('A new emergency callback request'));
  });

  it('marks an escalation of it the same way', async () => {
    const request = await submitRequest({ name: 'Live Lane', unsafe_location: true });
    await emailAlerts().sendRequestAlert(request, 'escalation');
    const email = await sink.waitFor(
      (e) => forRequest(request.id)(e) && e.mail.subject?.startsWith('ESCALATION') === true,
    );
    expect(email.mail.subject).toBe(
      'ESCALATION: Emergency callback request (unsafe location) from Live Lane is not yet taken',
    );
    expect(email.mail.text).toMatch(/^UNSAFE LOCATION: /);
  });
});

describe('when the mail server is down', () => {
  it('keeps the request, retries the email, and shows since when email alerts fail', async () => {
    const token = await api.login();
    await sink.close();
    const request = await submitRequest({ name: 'Dana Down' });

    const status = await vi.waitFor(
      async () => {
        const answer = await api.call('GET', '/api/alerts/status', { token });
        expect(answer.body.email.failing_since).not.toBeNull();
        return answer;
      },
      { timeout: 15_000, interval: 50 },
    );
    expect(status.status).toBe(200);
    expect(status.body.email.configured).toBe(true);
    expect(Date.parse(status.body.email.failing_since)).not.toBeNaN();
    expect(status.body.email.last_error).toMatch(/ECONNREFUSED|connect/i);

    // A direct send throws, which is what makes the job runner retry; the first failure's time stays.
    await expect(emailAlerts().sendRequestAlert(request, 'new')).rejects.toThrow(
      /Alert email failed/,
    );
    const again = await api.call('GET', '/api/alerts/status', { token });
    expect(again.body.email.failing_since).toBe(status.body.email.failing_since);

    const test = await sendTestAlert(token, 502, 'failed');
    expect(test.body.message).toMatch(/did not reach anyone.*test email failed/);

    const list = await api.call('GET', '/api/callback-requests', { token });
    expect(list.body.requests.map((r: { id: number }) => r.id)).toContain(request.id);
  });

  it('delivers the waiting alert once the server is back, and clears the warning', async () => {
    const token = await api.login();
    sink = await startSmtpSink(smtpPort);

    const email = await sink.waitFor(
      (e) => e.mail.subject === 'Emergency callback request: Dana Down',
    );
    expect(email.envelopeTo).toEqual(['duty@recovery.example', 'owner@recovery.example']);
    await vi.waitFor(
      async () => {
        const status = await api.call('GET', '/api/alerts/status', { token });
        expect(status.body.email).toEqual({
          configured: true,
          failing_since: null,
          last_error: null,
        });
      },
      { timeout: 15_000, interval: 50 },
    );
  });
});

describe('POST /api/alerts/test with email configured', () => {
  it('emails ALERT_EMAIL_TO now and says so', async () => {
    const token = await api.login();
    const answer = await sendTestAlert(token, 200, 'sent');
    expect(answer.body.message).toBe('The test email was sent.');
    const email = await sink.waitFor((e) => e.mail.subject === 'Test alert: email alerts work');
    expect(email.envelopeTo).toEqual(['duty@recovery.example', 'owner@recovery.example']);
    expect(email.mail.text).toContain(`sent by ${ADMIN.name}`);
  });

  it('answers 401 without a token', async () => {
    expect((await api.call('POST', '/api/alerts/test')).status).toBe(401);
    expect((await api.call('GET', '/api/alerts/status')).status).toBe(401);
  });
});
