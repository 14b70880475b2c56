import type { Media } from '@tow/contracts/media';
import { ServiceInput } from '@tow/contracts/service';
import { Icon, SelectField, TextAreaField, TextField } from '@tow/shared-ui/host/components';
import { type FormFieldsProps, fieldBinding } from '../../blocks/field-binding.ts';
import shared from '../../blocks/ListScreen.module.css';
import { MediaPicker } from '../../blocks/MediaPicker.tsx';
import { OrderAndActiveFields } from '../../blocks/OrderAndActiveFields.tsx';
import { useList } from '../../blocks/use-list.ts';
import { FeatureRows } from './FeatureRows.tsx';
import styles from './ServicesScreen.module.css';
import { ICON_GROUPS, type ServiceFormValues } from './service-form.ts';

/** The fields of the service form (spec sections 3 and 5), inside EntityFormModal. */
export function ServiceFormFields(props: FormFieldsProps<ServiceFormValues>) {
  const { values, errors, onChange } = props;
  const bind = fieldBinding(props, ServiceInput.shape);
  const library = useList<Media>('/media', 'media', 'Failed to fetch photos');
  return (
    <>
      <TextField label="Name" {...bind.text('name')} />
      <div className={styles.iconPicker}>
        <SelectField label="Icon" options={[]} {...bind.text('icon')} className={styles.grow}>
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
      <TextAreaField label="Short description" {...bind.text('short_description')} rows={2} />
      <TextAreaField label="Description" {...bind.text('description')} rows={5} />
      <MediaPicker
        legend="Photo"
        name="image_media_id"
        media={library.items}
        value={values.image_media_id}
        onChange={(image_media_id) => onChange({ image_media_id })}
        error={errors.image_media_id ?? library.error ?? undefined}
        hint="Shown on the services pages and the home page. Upload photos under Media."
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
          placeholder="Contact for pricing"
          hint="Shown instead of a figure"
        />
      </div>
      <OrderAndActiveFields {...props} checkboxClassName={styles.checkbox} />
      <TextField label="Meta title" {...bind.text('meta_title')} />
      <TextAreaField label="Meta description" {...bind.text('meta_description')} rows={2} />
    </>
  );
}
