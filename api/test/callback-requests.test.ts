import { describe, expect, it } from 'vitest';
import { useTestApi } from './support/test-api.ts';

const api = useTestApi();

const SUBMITTED = "Callback request submitted successfully! We'll contact you soon.";

const request = {
  name: 'Sam Stranded',
  phone: '07700 900123',
  email: 'sam@example.com',
  location: 'Solihull',
  service_type: 'Breakdown Recovery',
  message: 'Flat battery in the car park on Station Road.',
};

let drivers = 0;

/**
 * Submits `body` as a new driver: the shared example phone is swapped for one of its own, because
 * the same phone within 30 minutes joins the open request (driver-side.test.ts covers that).
 */
function submit(body: unknown) {
  const own =
    body && typeof body === 'object' && (body as { phone?: unknown }).phone === request.phone
      ? { ...body, phone: `07700 9${String(++drivers).padStart(5, '0')}` }
      : body;
  return api.call('POST', '/api/callback-requests', { body: own });
}

let adminToken: string | undefined;

async function stored(): Promise<Array<Record<string, unknown>>> {
  adminToken ??= await api.login();
  const answer = await api.call('GET', '/api/callback-requests', { token: adminToken });
  return answer.body.requests;
}

/** Submits `body` and expects a 422 that stores nothing; answers the error body. */
async function refused(body: unknown) {
  const before = (await stored()).length;
  const answer = await submit(body);
  expect(answer.status, JSON.stringify(body)).toBe(422);
  expect(answer.body.success).toBe(false);
  expect(answer.body.message).toEqual(expect.any(String));
  expect((await stored()).length).toBe(before);
  return answer.body as { message: string; errors: Record<string, string[]> };
}

describe('a visitor submitting a callback request', () => {
  it('is answered 201 with the success message and the request is stored as pending, urgency medium', async () => {
    const answer = await submit(request);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      success: true,
      message: SUBMITTED,
      request: {
        ...request,
        phone: expect.stringMatching(/^07700 9\d{5}$/),
        status: 'pending',
        urgency: 'medium',
        admin_notes: '',
      },
    });
    const saved = (await stored()).find((r) => r.id === answer.body.request.id);
    const { status_url: _statusUrl, ...record } = answer.body.request;
    // Staff see the spam marks and the crew's position too; the driver's answer never shows them.
    expect(saved).toEqual({
      ...record,
      suspected_spam: false,
      spam_reasons: [],
      crew_position: null,
    });
  });

  it('keeps a chosen urgency and refuses one outside the four', async () => {
    for (const urgency of ['low', 'medium', 'high', 'emergency']) {
      const answer = await submit({ ...request, urgency });
      expect(answer.status, urgency).toBe(201);
      expect(answer.body.request.urgency).toBe(urgency);
    }
    for (const urgency of ['urgent', 'EMERGENCY', '', 3]) {
      const body = await refused({ ...request, urgency });
      expect(Object.keys(body.errors)).toEqual(['urgency']);
    }
  });

  it('needs a name, phone, location and service type, with an error for each one missing', async () => {
    const body = await refused({ email: '', message: 'help' });
    expect(body.errors).toMatchObject({
      name: ['Name is required'],
      phone: ['Phone is required'],
      location: ['Location is required'],
      service_type: ['Service type is required'],
    });
    const blank = await refused({ ...request, name: '   ', location: '' });
    expect(Object.keys(blank.errors).sort()).toEqual(['location', 'name']);
  });

  it('takes the email as optional, storing an empty or absent one as null', async () => {
    const { email: _email, ...withoutEmail } = request;
    for (const body of [withoutEmail, { ...request, email: '' }, { ...request, email: null }]) {
      const answer = await submit(body);
      expect(answer.status).toBe(201);
      expect(answer.body.request.email).toBeNull();
    }
  });

  it('refuses a malformed email', async () => {
    for (const email of ['sam', 'sam@', 'sam at example.com', '@example.com']) {
      const body = await refused({ ...request, email });
      expect(body.errors.email).toEqual(['Please enter a valid email address']);
    }
  });

  it('accepts UK phone numbers as people write them', async () => {
    for (const phone of [
      '07700 900201',
      '+44 7700 900202',
      '0044 7700 900203',
      '+44 (0)121 496 0001',
      '0121-496-0002',
      '(0121) 496 0003',
    ]) {
      const answer = await submit({ ...request, phone });
      expect(answer.status, phone).toBe(201);
    }
  });

  it('refuses phone numbers that are not UK numbers', async () => {
    for (const phone of ['12345', 'hello', '+1 212 555 0100', '0770090012345', '07700 9001a3']) {
      const body = await refused({ ...request, phone });
      expect(Object.keys(body.errors), phone).toEqual(['phone']);
      expect(body.message).toMatch(/valid UK phone number/);
    }
  });
});

