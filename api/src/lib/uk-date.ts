import { BUSINESS_TIME_ZONE } from '@tow/contracts';

// Built once: every cached public read of the promotions asks for today's date.
const UK_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE });

/** Today's date in the UK as `YYYY-MM-DD`: a promotion valid until today is valid all day here. */
export function todayInUk(now = new Date()): string {
  return UK_DATE.format(now);
}
