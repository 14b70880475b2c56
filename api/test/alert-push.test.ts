import { afterAll, describe, expect, it, vi } from 'vitest';
import { createAlertChannels } from '../src/alerts/index.ts';
import { apiConfig } from '../src/env.ts';
import { requestHistory, submitBreakdown } from './support/callback-request.ts';
import { FUZZ_BODIES, FUZZ_VALUES } from './support/fuzz-values.ts';
import { startTestPushService, type TestBrowser } from './support/push-service.ts';
import { useTestApi } from './support/test-api.ts';
import { TEST_TLS_FILES } from './support/test-tls.ts';
import { waitFor } from './support/wait-for.ts';

const pushService = await startTestPushService(TEST_TLS_FILES);
const api = useTestApi({
  SITE_URL: 'https://recovery.example',
  VAPID_SUBJECT: 'mailto:ops@recovery.example',
  JOB_RETRY_BASE_MS: '100',
  JOB_RETRY_MAX_MS: '500',
});

afterAll(async () => {
  await pushService.close();
});

const submitRequest = (fields: Record<string, unknown> = {}) =>
  submitBreakdown(api, { message: 'Engine cut out in lane 1.', ...fields });

async function subscribe(token: string, browser: TestBrowser) {
  const answer = await api.call('POST', '/api/push-subscriptions', {
    token,
    body: browser.subscription,
  });
  expect(answer.status).toBe(201);
}

async function subscriptionCount(token: string): Promise<number> {
  const status = await api.call('GET', '/api/alerts/status', { token });
  return status.body.push.subscriptions;
}