describe('the preferred callback time', () => {
  it('is read as UK time: GMT in winter', async () => {
    const answer = await submit({ ...request, preferred_callback_time: '2030-01-15T10:30' });
    expect(answer.status).toBe(201);
    expect(answer.body.request.preferred_callback_time).toBe('2030-01-15T10:30:00.000Z');
  });

  it('is read as UK time: BST in summer', async () => {
    const answer = await submit({ ...request, preferred_callback_time: '2030-07-15T10:30' });
    expect(answer.status).toBe(201);
    expect(answer.body.request.preferred_callback_time).toBe('2030-07-15T09:30:00.000Z');
    const saved = (await stored()).find((r) => r.id === answer.body.request.id);
    expect(saved?.preferred_callback_time).toBe('2030-07-15T09:30:00.000Z');
  });

  it('is optional: empty or absent stores null', async () => {
    const answer = await submit({ ...request, preferred_callback_time: '' });
    expect(answer.status).toBe(201);
    expect(answer.body.request.preferred_callback_time).toBeNull();
  });

  it('cannot be in the past', async () => {
    const body = await refused({ ...request, preferred_callback_time: '2020-01-15T10:30' });
    expect(body.message).toBe('Preferred callback time cannot be in the past');
    expect(body.errors.preferred_callback_time).toEqual([
      'Preferred callback time cannot be in the past',
    ]);
  });

  it('must be a date and time', async () => {
    for (const when of ['tomorrow', '2030-02-30T10:30', '2030-01-15T25:00', '15/01/2030 10:30']) {
      const body = await refused({ ...request, preferred_callback_time: when });
      expect(Object.keys(body.errors), when).toEqual(['preferred_callback_time']);
    }
  });
});

describe('visitors and callback requests', () => {
  it('cannot list them', async () => {
    for (const path of ['/api/callback-requests', '/api/callback-requests/pending']) {
      const answer = await api.call('GET', path);
      expect(answer.status, path).toBe(401);
      expect(answer.body.success).toBe(false);
    }
  });

  it('cannot change or delete them', async () => {
    const id = (await submit(request)).body.request.id;
    const put = await api.call('PUT', `/api/callback-requests/${id}`, {
      body: { status: 'completed' },
    });
    expect(put.status).toBe(401);
    expect((await api.call('DELETE', `/api/callback-requests/${id}`)).status).toBe(401);
  });
});

describe('an admin handling callback requests', () => {
  it('lists them newest first', async () => {
    const first = (await submit({ ...request, name: 'Earlier Caller' })).body.request.id;
    const second = (await submit({ ...request, name: 'Later Caller' })).body.request.id;
    const ids = (await stored()).map((r) => r.id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    const times = (await stored()).map((r) => Date.parse(String(r.created_at)));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('sees only pending ones under /pending', async () => {
    const token = await api.login();
    const id = (await submit(request)).body.request.id;
    await api.call('PUT', `/api/callback-requests/${id}`, { token, body: { status: 'contacted' } });
    const answer = await api.call('GET', '/api/callback-requests/pending', { token });
    expect(answer.status).toBe(200);
    expect(answer.body.requests.length).toBeGreaterThan(0);
    expect(answer.body.requests.every((r: { status: string }) => r.status === 'pending')).toBe(
      true,
    );
    expect(answer.body.requests.map((r: { id: number }) => r.id)).not.toContain(id);
  });

  it('sets any status in any order, with notes', async () => {
    const token = await api.login();
    const id = (await submit(request)).body.request.id;
    for (const status of ['completed', 'pending', 'cancelled', 'contacted', 'pending']) {
      const answer = await api.call('PUT', `/api/callback-requests/${id}`, {
        token,
        body: { status, admin_notes: `Now ${status}` },
      });
      expect(answer.status, status).toBe(200);
      expect(answer.body).toMatchObject({
        success: true,
        message: 'Callback request updated successfully',
        request: { id, status, admin_notes: `Now ${status}` },
      });
    }
  });

  it('needs a status to update', async () => {
    const token = await api.login();
    const id = (await submit(request)).body.request.id;
    const answer = await api.call('PUT', `/api/callback-requests/${id}`, {
      token,
      body: { admin_notes: 'Called back' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ success: false, message: 'Status is required' });
    expect(answer.body.errors.status).toEqual(['Status is required']);
    const unknown = await api.call('PUT', `/api/callback-requests/${id}`, {
      token,
      body: { status: 'lost' },
    });
    expect(unknown.status).toBe(422);
  });

  it('gets 404 updating a request that does not exist', async () => {
    const answer = await api.call('PUT', '/api/callback-requests/999999', {
      token: await api.login(),
      body: { status: 'contacted' },
    });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ success: false, message: 'Callback request not found' });
  });

  it('deletes one, and then gets 404 for it', async () => {
    const token = await api.login();
    const id = (await submit(request)).body.request.id;
    const deleted = await api.call('DELETE', `/api/callback-requests/${id}`, { token });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({
      success: true,
      message: 'Callback request deleted successfully',
    });
    expect((await stored()).map((r) => r.id)).not.toContain(id);
    const again = await api.call('DELETE', `/api/callback-requests/${id}`, { token });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ success: false, message: 'Callback request not found' });
  });
});
