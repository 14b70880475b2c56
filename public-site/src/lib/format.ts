const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});
const moneyFormat = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** "21 November 2026" from `2026-11-21` or an ISO timestamp. */
export function formatDate(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

/** "£15.00", or "£15" for whole pounds. */
export function formatMoney(amount: number): string {
  const text = moneyFormat.format(amount);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

/** Average rating to one decimal: "4.8", "0.0" when none. */
export function formatRating(average: number): string {
  return average.toFixed(1);
}

/** "0121 496 0000" → "tel:01214960000"; "+44 7700 900123" → "tel:+447700900123". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
