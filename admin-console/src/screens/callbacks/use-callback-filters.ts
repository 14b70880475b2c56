import { useAddressFilter } from '../../blocks/use-address-filter.ts';
import { parseSpam, parseStatus, parseUrgency } from './callback-list.ts';

/** The dropdowns of the list: what each one filters. */
export type CallbackFilterKey = 'status' | 'urgency' | 'spam';

/**
 * The list's dropdown filters, kept in the address (so the bell's `?status=pending` opens the
 * pending ones): their values, null for "all", and `set(key, value)`, '' for "all".
 */
export function useCallbackFilters() {
  const [status, setStatus] = useAddressFilter('status', parseStatus);
  const [urgency, setUrgency] = useAddressFilter('urgency', parseUrgency);
  const [spam, setSpam] = useAddressFilter('spam', parseSpam);
  const setters = { status: setStatus, urgency: setUrgency, spam: setSpam };
  return {
    values: { status, urgency, spam },
    set: (key: CallbackFilterKey, value: string) => setters[key](value),
  };
}
