import { ETA_SETTINGS_DEFAULTS } from '@tow/contracts';
import { sql } from 'kysely';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { requestHistory } from './support/callback-request.ts';
import { addTeamMember, addVehicle, assign, moveStage, newJob } from './support/dispatch.ts';
import { useLiveStreams } from './support/event-stream.ts';
import type { StaffMember } from './support/staff.ts';
import { useTestApi } from './support/test-api.ts';

// The repeat window on (the test default is off): a driver asking again gets their open request.
const api = useTestApi({ CALLBACK_REPEAT_WINDOW_MINUTES: '30' });
const liveStream = useLiveStreams(api);

/** The driver's phone on the A38 at Birmingham's Bristol Road. */
const DRIVER = { latitude: 52.45, longitude: -1.93 };
/** Due north of the driver: 0.09° of latitude is 10.0 km, 0.0225° is 2.5 km. */
const TEN_KM_AWAY = { latitude: DRIVER.latitude + 0.09, longitude: DRIVER.longitude };
const TWO_AND_A_HALF_KM_AWAY = { latitude: DRIVER.latitude + 0.0225, longitude: DRIVER.longitude };

let owner: string;
let staff: StaffMember;
let sam: StaffMember;
let cara: StaffMember;
let truck: { id: number };

beforeAll(async () => {
  owner = await api.login();
  staff = await addTeamMember(api, owner, 'staff', 'Sara Staff');
  sam = await addTeamMember(api, owner, 'crew', 'Sam Driver');
  cara = await addTeamMember(api, owner, 'crew', 'Cara Crew');
  truck = await addVehicle(api, owner, { registration: 'CP21 POS' });
});

beforeEach(async () => {
  await setEtaSettings(ETA_SETTINGS_DEFAULTS);
});

async function setEtaSettings(settings: Record<string, unknown>) {
  const answer = await api.call('PUT', '/api/settings/eta', { token: staff.token, body: settings });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer;
}

/** Sam's job, set en route with his own estimate; the driver's phone at DRIVER unless `fields`. */
async function samEnRoute(fields: Record<string, unknown> = DRIVER, etaMinutes = 25) {
  const job = await newJob(api, fields);
  expect(
    (await assign(api, staff.token, job.id, { user_id: sam.id, vehicle_id: truck.id })).status,
  ).toBe(200);
  const moved = await moveStage(api, sam.token, job.id, {
    stage: 'en_route',
    eta_minutes: etaMinutes,
  });
  expect(moved.status).toBe(200);
  return { id: job.id as number, token: String(job.status_url).split('/').at(-1) as string };
}

function share(token: string, id: number, body: Record<string, unknown>) {
  return api.call('POST', `/api/callback-requests/${id}/crew-position`, { token, body });
}

const at = (point: { latitude: number; longitude: number }, accuracy_m = 12) => ({
  ...point,
  accuracy_m,
});

async function driverStatus(token: string) {
  const answer = await api.call('GET', `/api/requests/status/${token}`);
  expect(answer.status).toBe(200);
  return answer.body;
}

async function staffRecord(id: number) {
  const list = await api.call('GET', '/api/callback-requests', { token: staff.token });
  return list.body.requests.find((request: { id: number }) => request.id === id);
}

