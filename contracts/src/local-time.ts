/** The business runs on UK time; a callback time typed into a form is a UK wall-clock time. */
export const BUSINESS_TIME_ZONE = 'Europe/London';

function zoneOffsetMs(utcMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(utcMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(utcMs / 1000) * 1000;
}

/**
 * Reads "2026-11-21T18:30" (UK wall-clock time, as a datetime-local input sends it) or a full ISO
 * timestamp with an offset. Returns the instant, or null when the text is not a date and time.
 */
export function parseCallbackTime(value: string, timeZone = BUSINESS_TIME_ZONE): Date | null {
  const local = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (local) {
    const [y, mo, d, h, mi] = local.slice(1, 6).map(Number) as [
      number,
      number,
      number,
      number,
      number,
    ];
    const s = local[6] ? Number(local[6]) : 0;
    const wall = Date.UTC(y, mo - 1, d, h, mi, s);
    const check = new Date(wall);
    if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59 || s > 59)
      return null;
    const first = wall - zoneOffsetMs(wall, timeZone);
    return new Date(wall - zoneOffsetMs(first, timeZone));
  }
  const iso = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.exec(
    value,
  );
  // The date and hour are checked by hand: `new Date` rolls "02-30" over into March.
  if (
    !iso ||
    !isCalendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3])) ||
    Number(iso[4]) > 23
  )
    return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
}

/** The UK wall-clock time of an instant, to the second: "2026-11-26T21:04:05". */
export function localDateTime(instant: Date, timeZone = BUSINESS_TIME_ZONE): string {
  const shifted = new Date(instant.getTime() + zoneOffsetMs(instant.getTime(), timeZone));
  return shifted.toISOString().slice(0, 19);
}

/** The current UK wall-clock time as a datetime-local value, e.g. for an input's min attribute. */
export function currentLocalDateTime(now = new Date(), timeZone = BUSINESS_TIME_ZONE): string {
  return localDateTime(now, timeZone).slice(0, 16);
}

/**
 * When the business's day began: UK midnight of the day `now` falls in (00:00 GMT in winter,
 * 23:00 UTC the evening before in summer). "Done today" counts from here wherever the browser is.
 */
export function startOfBusinessDay(now = new Date(), timeZone = BUSINESS_TIME_ZONE): Date {
  const today = currentLocalDateTime(now, timeZone).slice(0, 10);
  return parseCallbackTime(`${today}T00:00`, timeZone) ?? now;
}
