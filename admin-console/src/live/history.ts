/** One entry of GET /api/callback-requests/{id}/history. */
export interface HistoryEntry {
  readonly id: number | string;
  readonly at: string;
  readonly kind: string;
  /** A user's name, or the system. */
  readonly actor: string;
  readonly detail: unknown;
}

const LABELS: Record<string, string> = {
  created: 'Request received',
  acknowledged: 'Taken',
  status_changed: 'Status changed',
  notes_changed: 'Notes changed',
  escalated: 'Escalated',
  alert_sent: 'Alert sent',
  alert_failed: 'Alert failed',
};

/** `status_changed` → "Status changed"; an unknown kind is shown readable rather than hidden. */
export function historyLabel(kind: string): string {
  const known = LABELS[kind];
  if (known) return known;
  const words = kind.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The entry's detail as one line: a text as it is, an object as "key: value" pairs. */
export function historyDetail(entry: HistoryEntry): string {
  const { detail } = entry;
  if (detail === null || detail === undefined || detail === '') return '';
  if (typeof detail !== 'object') return String(detail);
  return Object.entries(detail as Record<string, unknown>)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(
      ([key, value]) =>
        `${key.replace(/_/g, ' ')}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`,
    )
    .join(', ');
}
