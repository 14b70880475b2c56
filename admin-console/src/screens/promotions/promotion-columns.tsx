import type { Promotion } from '@tow/contracts/promotion';
import { promotionBadge } from '@tow/contracts/promotion-display';
import { Badge } from '@tow/shared-ui/host/components';
import type { Column } from '../../blocks/DataTable.tsx';
import { formatDate } from '../../lib/format.ts';
import styles from './PromotionsScreen.module.css';
import { discountTypeLabel, promotionFlags } from './promotion-display.ts';

/** Search fields of the promotions list. */
export const PROMOTION_SEARCH_FIELDS = [
  'title',
  'description',
  'code',
  'discount_type',
  'applicable_services',
] as const;

function Flags({ promotion }: { promotion: Promotion }) {
  const flags = promotionFlags(promotion);
  return (
    <span className={styles.badges}>
      {flags.length === 0 ? (
        <Badge tone="success">Active</Badge>
      ) : (
        flags.map((flag) => (
          <Badge key={flag.text} tone={flag.tone}>
            {flag.text}
          </Badge>
        ))
      )}
    </span>
  );
}

/** The promotions table (cards on phones): one column per thing staff scan for. */
export const PROMOTION_COLUMNS: readonly Column<Promotion>[] = [
  {
    id: 'title',
    header: 'Promotion',
    primary: true,
    cell: (promotion) => (
      <span className={styles.title}>
        <span>{promotion.title}</span>
        <span className={styles.description}>{promotion.description}</span>
      </span>
    ),
  },
  {
    id: 'discount',
    header: 'Discount',
    nowrap: true,
    cell: (promotion) => (
      <span className={styles.discount}>
        <Badge tone="brand">{promotionBadge(promotion)}</Badge>
        <span className={styles.muted}>{discountTypeLabel(promotion)}</span>
      </span>
    ),
  },
  {
    id: 'code',
    header: 'Code',
    cell: (promotion) =>
      promotion.code ? <code className={styles.code}>{promotion.code}</code> : '—',
  },
  {
    id: 'validity',
    header: 'Valid',
    cell: (promotion) => (
      <span className={styles.validity}>
        <time dateTime={promotion.valid_from}>{formatDate(promotion.valid_from)}</time>
        {' – '}
        <time dateTime={promotion.valid_until}>{formatDate(promotion.valid_until)}</time>
      </span>
    ),
  },
  {
    id: 'services',
    header: 'Services',
    cell: (promotion) =>
      promotion.applicable_services.length > 0 ? promotion.applicable_services.join(', ') : '—',
  },
  { id: 'status', header: 'Status', cell: (promotion) => <Flags promotion={promotion} /> },
];
