import type { Location } from '@tow/contracts/location';
import { Button, Skeleton } from '@tow/shared-ui/host/components';
import { useMemo, useState } from 'react';
import { ConfirmDeleteDialog } from '../../blocks/ConfirmDeleteDialog.tsx';
import { DataTable } from '../../blocks/DataTable.tsx';
import { EntityFormModal } from '../../blocks/EntityFormModal.tsx';
import { ErrorBox } from '../../blocks/ErrorBox.tsx';
import { matchesSearch } from '../../blocks/matches-search.ts';
import { PageHeader } from '../../blocks/PageHeader.tsx';
import { SearchBox } from '../../blocks/SearchBox.tsx';
import { StatusBanner } from '../../blocks/StatusBanner.tsx';
import { useEntityEditor } from '../../blocks/use-entity-editor.ts';
import { useFlagToggle } from '../../blocks/use-flag-toggle.ts';
import { useList } from '../../blocks/use-list.ts';
import { useStatus } from '../../blocks/use-status.ts';
import { LOCATION_MESSAGES } from '../../lib/messages.ts';
import { LocationFormFields } from './LocationFormFields.tsx';
import styles from './LocationsScreen.module.css';
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
  const [query, setQuery] = useState('');

  const shown = useMemo(
    () =>
      list.items
        .filter((location) => matchesSearch(location, query, LOCATION_SEARCH_FIELDS))
        .sort(bySortOrder),
    [list.items, query],
  );

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
        value={query}
        onChange={setQuery}
      />
      {list.loading ? (
        <div role="status" className={styles.loading}>
          <span className="visually-hidden">Loading locations...</span>
          <Skeleton shape="line" lines={4} />
        </div>
      ) : (
        <DataTable
          items={shown}
          columns={LOCATION_COLUMNS}
          rowKey={(location) => location.id}
          caption="Locations"
          emptyMessage={LOCATION_MESSAGES.empty}
          actions={(location) => (
            <span className={styles.actions}>
              <Button
                size="sm"
                variant="secondary"
                icon={location.is_active ? 'eye-off' : 'eye'}
                onClick={() =>
                  toggle(location, 'is_active', {
                    on: LOCATION_MESSAGES.activated,
                    off: LOCATION_MESSAGES.deactivated,
                    failed: LOCATION_MESSAGES.statusFailed,
                  })
                }
              >
                {location.is_active ? 'Deactivate' : 'Activate'}
                <span className="visually-hidden"> {location.name}</span>
              </Button>
              <Button
                size="sm"
                variant="secondary"
                icon="edit"
                onClick={() => editor.open({ mode: 'edit', record: location })}
              >
                Edit<span className="visually-hidden"> {location.name}</span>
              </Button>
              <Button
                size="sm"
                variant="danger"
                icon="trash"
                onClick={() => editor.askDelete(location)}
              >
                Delete<span className="visually-hidden"> {location.name}</span>
              </Button>
            </span>
          )}
        />
      )}

      <EntityFormModal
        open={editor.editing !== null}
        title={editor.editing?.mode === 'edit' ? 'Edit Location' : 'Add Location'}
        mode={editor.editing?.mode ?? 'create'}
        onClose={editor.close}
        onSubmit={editor.save}
      >
        <LocationFormFields
          values={editor.values}
          errors={editor.errors}
          onChange={(patch) => editor.setValues((current) => ({ ...current, ...patch }))}
        />
      </EntityFormModal>

      <ConfirmDeleteDialog
        open={editor.deleting !== null}
        thing={LOCATION_MESSAGES.thing}
        name={editor.deleting?.name}
        onCancel={editor.cancelDelete}
        onConfirm={editor.confirmDelete}
      />
    </>
  );
}
