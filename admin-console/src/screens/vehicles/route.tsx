import { NamedListScreen } from '../../blocks/NamedListScreen.tsx';
import { useListScreen } from '../../blocks/use-list-screen.ts';
import { VEHICLE_MESSAGES } from '../../lib/messages.ts';
import { EtaSettingsPanel } from './EtaSettingsPanel.tsx';
import { VehicleFormFields } from './VehicleFormFields.tsx';
import { VEHICLE_COLUMNS, VEHICLE_SEARCH_FIELDS } from './vehicle-columns.tsx';
import { emptyVehicleForm, vehiclePayload, vehicleToForm } from './vehicle-form.ts';

/**
 * /admin/vehicles: the fleet staff send on jobs, with search, the active toggle (a truck off the
 * road cannot be assigned), Edit and Delete; below, how the drivers' ETA follows a crew en route.
 */
export function Component() {
  const screen = useListScreen({
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
      <NamedListScreen
        screen={screen}
        title="Vehicles"
        description="The trucks and vans crews are sent in. Only active vehicles can be assigned to a job."
        searchPlaceholder="Registration, name, colour or kind"
        columns={VEHICLE_COLUMNS}
      >
        <VehicleFormFields {...screen.fields} />
      </NamedListScreen>
      <EtaSettingsPanel />
    </>
  );
}
