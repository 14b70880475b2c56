import type { CallbackStatus, Urgency } from '@tow/contracts/callback-request';
import { CALLBACK_STATUSES, URGENCIES } from '@tow/contracts/constants';
import { FilterSelect } from '../../blocks/FilterSelect.tsx';
import { capitalise } from '../../lib/callback-badges.ts';
import styles from './CallbacksScreen.module.css';
import type { SpamFilter } from './callback-list.ts';

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

export interface CallbackFiltersProps {
  readonly status: CallbackStatus | null;
  readonly urgency: Urgency | null;
  readonly spam: SpamFilter | null;
  /** Called with '' for "all" (for spam: hidden). */
  readonly onStatusChange: (status: string) => void;
  readonly onUrgencyChange: (urgency: string) => void;
  readonly onSpamChange: (spam: string) => void;
}

/** The status and urgency filters (spec section 2), and what to do with suspected spam. */
export function CallbackFilters({
  status,
  urgency,
  spam,
  onStatusChange,
  onUrgencyChange,
  onSpamChange,
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
      <FilterSelect
        label="Suspected spam"
        name="spam-filter"
        allLabel="Hidden"
        options={SPAM_OPTIONS}
        value={spam}
        onChange={onSpamChange}
      />
    </div>
  );
}
