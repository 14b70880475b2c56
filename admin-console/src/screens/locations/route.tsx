import { useMemo } from 'react';
import { NamedListScreen } from '../../blocks/NamedListScreen.tsx';
import { useListScreen } from '../../blocks/use-list-screen.ts';
import { LOCATION_MESSAGES } from '../../lib/messages.ts';
import { LocationFormFields } from './LocationFormFields.tsx';
import { LOCATION_COLUMNS, LOCATION_SEARCH_FIELDS } from './location-columns.tsx';
import {
  bySortOrder,
  emptyLocationForm,
  locationPayload,
  locationToForm,
} from './location-form.ts';

/**
 * /admin/locations (spec sections 2-5, 8): the served areas by sort_order, with search, a table
 * (cards on phones), the active toggle, Edit and Delete, and the add/edit form (slug optional,
 * a new location's sort order = the number of locations).
 */
export function Component() {
  const screen = useListScreen({
    resource: '/locations',
    noun: 'Location',
    field: 'locations',
    searchFields: LOCATION_SEARCH_FIELDS,
    // A new location goes last: its sort order is the number of locations.
    emptyForm: (locations) => emptyLocationForm(locations.length),
    toForm: locationToForm,
    toPayload: locationPayload,
    messages: LOCATION_MESSAGES,
  });
  const { matching } = screen.search;
  const shown = useMemo(() => [...matching].sort(bySortOrder), [matching]);

  return (
    <NamedListScreen
      screen={screen}
      title="Locations"
      description="The areas served, in display order. Only active locations are shown publicly."
      searchPlaceholder="Name, slug, description or district"
      columns={LOCATION_COLUMNS}
      items={shown}
    >
      <LocationFormFields {...screen.fields} />
    </NamedListScreen>
  );
}
