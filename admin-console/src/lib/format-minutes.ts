/**
 * Minutes as a person says them: 0.4 → "< 1 min", 4.2 → "4 min", 72 → "1 h 12 min", 120 → "2 h",
 * 1500 → "1 d 1 h" (a low-urgency job may take a day); null (nothing to measure) → "–".
 */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return '–';
  if (minutes < 0.5) return '< 1 min';
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  if (whole < 24 * 60) {
    const hours = Math.floor(whole / 60);
    const rest = whole % 60;
    return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
  }
  const days = Math.floor(whole / (24 * 60));
  const hours = Math.round((whole % (24 * 60)) / 60);
  return hours === 0 ? `${days} d` : `${days} d ${hours} h`;
}
