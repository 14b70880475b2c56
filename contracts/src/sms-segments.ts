// No zod here: the console's compose box counts segments as staff type.

const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** Characters of the GSM-7 extension table: each takes two septets. */
const GSM7_EXTENDED = '^{}\\[~]|€\f';

/** How a text is encoded and how many SMS it takes (a provider bills each). */
export interface SmsSegments {
  encoding: 'GSM-7' | 'UCS-2';
  /** Septets for GSM-7, UTF-16 code units for UCS-2. */
  units: number;
  segments: number;
}

/**
 * GSM-7 fits 160 septets in one SMS and 153 in each part of a longer one; a single character
 * outside it (an emoji, a curly quote) makes the whole text UCS-2: 70, then 67 a part.
 */
export function smsSegments(text: string): SmsSegments {
  let septets = 0;
  for (const char of text) {
    if (GSM7_BASIC.includes(char)) septets += 1;
    else if (GSM7_EXTENDED.includes(char)) septets += 2;
    else return ucs2(text);
  }
  return {
    encoding: 'GSM-7',
    units: septets,
    segments: septets <= 160 ? 1 : Math.ceil(septets / 153),
  };
}

function ucs2(text: string): SmsSegments {
  const units = text.length;
  return { encoding: 'UCS-2', units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
}

/** Replies that stop or resume texts to a phone, as carriers and providers recognise them. */
export const SMS_STOP_WORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT'];
export const SMS_START_WORDS = ['START', 'UNSTOP', 'YES START', 'SUBSCRIBE', 'OPTIN'];
/** A staff member's reply to an alert text that takes the request. */
export const SMS_TAKE_WORDS = ['1', 'YES', 'Y', 'TAKE'];

/** The keyword a reply is, if it is one: trimmed, upper case, trailing punctuation dropped. */
export function smsKeyword(body: string): string {
  return body
    .trim()
    .toUpperCase()
    .replace(/[.!\s]+$/, '')
    .replace(/\s+/g, ' ');
}