describe('the crew’s phone sharing its position while en route', () => {
  it('stores the last position for staff, with one history entry when sharing starts', async () => {
    const job = await samEnRoute();
    const first = await share(sam.token, job.id, at(TEN_KM_AWAY, 35));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({
      success: true,
      message: 'Position shared',
      request: { id: job.id, crew_position: { ...TEN_KM_AWAY, accuracy_m: 35 } },
    });
    expect(Date.parse(first.body.request.crew_position.at)).toBeGreaterThan(Date.now() - 60_000);
    await share(sam.token, job.id, at(TWO_AND_A_HALF_KM_AWAY, 8));
    expect((await staffRecord(job.id)).crew_position).toMatchObject({
      ...TWO_AND_A_HALF_KM_AWAY,
      accuracy_m: 8,
    });
    const history = await requestHistory(api, job.id, owner);
    const started = history.filter((entry) => entry.kind === 'position_sharing_started');
    expect(started).toHaveLength(1);
    expect(started[0]).toMatchObject({ actor: 'Sam Driver', detail: { eta_method: 'distance' } });
  });

  it('lets staff and owners share it too, and the crew member see their own on their list', async () => {
    const job = await samEnRoute();
    expect((await share(staff.token, job.id, at(TEN_KM_AWAY))).status).toBe(200);
    expect((await share(owner, job.id, at(TWO_AND_A_HALF_KM_AWAY))).status).toBe(200);
    const mine = await api.call('GET', '/api/callback-requests', { token: sam.token });
    const listed = mine.body.requests.find((request: { id: number }) => request.id === job.id);
    expect(listed.crew_position).toMatchObject(TWO_AND_A_HALF_KM_AWAY);
    const caras = await api.call('GET', '/api/callback-requests', { token: cara.token });
    expect(caras.body.requests.map((request: { id: number }) => request.id)).not.toContain(job.id);
  });

  it('refuses another crew member’s job (403), an unknown job (404) and no sign-in (401)', async () => {
    const job = await samEnRoute();
    const other = await share(cara.token, job.id, at(TEN_KM_AWAY));
    expect(other.status).toBe(403);
    expect(other.body).toEqual({
      success: false,
      message:
        'This job is not yours: only the crew assigned to it, or staff, can share a position on it',
    });
    const stop = await api.call('DELETE', `/api/callback-requests/${job.id}/crew-position`, {
      token: cara.token,
    });
    expect(stop.status).toBe(403);
    expect((await share(sam.token, 999_999, at(TEN_KM_AWAY))).status).toBe(404);
    const anonymous = await api.call('POST', `/api/callback-requests/${job.id}/crew-position`, {
      body: at(TEN_KM_AWAY),
    });
    expect(anonymous.status).toBe(401);
    expect((await staffRecord(job.id)).crew_position).toBeNull();
  });

  it('refuses a job that is not en route with 409: merely assigned, or on scene', async () => {
    const job = await newJob(api, DRIVER);
    await assign(api, staff.token, job.id, { user_id: sam.id, vehicle_id: truck.id });
    const assigned = await share(sam.token, job.id, at(TEN_KM_AWAY));
    expect(assigned.status).toBe(409);
    expect(assigned.body.message).toBe(
      'The crew’s position is shared only while the job is en route: set it en route first',
    );
    await moveStage(api, sam.token, job.id, { stage: 'on_scene' });
    expect((await share(sam.token, job.id, at(TEN_KM_AWAY))).status).toBe(409);
  });

  it('refuses positions off the Earth, a negative accuracy and missing fields with 422', async () => {
    const job = await samEnRoute();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...at(TEN_KM_AWAY), latitude: 91 }, 'latitude', 'Latitude must be between -90 and 90'],
      [
        { ...at(TEN_KM_AWAY), longitude: -180.5 },
        'longitude',
        'Longitude must be between -180 and 180',
      ],
      [{ ...at(TEN_KM_AWAY), accuracy_m: -1 }, 'accuracy_m', 'Accuracy cannot be negative'],
      [{ ...at(TEN_KM_AWAY), latitude: '52.5' }, 'latitude', 'Latitude must be a number'],
      [{ latitude: 52.5, longitude: -1.9 }, 'accuracy_m', 'Accuracy must be a number of metres'],
    ];
    for (const [body, field, message] of cases) {
      const answer = await share(sam.token, job.id, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.errors[field]).toEqual([message]);
    }
    expect((await staffRecord(job.id)).crew_position).toBeNull();
  });
});

