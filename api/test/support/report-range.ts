import { expect } from 'vitest';
import type { TestAnswer } from './test-api.ts';

/** Ranges every report refuses with 422 (`ReportRangeQuery`), and the field errors naming why. */
const REFUSED_RANGES: [query: string, errors: Record<string, string[]>][] = [
  ['?from=2026-02-30', { from: ['From must be a date (YYYY-MM-DD)'] }],
  ['?to=30/03/2026', { to: ['To must be a date (YYYY-MM-DD)'] }],
  ['?from=2026-03-30&to=2026-03-24', { from: ['From must be on or before To'] }],
  ['?from=2025-03-30&to=2026-03-31', { to: ['Choose a range of at most 366 days'] }],
];

/** Each refused range answers 422 with the field errors, the first as the message. */
export async function expectRangesRefused(read: (query: string) => Promise<TestAnswer>) {
  for (const [query, errors] of REFUSED_RANGES) {
    const answer = await read(query);
    expect(answer.status, query).toBe(422);
    expect(answer.body, query).toEqual({
      success: false,
      message: Object.values(errors)[0]?.[0],
      errors,
    });
  }
}
