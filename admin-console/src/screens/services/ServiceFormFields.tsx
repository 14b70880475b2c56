import { Icon, SelectField, TextAreaField, TextField } from '@tow/shared-ui/host/components';
import { type FormFieldsProps, fieldBinding } from '../../blocks/field-binding.ts';
import shared from '../../blocks/ListScreen.module.css';
import { OrderAndActiveFields } from '../../blocks/OrderAndActiveFields.tsx';
import { FeatureRows } from './FeatureRows.tsx';
import styles from './ServicesScreen.module.css';
import { ICON_GROUPS, type ServiceFormValues } from './service-form.ts';

/** The fields of the service form (spec sections 3 and 5), inside EntityFormModal. */
export function ServiceFormFields(props: FormFieldsProps<ServiceFormValues>) {
  const { values, errors, onChange } = props;
  const bind = fieldBinding(props);
  return (
    <>
      <TextField label="Name" {...bind.text('name')} required maxLength={120} />
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
        {...bind.text('short_description')}
        required
        rows={2}
        maxLength={300}
      />
      <TextAreaField
        label="Description"
        {...bind.text('description')}
        required
        rows={5}
        maxLength={5000}
      />
      <FeatureRows
        features={values.features}
        error={errors.features}
        onChange={(features) => onChange({ features })}
      />
      <div className={shared.pair}>
        <TextField
          label="Price from (£)"
          {...bind.number('price_from', 'decimal')}
          min={0}
          step={0.01}
          hint="Leave empty for no price"
        />
        <TextField
          label="Price text"
          {...bind.text('price_text')}
          maxLength={120}
          placeholder="Contact for pricing"
          hint="Shown instead of a figure"
        />
      </div>
      <OrderAndActiveFields {...props} checkboxClassName={styles.checkbox} />
      <TextField label="Meta title" {...bind.text('meta_title')} maxLength={60} />
      <TextAreaField
        label="Meta description"
        {...bind.text('meta_description')}
        rows={2}
        maxLength={160}
      />
    </>
  );
}
