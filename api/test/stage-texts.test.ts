import { describe, expect, it } from 'vitest';
import { addTeamMember, addVehicle, assign, moveStage, newJob } from './support/dispatch.ts';
import { useTextingApi } from './support/texting-api.ts';

const { api, provider } = await useTextingApi({ SITE_NAME: 'West Midlands Recovery' });

const e164 = (phone: string) => `+44${phone.replace(/\s/g, '').slice(1)}`;

describe('the driver’s texts as the job moves (texts set up)', () => {
  it('tells the driver who is on the way in what and when, that they arrived, and that the job is done', async () => {
    const owner = await api.login();
    const sam = await addTeamMember(api, owner, 'crew', 'Sam Driver');
    const truck = await addVehicle(api, owner, { registration: 'TX22 CDE', colour: 'White' });
    const job = await newJob(api);
    const to = e164(job.phone);
    await provider.waitFor((t) => t.to === to && t.body.includes(job.reference));
    await assign(api, owner, job.id, { user_id: sam.id, vehicle_id: truck.id });

    await moveStage(api, sam.token, job.id, { stage: 'en_route', eta_minutes: 25 });
    const onTheWay = await provider.waitFor((t) => t.to === to && t.body.includes('on the way'));
    expect(onTheWay.body).toBe(
      'West Midlands Recovery: Sam is on the way in a white flatbed, about 25 minutes. Its plate ends CDE.',
    );

    await moveStage(api, sam.token, job.id, { stage: 'on_scene' });
    const arrived = await provider.waitFor((t) => t.to === to && t.body.includes('arrived'));
    expect(arrived.body).toContain('Sam has arrived in the white flatbed (plate ending CDE)');

    await moveStage(api, sam.token, job.id, { stage: 'towing' });
    await moveStage(api, sam.token, job.id, { stage: 'completed' });
    const done = await provider.waitFor((t) => t.to === to && t.body.includes('complete'));
    expect(done.body).toContain(`job ${job.reference} is complete`);

    // Towing says nothing the driver does not see: the received text and three stage texts.
    const messages = await api.call('GET', `/api/callback-requests/${job.id}/messages`, {
      token: owner,
    });
    const bodies = messages.body.messages.map((m: { body: string }) => m.body);
    expect(bodies).toEqual([
      expect.stringContaining(job.reference),
      onTheWay.body,
      arrived.body,
      done.body,
    ]);
  });
});
