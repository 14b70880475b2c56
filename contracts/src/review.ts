import { z } from 'zod';
import { REVIEW_SERVICE_TYPES } from './constants.ts';
import { flag, Id, isoDate, optionalText, requiredText, Timestamp } from './fields.ts';

export const ReviewInput = z.object({
  customer_name: requiredText('Customer name', 120),
  customer_location: optionalText('Customer location', 120),
  review_text: requiredText('Review text', 2000),
  rating: z
    .number({ error: 'Rating is required' })
    .int('Rating must be a whole number of stars')
    .min(1, 'Rating must be between 1 and 5')
    .max(5, 'Rating must be between 1 and 5'),
  service_type: z
    .enum(REVIEW_SERVICE_TYPES, {
      error: `Service type must be one of: ${REVIEW_SERVICE_TYPES.join(', ')}`,
    })
    .default('General Service'),
  service_date: isoDate('Service date').nullish(),
  is_featured: flag('Featured', false),
  is_approved: flag('Approved', true),
});

export const Review = z.object({
  id: Id,
  customer_name: z.string(),
  customer_location: z.string(),
  review_text: z.string(),
  rating: z.number().int(),
  service_type: z.string(),
  service_date: z.string().nullable(),
  is_featured: z.boolean(),
  is_approved: z.boolean(),
  created_at: Timestamp,
});

export type ReviewInput = z.input<typeof ReviewInput>;
export type Review = z.infer<typeof Review>;
