const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** "21 November 2026" from `2026-11-21` or an ISO timestamp. */
export function formatDate(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

/** Average rating to one decimal: "4.8", "0.0" when none. */
export function formatRating(average: number): string {
  return average.toFixed(1);
}

/** A description as paragraphs: blank lines (or single line breaks) separate them. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean);
}
