import type { Location } from '@tow/contracts/location';
import { Skeleton } from '@tow/shared-ui/host/components';
import { useMemo } from 'react';
import { ActiveToggle } from '../../blocks/ActiveToggle.tsx';
import { EditableTable } from '../../blocks/EditableTable.tsx';
import { EditorDialogs } from '../../blocks/EditorDialogs.tsx';
import { ErrorBox } from '../../blocks/ErrorBox.tsx';
import shared from '../../blocks/ListScreen.module.css';
import { PageHeader } from '../../blocks/PageHeader.tsx';
import { SearchBox } from '../../blocks/SearchBox.tsx';
import { StatusBanner } from '../../blocks/StatusBanner.tsx';
import { useEntityEditor } from '../../blocks/use-entity-editor.ts';
import { activeToggleTexts, useFlagToggle } from '../../blocks/use-flag-toggle.ts';
import { useList } from '../../blocks/use-list.ts';
import { useSearch } from '../../blocks/use-search.ts';
import { useStatus } from '../../blocks/use-status.ts';
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
  const list = useList<Location>('/locations', 'locations', LOCATION_MESSAGES.loadFailed);
  const status = useStatus();
  const toggle = useFlagToggle('/locations', status, list.reload);
  const search = useSearch(list.items, LOCATION_SEARCH_FIELDS);
  const shown = useMemo(() => [...search.matching].sort(bySortOrder), [search.matching]);

  const editor = useEntityEditor<Location, LocationFormValues>({
    resource: '/locations',
    // A new location goes last: its sort order is the number of locations.
    emptyForm: () => emptyLocationForm(list.items.length),
    toForm: locationToForm,
    toPayload: (values) => {
      const payload = formToLocationPayload(values);
      validateLocationPayload(payload);
      return payload;
    },
    messages: LOCATION_MESSAGES,
    status,
    reload: list.reload,
  });

  return (
    <>
      <PageHeader
        title="Locations"
        description="The areas served, in display order. Only active locations are shown publicly."
        addLabel="Add Location"
        onAdd={() => editor.open({ mode: 'create' })}
      />
      <StatusBanner status={status} />
      {list.error && <ErrorBox>{list.error}</ErrorBox>}
      <SearchBox
        label="Search locations"
        placeholder="Name, slug or description"
        value={search.query}
        onChange={search.setQuery}
      />
      {list.loading ? (
        <div role="status" className={shared.loading}>
          <span className="visually-hidden">Loading locations...</span>
          <Skeleton shape="line" lines={4} />
        </div>
      ) : (
        <EditableTable
          items={shown}
          columns={LOCATION_COLUMNS}
          caption="Locations"
          emptyMessage={LOCATION_MESSAGES.empty}
          editor={editor}
          rowLabel={(location) => location.name}
          compact={false}
          actionsClassName={shared.actions}
          rowActions={(location) => (
            <ActiveToggle
              active={location.is_active}
              name={location.name}
              onToggle={() => toggle(location, 'is_active', activeToggleTexts(LOCATION_MESSAGES))}
            />
          )}
        />
      )}

      <EditorDialogs
        editor={editor}
        noun="Location"
        thing={LOCATION_MESSAGES.thing}
        deleteName={(location) => location.name}
      >
        <LocationFormFields
          values={editor.values}
          errors={editor.errors}
          onChange={(patch) => editor.setValues((current) => ({ ...current, ...patch }))}
        />
      </EditorDialogs>
    </>
  );
}
