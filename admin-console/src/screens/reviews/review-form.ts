import { REVIEW_SERVICE_TYPES } from '@tow/api/contracts/constants';
import { type Review, ReviewInput } from '@tow/api/contracts/review';
import type { z } from 'zod';
import { ApiError } from '../../api/api-error.ts';

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

export type ReviewField = keyof ReviewFormValues;
/** Field → first message, shown next to the field. */
export type FieldErrors = Readonly<Partial<Record<ReviewField, string>>>;

const DEFAULT_SERVICE_TYPE: ReviewServiceType = 'General Service';

function serviceType(value: string): ReviewServiceType {
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
 * The form's fields → the POST/PUT body, checked with the API's own schema (ReviewInput): rating
 * as a number, the two checkboxes as booleans, an empty service date as null.
 */
export function reviewPayload(form: FormData): z.output<typeof ReviewInput> {
  const text = (name: ReviewField) => String(form.get(name) ?? '');
  const rating = form.get('rating');
  const raw = {
    customer_name: text('customer_name'),
    customer_location: text('customer_location'),
    review_text: text('review_text'),
    rating: rating === null || rating === '' ? undefined : Number(rating),
    service_type: text('service_type') || undefined,
    service_date: text('service_date') || null,
    is_approved: form.get('is_approved') !== null,
    is_featured: form.get('is_featured') !== null,
  };
  const parsed = ReviewInput.safeParse(raw);
  if (parsed.success) return parsed.data;
  // The same shape as the server's 422, so the modal and the fields show it the same way.
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') || 'body';
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  const first = parsed.error.issues[0]?.message ?? 'The data given is not valid';
  throw new ApiError(first, 422, first, errors);
}

const FIELDS: readonly ReviewField[] = [
  'customer_name',
  'customer_location',
  'review_text',
  'rating',
  'service_type',
  'service_date',
  'is_approved',
  'is_featured',
];

/** The `errors` of a failed save (client check or server 422), one message per form field. */
export function reviewFieldErrors(failure: unknown): FieldErrors {
  if (!(failure instanceof ApiError)) return {};
  const errors: Partial<Record<ReviewField, string>> = {};
  for (const field of FIELDS) {
    const message = failure.errors[field]?.[0];
    if (message) errors[field] = message;
  }
  return errors;
}
