import { CheckboxField, TextAreaField, TextField } from '@tow/shared-ui/host/components';
import type { FieldErrors } from '../../blocks/form-errors.ts';
import styles from './LocationsScreen.module.css';
import { type LocationFormValues, suggestedSlug } from './location-form.ts';

export interface LocationFormFieldsProps {
  readonly values: LocationFormValues;
  readonly errors: FieldErrors;
  readonly onChange: (patch: Partial<LocationFormValues>) => void;
}

/** The fields of the location form (spec sections 3 and 5), inside EntityFormModal. */
export function LocationFormFields({ values, errors, onChange }: LocationFormFieldsProps) {
  const suggestion = suggestedSlug(values.name);
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
      <TextField
        label="Slug"
        name="slug"
        maxLength={120}
        autoCapitalize="none"
        spellCheck={false}
        placeholder={suggestion || undefined}
        hint="Optional: the page address (/areas/…). Left empty, it is made from the name."
        value={values.slug}
        error={errors.slug}
        onChange={(event) => onChange({ slug: event.target.value })}
      />
      <TextAreaField
        label="Description"
        name="description"
        rows={4}
        maxLength={5000}
        value={values.description}
        error={errors.description}
        onChange={(event) => onChange({ description: event.target.value })}
      />
      <div className={styles.pair}>
        <TextField
          label="Latitude"
          name="latitude"
          type="number"
          inputMode="decimal"
          min={-90}
          max={90}
          step="any"
          placeholder="52.4797"
          hint="Optional, with longitude: the town centre, to find the area nearest a driver."
          value={values.latitude}
          error={errors.latitude}
          onChange={(event) => onChange({ latitude: event.target.value })}
        />
        <TextField
          label="Longitude"
          name="longitude"
          type="number"
          inputMode="decimal"
          min={-180}
          max={180}
          step="any"
          placeholder="-1.9026"
          value={values.longitude}
          error={errors.longitude}
          onChange={(event) => onChange({ longitude: event.target.value })}
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
        />
      </div>
    </>
  );
}
