import { REVIEW_SERVICE_TYPES } from '@tow/contracts/constants';
import { ReviewInput } from '@tow/contracts/review';
import {
  CheckboxField,
  SelectField,
  StarRating,
  TextAreaField,
  TextField,
} from '@tow/shared-ui/host/components';
import { type FormFieldsProps, fieldBinding } from '../../blocks/field-binding.ts';
import styles from './ReviewsScreen.module.css';
import { type ReviewFormValues, serviceType } from './review-form.ts';

const SERVICE_OPTIONS = REVIEW_SERVICE_TYPES.map((type) => ({ value: type, label: type }));

/** The fields of the review modal (spec section 5), inside EntityFormModal. */
export function ReviewFormFields(props: FormFieldsProps<ReviewFormValues>) {
  const { values, errors, onChange } = props;
  const bind = fieldBinding(props, ReviewInput.shape);
  return (
    <>
      <TextField label="Customer name" {...bind.text('customer_name')} autoComplete="off" />
      <TextField label="Customer location" {...bind.text('customer_location')} autoComplete="off" />
      <TextAreaField label="Review text" {...bind.text('review_text')} />
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
        <TextField label="Service date" {...bind.text('service_date')} type="date" />
      </div>
      <div className={styles.pair}>
        <CheckboxField label="Approved" {...bind.flag('is_approved')} />
        <CheckboxField label="Featured" {...bind.flag('is_featured')} />
      </div>
    </>
  );
}
