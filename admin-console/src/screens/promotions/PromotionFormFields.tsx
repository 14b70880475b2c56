import { DISCOUNT_TYPES } from '@tow/contracts/constants';
import { PromotionInput } from '@tow/contracts/promotion';
import {
  CheckboxField,
  SelectField,
  TextAreaField,
  TextField,
} from '@tow/shared-ui/host/components';
import { type FormFieldsProps, fieldBinding } from '../../blocks/field-binding.ts';
import { DISCOUNT_TYPE_LABELS } from '../../constants.ts';
import styles from './PromotionsScreen.module.css';
import type { PromotionFormValues } from './promotion-form.ts';

export interface PromotionFormFieldsProps extends FormFieldsProps<PromotionFormValues> {
  /** Names of the services the promotion may apply to. */
  readonly serviceNames: readonly string[];
}

const DISCOUNT_OPTIONS = DISCOUNT_TYPES.map((type) => ({
  value: type,
  label: DISCOUNT_TYPE_LABELS[type],
}));

/** The fields of the promotion form (spec sections 3 and 5). */
export function PromotionFormFields({ serviceNames, ...props }: PromotionFormFieldsProps) {
  const { values, errors } = props;
  const bind = fieldBinding(props, PromotionInput.shape);
  const set = bind.set;
  // A service renamed or deleted since stays listed while the promotion still names it.
  const options = [...new Set([...serviceNames, ...values.applicable_services])];
  const toggleService = (name: string, checked: boolean) =>
    set(
      'applicable_services',
      checked
        ? options.filter((option) => option === name || values.applicable_services.includes(option))
        : values.applicable_services.filter((service) => service !== name),
    );

  return (
    <>
      <TextField label="Title" {...bind.text('title')} />
      <TextAreaField label="Description" {...bind.text('description')} rows={3} />
      <div className={styles.pair}>
        <SelectField
          label="Discount type"
          options={DISCOUNT_OPTIONS}
          {...bind.text('discount_type')}
        />
        {values.discount_type !== 'free' && (
          <TextField
            label={
              values.discount_type === 'percentage' ? 'Discount value (%)' : 'Discount value (£)'
            }
            {...bind.number('discount_value', 'decimal')}
            required
            min={0}
            max={values.discount_type === 'percentage' ? 100 : undefined}
            step={0.01}
          />
        )}
      </div>
      <TextField
        label="Promo code"
        {...bind.text('code')}
        hint="Optional, e.g. SAVE10"
        autoCapitalize="characters"
        autoComplete="off"
      />
      <div className={styles.pair}>
        <TextField label="Valid from" {...bind.text('valid_from')} type="date" />
        <TextField label="Valid until" {...bind.text('valid_until')} type="date" />
      </div>
      <fieldset className={styles.services}>
        <legend>Applicable services</legend>
        {options.length === 0 ? (
          <p className={styles.muted}>No services yet.</p>
        ) : (
          options.map((name) => (
            <CheckboxField
              key={name}
              label={name}
              name="applicable_services"
              value={name}
              checked={values.applicable_services.includes(name)}
              onChange={(event) => toggleService(name, event.target.checked)}
            />
          ))
        )}
        {errors.applicable_services && <p className={styles.error}>{errors.applicable_services}</p>}
      </fieldset>
      <CheckboxField label="Active" {...bind.flag('is_active')} />
    </>
  );
}
