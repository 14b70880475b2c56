import { Badge } from '@tow/shared-ui/host/components';
import type { Column } from './DataTable.tsx';
import shared from './ListScreen.module.css';

/**
 * The Status column of a list whose records switch `is_active`: "Active" in green, otherwise
 * `inactive` ("Inactive", or the fleet's "Off the road") in grey.
 */
export function statusColumn<T extends { is_active: boolean }>(inactive = 'Inactive'): Column<T> {
  return {
    id: 'status',
    header: 'Status',
    cell: (record) =>
      record.is_active ? (
        <Badge tone="success">Active</Badge>
      ) : (
        <Badge tone="neutral">{inactive}</Badge>
      ),
  };
}

/** A record's name in bold with up to two lines about it under it, as the list's first cell. */
export function NameAndSummary({
  name,
  summary,
  summaryClassName,
}: {
  name: string;
  summary: string;
  summaryClassName?: string;
}) {
  return (
    <span>
      <span className={shared.name}>{name}</span>
      {summary && (
        <span
          className={summaryClassName ? `${shared.summary} ${summaryClassName}` : shared.summary}
        >
          {summary}
        </span>
      )}
    </span>
  );
}
