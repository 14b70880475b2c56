import type { Coverage } from '@tow/contracts/coverage';
import { callApi } from './api.ts';

/** The postcode a coverage check is asked with, in a page's address (`/?postcode=B23+6AB`). */
export const POSTCODE_PARAM = 'postcode';

/** A "do you cover me?" check as a page shows it: what was typed, and what the API said. */
export type CoverageOutcome =
  | { readonly kind: 'answer'; readonly asked: string; readonly answer: Coverage }
  | { readonly kind: 'invalid'; readonly asked: string; readonly message: string }
  /** The API could not say (down, too many checks): the phone still can. */
  | { readonly kind: 'unavailable'; readonly asked: string };

/**
 * `GET /api/coverage?postcode=…`, on the server (a page asked with `?postcode=`) or in the
 * browser (the island). Never throws: a failure is an outcome the page shows with the phone.
 */
export async function checkCoverage(asked: string): Promise<CoverageOutcome> {
  try {
    const response = await callApi(`/coverage?postcode=${encodeURIComponent(asked)}`, {
      headers: { Accept: 'application/json' },
    });
    const body = (await response.json()) as Partial<Coverage> & {
      message?: string;
      errors?: Record<string, string[]>;
    };
    if (response.status === 422) {
      const message = body.errors?.postcode?.[0] ?? body.message ?? '';
      return { kind: 'invalid', asked, message };
    }
    if (!response.ok || typeof body.covered !== 'boolean')
      throw new Error(`HTTP ${response.status}`);
    return { kind: 'answer', asked, answer: body as Coverage };
  } catch (error) {
    console.warn('GET /api/coverage failed:', error instanceof Error ? error.message : error);
    return { kind: 'unavailable', asked };
  }
}
