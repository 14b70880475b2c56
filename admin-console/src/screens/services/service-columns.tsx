import type { Service } from '@tow/contracts/service';
import { Icon } from '@tow/shared-ui/host/components';
import type { Column } from '../../blocks/DataTable.tsx';
import { NameAndSummary, statusColumn } from '../../blocks/list-columns.tsx';
import { formatPounds } from '../../lib/format.ts';
import styles from './ServicesScreen.module.css';

/** What the public site shows for a service with no price text (spec section 1). */
export const DEFAULT_PRICE_TEXT = 'Contact for pricing';

/** ["From £49.00", "Call for a quote"]: the figure if any, then the text ("Contact for pricing" when empty). */
export function priceLines(service: Pick<Service, 'price_from' | 'price_text'>): string[] {
  const from = service.price_from === null ? [] : [`From ${formatPounds(service.price_from)}`];
  return [...from, service.price_text.trim() || DEFAULT_PRICE_TEXT];
}

export const SERVICE_COLUMNS: readonly Column<Service>[] = [
  {
    id: 'name',
    header: 'Service',
    primary: true,
    cell: (service) => (
      <span className={styles.nameCell}>
        <Icon name={service.icon} size={28} className={styles.rowIcon} />
        <NameAndSummary
          name={service.name}
          summary={service.short_description}
          summaryClassName={styles.summary}
        />
      </span>
    ),
  },
  {
    id: 'price',
    header: 'Price',
    cell: (service) => (
      <span className={styles.lines}>
        {priceLines(service).map((line) => (
          <span key={line}>{line}</span>
        ))}
      </span>
    ),
  },
  {
    id: 'features',
    header: 'Features',
    align: 'end',
    cell: (service) => service.features.length,
  },
  { id: 'order', header: 'Order', align: 'end', cell: (service) => service.sort_order },
  statusColumn(),
];
