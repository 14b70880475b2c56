import { CALLBACK_STATUSES, URGENCIES } from '@tow/contracts/constants';
import { FilterSelect } from '../../blocks/FilterSelect.tsx';
import { capitalise } from '../../lib/callback-badges.ts';
import styles from './CallbacksScreen.module.css';
import type { CallbackFilters as CallbackFilterValues } from './callback-list.ts';
import type { CallbackFilterKey } from './use-callback-filters.ts';

const STATUS_OPTIONS = CALLBACK_STATUSES.map((status) => ({
  value: status,
  label: capitalise(status),
}));
const SPAM_OPTIONS = [
  { value: 'only', label: 'Only these' },
  { value: 'shown', label: 'Shown too' },
] as const;
const URGENCY_OPTIONS = [...URGENCIES]
  .reverse()
  .map((urgency) => ({ value: urgency, label: capitalise(urgency) }));

/** The dropdowns, in order: what each filters, its label and its choices after "all". */
const FILTERS = [
  { key: 'status', label: 'Status', allLabel: 'All statuses', options: STATUS_OPTIONS },
  { key: 'urgency', label: 'Urgency', allLabel: 'All urgencies', options: URGENCY_OPTIONS },
  { key: 'spam', label: 'Suspected spam', allLabel: 'Hidden', options: SPAM_OPTIONS },
] as const;

export interface CallbackFiltersProps {
  readonly values: Omit<CallbackFilterValues, 'now'>;
  /** Called with '' for "all" (for spam: hidden). */
  readonly onChange: (key: CallbackFilterKey, value: string) => void;
}

/** The status and urgency filters (spec section 2), and what to do with suspected spam. */
export function CallbackFilters({ values, onChange }: CallbackFiltersProps) {
  return (
    <div className={styles.filters}>
      {FILTERS.map(({ key, ...filter }) => (
        <FilterSelect<string>
          key={key}
          {...filter}
          name={`${key}-filter`}
          value={values[key]}
          onChange={(value) => onChange(key, value)}
        />
      ))}
    </div>
  );
}
