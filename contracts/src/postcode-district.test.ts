import { describe, expect, it } from 'vitest';
import { describeDistricts, readDistrictList, readPostcodeQuery } from './postcode-district.ts';

describe('readPostcodeQuery', () => {
  it('reads a whole postcode typed any way, and a district alone', () => {
    expect(readPostcodeQuery(' b236ab ')).toEqual({
      postcode: 'B23 6AB',
      outcode: 'B23',
      district: 'B23',
    });
    expect(readPostcodeQuery('ws1')).toEqual({ postcode: null, outcode: 'WS1', district: 'WS1' });
    expect(readPostcodeQuery('EC1A 1BB')).toEqual({
      postcode: 'EC1A 1BB',
      outcode: 'EC1A',
      district: 'EC1',
    });
  });

  it('reads nothing from what is not a postcode', () => {
    for (const text of ['', 'B23 6A8', 'hello', 'B23 6AB B23 6AB', 'B'.repeat(40)])
      expect(readPostcodeQuery(text), text).toBeNull();
  });
});

describe('readDistrictList', () => {
  it('splits on commas, spaces and lines, upper-cases, drops repeats and spells out ranges', () => {
    expect(readDistrictList('b1, B2 b2\nws1;WS2')).toEqual({
      districts: ['B1', 'B2', 'WS1', 'WS2'],
      invalid: [],
    });
    expect(readDistrictList('LS1-LS4, B90 – B92, cv1-3').districts).toEqual([
      'LS1',
      'LS2',
      'LS3',
      'LS4',
      'B90',
      'B91',
      'B92',
      'CV1',
      'CV2',
      'CV3',
    ]);
  });

  it('lists apart what is not a district, as typed', () => {
    expect(readDistrictList('B1, B23 6AB, 99, B1-WS3')).toEqual({
      districts: ['B1', 'B23'],
      invalid: ['6AB', '99', 'B1-WS3'],
    });
  });
});

describe('describeDistricts', () => {
  it('writes runs of three or more as ranges, in postcode order', () => {
    expect(describeDistricts(['B10', 'B2', 'B1', 'B3', 'B5', 'B6', 'WS1', 'EC1A'])).toBe(
      'B1–B3, B5, B6, B10, EC1A, WS1',
    );
    expect(describeDistricts([])).toBe('');
  });
});