describe('push subscription endpoints', () => {
  it('answer 401 without a token', async () => {
    const browser = pushService.newBrowser();
    expect((await api.call('GET', '/api/push/public-key')).status).toBe(401);
    expect(
      (await api.call('POST', '/api/push-subscriptions', { body: browser.subscription })).status,
    ).toBe(401);
    expect(
      (
        await api.call('DELETE', '/api/push-subscriptions', {
          body: { endpoint: browser.subscription.endpoint },
        })
      ).status,
    ).toBe(401);
  });

  it('give the VAPID public key a browser subscribes with (65 bytes, base64url)', async () => {
    const token = await api.login();
    const answer = await api.call('GET', '/api/push/public-key', { token });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(Buffer.from(answer.body.public_key, 'base64url')).toHaveLength(65);
  });

  it('store a browser’s PushSubscription once, however often it registers', async () => {
    const token = await api.login();
    const before = await subscriptionCount(token);
    const browser = pushService.newBrowser();
    await subscribe(token, browser);
    await subscribe(token, browser);
    expect(await subscriptionCount(token)).toBe(before + 1);
  });

  it('refuse what is not a PushSubscription with 422 and a message per field', async () => {
    const token = await api.login();
    const answer = await api.call('POST', '/api/push-subscriptions', {
      token,
      body: { endpoint: 'http://push.example/abc', keys: { p256dh: 'short', auth: '***' } },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.success).toBe(false);
    expect(answer.body.errors.endpoint).toEqual([
      'Endpoint must be the https:// address of a push service',
    ]);
    expect(answer.body.errors['keys.p256dh']).toBeDefined();
    expect(answer.body.errors['keys.auth']).toBeDefined();

    const noKeys = await api.call('POST', '/api/push-subscriptions', {
      token,
      body: { endpoint: 'https://push.example/abc' },
    });
    expect(noKeys.status).toBe(422);
  });

  it('answer 4xx, never 500, to bodies and field values that are not a subscription', async () => {
    const token = await api.login();
    const valid = pushService.newBrowser().subscription;
    const headers = { 'content-type': 'application/json' };
    for (const method of ['POST', 'DELETE']) {
      for (const { label, raw } of FUZZ_BODIES) {
        const answer = await api.call(method, '/api/push-subscriptions', { token, raw, headers });
        expect(answer.status, `${method} ${label}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, `${method} ${label}`).toBeLessThan(500);
      }
    }
    for (const { label, value } of FUZZ_VALUES) {
      for (const body of [
        { ...valid, endpoint: value },
        { ...valid, keys: value },
        { ...valid, keys: { ...valid.keys, p256dh: value } },
        { ...valid, keys: { ...valid.keys, auth: value } },
      ]) {
        const answer = await api.call('POST', '/api/push-subscriptions', { token, body });
        expect(answer.status, `${label}: ${JSON.stringify(answer.body)}`).toBeLessThan(500);
      }
      const removal = await api.call('DELETE', '/api/push-subscriptions', {
        token,
        body: { endpoint: value },
      });
      expect(removal.status, label).toBeLessThan(500);
    }
  });

  it('remove a subscription by endpoint, and answer 404 for one they do not know', async () => {
    const token = await api.login();
    const browser = pushService.newBrowser();
    await subscribe(token, browser);
    const before = await subscriptionCount(token);
    const body = { endpoint: browser.subscription.endpoint };

    const removed = await api.call('DELETE', '/api/push-subscriptions', { token, body });
    expect(removed.status).toBe(200);
    expect(removed.body.success).toBe(true);
    expect(await subscriptionCount(token)).toBe(before - 1);

    const again = await api.call('DELETE', '/api/push-subscriptions', { token, body });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ success: false, message: 'Push subscription not found' });

    const empty = await api.call('DELETE', '/api/push-subscriptions', { token, body: {} });
    expect(empty.status).toBe(422);
  });
});

describe('push alert for a new callback request (sent by the outbox job)', () => {
  it('reaches every subscribed browser encrypted (aes128gcm), VAPID-signed, urgent', async () => {
    const token = await api.login();
    const publicKey = (await api.call('GET', '/api/push/public-key', { token })).body.public_key;
    const browsers = [pushService.newBrowser(), pushService.newBrowser()];
    for (const browser of browsers) await subscribe(token, browser);
    const request = await submitRequest();

    for (const browser of browsers) {
      const push = await pushService.waitFor(
        (p) => p.browser === browser && p.payload.id === request.id,
      );
      expect(push.payload).toEqual({
        title: 'Emergency callback request: Priya Shah',
        body: 'Towing at M6 southbound, junction 7. 07700 900123 – Engine cut out in lane 1.',
        url: `/admin/callbacks/${request.id}`,
        id: request.id,
        kind: 'new',
        urgency: 'emergency',
        tag: `callback-request-${request.id}-new`,
      });
      expect(push.vapidKey).toBe(publicKey);
      expect(push.claims.aud).toBe(pushService.origin);
      expect(push.claims.sub).toBe('mailto:ops@recovery.example');
      expect(push.headers.urgency).toBe('high');
      expect(Number(push.headers.ttl)).toBeGreaterThanOrEqual(600);
    }
  });

  it('records the push in the request’s history once, however many browsers it reached', async () => {
    const token = await api.login();
    for (const browser of [pushService.newBrowser(), pushService.newBrowser()]) {
      await subscribe(token, browser);
    }
    const request = await submitRequest();

    const sent = await waitFor('the push alert to be recorded', async () => {
      const entries = await requestHistory(api, request.id, token);
      return entries.some((e) => e.kind === 'alert_sent') ? entries : undefined;
    });
    expect(sent.filter((e) => e.kind === 'alert_sent')).toEqual([
      expect.objectContaining({
        actor: 'system',
        detail: { channel: 'push', alert: 'new', attempt: 1 },
      }),
    ]);
  });

  it('marks an escalation in the title', async () => {
    const token = await api.login();
    const browser = pushService.newBrowser();
    await subscribe(token, browser);
    const request = await submitRequest({ name: 'Tom Baker', urgency: 'high' });
    await api.runtime.deps.alerts.push.sendRequestAlert(request, 'escalation');
    const push = await pushService.waitFor(
      (p) =>
        p.browser === browser && p.payload.id === request.id && p.payload.kind === 'escalation',
    );
    expect(push.payload.title).toBe('Not yet taken: High request from Tom Baker');
    expect(push.payload.kind).toBe('escalation');
  });

  it('starts with "UNSAFE LOCATION" and says when the driver is outside our areas', async () => {
    const token = await api.login();
    const area = await api.call('POST', '/api/locations', {
      token,
      body: { name: 'Walsall', latitude: 52.5862, longitude: -1.9829 },
    });
    expect(area.status).toBe(201);
    const browser = pushService.newBrowser();
    await subscribe(token, browser);
    // Stoke-on-Trent: 48 km from Walsall.
    const request = await submitRequest({
      unsafe_location: true,
      latitude: 53.0027,
      longitude: -2.1794,
    });
    const push = await pushService.waitFor(
      (p) => p.browser === browser && p.payload.id === request.id,
    );
    expect(push.payload.body).toBe(
      'UNSAFE LOCATION. Towing at M6 southbound, junction 7 (outside our areas). 07700 900123 – Engine cut out in lane 1.',
    );
  });

  it('deletes a subscription the push service says is gone (410) and still succeeds', async () => {
    const token = await api.login();
    const gone = pushService.newBrowser();
    await subscribe(token, gone);
    pushService.answer(gone, 410);
    const before = await subscriptionCount(token);

    await submitRequest();

    await vi.waitFor(async () => expect(await subscriptionCount(token)).toBe(before - 1), {
      timeout: 15_000,
      interval: 50,
    });
    const removal = await api.call('DELETE', '/api/push-subscriptions', {
      token,
      body: { endpoint: gone.subscription.endpoint },
    });
    expect(removal.status).toBe(404);
  });

  it('throws on any other failure so the job retries, and shows push failing until a push goes through', async () => {
    const token = await api.login();
    const broken = pushService.newBrowser();
    await subscribe(token, broken);
    pushService.answer(broken, 500);
    const request = await submitRequest();

    await expect(api.runtime.deps.alerts.push.sendRequestAlert(request, 'new')).rejects.toThrow(
      /Alert push failed for 1 subscription/,
    );
    const failing = await api.call('GET', '/api/alerts/status', { token });
    expect(Date.parse(failing.body.push.failing_since)).not.toBeNaN();
    const test = await api.call('POST', '/api/alerts/test', { token });
    expect(test.body.push.failed).toBe(1);

    await api.call('DELETE', '/api/push-subscriptions', {
      token,
      body: { endpoint: broken.subscription.endpoint },
    });
    await api.runtime.deps.alerts.push.sendRequestAlert(request, 'new');
    // The outbox job of that request fails too until its retry finds the broken browser gone.
    await vi.waitFor(
      async () => {
        const healthy = await api.call('GET', '/api/alerts/status', { token });
        expect(healthy.body.push.failing_since).toBeNull();
      },
      { timeout: 15_000, interval: 50 },
    );
  });
});

describe('POST /api/alerts/test without email', () => {
  it('pushes a test notification to every subscription and reports email as not configured', async () => {
    const token = await api.login();
    const browser = pushService.newBrowser();
    await subscribe(token, browser);
    const subscriptions = await subscriptionCount(token);

    const answer = await api.call('POST', '/api/alerts/test', { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      email: 'not_configured',
      push: { sent: subscriptions, failed: 0 },
    });
    const push = await pushService.waitFor(
      (p) => p.browser === browser && p.payload.kind === 'test',
    );
    expect(push.payload.title).toBe('Test alert: push notifications work');
    expect(push.payload.url).toBe('/admin/');

    const status = await api.call('GET', '/api/alerts/status', { token });
    expect(status.body.email).toEqual({ configured: false, failing_since: null, last_error: null });
  });
});

describe('VAPID keys', () => {
  it('are generated once and shared: another replica on the same database uses the same pair', async () => {
    const token = await api.login();
    const publicKey = (await api.call('GET', '/api/push/public-key', { token })).body.public_key;
    const { db, logger, config, profile } = api.runtime.deps;
    const replica = await createAlertChannels({ db, logger, config, profile });
    expect(replica.push.publicKey).toBe(publicKey);
    await replica.close();
  });

  it('come from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set', async () => {
    const { db, logger, profile } = api.runtime.deps;
    const configured = {
      publicKey:
        'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      privateKey: 'tUxbf-Nz0kZ5jSfgi9y4CDyVq7NUcC1rRsiOoVz4hmo',
    };
    const channels = await createAlertChannels({
      db,
      logger,
      profile,
      config: apiConfig({
        VAPID_PUBLIC_KEY: configured.publicKey,
        VAPID_PRIVATE_KEY: configured.privateKey,
      }),
    });
    expect(channels.push.publicKey).toBe(configured.publicKey);
    expect(() => apiConfig({ VAPID_PUBLIC_KEY: configured.publicKey })).toThrow(
      /set both or neither/,
    );
  });
});
