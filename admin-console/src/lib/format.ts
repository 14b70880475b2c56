// Dates in en-GB and money in pounds sterling (spec section 1), the same way on every screen.

const DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/London',
});
const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});
const TIME = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});
const POUNDS = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** A `YYYY-MM-DD` date or an ISO timestamp → "21 Nov 2026" (UK time). */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  // A bare date is a calendar day: read it at noon UTC so no time zone moves it to another day.
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : DATE.format(date);
}

/** An ISO timestamp → "21 Nov 2026, 14:05" (UK time). */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : DATE_TIME.format(date);
}

/** An ISO timestamp → "14:05" (UK time): a time later today, such as an ETA. */
export function formatTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : TIME.format(date);
}

/** 49.5 → "£49.50"; null → "". */
export function formatPounds(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : POUNDS.format(value);
}
