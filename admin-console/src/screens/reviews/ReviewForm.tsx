import { REVIEW_SERVICE_TYPES } from '@tow/contracts/constants';
import {
  CheckboxField,
  SelectField,
  StarRating,
  TextAreaField,
  TextField,
} from '@tow/shared-ui/host/components';
import { useState } from 'react';
import type { FieldErrors } from '../../blocks/form-errors.ts';
import styles from './ReviewsScreen.module.css';
import type { ReviewFormValues } from './review-form.ts';

const SERVICE_OPTIONS = REVIEW_SERVICE_TYPES.map((type) => ({ value: type, label: type }));

/** The fields of the review modal (spec section 5); the modal reads them as FormData. */
export function ReviewForm({ values, errors }: { values: ReviewFormValues; errors: FieldErrors }) {
  const [rating, setRating] = useState(values.rating);
  return (
    <>
      <TextField
        label="Customer name"
        name="customer_name"
        required
        maxLength={120}
        autoComplete="off"
        defaultValue={values.customer_name}
        error={errors.customer_name}
      />
      <TextField
        label="Customer location"
        name="customer_location"
        maxLength={120}
        autoComplete="off"
        defaultValue={values.customer_location}
        error={errors.customer_location}
      />
      <TextAreaField
        label="Review text"
        name="review_text"
        required
        maxLength={2000}
        defaultValue={values.review_text}
        error={errors.review_text}
      />
      <StarRating
        mode="input"
        name="rating"
        label="Rating"
        required
        value={rating}
        onChange={setRating}
        error={errors.rating}
      />
      <div className={styles.pair}>
        <SelectField
          label="Service type"
          name="service_type"
          options={SERVICE_OPTIONS}
          defaultValue={values.service_type}
          error={errors.service_type}
        />
        <TextField
          label="Service date"
          name="service_date"
          type="date"
          defaultValue={values.service_date}
          error={errors.service_date}
        />
      </div>
      <div className={styles.pair}>
        <CheckboxField
          label="Approved"
          name="is_approved"
          defaultChecked={values.is_approved}
          error={errors.is_approved}
        />
        <CheckboxField
          label="Featured"
          name="is_featured"
          defaultChecked={values.is_featured}
          error={errors.is_featured}
        />
      </div>
    </>
  );
}
