import { currentLocalDateTime } from '@tow/contracts/local-time';
import type { DiscountType, Promotion, PromotionInput } from '@tow/contracts/promotion';

/** What the promotion form holds: text as typed, so an empty number field stays empty. */
export interface PromotionFormValues {
  readonly title: string;
  readonly description: string;
  readonly discount_type: DiscountType;
  readonly discount_value: string;
  readonly code: string;
  readonly valid_from: string;
  readonly valid_until: string;
  readonly is_active: boolean;
  readonly applicable_services: readonly string[];
}

/** Today as `YYYY-MM-DD` in UK time (where the business is). */
export function todayIso(now = new Date()): string {
  return currentLocalDateTime(now).slice(0, 10);
}

/** `YYYY-MM-DD` plus one calendar month; 31 Jan → 28/29 Feb (the month's last day). */
export function oneMonthLater(iso: string): string {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  const nextMonth = month === 12 ? 1 : month + 1;
  const nextYear = month === 12 ? year + 1 : year;
  const lastDay = new Date(Date.UTC(nextYear, nextMonth, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${nextYear}-${pad(nextMonth)}-${pad(Math.min(day, lastDay))}`;
}

/** A new promotion (spec section 5): valid from today to one month later, percentage, active. */
export function emptyPromotionForm(now = new Date()): PromotionFormValues {
  const today = todayIso(now);
  return {
    title: '',
    description: '',
    discount_type: 'percentage',
    discount_value: '',
    code: '',
    valid_from: today,
    valid_until: oneMonthLater(today),
    is_active: true,
    applicable_services: [],
  };
}

/** An existing promotion in the form. */
export function promotionToForm(promotion: Promotion): PromotionFormValues {
  return {
    title: promotion.title,
    description: promotion.description,
    discount_type: promotion.discount_type,
    discount_value: promotion.discount_value === null ? '' : String(promotion.discount_value),
    code: promotion.code ?? '',
    valid_from: promotion.valid_from.slice(0, 10),
    valid_until: promotion.valid_until.slice(0, 10),
    is_active: promotion.is_active,
    applicable_services: [...promotion.applicable_services],
  };
}

/**
 * The create/update body: discount_value a number, or null when the type is free or the field is
 * empty (spec section 5); an empty code is null. `original` keeps what the form does not edit.
 */
export function promotionPayload(
  values: PromotionFormValues,
  original?: Promotion,
): PromotionInput {
  const value = values.discount_value.trim();
  return {
    title: values.title,
    description: values.description,
    discount_type: values.discount_type,
    discount_value: values.discount_type === 'free' || value === '' ? null : Number(value),
    code: values.code.trim() === '' ? null : values.code.trim(),
    valid_from: values.valid_from,
    valid_until: values.valid_until,
    is_active: values.is_active,
    applicable_services: [...values.applicable_services],
    service_type: original?.service_type ?? null,
  };
}
