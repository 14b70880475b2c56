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
  const set = (field: keyof RotaRow) => (event: { target: { value: string } }) =>
    onChange({ ...row, [field]: event.target.value });
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
        <SelectField
          label="Weekday"
          options={WEEKDAY_OPTIONS}
          value={row.day}
          onChange={set('day')}
          error={errors[`${path}.weekday`]}
        />
      ) : (
        <TextField
          label="Date"
          type="date"
          required
          value={row.day}
          onChange={set('day')}
          error={errors[`${path}.date`]}
        />
      )}
      <TextField
        label="Start"
        type="time"
        required
        value={row.start}
        onChange={set('start')}
        error={errors[`${path}.start`]}
      />
      <TextField
        label="End"
        type="time"
        required
        value={row.end}
        onChange={set('end')}
        error={errors[`${path}.end`]}
      />
      <SelectField
        label="Primary"
        options={options}
        placeholder="Choose someone"
        required
        value={row.primary}
        onChange={set('primary')}
        error={errors[`${path}.primary_user_id`]}
      />
      <SelectField
        label="Backup"
        options={[{ value: '', label: 'No backup' }, ...options]}
        value={row.backup}
        onChange={set('backup')}
        error={errors[`${path}.backup_user_id`]}
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
