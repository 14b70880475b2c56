import type { Location } from '@tow/contracts/location';
import { Badge } from '@tow/shared-ui/host/components';
import type { Column } from '../../blocks/DataTable.tsx';
import shared from '../../blocks/ListScreen.module.css';
import styles from './LocationsScreen.module.css';

export const LOCATION_SEARCH_FIELDS = [
  'name',
  'slug',
  'description',
] as const satisfies readonly (keyof Location)[];

export const LOCATION_COLUMNS: readonly Column<Location>[] = [
  { id: 'order', header: 'Order', align: 'end', cell: (location) => location.sort_order },
  {
    id: 'name',
    header: 'Location',
    primary: true,
    cell: (location) => (
      <span>
        <span className={shared.name}>{location.name}</span>
        {location.description && (
          <span className={`${shared.summary} ${styles.summary}`}>{location.description}</span>
        )}
      </span>
    ),
  },
  { id: 'slug', header: 'Slug', cell: (location) => <code>{location.slug}</code> },
  {
    id: 'status',
    header: 'Status',
    cell: (location) =>
      location.is_active ? (
        <Badge tone="success">Active</Badge>
      ) : (
        <Badge tone="neutral">Inactive</Badge>
      ),
  },
];
