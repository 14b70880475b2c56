import { type Vehicle, VehicleInput, type VehicleKind } from '@tow/contracts/vehicle';
import type { z } from 'zod';
import { validateWith } from '../../blocks/form-errors.ts';

/** The vehicle form's state, as typed (the API stores the plate upper case, spaced). */
export interface VehicleFormValues {
  readonly registration: string;
  readonly name: string;
  readonly kind: VehicleKind;
  readonly colour: string;
  readonly is_active: boolean;
}

/** A new vehicle: a flatbed, on the road. */
export function emptyVehicleForm(): VehicleFormValues {
  return { registration: '', name: '', kind: 'flatbed', colour: '', is_active: true };
}

export function vehicleToForm(vehicle: Vehicle): VehicleFormValues {
  const { registration, name, kind, colour, is_active } = vehicle;
  return { registration, name, kind, colour, is_active };
}

/** The form as the API takes it, checked with the API's own schema (a UK plate, a name). */
export function vehiclePayload(values: VehicleFormValues): z.input<typeof VehicleInput> {
  validateWith(VehicleInput, values);
  return values;
}
