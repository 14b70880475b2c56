import { type RotaPerson, WEEKDAY_NAMES } from '@tow/contracts';
import { Button, SelectField, TextField } from '@tow/shared-ui/host/components';
import type { FieldErrors } from '../../blocks/form-errors.ts';
import styles from './OnCallScreen.module.css';
import type { RotaList, RotaRow } from './rota-form.ts';

const WEEKDAY_OPTIONS = WEEKDAY_NAMES.map((name, index) => ({
  value: String(index + 1),
  label: name,
}));

export interface RotaRowFieldsProps {
  readonly list: RotaList;
  readonly index: number;
  readonly row: RotaRow;
  /** Active users, and anyone inactive this row still names (shown as deactivated). */
  readonly people: readonly RotaPerson[];
  /** The failed save's messages by path (`shifts.0.start`, `shifts.1` for the whole row). */
  readonly errors: FieldErrors;
  readonly onChange: (row: RotaRow) => void;
  readonly onRemove: () => void;
}

/** One shift or override of the rota's editor: its day, times, primary and backup, Remove. */
export function RotaRowFields({
  list,
  index,
  row,
  people,
  errors,
  onChange,
  onRemove,
}: RotaRowFieldsProps) {
  const name = `${list === 'shifts' ? 'Shift' : 'Override'} ${index + 1}`;
  const path = `${list}.${index}`;
  // A field's value, its change and the API's error for it (named as the API names the field).
  const bind = (field: keyof RotaRow, apiField: string) => ({
    value: row[field],
    onChange: (event: { target: { value: string } }) =>
      onChange({ ...row, [field]: event.target.value }),
    error: errors[`${path}.${apiField}`],
  });
  const options = people
    .filter((person) => person.active || [row.primary, row.backup].includes(String(person.id)))
    .map((person) => ({
      value: String(person.id),
      label: person.active ? person.name : `${person.name} (deactivated)`,
    }));
  const rowError = errors[path];
  return (
    <fieldset className={styles.row} aria-describedby={rowError ? `${path}-error` : undefined}>
      <legend className={styles.legend}>{name}</legend>
      {list === 'shifts' ? (
        <SelectField label="Weekday" options={WEEKDAY_OPTIONS} {...bind('day', 'weekday')} />
      ) : (
        <TextField label="Date" type="date" required {...bind('day', 'date')} />
      )}
      <TextField label="Start" type="time" required {...bind('start', 'start')} />
      <TextField label="End" type="time" required {...bind('end', 'end')} />
      <SelectField
        label="Primary"
        options={options}
        placeholder="Choose someone"
        required
        {...bind('primary', 'primary_user_id')}
      />
      <SelectField
        label="Backup"
        options={[{ value: '', label: 'No backup' }, ...options]}
        {...bind('backup', 'backup_user_id')}
      />
      <Button
        variant="secondary"
        icon="trash"
        onClick={onRemove}
        aria-label={`Remove ${name.toLowerCase()}`}
        title={`Remove ${name.toLowerCase()}`}
      >
        <span className={styles.removeText}>Remove</span>
      </Button>
      {rowError && (
        <p id={`${path}-error`} className={styles.rowError}>
          {rowError}
        </p>
      )}
    </fieldset>
  );
}
