import { EXPIRING_SOON_DAYS } from '@tow/api/contracts/constants';
import type { Promotion } from '@tow/api/contracts/promotion';
import { formatMoney } from './format.ts';

type Discount = Pick<Promotion, 'discount_type' | 'discount_value'>;

/** Badge text of spec section 9: "10% OFF", "£15 OFF", "FREE", otherwise "SPECIAL OFFER". */
export function promotionBadge({ discount_type, discount_value }: Discount): string {
  if (discount_type === 'percentage' && discount_value != null) return `${discount_value}% OFF`;
  if (discount_type === 'fixed' && discount_value != null)
    return `${formatMoney(discount_value)} OFF`;
  if (discount_type === 'free') return 'FREE';
  return 'SPECIAL OFFER';
}

/** The public discount display: "10% OFF", "£15 OFF", "FREE SERVICE". */
export function promotionDisplay(discount: Discount): string {
  return discount.discount_type === 'free' ? 'FREE SERVICE' : promotionBadge(discount);
}

const DAY = 86_400_000;

/** Expired when the last valid day is over; Expiring Soon within the next 7 days. */
export function promotionFlags(
  promotion: Pick<Promotion, 'valid_until' | 'is_active'>,
  now = new Date(),
) {
  const end = new Date(`${promotion.valid_until}T23:59:59`).getTime();
  const expired = end < now.getTime();
  return {
    expired,
    expiringSoon: !expired && end - now.getTime() <= EXPIRING_SOON_DAYS * DAY,
    inactive: !promotion.is_active,
  };
}
