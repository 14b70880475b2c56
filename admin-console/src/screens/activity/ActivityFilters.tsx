import { AUDIT_ENTITIES } from '@tow/contracts';
import { TextField } from '@tow/shared-ui/host/components';
import { FilterSelect } from '../../blocks/FilterSelect.tsx';
import styles from './ActivityScreen.module.css';

const ENTITY_OPTIONS = Object.entries(AUDIT_ENTITIES).map(([value, words]) => ({
  value,
  label: words.label,
}));

export interface ActivityFiltersProps {
  /** The users to pick from, by name. */
  readonly people: readonly { readonly id: number; readonly name: string }[];
  /** The address's filters: `actor` (a user id), `entity`, `from`, `to`; '' when not set. */
  readonly values: Readonly<Record<'actor' | 'entity' | 'from' | 'to', string>>;
  /** Called with '' to remove a filter. */
  readonly onChange: (name: 'actor' | 'entity' | 'from' | 'to', value: string) => void;
}

/** Who, what kind of record and which days: each applies as soon as it is picked. */
export function ActivityFilters({ people, values, onChange }: ActivityFiltersProps) {
  const personOptions = people.map((person) => ({ value: String(person.id), label: person.name }));
  return (
    <fieldset className={styles.filters}>
      <legend className="visually-hidden">Filter activity</legend>
      <FilterSelect
        label="Who"
        name="actor"
        allLabel="Everyone"
        options={personOptions}
        value={values.actor || null}
        onChange={(value) => onChange('actor', value)}
      />
      <FilterSelect
        label="What"
        name="entity"
        allLabel="Everything"
        options={ENTITY_OPTIONS}
        value={values.entity || null}
        onChange={(value) => onChange('entity', value)}
      />
      <TextField
        label="From"
        name="from"
        type="date"
        value={values.from}
        onChange={(event) => onChange('from', event.target.value)}
      />
      <TextField
        label="To"
        name="to"
        type="date"
        value={values.to}
        onChange={(event) => onChange('to', event.target.value)}
      />
    </fieldset>
  );
}
