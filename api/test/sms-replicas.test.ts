import { createScratchDatabase } from '@tow/server-kit/test-support/scratch-database';
import {
  startTwilioLikeProvider,
  type TwilioLikeProvider,
} from '@tow/server-kit/test-support/twilio-like-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, startApiProcess } from './support/api-process.ts';
import { TEST_TLS_FILES } from './support/test-tls.ts';
import { waitFor } from './support/wait-for.ts';

// Runs in the postgres project only (vitest.config.ts): replicas share a PostgreSQL server. The
// processes trust the stand-in provider's certificate through NODE_EXTRA_CA_CERTS, inherited.
const REQUESTS = 24;

describe('texts from two API processes on one PostgreSQL database', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let provider: TwilioLikeProvider;
  const replicas: ApiProcess[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL ?? '');
    provider = await startTwilioLikeProvider(TEST_TLS_FILES);
    const env = {
      DATABASE_URL: scratch.url,
      SEED_DEMO: 'false',
      CALLBACK_RATE_LIMIT: '1000/1m',
      CALLBACK_SPAM_ADDRESS_LIMIT: '1000/1m',
      CALLBACK_SPAM_PHONE_LIMIT: '1000/1m',
      JOB_POLL_MS: '100',
      SMS_URL: provider.smsUrl,
      SMS_FROM: '+447700900000',
      SITE_URL: 'https://www.recovery.example',
    };
    replicas.push(...(await Promise.all([startApiProcess('A', env), startApiProcess('B', env)])));
  }, 90_000);

  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.stop()));
    await provider?.close();
    await scratch?.drop();
  });

  it('deliver each driver’s text exactly once, whichever replica took the request', async () => {
    const phones = Array.from(
      { length: REQUESTS },
      (_, i) => `07700 9005${String(i).padStart(2, '0')}`,
    );
    await Promise.all(
      phones.map(async (phone, i) => {
        const response = await fetch(`${replicas[i % 2]?.url}/api/callback-requests`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: `Driver ${i}`,
            phone,
            location: 'M5 J1',
            service_type: 'Towing',
            urgency: 'medium',
          }),
        });
        expect(response.status).toBe(201);
      }),
    );
    const wanted = phones.map((phone) => `+44${phone.replace(/\s/g, '').slice(1)}`);
    await waitFor('every text at the provider', async () =>
      wanted.every((to) => provider.texts.some((t) => t.to === to)) ? true : undefined,
    );
    // Time for a second delivery to show up, were there one.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const to of wanted) {
      expect(provider.texts.filter((t) => t.to === to)).toHaveLength(1);
    }
  });
});
