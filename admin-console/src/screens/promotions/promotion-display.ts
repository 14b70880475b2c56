import type { Promotion } from '@tow/contracts/promotion';
import { promotionExpiry } from '@tow/contracts/promotion-display';
import type { BadgeTone } from '@tow/shared-ui/host/components';
import { DISCOUNT_TYPE_LABELS } from '../../constants.ts';

type Discount = Pick<Promotion, 'discount_type' | 'discount_value'>;

/** "Percentage (%)", "Fixed Amount (£)", "Free Service" (spec section 9). */
export function discountTypeLabel(promotion: Discount): string {
  return DISCOUNT_TYPE_LABELS[promotion.discount_type];
}

export interface PromotionFlag {
  readonly text: 'Expired' | 'Expiring Soon' | 'Inactive';
  readonly tone: BadgeTone;
}

/**
 * The flags of spec section 4: Expired once the last valid day (UK time) is over; Expiring Soon
 * when it falls within the next 7 days and is not over; Inactive when switched off.
 */
export function promotionFlags(
  promotion: Pick<Promotion, 'valid_until' | 'is_active'>,
  now = new Date(),
): PromotionFlag[] {
  const { expired, expiringSoon } = promotionExpiry(promotion, now);
  const flags: PromotionFlag[] = [];
  if (expired) flags.push({ text: 'Expired', tone: 'danger' });
  else if (expiringSoon) flags.push({ text: 'Expiring Soon', tone: 'warning' });
  if (!promotion.is_active) flags.push({ text: 'Inactive', tone: 'neutral' });
  return flags;
}
