import { TextAreaField, TextField } from '@tow/shared-ui/host/components';
import { type FormFieldsProps, fieldBinding } from '../../blocks/field-binding.ts';
import shared from '../../blocks/ListScreen.module.css';
import { OrderAndActiveFields } from '../../blocks/OrderAndActiveFields.tsx';
import { type LocationFormValues, suggestedSlug } from './location-form.ts';

/** The fields of the location form (spec sections 3 and 5), inside EntityFormModal. */
export function LocationFormFields(props: FormFieldsProps<LocationFormValues>) {
  const bind = fieldBinding(props);
  const suggestion = suggestedSlug(props.values.name);
  return (
    <>
      <TextField label="Name" {...bind.text('name')} required maxLength={120} />
      <TextField
        label="Slug"
        {...bind.text('slug')}
        maxLength={120}
        autoCapitalize="none"
        spellCheck={false}
        placeholder={suggestion || undefined}
        hint="Optional: the page address (/areas/…). Left empty, it is made from the name."
      />
      <TextAreaField label="Description" {...bind.text('description')} rows={4} maxLength={5000} />
      <div className={shared.pair}>
        <TextField
          label="Latitude"
          {...bind.number('latitude', 'decimal')}
          min={-90}
          max={90}
          step="any"
          placeholder="52.4797"
          hint="Optional, with longitude: the town centre, to find the area nearest a driver."
        />
        <TextField
          label="Longitude"
          {...bind.number('longitude', 'decimal')}
          min={-180}
          max={180}
          step="any"
          placeholder="-1.9026"
        />
      </div>
      <OrderAndActiveFields {...props} />
    </>
  );
}
