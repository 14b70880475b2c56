import { authenticatorCode } from '@tow/server-kit/test-support/authenticator-code';
import { expect } from 'vitest';
import { addTeamMember, addVehicle, assign, moveStage, newJob } from './dispatch.ts';
import type { TestBrowser } from './push-service.ts';
import { SERVICE_BODY } from './service-body.ts';
import type { StaffMember } from './staff.ts';
import type { TestAnswer, TestApi } from './test-api.ts';

export interface FilledProduct {
  /** A staff member with two-factor sign-in, and its secret. */
  staff: StaffMember & { totpSecret: string };
  /** The requests made, each with history, jobs and texts. */
  requestIds: number[];
}

async function expectStatus(
  answer: Promise<TestAnswer>,
  status: number,
): Promise<TestAnswer['body']> {
  const { status: actual, body } = await answer;
  expect(actual, JSON.stringify(body)).toBe(status);
  return body;
}

/**
 * Fills the product through its API with a sample of everything it keeps: content (on top of
 * the demo seed), users of each role, one with two-factor sign-in, a push subscription, the
 * on-call rota, vehicles, requests with their history and alert jobs, a job assigned and moved
 * through its stages with the driver's texts, a driver's reply and a staff text.
 */
export async function fillProduct(
  api: TestApi,
  browser: TestBrowser,
  reply: (from: string, body: string) => Promise<unknown>,
): Promise<FilledProduct> {
  const owner = await api.login();
  await expectStatus(
    api.call('POST', '/api/services', {
      token: owner,
      body: { ...SERVICE_BODY, name: 'Jump Start' },
    }),
    201,
  );
  await expectStatus(
    api.call('PUT', '/api/settings/security', {
      token: owner,
      body: { retention_days: 400, require_two_factor: false },
    }),
    200,
  );
  const staff = await addTeamMember(api, owner, 'staff', 'Tess Two');
  const started: { secret: string } = await expectStatus(
    api.call('POST', '/api/me/two-factor', { token: staff.token }),
    200,
  );
  await expectStatus(
    api.call('POST', '/api/me/two-factor/confirm', {
      token: staff.token,
      body: { code: authenticatorCode(started.secret) },
    }),
    200,
  );
  const crew = await addTeamMember(api, owner, 'crew', 'Sam Driver');
  await expectStatus(
    api.call('PUT', `/api/users/${staff.id}`, {
      token: owner,
      body: { phone: '07700 900555', sms_alerts: true },
    }),
    200,
  );
  await expectStatus(
    api.call('PUT', '/api/on-call', {
      token: owner,
      body: {
        shifts: [
          {
            weekday: 1,
            start: '22:00',
            end: '06:00',
            primary_user_id: staff.id,
            backup_user_id: null,
          },
        ],
        overrides: [],
      },
    }),
    200,
  );
  await expectStatus(
    api.call('POST', '/api/push-subscriptions', { token: owner, body: browser.subscription }),
    201,
  );
  const truck = await addVehicle(api, owner, { registration: 'BK26 ABC' });
  const requestIds: number[] = [];
  for (let i = 0; i < 3; i += 1) requestIds.push((await newJob(api, { urgency: 'emergency' })).id);
  const job = await newJob(api, { email: 'priya@example.com', message: 'Flat battery' });
  requestIds.push(job.id);
  await expectStatus(assign(api, owner, job.id, { user_id: crew.id, vehicle_id: truck.id }), 200);
  await expectStatus(
    moveStage(api, crew.token, job.id, { stage: 'en_route', eta_minutes: 20 }),
    200,
  );
  await expectStatus(moveStage(api, crew.token, job.id, { stage: 'on_scene' }), 200);
  await reply(`+44${job.phone.replace(/\s/g, '').slice(1)}`, 'Thank you, I can see the truck');
  await expectStatus(
    api.call('POST', `/api/callback-requests/${job.id}/messages`, {
      token: owner,
      body: { body: 'We are with you now.' },
    }),
    201,
  );
  return { staff: { ...staff, totpSecret: started.secret }, requestIds };
}
