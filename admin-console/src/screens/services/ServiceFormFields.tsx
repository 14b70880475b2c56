import {
  CheckboxField,
  Icon,
  SelectField,
  TextAreaField,
  TextField,
} from '@tow/shared-ui/host/components';
import type { FieldErrors } from '../../blocks/form-errors.ts';
import { FeatureRows } from './FeatureRows.tsx';
import styles from './ServicesScreen.module.css';
import { ICON_GROUPS, type ServiceFormValues } from './service-form.ts';

export interface ServiceFormFieldsProps {
  readonly values: ServiceFormValues;
  readonly errors: FieldErrors;
  readonly onChange: (patch: Partial<ServiceFormValues>) => void;
}

/** The fields of the service form (spec sections 3 and 5), inside EntityFormModal. */
export function ServiceFormFields({ values, errors, onChange }: ServiceFormFieldsProps) {
  return (
    <>
      <TextField
        label="Name"
        name="name"
        required
        maxLength={120}
        value={values.name}
        error={errors.name}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      <div className={styles.iconPicker}>
        <SelectField
          label="Icon"
          name="icon"
          options={[]}
          value={values.icon}
          error={errors.icon}
          onChange={(event) => onChange({ icon: event.target.value as ServiceFormValues['icon'] })}
          className={styles.grow}
        >
          {ICON_GROUPS.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
        <span className={styles.iconPreview}>
          <Icon name={values.icon} size={32} />
        </span>
      </div>
      <TextAreaField
        label="Short description"
        name="short_description"
        required
        rows={2}
        maxLength={300}
        value={values.short_description}
        error={errors.short_description}
        onChange={(event) => onChange({ short_description: event.target.value })}
      />
      <TextAreaField
        label="Description"
        name="description"
        required
        rows={5}
        maxLength={5000}
        value={values.description}
        error={errors.description}
        onChange={(event) => onChange({ description: event.target.value })}
      />
      <FeatureRows
        features={values.features}
        error={errors.features}
        onChange={(features) => onChange({ features })}
      />
      <div className={styles.pair}>
        <TextField
          label="Price from (£)"
          name="price_from"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          hint="Leave empty for no price"
          value={values.price_from}
          error={errors.price_from}
          onChange={(event) => onChange({ price_from: event.target.value })}
        />
        <TextField
          label="Price text"
          name="price_text"
          maxLength={120}
          placeholder="Contact for pricing"
          hint="Shown instead of a figure"
          value={values.price_text}
          error={errors.price_text}
          onChange={(event) => onChange({ price_text: event.target.value })}
        />
      </div>
      <div className={styles.pair}>
        <TextField
          label="Sort order"
          name="sort_order"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={values.sort_order}
          error={errors.sort_order}
          onChange={(event) => onChange({ sort_order: event.target.value })}
        />
        <CheckboxField
          label="Active (shown on the website)"
          name="is_active"
          checked={values.is_active}
          error={errors.is_active}
          onChange={(event) => onChange({ is_active: event.target.checked })}
          className={styles.checkbox}
        />
      </div>
      <TextField
        label="Meta title"
        name="meta_title"
        maxLength={60}
        value={values.meta_title}
        error={errors.meta_title}
        onChange={(event) => onChange({ meta_title: event.target.value })}
      />
      <TextAreaField
        label="Meta description"
        name="meta_description"
        rows={2}
        maxLength={160}
        value={values.meta_description}
        error={errors.meta_description}
        onChange={(event) => onChange({ meta_description: event.target.value })}
      />
    </>
  );
}
