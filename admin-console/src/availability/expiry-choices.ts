import { currentLocalDateTime, parseCallbackTime } from '@tow/contracts/local-time';

/** The quick choices of when a state ends, by their label. */
export const EXPIRY_CHOICES = ['1 hour', '3 hours', 'End of day'] as const;
export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number];

/** Before this much is left of the UK day, "End of day" means the end of the next one. */
const END_OF_DAY_MIN_MS = 30 * 60_000;

/** The end of the UK day `now` is in (23:59), or of the next one when it is nearly over. */
function endOfUkDay(now: Date): Date {
  const today = currentLocalDateTime(now).slice(0, 10);
  const end = parseCallbackTime(`${today}T23:59`) ?? new Date(now.getTime() + 3_600_000);
  if (end.getTime() - now.getTime() >= END_OF_DAY_MIN_MS) return end;
  const tomorrow = currentLocalDateTime(new Date(now.getTime() + 86_400_000)).slice(0, 10);
  return parseCallbackTime(`${tomorrow}T23:59`) ?? end;
}

/** The instant a choice means, counted from `now`. */
export function expiryOf(choice: ExpiryChoice, now = new Date()): Date {
  switch (choice) {
    case '1 hour':
      return new Date(now.getTime() + 3_600_000);
    case '3 hours':
      return new Date(now.getTime() + 3 * 3_600_000);
    case 'End of day':
      return endOfUkDay(now);
  }
}
