import { describe, expect, it } from 'vitest';
import { readApiConfig } from '../src/env.ts';

describe('DATABASE_POOL_SIZE', () => {
  it('keeps 10 connections for answering requests unless told otherwise', () => {
    expect(readApiConfig({}).DATABASE_POOL_SIZE).toBe(10);
    expect(readApiConfig({ DATABASE_POOL_SIZE: '40' }).DATABASE_POOL_SIZE).toBe(40);
  });

  it('refuses a size that is not a whole number from 1 to 500, naming the setting', () => {
    for (const bad of ['0', '-3', '2.5', 'many', '501']) {
      expect(() => readApiConfig({ DATABASE_POOL_SIZE: bad })).toThrow(/DATABASE_POOL_SIZE/);
    }
  });
});
