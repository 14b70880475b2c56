import { EtaSettings } from '@tow/contracts/eta';
import { LocationInput } from '@tow/contracts/location';
import { PromotionInput } from '@tow/contracts/promotion';
import { SeoSettingInput, SeoSettingUpdate } from '@tow/contracts/seo-setting';
import { ServiceInput } from '@tow/contracts/service';
import { VehicleInput } from '@tow/contracts/vehicle';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useAuth } from '../src/auth/auth-context.ts';
import { fieldBinding, numberField } from '../src/blocks/field-binding.ts';
import { matchesSearch } from '../src/blocks/matches-search.ts';
import { withFlagFlipped } from '../src/blocks/use-flag-toggle.ts';
import { readAdminConfig } from '../src/config.ts';
import { formatDate, formatDateTime, formatPounds } from '../src/lib/format.ts';
import { deleteQuestion } from '../src/lib/messages.ts';

describe('useAuth', () => {
  it('throws outside its provider (spec section 8)', () => {
    function Orphan() {
      useAuth();
      return null;
    }
    expect(() => renderToStaticMarkup(createElement(Orphan))).toThrow(
      'useAuth must be used within an AuthProvider',
    );
  });
});

describe('building blocks', () => {
  it('withFlagFlipped sends the whole record with one flag flipped', () => {
    const service = { id: 3, name: 'Fuel Delivery', is_active: true, features: ['a'] };
    expect(withFlagFlipped(service, 'is_active')).toEqual({ ...service, is_active: false });
    expect(service.is_active).toBe(true);
  });

  it('matchesSearch finds every word, ignoring case, accents and phone spacing', () => {
    const request = { name: 'Zoë Clarke', phone: '07700 900123', location: 'Solihull' };
    const fields = ['name', 'phone', 'location'] as const;
    expect(matchesSearch(request, '', fields)).toBe(true);
    expect(matchesSearch(request, 'zoe soli', fields)).toBe(true);
    expect(matchesSearch(request, '07700900123', fields)).toBe(true);
    expect(matchesSearch(request, 'coventry', fields)).toBe(false);
  });

  it('the delete question is word for word', () => {
    expect(deleteQuestion('SEO setting')).toBe('Are you sure you want to delete this SEO setting?');
    expect(deleteQuestion('review')).toBe('Are you sure you want to delete this review?');
  });
});

describe('formats', () => {
  it('dates are en-GB in UK time, money in pounds', () => {
    expect(formatDate('2026-03-09')).toBe('9 Mar 2026');
    expect(formatDateTime('2026-07-01T23:30:00Z')).toBe('2 Jul 2026, 00:30');
    expect(formatPounds(49.5)).toBe('£49.50');
    expect(formatPounds(null)).toBe('');
  });
});

describe('run-time configuration (the JSON block in index.html)', () => {
  const page = (json: string | null) =>
    ({
      getElementById: () => (json === null ? null : { textContent: json }),
    }) as unknown as Document;

  it('defaults to the shared-ui remote and the API on the console origin', () => {
    expect(readAdminConfig(page(null))).toEqual({
      sharedUiEntry: '/shared-ui/remoteEntry.js',
      apiOrigin: '',
    });
    expect(readAdminConfig(page('not json'))).toEqual(readAdminConfig(page(null)));
  });

  it('takes a console hosted apart: the API origin without a trailing slash', () => {
    const config = readAdminConfig(
      page(
        '{"sharedUiEntry":"https://cdn.example.com/shared-ui/remoteEntry.js","apiOrigin":"https://www.example.co.uk/"}',
      ),
    );
    expect(config).toEqual({
      sharedUiEntry: 'https://cdn.example.com/shared-ui/remoteEntry.js',
      apiOrigin: 'https://www.example.co.uk',
    });
  });
});

describe('fieldBinding', () => {
  const form = <V>(values: V) => ({ values, errors: {}, onChange: () => undefined });

  it('takes a field’s limits from the contract: required where the API wants it, its longest text', () => {
    const service = fieldBinding(
      form({ name: '', price_text: '', icon: 'towing-service', price_from: '' }),
      ServiceInput.shape,
    );
    expect(service.text('name')).toMatchObject({ required: true, maxLength: 120 });
    expect(service.text('price_text')).toMatchObject({ maxLength: 120 });
    expect(service.text('price_text')).not.toHaveProperty('required');
    // A choice with a default, a number: neither required nor cut.
    expect(service.text('icon')).not.toHaveProperty('required');
    expect(service.text('icon')).not.toHaveProperty('maxLength');
    expect(service.number('price_from', 'decimal')).not.toHaveProperty('maxLength');
    // Through a transform (the plate is normalised) and for a date.
    expect(
      fieldBinding(form({ registration: '' }), VehicleInput.shape).text('registration'),
    ).toMatchObject({
      required: true,
      maxLength: 20,
    });
    const dates = fieldBinding(form({ valid_from: '' }), PromotionInput.shape).text('valid_from');
    expect(dates).toMatchObject({ required: true });
    expect(dates).not.toHaveProperty('maxLength');
  });

  it('gives a number field the contract’s bounds, so the browser refuses what the API would', () => {
    expect(numberField(EtaSettings.shape.road_factor, 'decimal')).toEqual({
      required: true,
      min: 1,
      max: 3,
      type: 'number',
      inputMode: 'decimal',
    });
    expect(numberField(EtaSettings.shape.average_speed_kmh, 'whole')).toMatchObject({
      min: 5,
      max: 130,
      inputMode: 'numeric',
    });
    // An area's optional coordinates: their ranges, not asked for.
    const area = fieldBinding(form({ latitude: '', longitude: '' }), LocationInput.shape);
    expect(area.number('latitude', 'decimal')).toMatchObject({ min: -90, max: 90 });
    expect(area.number('longitude', 'decimal')).toMatchObject({ min: -180, max: 180 });
    expect(area.number('latitude', 'decimal')).not.toHaveProperty('required');
    // Unbounded in the contract: no bound of its own.
    expect(numberField(z.number(), 'whole')).not.toHaveProperty('min');
    expect(numberField(z.number(), 'whole')).not.toHaveProperty('max');
  });

  it('follows the schema it is given: an SEO setting’s page is asked for on create only', () => {
    const values = form({ page: 'home' });
    expect(fieldBinding(values, SeoSettingInput.shape).text('page')).toMatchObject({
      required: true,
    });
    expect(fieldBinding(values, SeoSettingUpdate.shape).text('page')).not.toHaveProperty(
      'required',
    );
    expect(Object.keys(fieldBinding(values).text('page')).sort()).toEqual([
      'error',
      'name',
      'onChange',
      'value',
    ]);
  });
});
