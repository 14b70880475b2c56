import type { CallbackStatus, Urgency } from '@tow/contracts/callback-request';
import { CALLBACK_STATUSES, URGENCIES } from '@tow/contracts/constants';
import { SelectField } from '@tow/shared-ui/host/components';
import { capitalise } from '../../lib/callback-badges.ts';
import styles from './CallbacksScreen.module.css';

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...CALLBACK_STATUSES.map((status) => ({ value: status, label: capitalise(status) })),
];
const URGENCY_OPTIONS = [
  { value: '', label: 'All urgencies' },
  ...[...URGENCIES].reverse().map((urgency) => ({ value: urgency, label: capitalise(urgency) })),
];

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
      <SelectField
        label="Status"
        name="status-filter"
        options={STATUS_OPTIONS}
        value={status ?? ''}
        onChange={(event) => onStatusChange(event.target.value)}
      />
      <SelectField
        label="Urgency"
        name="urgency-filter"
        options={URGENCY_OPTIONS}
        value={urgency ?? ''}
        onChange={(event) => onUrgencyChange(event.target.value)}
      />
    </div>
  );
}
