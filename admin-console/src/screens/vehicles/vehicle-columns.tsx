import type { Vehicle } from '@tow/contracts/vehicle';
import { VEHICLE_KIND_LABELS } from '@tow/contracts/vehicle-words';
import type { Column } from '../../blocks/DataTable.tsx';
import { NameAndSummary, statusColumn } from '../../blocks/list-columns.tsx';
import { capitalise } from '../../lib/callback-badges.ts';

export const VEHICLE_SEARCH_FIELDS = ['registration', 'name', 'colour', 'kind'] as const;

/** "White flatbed": what the crew and the driver call the truck. */
export function vehicleDescription(vehicle: Pick<Vehicle, 'kind' | 'colour'>): string {
  return capitalise(
    `${vehicle.colour ? `${vehicle.colour.toLowerCase()} ` : ''}${VEHICLE_KIND_LABELS[vehicle.kind]}`,
  );
}

export const VEHICLE_COLUMNS: readonly Column<Vehicle>[] = [
  {
    id: 'name',
    header: 'Vehicle',
    primary: true,
    cell: (vehicle) => <NameAndSummary name={vehicle.name} summary={vehicleDescription(vehicle)} />,
  },
  {
    id: 'registration',
    header: 'Registration',
    cell: (vehicle) => <code>{vehicle.registration}</code>,
  },
  statusColumn('Off the road'),
];
