// Dates in en-GB and money in pounds sterling (spec section 1), the same way on every screen.
import { UK_DATE, UK_DATE_TIME, UK_TIME } from '@tow/contracts/date-formats';

const POUNDS = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** A `YYYY-MM-DD` date or an ISO timestamp → "21 Nov 2026" (UK time). */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  // A bare date is a calendar day: read it at noon UTC so no time zone moves it to another day.
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : UK_DATE.format(date);
}

/** An ISO timestamp → "21 Nov 2026, 14:05" (UK time). */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : UK_DATE_TIME.format(date);
}

/** An ISO timestamp → "14:05" (UK time): a time later today, such as an ETA. */
export function formatTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : UK_TIME.format(date);
}

/** 49.5 → "£49.50"; null → "". */
export function formatPounds(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : POUNDS.format(value);
}
