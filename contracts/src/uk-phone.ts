/**
 * UK phone numbers as people write them: "07700 900123", "+44 7700 900123", "0044 121 496 0000",
 * "+44 (0)121 496 0000", "(0121) 496-0000". Returns the national form ("07700900123") or null.
 */
export function normaliseUkPhone(input: string): string | null {
  const compact = input.trim().replace(/[\s\-.()]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  let national = compact;
  if (national.startsWith('+44')) national = national.slice(3);
  else if (national.startsWith('0044')) national = national.slice(4);
  else if (national.startsWith('+')) return null;
  if (national !== compact) {
    // "+44 (0)121…" leaves a leading 0 once the brackets are gone.
    national = national.startsWith('0') ? national : `0${national}`;
  }
  // Geographic (01, 02), non-geographic (03, 05, 08, 09) and mobile (07) ranges; 10 or 11 digits.
  return /^0[1235789]\d{8,9}$/.test(national) ? national : null;
}

/** A UK number in the international form texts and calls use ("+447700900123"), or null. */
export function ukPhoneE164(input: string): string | null {
  const national = normaliseUkPhone(input);
  return national ? nationalToE164(national) : null;
}

/** "07700900123" (normaliseUkPhone's national form) → "+447700900123". */
export function nationalToE164(national: string): string {
  return `+44${national.slice(1)}`;
}
