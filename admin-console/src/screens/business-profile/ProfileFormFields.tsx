import { TextField } from '@tow/shared-ui/host/components';
import type { FieldErrors } from '../../blocks/form-errors.ts';
import styles from './BusinessProfileScreen.module.css';
import type { ProfileField, ProfileFormValues } from './profile-form.ts';

interface FieldSpec {
  readonly field: ProfileField;
  readonly label: string;
  readonly hint?: string;
  readonly required?: boolean;
  readonly type?: 'text' | 'tel' | 'email' | 'url';
  readonly autoComplete?: string;
  readonly inputMode?: 'decimal' | 'numeric';
}

/** The form's sections, in the order an owner fills them in. */
const SECTIONS: readonly { id: string; heading: string; fields: readonly FieldSpec[] }[] = [
  {
    id: 'contact',
    heading: 'Contact',
    fields: [
      { field: 'name', label: 'Company name', required: true, autoComplete: 'organization' },
      {
        field: 'phone',
        label: '24/7 phone number',
        required: true,
        type: 'tel',
        hint: 'Every call button dials it. Shown as you write it.',
      },
      {
        field: 'whatsapp',
        label: 'WhatsApp number',
        type: 'tel',
        hint: 'The mobile WhatsApp is on. Leave empty to hide the chat button.',
      },
      { field: 'email', label: 'Email', required: true, type: 'email' },
    ],
  },
  {
    id: 'address',
    heading: 'Address',
    fields: [
      { field: 'address.street', label: 'Street', autoComplete: 'address-line1' },
      { field: 'address.town', label: 'Town or city', autoComplete: 'address-level2' },
      { field: 'address.postcode', label: 'Postcode', autoComplete: 'postal-code' },
    ],
  },
  {
    id: 'region',
    heading: 'Area covered',
    fields: [
      {
        field: 'region',
        label: 'Area you cover',
        required: true,
        hint: 'As it reads in "towing across …", for example "Leeds and West Yorkshire".',
      },
      {
        field: 'region_short',
        label: 'Short form',
        hint: 'For the top of the pages, where space is tight, for example "Leeds & West Yorkshire". Leave empty to use the area above.',
      },
      {
        field: 'region_wide',
        label: 'Wider area',
        hint: 'As it reads in "drivers across …", for example "West Yorkshire" or "the West Midlands". Leave empty to use the area above.',
      },
    ],
  },
  {
    id: 'opening',
    heading: 'Opening hours',
    fields: [
      {
        field: 'opening_text',
        label: 'Opening hours',
        hint: 'As drivers read it, for example "Open 24 hours a day, 365 days a year".',
      },
    ],
  },
  {
    id: 'claims',
    heading: 'Rating and history',
    fields: [
      {
        field: 'google_rating',
        label: 'Google rating',
        inputMode: 'decimal',
        hint: 'Your stars on Google with one decimal, from 1.0 to 5.0, for example 4.8: the pages say "4.8 star Google rating". Leave empty to make no rating claim.',
      },
      {
        field: 'year_established',
        label: 'Year established',
        inputMode: 'numeric',
        hint: 'Four digits, for example 2009: the about page says "Established 2009". Leave empty to say nothing of it.',
      },
    ],
  },
  {
    id: 'links',
    heading: 'Links',
    fields: [
      {
        field: 'google_review_url',
        label: 'Google review link',
        type: 'url',
        hint: 'Where "leave a review" buttons go. Leave empty to hide them.',
      },
      { field: 'social.facebook', label: 'Facebook page', type: 'url' },
      { field: 'social.instagram', label: 'Instagram page', type: 'url' },
      { field: 'social.x', label: 'X (Twitter) page', type: 'url' },
    ],
  },
];

/** The profile's fields in their sections, each with its message beside it. */
export function ProfileFormFields({
  values,
  errors,
  onChange,
  onBlur,
}: {
  values: ProfileFormValues;
  errors: FieldErrors;
  onChange: (field: ProfileField, value: string) => void;
  onBlur: (field: ProfileField) => void;
}) {
  return (
    <>
      {SECTIONS.map((section) => (
        <fieldset key={section.id} className={styles.fieldset}>
          <legend>{section.heading}</legend>
          {section.fields.map((spec) => (
            <TextField
              key={spec.field}
              label={spec.label}
              name={spec.field}
              type={spec.type ?? 'text'}
              required={spec.required}
              hint={spec.hint}
              autoComplete={spec.autoComplete}
              inputMode={spec.inputMode}
              value={values[spec.field]}
              error={errors[spec.field]}
              onChange={(event) => onChange(spec.field, event.target.value)}
              onBlur={() => onBlur(spec.field)}
            />
          ))}
        </fieldset>
      ))}
    </>
  );
}
