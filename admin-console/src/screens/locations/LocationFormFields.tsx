import { LocationInput } from '@tow/contracts/location';
import { describeDistricts, readDistrictList } from '@tow/contracts/postcode-district';
import { TextAreaField, TextField } from '@tow/shared-ui/host/components';
import { type FormFieldsProps, fieldBinding } from '../../blocks/field-binding.ts';
import shared from '../../blocks/ListScreen.module.css';
import { OrderAndActiveFields } from '../../blocks/OrderAndActiveFields.tsx';
import { type LocationFormValues, suggestedSlug } from './location-form.ts';

/** Where the town centre is, to find the area nearest a driver (their ranges are the contract's). */
const COORDINATES = [
  {
    key: 'latitude',
    label: 'Latitude',
    placeholder: '52.4797',
    hint: 'Optional, with longitude: the town centre, to find the area nearest a driver.',
  },
  { key: 'longitude', label: 'Longitude', placeholder: '-1.9026', hint: undefined },
] as const;

/** What the districts typed come to, so a range is seen spelt out before it is saved. */
function districtsHint(text: string): string {
  const { districts } = readDistrictList(text);
  const how =
    'The first half of the postcodes this area covers, separated by commas or spaces; a range like B1-B21 counts every one. A district belongs to one area.';
  if (districts.length === 0) return how;
  const count = `${districts.length} ${districts.length === 1 ? 'district' : 'districts'}`;
  return `${count}: ${describeDistricts(districts)}. ${how}`;
}

/** The fields of the location form (spec sections 3 and 5), inside EntityFormModal. */
export function LocationFormFields(props: FormFieldsProps<LocationFormValues>) {
  const bind = fieldBinding(props, LocationInput.shape);
  const suggestion = suggestedSlug(props.values.name);
  return (
    <>
      <TextField label="Name" {...bind.text('name')} />
      <TextField
        label="Slug"
        {...bind.text('slug')}
        autoCapitalize="none"
        spellCheck={false}
        placeholder={suggestion || undefined}
        hint="Optional: the page address (/areas/…). Left empty, it is made from the name."
      />
      <TextAreaField label="Description" {...bind.text('description')} rows={4} />
      <TextAreaField
        label="Postcode districts"
        {...bind.text('postcode_districts')}
        rows={2}
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="B1-B21, B23, B24"
        hint={districtsHint(props.values.postcode_districts)}
      />
      <div className={shared.pair}>
        {COORDINATES.map(({ key, label, placeholder, hint }) => (
          <TextField
            key={key}
            label={label}
            {...bind.number(key, 'decimal')}
            step="any"
            placeholder={placeholder}
            hint={hint}
          />
        ))}
      </div>
      <OrderAndActiveFields {...props} />
    </>
  );
}
