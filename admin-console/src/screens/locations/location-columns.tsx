import type { Location } from '@tow/contracts/location';
import { describeDistricts } from '@tow/contracts/postcode-district';
import type { Column } from '../../blocks/DataTable.tsx';
import { NameAndSummary, statusColumn } from '../../blocks/list-columns.tsx';
import styles from './LocationsScreen.module.css';

export const LOCATION_SEARCH_FIELDS = [
  'name',
  'slug',
  'description',
  'postcode_districts',
] as const;

export const LOCATION_COLUMNS: readonly Column<Location>[] = [
  { id: 'order', header: 'Order', align: 'end', cell: (location) => location.sort_order },
  {
    id: 'name',
    header: 'Location',
    primary: true,
    cell: (location) => (
      <NameAndSummary
        name={location.name}
        summary={location.description}
        summaryClassName={styles.summary}
      />
    ),
  },
  { id: 'slug', header: 'Slug', cell: (location) => <code>{location.slug}</code> },
  {
    id: 'districts',
    header: 'Postcode districts',
    cell: (location) =>
      location.postcode_districts.length === 0
        ? 'None yet'
        : describeDistricts(location.postcode_districts),
  },
  statusColumn(),
];
