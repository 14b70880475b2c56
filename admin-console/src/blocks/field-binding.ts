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

/**
 * The props that tie a modal form's field to its value, its error and the change it makes:
 * `<TextField label="Name" {...bind.text('name')} />` instead of writing name, value, error and
 * onChange for every field.
 */
export function fieldBinding<V>({ values, errors, onChange }: FormFieldsProps<V>) {
  const text = <K extends TextKey<V>>(key: K) => ({
    name: key,
    value: values[key] as string,
    error: errors[key],
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
