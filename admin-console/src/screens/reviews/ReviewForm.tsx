import { REVIEW_SERVICE_TYPES } from '@tow/contracts/constants';
import {
  CheckboxField,
  SelectField,
  StarRating,
  TextAreaField,
  TextField,
} from '@tow/shared-ui/host/components';
import type { FieldErrors } from '../../blocks/form-errors.ts';
import styles from './ReviewsScreen.module.css';
import { type ReviewFormValues, serviceType } from './review-form.ts';

const SERVICE_OPTIONS = REVIEW_SERVICE_TYPES.map((type) => ({ value: type, label: type }));

export interface ReviewFormProps {
  readonly values: ReviewFormValues;
  readonly errors: FieldErrors;
  readonly onChange: (patch: Partial<ReviewFormValues>) => void;
}

/** The fields of the review modal (spec section 5), inside EntityFormModal. */
export function ReviewForm({ values, errors, onChange }: ReviewFormProps) {
  return (
    <>
      <TextField
        label="Customer name"
        name="customer_name"
        required
        maxLength={120}
        autoComplete="off"
        value={values.customer_name}
        error={errors.customer_name}
        onChange={(event) => onChange({ customer_name: event.target.value })}
      />
      <TextField
        label="Customer location"
        name="customer_location"
        maxLength={120}
        autoComplete="off"
        value={values.customer_location}
        error={errors.customer_location}
        onChange={(event) => onChange({ customer_location: event.target.value })}
      />
      <TextAreaField
        label="Review text"
        name="review_text"
        required
        maxLength={2000}
        value={values.review_text}
        error={errors.review_text}
        onChange={(event) => onChange({ review_text: event.target.value })}
      />
      <StarRating
        mode="input"
        name="rating"
        label="Rating"
        required
        value={values.rating}
        onChange={(rating) => onChange({ rating })}
        error={errors.rating}
      />
      <div className={styles.pair}>
        <SelectField
          label="Service type"
          name="service_type"
          options={SERVICE_OPTIONS}
          value={values.service_type}
          error={errors.service_type}
          onChange={(event) => onChange({ service_type: serviceType(event.target.value) })}
        />
        <TextField
          label="Service date"
          name="service_date"
          type="date"
          value={values.service_date}
          error={errors.service_date}
          onChange={(event) => onChange({ service_date: event.target.value })}
        />
      </div>
      <div className={styles.pair}>
        <CheckboxField
          label="Approved"
          name="is_approved"
          checked={values.is_approved}
          error={errors.is_approved}
          onChange={(event) => onChange({ is_approved: event.target.checked })}
        />
        <CheckboxField
          label="Featured"
          name="is_featured"
          checked={values.is_featured}
          error={errors.is_featured}
          onChange={(event) => onChange({ is_featured: event.target.checked })}
        />
      </div>
    </>
  );
}
