import { BUSINESS_TIME_ZONE } from '@tow/contracts';

/** Today's date in the UK as `YYYY-MM-DD`: a promotion valid until today is valid all day here. */
export function todayInUk(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE }).format(now);
}
