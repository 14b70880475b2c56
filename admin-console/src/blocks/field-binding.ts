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

/** The schema under a field's optional, nullable, default and transform. */
function innermost(field: z.ZodType): z.ZodType {
  if (field instanceof z.ZodOptional || field instanceof z.ZodNullable) {
    return innermost(field.unwrap() as z.ZodType);
  }
  if (field instanceof z.ZodDefault) return innermost(field.unwrap() as z.ZodType);
  if (field instanceof z.ZodPipe) return innermost(field.in as z.ZodType);
  return field;
}

/** A finite bound of a number schema (zod reports none as ±Infinity). */
const finite = (bound: number | null) =>
  bound === null || !Number.isFinite(bound) ? undefined : bound;

interface ContractLimits {
  required?: true;
  maxLength?: number;
  min?: number;
  max?: number;
}

/**
 * What the contract asks of a field, as the input's own checks: `required` where the API refuses
 * it absent, `maxLength` where it takes a text of at most so many characters, `min` and `max`
 * where it takes a number between them. Written once, in the schema, so the form and the API
 * cannot come to disagree.
 */
function contractLimits(field: z.ZodType | undefined): ContractLimits {
  if (!field) return {};
  const inner = innermost(field);
  const limits: ContractLimits = field.safeParse(undefined).success ? {} : { required: true };
  if (inner instanceof z.ZodString && inner.maxLength !== null) limits.maxLength = inner.maxLength;
  if (inner instanceof z.ZodNumber) {
    const min = finite(inner.minValue);
    const max = finite(inner.maxValue);
    if (min !== undefined) limits.min = min;
    if (max !== undefined) limits.max = max;
  }
  return limits;
}

/**
 * A number field's props: the browser's number checks with the contract's bounds, and a phone's
 * keypad of digits, with a decimal point unless the number is whole. Also for a form that reads
 * its values on submit rather than binding them.
 */
export function numberField(field: z.ZodType | undefined, kind: 'decimal' | 'whole') {
  return {
    ...contractLimits(field),
    type: 'number',
    inputMode: kind === 'whole' ? ('numeric' as const) : ('decimal' as const),
  };
}

/**
 * The props that tie a modal form's field to its value, its error and the change it makes:
 * `<TextField label="Name" {...bind.text('name')} />` instead of writing name, value, error and
 * onChange for every field. Given the contract's schemas of the fields, a field also takes its
 * limits from there (`required`, `maxLength`, `min`, `max`); a prop written after the binding
 * still wins.
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
    /** A number field, its value kept as typed (numberField). */
    number: <K extends TextKey<V>>(key: K, kind: 'decimal' | 'whole') => ({
      ...text(key),
      ...numberField(schemas[key], kind),
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
