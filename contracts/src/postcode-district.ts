import { parse, validOutcode } from 'postcode';

/**
 * UK postcodes as the company's areas and a driver's question use them: an area lists postcode
 * districts (the outward code, `B23`, `WS1`, `EC1A`), a driver gives a whole postcode or only a
 * district. Parsing is the `postcode` library's (format only: it cannot know whether a postcode
 * was ever issued).
 */

/** Longer than any postcode with spaces around it: anything longer is not one. */
export const POSTCODE_QUERY_MAX = 16;

/** What a driver typed, read as a postcode: `B23 6AB` → { postcode: 'B23 6AB', outcode: 'B23' }. */
export interface PostcodeQuery {
  /** The whole postcode, normalised; null when only a district was given. */
  readonly postcode: string | null;
  /** The outward code (`B23`, `EC1A`). */
  readonly outcode: string;
  /** The district the outward code belongs to (`EC1` for `EC1A`; the same for most). */
  readonly district: string;
}

/** The district of an outward code: a sub-district (`EC1A`, `W1A`) drops its last letter. */
function districtOf(outcode: string): string {
  return outcode.replace(/^([A-Z]{1,2}\d)[A-Z]$/, '$1');
}

/** A postcode (`b236ab`, `B23 6AB`) or an outward code (`ws1`), normalised; null for anything else. */
export function readPostcodeQuery(text: string): PostcodeQuery | null {
  const typed = text.trim().toUpperCase().replace(/\s+/g, ' ');
  if (typed === '' || typed.length > POSTCODE_QUERY_MAX) return null;
  const whole = parse(typed);
  if (whole.valid) {
    return { postcode: whole.postcode, outcode: whole.outcode, district: whole.district };
  }
  const outcode = typed.replace(/ /g, '');
  return validOutcode(outcode) ? { postcode: null, outcode, district: districtOf(outcode) } : null;
}

/** `ws1` → `WS1`; whether it is one is `isPostcodeDistrict`'s to say. */
export function normaliseDistrict(text: string): string {
  return text.trim().toUpperCase().replace(/\s+/g, '');
}

/** Whether `text` (normalised) is a UK outward code such as `B23`, `WS1` or `EC1A`. */
export function isPostcodeDistrict(text: string): boolean {
  return /^[A-Z]{1,2}\d[A-Z\d]?$/.test(text) && validOutcode(text);
}

const RANGE = /^([A-Z]{1,2})(\d{1,2})-(?:\1)?(\d{1,2})$/;
/** At most this many districts in one range (`B1-B99`). */
const RANGE_MAX = 100;

/**
 * The districts an owner typed, comma, space or line separated, with ranges (`B1-B48`,
 * `LS1–LS29`, `B1-48`) spelt out, upper case, each once, in typing order. What is not a district
 * is listed apart in `invalid`, as typed.
 */
export function readDistrictList(text: string): { districts: string[]; invalid: string[] } {
  const tokens = text
    .toUpperCase()
    .replace(/\s*(?:[-–—…]|\.\.)\s*/g, '-')
    .split(/[\s,;/]+/)
    .filter((token) => token !== '');
  const districts = new Set<string>();
  const invalid: string[] = [];
  for (const token of tokens) {
    const range = RANGE.exec(token);
    if (range) {
      const [, area, from, to] = range as unknown as [string, string, string, string];
      const first = Number(from);
      const last = Number(to);
      if (first <= last && last - first < RANGE_MAX) {
        for (let n = first; n <= last; n += 1) {
          const district = `${area}${n}`;
          if (isPostcodeDistrict(district)) districts.add(district);
        }
        continue;
      }
    }
    const district = normaliseDistrict(token);
    if (isPostcodeDistrict(district)) districts.add(district);
    else invalid.push(token);
  }
  return { districts: [...districts], invalid };
}

function districtParts(district: string): [string, number, string] {
  const match = /^([A-Z]+)(\d+)([A-Z]?)$/.exec(district);
  return match ? [match[1] ?? '', Number(match[2]), match[3] ?? ''] : [district, 0, ''];
}

/** Postcode order: by area letters, then number, then sub-district letter (`B2` before `B10`). */
export function compareDistricts(a: string, b: string): number {
  const [areaA, numberA, restA] = districtParts(a);
  const [areaB, numberB, restB] = districtParts(b);
  return areaA.localeCompare(areaB) || numberA - numberB || restA.localeCompare(restB);
}

/**
 * Districts in postcode order, runs of three or more written as a range:
 * `B1–B21, B23–B38, B40, WS1–WS6`.
 */
export function describeDistricts(districts: readonly string[]): string {
  const sorted = [...districts].sort(compareDistricts);
  const parts: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length >= 3) parts.push(`${run[0]}–${run.at(-1)}`);
    else parts.push(...run);
    run = [];
  };
  for (const district of sorted) {
    const previous = run.at(-1);
    if (previous) {
      const [areaP, numberP, restP] = districtParts(previous);
      const [area, number, rest] = districtParts(district);
      const next = area === areaP && number === numberP + 1 && rest === '' && restP === '';
      if (!next) flush();
    }
    run.push(district);
  }
  flush();
  return parts.join(', ');
}
