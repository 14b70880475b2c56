import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  budgetMs,
  fileDuration,
  keyOf,
  readMeasuredDurations,
  withinBudget,
} from '../src/measured-durations.ts';
import { REPO_ROOT } from '../src/product.ts';

describe('a test in a describe block', () => {
  it('is known by its file, its describe titles and its name', ({ task }) => {
    expect(keyOf(task)).toBe(
      'e2e/test/measured-durations.test.ts > a test in a describe block > is known by its file, its describe titles and its name',
    );
  });
});

it('a test outside any describe block is known by its file and name', ({ task }) => {
  expect(keyOf(task)).toBe(
    'e2e/test/measured-durations.test.ts > a test outside any describe block is known by its file and name',
  );
});

describe('budgets', () => {
  it('give five times the measured seconds, never under 30 s, and 120 s to a test never measured', () => {
    expect(budgetMs(12.3)).toBe(62_000);
    expect(budgetMs(2)).toBe(30_000);
    expect(budgetMs(undefined)).toBe(120_000);
  });

  it('fail a test that runs past its budget, saying so', async () => {
    const slow = new Promise<void>((resolve) => setTimeout(resolve, 1_000));
    await expect(withinBudget(slow, 50, 'measured at 0.01 s')).rejects.toThrow(
      'Test took longer than its budget of 0.05 s (measured at 0.01 s).',
    );
  });

  it('leave a test within its budget alone, and pass on its own failure', async () => {
    await expect(withinBudget(Promise.resolve(), 1_000, '')).resolves.toBeUndefined();
    await expect(withinBudget(Promise.reject(new Error('own')), 1_000, '')).rejects.toThrow('own');
  });
});

describe('the measured durations', () => {
  const durations = readMeasuredDurations();

  it('name only test files that exist', () => {
    const files = new Set(Object.keys(durations).map((key) => key.slice(0, key.indexOf(' > '))));
    expect([...files].filter((file) => !existsSync(join(REPO_ROOT, file)))).toEqual([]);
  });

  it("add up a file's tests, for the order files start in", () => {
    const file = join(REPO_ROOT, 'admin-console/test/shell.test.ts');
    expect(fileDuration(durations, file)).toBeGreaterThan(10);
    expect(fileDuration(durations, join(REPO_ROOT, 'no-such.test.ts'))).toBeUndefined();
  });
});
