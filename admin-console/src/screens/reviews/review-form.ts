import { REVIEW_SERVICE_TYPES } from '@tow/contracts/constants';
import { type Review, ReviewInput } from '@tow/contracts/review';
import type { z } from 'zod';
import { validateWith } from '../../blocks/form-errors.ts';

export type ReviewServiceType = (typeof REVIEW_SERVICE_TYPES)[number];

/** What the review form holds. */
export interface ReviewFormValues {
  readonly customer_name: string;
  readonly customer_location: string;
  readonly review_text: string;
  readonly rating: number;
  readonly service_type: ReviewServiceType;
  /** `YYYY-MM-DD`, or '' for none. */
  readonly service_date: string;
  readonly is_approved: boolean;
  readonly is_featured: boolean;
}

const DEFAULT_SERVICE_TYPE: ReviewServiceType = 'General Service';

/** A known service type, else the default ("General Service"). */
export function serviceType(value: string): ReviewServiceType {
  return REVIEW_SERVICE_TYPES.find((type) => type === value) ?? DEFAULT_SERVICE_TYPE;
}

/** A new review (spec section 5): rating 5, approved, not featured. */
export function newReviewValues(): ReviewFormValues {
  return {
    customer_name: '',
    customer_location: '',
    review_text: '',
    rating: 5,
    service_type: DEFAULT_SERVICE_TYPE,
    service_date: '',
    is_approved: true,
    is_featured: false,
  };
}

/** The form's starting values for an existing review. */
export function reviewFormValues(review: Review): ReviewFormValues {
  return {
    customer_name: review.customer_name,
    customer_location: review.customer_location ?? '',
    review_text: review.review_text,
    rating: review.rating,
    service_type: serviceType(review.service_type),
    service_date: review.service_date ?? '',
    is_approved: review.is_approved,
    is_featured: review.is_featured,
  };
}

/**
 * The form → the POST/PUT body, checked with the API's own schema (ReviewInput): an empty
 * service date is null.
 */
export function reviewPayload(values: ReviewFormValues): z.output<typeof ReviewInput> {
  return validateWith(ReviewInput, {
    ...values,
    service_date: values.service_date || null,
  });
}
