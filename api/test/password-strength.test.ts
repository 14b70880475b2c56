import { describe, expect, it } from 'vitest';
import { passwordProblem } from '../src/auth/password-strength.ts';
import { apiConfig } from '../src/env.ts';
import { startApiRuntime } from '../src/runtime.ts';
import { openTestDatabase } from './support/test-database.ts';

describe('the strength a password needs', () => {
  it.for([
    ['one letter twelve times', 'aaaaaaaaaaaa'],
    ['a common password with digits', 'password1234'],
    ['a keyboard walk', 'qwertyuiop12'],
    ['a sequence', 'abcdefghijkl'],
    ['digits only', '123456789012'],
    ['a breached favourite', 'iloveyou1234'],
    ['the account email', 'owner@example.com'],
  ])('refuses %s, saying why', async ([, password]) => {
    const problem = await passwordProblem(password as string, [
      'owner@example.com',
      'Olivia Owner',
    ]);
    expect(problem).toMatch(/^The password is too easy to guess\./);
  });

  it('refuses fewer than 12 characters whatever they are', async () => {
    expect(await passwordProblem('Zq8#vL2!pW')).toBe('The password must be at least 12 characters');
  });

  it.for([
    'a long test passphrase 42',
    'correct horse battery staple',
    'tow-truck-marigold-1987',
  ])('accepts the passphrase %s', async (password) => {
    expect(await passwordProblem(password)).toBeNull();
  });
});

describe('the first admin from ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  it('is refused with a password of one repeated letter: the start stops and says why', {
    timeout: 60_000,
  }, async () => {
    const database = await openTestDatabase();
    const config = apiConfig({
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'aaaaaaaaaaaa',
    });
    try {
      await expect(startApiRuntime(config, { database })).rejects.toThrow(
        /ADMIN_PASSWORD: The password is too easy to guess\. Repeated characters/,
      );
      const users = await database.db
        .selectFrom('users')
        .select(database.db.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(users.n)).toBe(0);
    } finally {
      await database.close();
    }
  });
});
