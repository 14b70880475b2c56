import { z } from 'zod';
import { DISCOUNT_TYPES } from './constants.ts';
import { flag, isoDate, money, nullableText, requiredText, storedRecord } from './fields.ts';

const PromotionFields = z.object({
  title: requiredText('Title', 120),
  description: requiredText('Description', 2000),
  discount_type: z.enum(DISCOUNT_TYPES, {
    error: 'Discount type must be percentage, fixed or free',
  }),
  discount_value: money('Discount value').nullish(),
  code: nullableText('Code', 40),
  valid_from: isoDate('Valid from'),
  valid_until: isoDate('Valid until'),
  is_active: flag('Active', true),
  applicable_services: z
    .array(requiredText('Service name', 120), {
      error: 'Applicable services must be a list of service names',
    })
    .max(50, 'At most 50 applicable services')
    .default([]),
  service_type: nullableText('Service type', 120),
});

/** Create and update body: the rules of spec section 5 that span two fields live here. */
export const PromotionInput = PromotionFields.superRefine((value, ctx) => {
  if (value.valid_until < value.valid_from) {
    ctx.addIssue({
      code: 'custom',
      path: ['valid_until'],
      message: 'Valid until cannot be before valid from',
    });
  }
  if (value.discount_type !== 'free' && value.discount_value == null) {
    ctx.addIssue({
      code: 'custom',
      path: ['discount_value'],
      message: 'Discount value is required unless the discount type is free',
    });
  }
  if (
    value.discount_type === 'percentage' &&
    value.discount_value != null &&
    value.discount_value > 100
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['discount_value'],
      message: 'A percentage discount cannot exceed 100',
    });
  }
});

export const Promotion = storedRecord({
  title: z.string(),
  description: z.string(),
  discount_type: z.enum(DISCOUNT_TYPES),
  discount_value: z.number().nullable(),
  code: z.string().nullable(),
  valid_from: z.string(),
  valid_until: z.string(),
  is_active: z.boolean(),
  applicable_services: z.array(z.string()),
  service_type: z.string().nullable(),
});

export type PromotionInput = z.input<typeof PromotionInput>;
export type Promotion = z.infer<typeof Promotion>;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
