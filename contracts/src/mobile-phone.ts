import { nationalToE164, normaliseUkPhone } from './uk-phone.ts';

/** What a staff member is told when their mobile number cannot receive texts. */
export const MOBILE_PHONE_MESSAGE =
  'Please enter a valid mobile number, for example 07700 900123, or an international number starting with +';

// UK mobiles are 07 and nine digits; 070 (personal numbers) and 076 (pagers) cannot take texts,
// except 07624, the Isle of Man's mobiles.
const UK_MOBILE = /^07(?:[1-57-9]\d{8}|624\d{6})$/;
// E.164: a country code and at most 15 digits in all.
const E164 = /^\+[1-9]\d{6,14}$/;

/**
 * A staff member's mobile number as texts are sent to it (E.164, "+447700900123"), from the ways
 * people write one: "07700 900123", "+44 7700 900123", "0044 7700 900123", "+33 6 12 34 56 78".
 * Null when it is not a number a text can reach (a UK landline, letters, too short).
 */
export function normaliseMobilePhone(input: string): string | null {
  const uk = normaliseUkPhone(input);
  if (uk) return UK_MOBILE.test(uk) ? nationalToE164(uk) : null;
  const compact = input
    .trim()
    .replace(/[\s\-.()]/g, '')
    .replace(/^00/, '+');
  if (compact.startsWith('+44')) return null;
  return E164.test(compact) ? compact : null;
}