describe('the driver’s ETA following the crew', () => {
  it('is worked out from the distance by default: straight line × 1.3 at 48 km/h', async () => {
    const job = await samEnRoute();
    expect((await driverStatus(job.token)).eta_minutes).toBe(25);
    await share(sam.token, job.id, at(TEN_KM_AWAY));
    // 10.0 km × 1.3 = 13.0 km at 48 km/h: 16.3 minutes, said as 17.
    expect((await driverStatus(job.token)).eta_minutes).toBe(17);
    await share(sam.token, job.id, at(TWO_AND_A_HALF_KM_AWAY));
    // 2.5 km × 1.3 at 48 km/h: 4.1 minutes, said as 5.
    expect((await driverStatus(job.token)).eta_minutes).toBe(5);
  });

  it('follows the road factor and average speed staff set', async () => {
    await setEtaSettings({ eta_method: 'distance', road_factor: 1.5, average_speed_kmh: 30 });
    const job = await samEnRoute();
    await share(sam.token, job.id, at(TWO_AND_A_HALF_KM_AWAY));
    // 2.5 km × 1.5 = 3.75 km at 30 km/h: 7.5 minutes, said as 8.
    expect((await driverStatus(job.token)).eta_minutes).toBe(8);
  });

  it('keeps the crew’s own estimate when staff chose it', async () => {
    await setEtaSettings({ ...ETA_SETTINGS_DEFAULTS, eta_method: 'crew_estimate' });
    const job = await samEnRoute(DRIVER, 25);
    const shared = await share(sam.token, job.id, at(TWO_AND_A_HALF_KM_AWAY));
    expect(shared.body.request.crew_position).toMatchObject(TWO_AND_A_HALF_KM_AWAY);
    expect((await driverStatus(job.token)).eta_minutes).toBe(25);
  });

  it('keeps the crew’s own estimate when the driver’s phone gave no position', async () => {
    const job = await samEnRoute({}, 40);
    await share(sam.token, job.id, at(TWO_AND_A_HALF_KM_AWAY));
    expect((await driverStatus(job.token)).eta_minutes).toBe(40);
  });

  it('tells every console at each position, the record carrying the position and the new ETA', async () => {
    const job = await samEnRoute();
    const stream = await liveStream({ authorization: `Bearer ${staff.token}` });
    await share(sam.token, job.id, at(TEN_KM_AWAY));
    const event = await stream.next(
      (e) => e.event === 'callback-request.updated' && e.data.crew_position !== null,
    );
    expect(event.data).toMatchObject({ id: job.id, crew_position: TEN_KM_AWAY });
    const minutes = (Date.parse(event.data.eta_at) - Date.now()) / 60_000;
    expect(Math.ceil(minutes)).toBe(17);
  });

  it('never shows the driver where the crew is: only the minutes', async () => {
    const job = await samEnRoute();
    await share(sam.token, job.id, at(TEN_KM_AWAY));
    const status = await driverStatus(job.token);
    expect(Object.keys(status)).not.toContain('crew_position');
    expect(JSON.stringify(status)).not.toContain(String(TEN_KM_AWAY.latitude));
    // The same phone asking again gets its open request's receipt: without the crew either.
    const again = await api.call('POST', '/api/callback-requests', {
      body: {
        name: 'Priya Shah',
        phone: (await staffRecord(job.id)).phone,
        location: 'M6 southbound, junction 7',
        service_type: 'Towing',
      },
    });
    expect(again.status).toBe(200);
    expect(again.body.request.id).toBe(job.id);
    expect(Object.keys(again.body.request)).not.toContain('crew_position');
  });
});

