import { SelectField } from '@tow/shared-ui/host/components';

export interface FilterSelectProps<V extends string> {
  /** Visible label, e.g. "Status". */
  readonly label: string;
  readonly name: string;
  /** The first option, meaning no filter: "All statuses". */
  readonly allLabel: string;
  readonly options: readonly { readonly value: V; readonly label: string }[];
  /** null: all. */
  readonly value: V | null;
  /** Called with '' for "all". */
  readonly onChange: (value: string) => void;
}

/** A dropdown filter of a list screen, "All …" first (pair with useAddressFilter). */
export function FilterSelect<V extends string>({
  label,
  name,
  allLabel,
  options,
  value,
  onChange,
}: FilterSelectProps<V>) {
  return (
    <SelectField
      label={label}
      name={name}
      options={[{ value: '', label: allLabel }, ...options]}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
