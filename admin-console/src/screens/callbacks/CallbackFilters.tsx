import type { CallbackStatus, Urgency } from '@tow/contracts/callback-request';
import { CALLBACK_STATUSES, URGENCIES } from '@tow/contracts/constants';
import { FilterSelect } from '../../blocks/FilterSelect.tsx';
import { capitalise } from '../../lib/callback-badges.ts';
import styles from './CallbacksScreen.module.css';

const STATUS_OPTIONS = CALLBACK_STATUSES.map((status) => ({
  value: status,
  label: capitalise(status),
}));
const URGENCY_OPTIONS = [...URGENCIES]
  .reverse()
  .map((urgency) => ({ value: urgency, label: capitalise(urgency) }));

export interface CallbackFiltersProps {
  readonly status: CallbackStatus | null;
  readonly urgency: Urgency | null;
  /** Called with '' for "all". */
  readonly onStatusChange: (status: string) => void;
  readonly onUrgencyChange: (urgency: string) => void;
}

/** The status and urgency filters (spec section 2). */
export function CallbackFilters({
  status,
  urgency,
  onStatusChange,
  onUrgencyChange,
}: CallbackFiltersProps) {
  return (
    <div className={styles.filters}>
      <FilterSelect
        label="Status"
        name="status-filter"
        allLabel="All statuses"
        options={STATUS_OPTIONS}
        value={status}
        onChange={onStatusChange}
      />
      <FilterSelect
        label="Urgency"
        name="urgency-filter"
        allLabel="All urgencies"
        options={URGENCY_OPTIONS}
        value={urgency}
        onChange={onUrgencyChange}
      />
    </div>
  );
}
