import { DISCOUNT_TYPE_LABELS, EXPIRING_SOON_DAYS } from '@tow/api/contracts/constants';
import type { Promotion } from '@tow/api/contracts/promotion';
import type { BadgeTone } from '@tow/shared-ui/host/components';
import { formatPounds } from '../../lib/format.ts';
import { todayIso } from './promotion-form.ts';

type Discount = Pick<Promotion, 'discount_type' | 'discount_value'>;

/** Pounds without ".00" for whole amounts: 15 → "£15", 12.5 → "£12.50". */
function pounds(amount: number): string {
  const text = formatPounds(amount);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

/** Badge text of spec section 9: "10% OFF", "£15 OFF", "FREE", otherwise "SPECIAL OFFER". */
export function discountBadge({ discount_type, discount_value }: Discount): string {
  if (discount_type === 'percentage' && discount_value != null) return `${discount_value}% OFF`;
  if (discount_type === 'fixed' && discount_value != null) return `${pounds(discount_value)} OFF`;
  if (discount_type === 'free') return 'FREE';
  return 'SPECIAL OFFER';
}

/** "Percentage (%)", "Fixed Amount (£)", "Free Service" (spec section 9). */
export function discountTypeLabel(promotion: Discount): string {
  return DISCOUNT_TYPE_LABELS[promotion.discount_type];
}

export interface PromotionFlag {
  readonly text: 'Expired' | 'Expiring Soon' | 'Inactive';
  readonly tone: BadgeTone;
}

/** `YYYY-MM-DD` plus n days. */
function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The flags of spec section 4: Expired once the last valid day (UK time) is over; Expiring Soon
 * when it falls within the next 7 days and is not over; Inactive when switched off.
 */
export function promotionFlags(
  promotion: Pick<Promotion, 'valid_until' | 'is_active'>,
  now = new Date(),
): PromotionFlag[] {
  const today = todayIso(now);
  const until = promotion.valid_until.slice(0, 10);
  const flags: PromotionFlag[] = [];
  if (until < today) flags.push({ text: 'Expired', tone: 'danger' });
  else if (until <= addDays(today, EXPIRING_SOON_DAYS))
    flags.push({ text: 'Expiring Soon', tone: 'warning' });
  if (!promotion.is_active) flags.push({ text: 'Inactive', tone: 'neutral' });
  return flags;
}
