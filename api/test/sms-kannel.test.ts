import type { Server } from 'node:http';
import { freePort } from '@tow/server-kit/free-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenApi } from '../src/listen.ts';
import { submitBreakdown } from './support/callback-request.ts';
import { type KannelGateway, startFakePhone, startKannel } from './support/kannel-gateway.ts';
import { useTestApi } from './support/test-api.ts';
import { waitFor } from './support/wait-for.ts';

// Kannel calls the API back over HTTP: the API listens on a port of its own for this file.
const apiPort = await freePort();
const apiUrl = `http://127.0.0.1:${apiPort}`;
const secret = 'kannel-test-secret-0123456789abcdef';
const kannel: KannelGateway = await startKannel({ url: apiUrl, secret });

const api = useTestApi({
  SMS_URL: kannel.smsUrl,
  SMS_FROM: '60123',
  SMS_WEBHOOK_SECRET: secret,
  SMS_CALLBACK_URL: apiUrl,
  SITE_URL: 'https://www.recovery.example',
});

let server: Server;
beforeAll(async () => {
  server = listenApi(api.runtime, { port: apiPort, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await kannel.stop();
});

async function conversation(id: number, token: string) {
  const answer = await api.call('GET', `/api/callback-requests/${id}/messages`, { token });
  expect(answer.status).toBe(200);
  return answer.body.messages as { direction: string; body: string; status: string }[];
}

describe('texts through Kannel (Debian’s bearerbox and smsbox, with the fake SMS centre)', () => {
  it('a request’s text reaches the phone, is delivered, and the phone’s reply lands on the request', async () => {
    const token = await api.login();
    const request = await submitBreakdown(api, { phone: '07700 900555' });
    const phone = startFakePhone(kannel.smscPort, {
      from: '447700900555',
      to: '60123',
      text: 'I am on the hard shoulder by marker 7/2',
    });
    try {
      const line = await phone.waitFor((l) => l.includes(request.reference));
      expect(line).toContain('447700900555');
      expect(line).toContain('60123');

      const messages = await waitFor(
        'the text delivered and the reply stored',
        async () => {
          const all = await conversation(request.id, token);
          const delivered = all.some((m) => m.direction === 'outbound' && m.status === 'delivered');
          const replied = all.some((m) => m.direction === 'inbound');
          return delivered && replied ? all : undefined;
        },
        20_000,
      );
      expect(messages.find((m) => m.direction === 'inbound')).toMatchObject({
        body: 'I am on the hard shoulder by marker 7/2',
        status: 'received',
      });
    } finally {
      phone.stop();
    }
  });

  it('refuses a delivery report or a reply without the secret', async () => {
    const dlr = await fetch(`${apiUrl}/api/sms/kannel/dlr?key=received:1&status=2&secret=wrong`);
    expect(dlr.status).toBe(403);
    const inbound = await fetch(
      `${apiUrl}/api/sms/kannel/inbound?id=x&from=447700900555&text=STOP`,
    );
    expect(inbound.status).toBe(403);
  });
});
