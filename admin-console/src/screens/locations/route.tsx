import type { Location } from '@tow/contracts/location';
import { useMemo } from 'react';
import { activeRowToggle } from '../../blocks/ActiveToggle.tsx';
import { EditorDialogs } from '../../blocks/EditorDialogs.tsx';
import { ListLoading } from '../../blocks/ListLoading.tsx';
import shared from '../../blocks/ListScreen.module.css';
import { ListScreenTable } from '../../blocks/ListScreenTable.tsx';
import { ListScreenTop } from '../../blocks/ListScreenTop.tsx';
import { useListScreen } from '../../blocks/use-list-screen.ts';
import { LOCATION_MESSAGES } from '../../lib/messages.ts';
import { LocationFormFields } from './LocationFormFields.tsx';
import { LOCATION_COLUMNS, LOCATION_SEARCH_FIELDS } from './location-columns.tsx';
import {
  bySortOrder,
  emptyLocationForm,
  formToLocationPayload,
  type LocationFormValues,
  locationToForm,
  validateLocationPayload,
} from './location-form.ts';

/**
 * /admin/locations (spec sections 2-5, 8): the served areas by sort_order, with search, a table
 * (cards on phones), the active toggle, Edit and Delete, and the add/edit form (slug optional,
 * a new location's sort order = the number of locations).
 */
export function Component() {
  const screen = useListScreen<Location, LocationFormValues>({
    resource: '/locations',
    noun: 'Location',
    field: 'locations',
    searchFields: LOCATION_SEARCH_FIELDS,
    // A new location goes last: its sort order is the number of locations.
    emptyForm: (locations) => emptyLocationForm(locations.length),
    toForm: locationToForm,
    toPayload: (values) => {
      const payload = formToLocationPayload(values);
      validateLocationPayload(payload);
      return payload;
    },
    messages: LOCATION_MESSAGES,
  });
  const { toggle, search } = screen;
  const shown = useMemo(() => [...search.matching].sort(bySortOrder), [search.matching]);

  return (
    <>
      <ListScreenTop
        screen={screen}
        title="Locations"
        description="The areas served, in display order. Only active locations are shown publicly."
        search={{ label: 'Search locations', placeholder: 'Name, slug or description' }}
      />
      <ListScreenTable
        screen={screen}
        loading={<ListLoading label="Loading locations..." />}
        items={shown}
        columns={LOCATION_COLUMNS}
        caption="Locations"
        rowLabel={(location) => location.name}
        compact={false}
        actionsClassName={shared.actions}
        rowActions={activeRowToggle(toggle, LOCATION_MESSAGES, (record) => record.name)}
      />

      <EditorDialogs {...screen.dialogs} deleteName={(location) => location.name}>
        <LocationFormFields {...screen.fields} />
      </EditorDialogs>
    </>
  );
}
