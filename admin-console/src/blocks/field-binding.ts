import { z } from 'zod';
import type { FieldErrors } from './form-errors.ts';

/** The keys of a form's values that hold text (inputs, text areas, selects). */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;
/** The keys of a form's values that hold a checkbox's state. */
type FlagKey<V> = { [K in keyof V]: V[K] extends boolean ? K : never }[keyof V] & string;

/** The props of a modal form's fields: the values, their errors, and the change a field makes. */
export interface FormFieldsProps<V> {
  readonly values: V;
  readonly errors: FieldErrors;
  /** Called with only the fields that changed. */
  readonly onChange: (patch: Partial<V>) => void;
}

/** The contract's schema of each field a form sends (the `shape` of its zod input schema). */
export type FieldSchemas<V> = { readonly [K in keyof V]?: z.ZodType };

/** The longest text a field of the contract takes, under its optional, default and transform. */
function longestText(field: z.ZodType): number | undefined {
  if (field instanceof z.ZodOptional || field instanceof z.ZodNullable) {
    return longestText(field.unwrap() as z.ZodType);
  }
  if (field instanceof z.ZodDefault) return longestText(field.unwrap() as z.ZodType);
  if (field instanceof z.ZodPipe) return longestText(field.in as z.ZodType);
  return field instanceof z.ZodString ? (field.maxLength ?? undefined) : undefined;
}

/**
 * What the contract asks of a field, as the input's own checks: `required` where the API refuses
 * it absent, `maxLength` where it takes a text of at most so many characters. Written once, in the
 * schema, so the form and the API cannot come to disagree.
 */
function contractLimits(field: z.ZodType | undefined): { required?: true; maxLength?: number } {
  if (!field) return {};
  const maxLength = longestText(field);
  return {
    ...(field.safeParse(undefined).success ? {} : { required: true }),
    ...(maxLength === undefined ? {} : { maxLength }),
  };
}

/**
 * The props that tie a modal form's field to its value, its error and the change it makes:
 * `<TextField label="Name" {...bind.text('name')} />` instead of writing name, value, error and
 * onChange for every field. Given the contract's schemas of the fields, a field also takes its
 * limits from there (`required`, `maxLength`); a prop written after the binding still wins.
 */
export function fieldBinding<V>(
  { values, errors, onChange }: FormFieldsProps<V>,
  schemas: FieldSchemas<V> = {},
) {
  const text = <K extends TextKey<V>>(key: K) => ({
    name: key,
    value: values[key] as string,
    error: errors[key],
    ...contractLimits(schemas[key]),
    onChange: (event: { target: { value: string } }) =>
      onChange({ [key]: event.target.value } as Partial<V>),
  });
  return {
    /** Sets one field, for fields whose change is not a plain input event. */
    set: <K extends keyof V>(key: K, value: V[K]) => {
      const patch: Partial<V> = {};
      patch[key] = value;
      onChange(patch);
    },
    text,
    /**
     * A number field (its value kept as typed): the browser's number checks, and a phone's keypad
     * of digits, with a decimal point unless the number is whole.
     */
    number: <K extends TextKey<V>>(key: K, kind: 'decimal' | 'whole') => ({
      ...text(key),
      type: 'number',
      inputMode: kind === 'whole' ? ('numeric' as const) : ('decimal' as const),
    }),
    flag: <K extends FlagKey<V>>(key: K) => ({
      name: key,
      checked: values[key] as boolean,
      error: errors[key],
      onChange: (event: { target: { checked: boolean } }) =>
        onChange({ [key]: event.target.checked } as Partial<V>),
    }),
  };
}
