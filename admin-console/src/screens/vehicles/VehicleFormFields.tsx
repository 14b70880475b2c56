import { VEHICLE_KINDS, VehicleInput } from '@tow/contracts/vehicle';
import { VEHICLE_KIND_LABELS } from '@tow/contracts/vehicle-words';
import { CheckboxField, SelectField, TextField } from '@tow/shared-ui/host/components';
import { type FormFieldsProps, fieldBinding } from '../../blocks/field-binding.ts';
import shared from '../../blocks/ListScreen.module.css';
import { capitalise } from '../../lib/callback-badges.ts';
import type { VehicleFormValues } from './vehicle-form.ts';

const KIND_OPTIONS = VEHICLE_KINDS.map((kind) => ({
  value: kind,
  label: capitalise(VEHICLE_KIND_LABELS[kind]),
}));

/** The fields of the vehicle form, inside EntityFormModal. */
export function VehicleFormFields(props: FormFieldsProps<VehicleFormValues>) {
  const bind = fieldBinding(props, VehicleInput.shape);
  return (
    <>
      <div className={shared.pair}>
        <TextField
          label="Registration"
          {...bind.text('registration')}
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="AB12 CDE"
        />
        <TextField label="Name" {...bind.text('name')} placeholder="Big White" />
      </div>
      <div className={shared.pair}>
        <SelectField label="Kind" options={KIND_OPTIONS} {...bind.text('kind')} />
        <TextField
          label="Colour"
          {...bind.text('colour')}
          placeholder="White"
          hint="The driver is told it: “a white flatbed”."
        />
      </div>
      <CheckboxField label="Active (can be sent on jobs)" {...bind.flag('is_active')} />
    </>
  );
}
