import { z } from 'zod';
import { flag, optionalText, requiredText, storedRecord } from './fields.ts';

/** What a truck can do: a flatbed carries a low or damaged car; a wheel-lift tows on two wheels. */
export const VEHICLE_KINDS = ['flatbed', 'wheel_lift', 'van', 'heavy'] as const;
export type VehicleKind = (typeof VEHICLE_KINDS)[number];

export const REGISTRATION_MESSAGE = 'Registration must be a UK number plate, such as AB12 CDE';

/**
 * The UK plate formats in use (current, prefix, suffix, dateless), each split where the plate
 * shows its space, so any written form of one plate is stored the same way and is unique.
 */
const PLATE_FORMATS = [
  /^([A-Z]{2}[0-9]{2})([A-Z]{3})$/,
  /^([A-Z][0-9]{1,3})([A-Z]{3})$/,
  /^([A-Z]{3})([0-9]{1,3}[A-Z])$/,
  /^([A-Z]{1,3})([0-9]{1,4})$/,
  /^([0-9]{1,4})([A-Z]{1,3})$/,
];

/** "ab12cde", "AB12 CDE", "ab-12 cde" → "AB12 CDE"; null for what is no UK plate. */
export function normaliseRegistration(text: string): string | null {
  const compact = text.toUpperCase().replace(/[\s-]/g, '');
  for (const format of PLATE_FORMATS) {
    const parts = format.exec(compact);
    if (parts) return `${parts[1]} ${parts[2]}`;
  }
  return null;
}

/** The last three characters of a plate: enough for a driver to know the truck, no more. */
export function registrationEnding(registration: string): string {
  return registration.replace(/\s/g, '').slice(-3);
}

export const VehicleInput = z.object({
  registration: z
    .string({
      error: (issue) =>
        issue.input === undefined ? 'Registration is required' : REGISTRATION_MESSAGE,
    })
    .max(20, REGISTRATION_MESSAGE)
    .transform((value, ctx) => {
      const plate = normaliseRegistration(value);
      if (!plate) ctx.addIssue({ code: 'custom', message: REGISTRATION_MESSAGE });
      return plate ?? value;
    }),
  name: requiredText('Name', 120),
  kind: z.enum(VEHICLE_KINDS, { error: 'Kind must be flatbed, wheel_lift, van or heavy' }),
  colour: optionalText('Colour', 40),
  is_active: flag('Active', true),
});

export const Vehicle = storedRecord({
  registration: z.string(),
  name: z.string(),
  kind: z.enum(VEHICLE_KINDS),
  colour: z.string(),
  is_active: z.boolean(),
});

export type VehicleInput = z.input<typeof VehicleInput>;
export type Vehicle = z.infer<typeof Vehicle>;
