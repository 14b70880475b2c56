import { beforeAll, describe, expect, it } from 'vitest';
import { requestHistory } from './support/callback-request.ts';
import { addTeamMember, addVehicle, assign, moveStage, newJob } from './support/dispatch.ts';
import type { StaffMember } from './support/staff.ts';
import { useTestApi } from './support/test-api.ts';

const api = useTestApi();

let owner: string;
let staff: StaffMember;
let sam: StaffMember;
let cara: StaffMember;
let flatbed: { id: number; registration: string };
let wheelLift: { id: number; registration: string };

beforeAll(async () => {
  owner = await api.login();
  staff = await addTeamMember(api, owner, 'staff', 'Sara Staff');
  sam = await addTeamMember(api, owner, 'crew', 'Sam Driver');
  cara = await addTeamMember(api, owner, 'crew', 'Cara Crew');
  flatbed = await addVehicle(api, owner, { registration: 'FB21 CDE', colour: 'White' });
  wheelLift = await addVehicle(api, owner, { registration: 'WL19 XYZ', kind: 'wheel_lift' });
});

/** The assign call's body: `crew` in the white flatbed. */
const inFlatbed = (crew: { id: number }) => ({ user_id: crew.id, vehicle_id: flatbed.id });

/** A new request assigned to Sam in the white flatbed by staff; answers the assigned record. */
async function samsJob() {
  const job = await newJob(api);
  const answer = await assign(api, staff.token, job.id, inFlatbed(sam));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { ...answer.body.request, status_url: job.status_url };
}

describe('assigning a crew and a vehicle', () => {
  it('makes the job assigned and the request contacted, with the crew and truck in its history', async () => {
    const job = await newJob(api);
    expect(job).toMatchObject({
      stage: null,
      assigned_user_id: null,
      vehicle_id: null,
      needs_flatbed: false,
    });
    const answer = await assign(api, staff.token, job.id, inFlatbed(sam));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      message: 'Crew and vehicle assigned',
      request: {
        stage: 'assigned',
        status: 'contacted',
        assigned_user_id: sam.id,
        vehicle_id: flatbed.id,
      },
    });
    const assigned = (await requestHistory(api, job.id, owner)).find((e) => e.kind === 'assigned');
    expect(assigned).toMatchObject({
      actor: 'Sara Staff',
      detail: {
        user_id: sam.id,
        user_name: 'Sam Driver',
        vehicle_id: flatbed.id,
        registration: 'FB21 CDE',
      },
    });
  });

  it('refuses someone who is not active crew or staff, and a vehicle taken off the road', async () => {
    const job = await newJob(api);
    const ownerId = (await api.call('GET', '/api/me', { token: owner })).body.user.id;
    const toOwner = await assign(api, staff.token, job.id, inFlatbed({ id: ownerId }));
    expect(toOwner.status).toBe(422);
    expect(toOwner.body.errors).toEqual({ user_id: ['Choose an active crew or staff member'] });
    const retired = await addVehicle(api, owner, { is_active: false });
    const off = await assign(api, staff.token, job.id, { user_id: sam.id, vehicle_id: retired.id });
    expect(off.status).toBe(422);
    expect(off.body.errors).toEqual({ vehicle_id: ['Choose an active vehicle'] });
    const unknown = await assign(api, staff.token, 999_999, inFlatbed(sam));
    expect(unknown.status).toBe(404);
  });

  it('asks before sending a wheel-lift to a car that needs a flatbed, noted through the spec’s update call', async () => {
    const job = await newJob(api);
    const spec = await api.call('PUT', `/api/callback-requests/${job.id}`, {
      token: staff.token,
      body: { status: 'pending', admin_notes: 'Lowered sports car' },
    });
    expect(spec.status).toBe(200);
    expect(spec.body.request.needs_flatbed).toBe(false);
    const noted = await api.call('PUT', `/api/callback-requests/${job.id}`, {
      token: staff.token,
      body: { status: 'pending', admin_notes: 'Lowered sports car', needs_flatbed: true },
    });
    expect(noted.body.request.needs_flatbed).toBe(true);
    const body = { user_id: sam.id, vehicle_id: wheelLift.id };
    const asked = await assign(api, staff.token, job.id, body);
    expect(asked.status).toBe(409);
    expect(asked.body.message).toMatch(
      /needs a flatbed .* is a wheel-lift\. Confirm to send it anyway/,
    );
    const confirmed = await assign(api, staff.token, job.id, { ...body, confirm: true });
    expect(confirmed.status).toBe(200);
    const kinds = (await requestHistory(api, job.id, owner)).map((e) => e.kind);
    expect(kinds).toContain('needs_flatbed_changed');
  });

  it('lets only staff and owners assign: the crew get 403', async () => {
    const job = await newJob(api);
    const answer = await assign(api, sam.token, job.id, inFlatbed(sam));
    expect(answer.status).toBe(403);
  });
});

