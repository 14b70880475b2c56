import type { Vehicle } from '@tow/contracts/vehicle';
import { activeRowToggle } from '../../blocks/ActiveToggle.tsx';
import { EditorDialogs } from '../../blocks/EditorDialogs.tsx';
import { ListLoading } from '../../blocks/ListLoading.tsx';
import shared from '../../blocks/ListScreen.module.css';
import { ListScreenTable } from '../../blocks/ListScreenTable.tsx';
import { ListScreenTop } from '../../blocks/ListScreenTop.tsx';
import { useListScreen } from '../../blocks/use-list-screen.ts';
import { VEHICLE_MESSAGES } from '../../lib/messages.ts';
import { VehicleFormFields } from './VehicleFormFields.tsx';
import { VEHICLE_COLUMNS, VEHICLE_SEARCH_FIELDS } from './vehicle-columns.tsx';
import {
  emptyVehicleForm,
  type VehicleFormValues,
  vehiclePayload,
  vehicleToForm,
} from './vehicle-form.ts';

/**
 * /admin/vehicles: the fleet staff send on jobs, with search, the active toggle (a truck off the
 * road cannot be assigned), Edit and Delete.
 */
export function Component() {
  const screen = useListScreen<Vehicle, VehicleFormValues>({
    resource: '/vehicles',
    noun: 'Vehicle',
    field: 'vehicles',
    searchFields: VEHICLE_SEARCH_FIELDS,
    emptyForm: emptyVehicleForm,
    toForm: vehicleToForm,
    toPayload: vehiclePayload,
    messages: VEHICLE_MESSAGES,
  });
  return (
    <>
      <ListScreenTop
        screen={screen}
        title="Vehicles"
        description="The trucks and vans crews are sent in. Only active vehicles can be assigned to a job."
        search={{ label: 'Search vehicles', placeholder: 'Registration, name, colour or kind' }}
      />
      <ListScreenTable
        screen={screen}
        loading={<ListLoading label="Loading vehicles..." />}
        items={screen.search.matching}
        columns={VEHICLE_COLUMNS}
        caption="Vehicles"
        rowLabel={(vehicle) => vehicle.name}
        compact={false}
        actionsClassName={shared.actions}
        rowActions={activeRowToggle(screen.toggle, VEHICLE_MESSAGES, (vehicle) => vehicle.name)}
      />
      <EditorDialogs {...screen.dialogs} deleteName={(vehicle) => vehicle.name}>
        <VehicleFormFields {...screen.fields} />
      </EditorDialogs>
    </>
  );
}
