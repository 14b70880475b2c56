import { EXPIRING_SOON_DAYS } from './constants.ts';
import { currentLocalDateTime } from './local-time.ts';
import type { Promotion } from './promotion.ts';

/** How promotions read on the site and in the console: spec sections 4 and 9, in one place. */

type Discount = Pick<Promotion, 'discount_type' | 'discount_value'>;

const POUNDS = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** Pounds without ".00" for whole amounts: 15 → "£15", 12.5 → "£12.50". */
function pounds(amount: number): string {
  const text = POUNDS.format(amount);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

/** Badge text of spec section 9: "10% OFF", "£15 OFF", "FREE", otherwise "SPECIAL OFFER". */
export function promotionBadge({ discount_type, discount_value }: Discount): string {
  if (discount_type === 'percentage' && discount_value != null) return `${discount_value}% OFF`;
  if (discount_type === 'fixed' && discount_value != null) return `${pounds(discount_value)} OFF`;
  if (discount_type === 'free') return 'FREE';
  return 'SPECIAL OFFER';
}

/** The public discount display: "10% OFF", "£15 OFF", "FREE SERVICE". */
export function promotionDisplay(discount: Discount): string {
  return discount.discount_type === 'free' ? 'FREE SERVICE' : promotionBadge(discount);
}

/** `YYYY-MM-DD` plus n days. */
function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Expired once the last valid day (UK time) is over; Expiring Soon when that day falls within
 * the next 7 days and is not over.
 */
export function promotionExpiry(
  promotion: Pick<Promotion, 'valid_until'>,
  now = new Date(),
): { readonly expired: boolean; readonly expiringSoon: boolean } {
  const today = currentLocalDateTime(now).slice(0, 10);
  const until = promotion.valid_until.slice(0, 10);
  const expired = until < today;
  return { expired, expiringSoon: !expired && until <= addDays(today, EXPIRING_SOON_DAYS) };
}