describe('a crew member’s jobs', () => {
  it('lists only the jobs given to them', async () => {
    const mine = await samsJob();
    const others = await newJob(api);
    await assign(api, staff.token, others.id, inFlatbed(cara));
    const list = await api.call('GET', '/api/callback-requests', { token: sam.token });
    expect(list.status).toBe(200);
    const ids = list.body.requests.map((r: { id: number }) => r.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(others.id);
    expect(
      list.body.requests.every((r: { assigned_user_id: number }) => r.assigned_user_id === sam.id),
    ).toBe(true);
    // The fleet is closed to the crew: their jobs' vehicles come with the list.
    const jobVehicles = new Set(
      list.body.requests.map((r: { vehicle_id: number }) => r.vehicle_id),
    );
    expect(list.body.vehicles).toContainEqual(
      expect.objectContaining({ id: flatbed.id, registration: 'FB21 CDE' }),
    );
    expect(list.body.vehicles.every((v: { id: number }) => jobVehicles.has(v.id))).toBe(true);
    const all = await api.call('GET', '/api/callback-requests', { token: staff.token });
    expect(all.body.requests.map((r: { id: number }) => r.id)).toEqual(
      expect.arrayContaining([mine.id, others.id]),
    );
  });

  it('cannot move another crew member’s job (403), nor one of nobody’s', async () => {
    const job = await samsJob();
    const answer = await moveStage(api, cara.token, job.id, { stage: 'en_route' });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(
      'This job is not yours: only the crew assigned to it, or staff, can move it on',
    );
    const unassigned = await newJob(api);
    expect((await moveStage(api, cara.token, unassigned.id, { stage: 'en_route' })).status).toBe(
      403,
    );
    const byStaff = await moveStage(api, staff.token, unassigned.id, { stage: 'en_route' });
    expect(byStaff.status).toBe(409);
    expect(byStaff.body.message).toBe(
      'Assign a crew member and a vehicle before moving the job on',
    );
  });
});

describe('moving a job stage by stage', () => {
  it('follows the crew’s taps to completed, the status following the stage', async () => {
    const job = await samsJob();
    const enRoute = await moveStage(api, sam.token, job.id, { stage: 'en_route', eta_minutes: 25 });
    expect(enRoute.status).toBe(200);
    expect(enRoute.body).toMatchObject({
      message: 'Job moved to en route',
      request: { stage: 'en_route', status: 'contacted' },
    });
    const eta = Date.parse(enRoute.body.request.eta_at) - Date.now();
    expect(eta).toBeGreaterThan(24 * 60_000);
    expect(eta).toBeLessThanOrEqual(25 * 60_000);
    const onScene = await moveStage(api, sam.token, job.id, { stage: 'on_scene' });
    expect(onScene.body.request).toMatchObject({ stage: 'on_scene', eta_at: null });
    await moveStage(api, sam.token, job.id, { stage: 'towing' });
    const done = await moveStage(api, sam.token, job.id, { stage: 'completed' });
    expect(done.body.request).toMatchObject({ stage: 'completed', status: 'completed' });
    const changes = (await requestHistory(api, job.id, owner))
      .filter((e) => e.kind === 'stage_changed')
      .map((e) => ({ actor: e.actor, ...e.detail }));
    expect(changes).toEqual([
      { actor: 'Sam Driver', from: 'assigned', to: 'en_route', eta_minutes: 25 },
      { actor: 'Sam Driver', from: 'en_route', to: 'on_scene' },
      { actor: 'Sam Driver', from: 'on_scene', to: 'towing' },
      { actor: 'Sam Driver', from: 'towing', to: 'completed' },
    ]);
  });

  it('cancels a job from any stage, and the request is cancelled', async () => {
    const job = await samsJob();
    const answer = await moveStage(api, staff.token, job.id, {
      stage: 'cancelled',
      reason: 'Driver got going',
    });
    expect(answer.body.request).toMatchObject({ stage: 'cancelled', status: 'cancelled' });
  });

  it('never goes back for the crew, and goes back for staff only with a reason', async () => {
    const job = await samsJob();
    await moveStage(api, sam.token, job.id, { stage: 'on_scene' });
    const byCrew = await moveStage(api, sam.token, job.id, { stage: 'en_route', reason: 'Oops' });
    expect(byCrew.status).toBe(422);
    expect(byCrew.body.message).toBe('A job cannot go back a stage: ask staff to move it back');
    const noReason = await moveStage(api, staff.token, job.id, { stage: 'en_route' });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors).toEqual({ reason: ['Say why the job goes back a stage'] });
    const withReason = await moveStage(api, staff.token, job.id, {
      stage: 'en_route',
      reason: 'Tapped on scene by mistake',
    });
    expect(withReason.status).toBe(200);
    expect(withReason.body.request.stage).toBe('en_route');
    const last = (await requestHistory(api, job.id, owner)).at(-1);
    expect(last).toMatchObject({
      kind: 'stage_changed',
      actor: 'Sara Staff',
      detail: { from: 'on_scene', to: 'en_route', reason: 'Tapped on scene by mistake' },
    });
    const same = await moveStage(api, sam.token, job.id, { stage: 'en_route' });
    expect(same.status).toBe(409);
    expect(same.body.message).toBe('The job is already en route');
  });

  it('refuses a completed job reopened without a reason, and an unknown stage', async () => {
    const job = await samsJob();
    await moveStage(api, sam.token, job.id, { stage: 'completed' });
    expect((await moveStage(api, owner, job.id, { stage: 'towing' })).status).toBe(422);
    const bad = await moveStage(api, owner, job.id, { stage: 'teleported' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.stage).toEqual([
      'Stage must be en_route, on_scene, towing, completed or cancelled',
    ]);
    const reassign = await assign(api, staff.token, job.id, inFlatbed(cara));
    expect(reassign.status).toBe(409);
  });
});

describe('the driver’s status call', () => {
  it('shows the stages with their times, who is coming in what, and the minutes left', async () => {
    const job = await samsJob();
    await moveStage(api, sam.token, job.id, { stage: 'en_route', eta_minutes: 12 });
    const token = job.status_url.split('/').at(-1);
    const answer = await api.call('GET', `/api/requests/status/${token}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: 'contacted',
      stage: 'en_route',
      eta_minutes: 12,
      crew_first_name: 'Sam',
      vehicle: { kind: 'flatbed', colour: 'White', registration_ending: 'CDE' },
    });
    expect(answer.body.stages.map((s: { stage: string }) => s.stage)).toEqual([
      'assigned',
      'en_route',
    ]);
    for (const { at } of answer.body.stages) expect(Date.parse(at)).not.toBeNaN();
    // Never more than the first name and three characters of the plate.
    expect(JSON.stringify(answer.body)).not.toContain('Driver');
    expect(JSON.stringify(answer.body)).not.toContain('FB21');

    await moveStage(api, sam.token, job.id, { stage: 'on_scene' });
    const there = await api.call('GET', `/api/requests/status/${token}`);
    expect(there.body).toMatchObject({ stage: 'on_scene', eta_minutes: null });
    expect(there.body.stages.map((s: { stage: string }) => s.stage)).toEqual([
      'assigned',
      'en_route',
      'on_scene',
    ]);
  });
});