describe('the crew’s position deleted', () => {
  /** The crew columns of the stored row, read with SQL: what is kept, not what is shown. */
  async function storedPosition(id: number) {
    const { rows } = await sql<{
      crew_latitude: number | null;
      crew_position_at: Date | null;
    }>`select crew_latitude, crew_position_at from callback_requests where id = ${id}`.execute(
      api.runtime.deps.db,
    );
    return rows[0];
  }

  it('when the job reaches on scene, and the driver’s ETA with it', async () => {
    const job = await samEnRoute();
    await share(sam.token, job.id, at(TWO_AND_A_HALF_KM_AWAY));
    expect((await storedPosition(job.id))?.crew_latitude).toBe(TWO_AND_A_HALF_KM_AWAY.latitude);
    const there = await moveStage(api, sam.token, job.id, { stage: 'on_scene' });
    expect(there.body.request).toMatchObject({ stage: 'on_scene', crew_position: null });
    expect(await storedPosition(job.id)).toEqual({ crew_latitude: null, crew_position_at: null });
    expect((await driverStatus(job.token)).eta_minutes).toBeNull();
  });

  it('when the job is cancelled, or given to another crew member', async () => {
    const cancelled = await samEnRoute();
    await share(sam.token, cancelled.id, at(TEN_KM_AWAY));
    await moveStage(api, staff.token, cancelled.id, { stage: 'cancelled' });
    expect((await storedPosition(cancelled.id))?.crew_latitude).toBeNull();

    const handedOver = await samEnRoute();
    await share(sam.token, handedOver.id, at(TEN_KM_AWAY));
    const sameCrew = await assign(api, staff.token, handedOver.id, {
      user_id: sam.id,
      vehicle_id: truck.id,
    });
    expect(sameCrew.body.request.crew_position).toMatchObject(TEN_KM_AWAY);
    const toCara = await assign(api, staff.token, handedOver.id, {
      user_id: cara.id,
      vehicle_id: truck.id,
    });
    expect(toCara.body.request).toMatchObject({ stage: 'en_route', crew_position: null });
    expect((await storedPosition(handedOver.id))?.crew_latitude).toBeNull();
    // Sam no longer has the job: his phone cannot put a position back on it.
    expect((await share(sam.token, handedOver.id, at(TEN_KM_AWAY))).status).toBe(403);
  });

  it('when the crew turn sharing off, the ETA kept as last worked out', async () => {
    const job = await samEnRoute();
    await share(sam.token, job.id, at(TWO_AND_A_HALF_KM_AWAY));
    const stop = () =>
      api.call('DELETE', `/api/callback-requests/${job.id}/crew-position`, { token: sam.token });
    const stopped = await stop();
    expect(stopped.status).toBe(200);
    expect(stopped.body).toMatchObject({
      message: 'Position no longer shared',
      request: { crew_position: null, stage: 'en_route' },
    });
    expect((await storedPosition(job.id))?.crew_latitude).toBeNull();
    expect((await driverStatus(job.token)).eta_minutes).toBe(5);
    expect((await stop()).status).toBe(200);
    const kinds = (await requestHistory(api, job.id, owner)).map((entry) => entry.kind);
    expect(kinds.filter((kind) => kind === 'position_sharing_stopped')).toHaveLength(1);
  });

  it('never into the audit trail: no entry per position, and a stage change redacts the last one', async () => {
    const job = await samEnRoute();
    await share(sam.token, job.id, at(TEN_KM_AWAY));
    await moveStage(api, sam.token, job.id, { stage: 'on_scene' });
    const trail = await api.call(
      'GET',
      `/api/audit-events?entity=callback_requests&entity_id=${job.id}&per_page=100`,
      { token: owner },
    );
    expect(trail.status).toBe(200);
    const actions = trail.body.events.map((event: { action: string }) => event.action);
    expect(actions).toEqual(['stage', 'stage', 'assign']);
    expect(JSON.stringify(trail.body)).not.toContain(String(TEN_KM_AWAY.latitude));
  });
});

describe('the company’s ETA settings GET/PUT /api/settings/eta', () => {
  afterEach(async () => {
    await setEtaSettings(ETA_SETTINGS_DEFAULTS);
  });

  it('starts at the distance method, 1.3 and 48 km/h, and keeps what staff save', async () => {
    const read = await api.call('GET', '/api/settings/eta', { token: staff.token });
    expect(read.body).toEqual({
      success: true,
      settings: { eta_method: 'distance', road_factor: 1.3, average_speed_kmh: 48 },
    });
    const saved = await setEtaSettings({
      eta_method: 'crew_estimate',
      road_factor: 1.4,
      average_speed_kmh: 40,
    });
    expect(saved.body).toEqual({
      success: true,
      message: 'ETA settings saved',
      settings: { eta_method: 'crew_estimate', road_factor: 1.4, average_speed_kmh: 40 },
    });
    const again = await api.call('GET', '/api/settings/eta', { token: owner });
    expect(again.body.settings).toEqual(saved.body.settings);
  });

  it('refuses the crew (403), and values no road allows (422)', async () => {
    expect((await api.call('GET', '/api/settings/eta', { token: sam.token })).status).toBe(403);
    const crewPut = await api.call('PUT', '/api/settings/eta', {
      token: sam.token,
      body: ETA_SETTINGS_DEFAULTS,
    });
    expect(crewPut.status).toBe(403);
    const bad = await api.call('PUT', '/api/settings/eta', {
      token: staff.token,
      body: { eta_method: 'guess', road_factor: 0.5, average_speed_kmh: 200 },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      eta_method: ['ETA method must be crew_estimate or distance'],
      road_factor: ['Road factor must be at least 1 (the straight line)'],
      average_speed_kmh: ['Average speed must be at most 130 km/h'],
    });
  });
});
