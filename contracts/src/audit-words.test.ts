import { describe, expect, it } from 'vitest';
import { describeAuditEvent } from './audit-words.ts';

const sam = { id: 4, name: 'Sam Patel' };
const entry = (fields: Partial<Parameters<typeof describeAuditEvent>[0]>) => ({
  actor: sam,
  action: 'update',
  entity: 'services',
  entity_id: '3',
  record_name: null,
  changes: null,
  ...fields,
});

describe('the activity log in words', () => {
  it('says whose words were published where, and what they were before', () => {
    const { text } = describeAuditEvent(
      entry({
        action: 'publish',
        entity: 'site_text',
        entity_id: 'home-hero',
        record_name: 'the top of the home page',
        changes: { heading: { before: 'Quick towing', after: 'Leeds towing' } },
      }),
    );
    expect(text).toBe(
      'Sam Patel published new words for the top of the home page: heading from “Quick towing” to “Leeds towing”',
    );
    const restored = describeAuditEvent(
      entry({
        action: 'restore',
        entity: 'site_text',
        entity_id: 'area-4',
        record_name: 'the top of the Walsall area page',
        changes: { body: { before: 'New', after: 'Old' } },
      }),
    );
    expect(restored.text).toBe(
      'Sam Patel brought back earlier words for the top of the Walsall area page: words from “New” to “Old”',
    );
  });

  it('counts what the removal of the demo content deleted', () => {
    const { text } = describeAuditEvent(
      entry({
        action: 'remove_demo_content',
        entity: 'demo_content',
        entity_id: null,
        changes: {
          callback_requests: { after: 7 },
          reviews: { after: 1 },
          promotions: { after: 4 },
        },
      }),
    );
    expect(text).toBe(
      'Sam Patel removed the demo content: 7 callback requests, 1 review and 4 promotions',
    );
  });

  it('names a deleted service by the name it had', () => {
    const { text, fields } = describeAuditEvent(
      entry({
        action: 'delete',
        record_name: 'Battery Jump Start',
        changes: { price_text: { before: 'From £45' }, is_active: { before: true } },
      }),
    );
    expect(text).toBe('Sam Patel deleted the service Battery Jump Start');
    expect(fields).toEqual(['price “From £45”', 'shown on the site “yes”']);
  });

  it('says what changed, field by field, in words', () => {
    const { text } = describeAuditEvent(
      entry({
        record_name: 'Towing Service',
        changes: {
          price_text: { before: 'From £60', after: 'From £70' },
          meta_title: { before: null, after: 'Towing in Birmingham' },
        },
      }),
    );
    expect(text).toBe(
      'Sam Patel changed the service Towing Service: price from “From £60” to “From £70”; search title set to “Towing in Birmingham”',
    );
  });

  it('says what the owner changed in the business profile, field by field', () => {
    const { text } = describeAuditEvent(
      entry({
        entity: 'business_profile',
        entity_id: null,
        record_name: null,
        changes: {
          name: { before: 'West Midlands Recovery', after: 'Aire Valley Recovery' },
          region: { before: 'Birmingham and the West Midlands', after: 'Leeds and West Yorkshire' },
          'address.town': { before: 'Birmingham', after: 'Leeds' },
        },
      }),
    );
    expect(text).toBe(
      'Sam Patel changed the business profile: company name from “West Midlands Recovery” to “Aire Valley Recovery”; area covered from “Birmingham and the West Midlands” to “Leeds and West Yorkshire”; town from “Birmingham” to “Leeds”',
    );
  });

  it('says how the availability shown on the site changed', () => {
    const { text } = describeAuditEvent(
      entry({
        entity: 'availability',
        entity_id: null,
        changes: {
          state: { before: 'normal', after: 'busy' },
          eta_minutes: { before: null, after: 60 },
        },
      }),
    );
    expect(text).toMatch(
      /^Sam Patel changed the availability shown on the site: state .*normal.*busy.*; ETA \(minutes\)/,
    );
  });

  it('reads a toggle as the step the screens name', () => {
    const toggle = (entity: string, field: string, after: boolean, name: string) =>
      describeAuditEvent(
        entry({ entity, record_name: name, changes: { [field]: { before: !after, after } } }),
      ).text;
    expect(toggle('locations', 'is_active', false, 'Walsall')).toBe(
      'Sam Patel deactivated the area Walsall',
    );
    expect(toggle('reviews', 'is_approved', true, '5 stars, Fuel Delivery')).toBe(
      'Sam Patel approved the review (5 stars, Fuel Delivery)',
    );
    expect(toggle('users', 'active', false, 'Tina Twofactor')).toBe(
      'Sam Patel deactivated the account of Tina Twofactor',
    );
  });

  it('names a callback request by its reference, and its steps by what staff did', () => {
    const request = (action: string, changes: Record<string, unknown> | null = null) =>
      describeAuditEvent(
        entry({ entity: 'callback_requests', action, record_name: 'WMR-7K3Q', changes }),
      ).text;
    expect(
      request('acknowledge', {
        acknowledged_at: { before: null, after: '2026-11-27T04:10:00.000Z' },
        acknowledged_by: { before: null, after: 'Sam Patel' },
      }),
    ).toBe('Sam Patel took callback request WMR-7K3Q');
    expect(request('update', { status: { before: 'pending', after: 'contacted' } })).toBe(
      'Sam Patel changed callback request WMR-7K3Q: status from “pending” to “contacted”',
    );
    expect(request('update', { admin_notes: { before: '', after: '[redacted]' } })).toBe(
      'Sam Patel changed callback request WMR-7K3Q: notes changed',
    );
    expect(
      request('stage', {
        stage: { before: 'assigned', after: 'en_route' },
        vehicle_id: { after: 2 },
      }),
    ).toBe('Sam Patel moved callback request WMR-7K3Q on: stage from “assigned” to “en route”');
  });

  it('says what a spreadsheet of callback requests held: how many, which days', () => {
    const { text } = describeAuditEvent(
      entry({
        entity: 'callback_requests',
        action: 'export',
        entity_id: null,
        changes: {
          from: { after: '2026-11-01' },
          to: { after: '2026-11-27' },
          callback_requests: { after: 42 },
        },
      }),
    );
    expect(text).toBe(
      'Sam Patel downloaded 42 callback requests from 1 Nov 2026 to 27 Nov 2026 as a spreadsheet (CSV)',
    );
  });

  it('names the settings changed', () => {
    const { text } = describeAuditEvent(
      entry({
        entity: 'settings',
        entity_id: 'eta',
        changes: { average_speed_kmh: { before: 40, after: 50 } },
      }),
    );
    expect(text).toBe('Sam Patel changed the ETA settings: average speed (km/h) from “40” to “50”');
    expect(
      describeAuditEvent(
        entry({
          entity: 'settings',
          entity_id: 'security',
          changes: { retention_days: { before: 365, after: 90 } },
        }),
      ).text,
    ).toBe(
      'Sam Patel changed the privacy and security settings: days closed requests are kept from “365” to “90”',
    );
  });

  it('records a personal-data look-up as a look-up, saying by what and not whose', () => {
    const { text } = describeAuditEvent(
      entry({
        entity: 'personal_data',
        action: 'look_up',
        entity_id: null,
        changes: { by: { after: 'phone' }, callback_requests: { after: 2 } },
      }),
    );
    expect(text).toBe(
      'Sam Patel looked up the personal data held for a phone number (2 callback requests found)',
    );
  });

  it('speaks of sign-ins, failed ones included, and of entries written before records were named', () => {
    expect(
      describeAuditEvent(
        entry({
          actor: null,
          entity: 'users',
          action: 'sign_in_failed',
          entity_id: null,
          changes: { reason: { after: 'unknown email' } },
        }),
      ).text,
    ).toBe('Someone could not sign in (unknown email)');
    expect(
      describeAuditEvent(
        entry({ entity: 'users', action: 'sign_in', changes: { method: { after: 'two_factor' } } }),
      ).text,
    ).toBe('Sam Patel signed in with a two-step sign-in code');
    expect(
      describeAuditEvent(
        entry({
          entity: 'users',
          action: 'accept_invitation',
          changes: { password_hash: { after: '[redacted]' } },
        }),
      ).text,
    ).toBe('Sam Patel accepted their invitation and set a password');
    expect(describeAuditEvent(entry({ action: 'delete', entity_id: '9' })).text).toBe(
      'Sam Patel deleted the service #9',
    );
  });
});
