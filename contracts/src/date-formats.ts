import { BUSINESS_TIME_ZONE } from './local-time.ts';

/*
 * The product's dates and times in words, en-GB, built once (a formatter is costly to make).
 * Instants read in UK time; calendar dates (`YYYY-MM-DD`, read as UTC midnight) in UTC, so a date
 * never moves a day. Marked pure so a bundle keeps only the ones it uses.
 */

/** An instant's UK time: "18:30". */
export const UK_TIME = /* @__PURE__ */ new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
});

/** An instant's UK date: "21 Nov 2026". */
export const UK_DATE = /* @__PURE__ */ new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** An instant's UK date and time: "21 Nov 2026, 18:30". */
export const UK_DATE_TIME = /* @__PURE__ */ new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A calendar date: "21 Nov 2026". */
export const CALENDAR_DATE = /* @__PURE__ */ new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** A calendar date within the year in view: "21 Nov". */
export const CALENDAR_DAY_MONTH = /* @__PURE__ */ new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
});

/** A calendar date with its weekday: "Sat 21 Nov". */
export const CALENDAR_WEEKDAY = /* @__PURE__ */ new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});
