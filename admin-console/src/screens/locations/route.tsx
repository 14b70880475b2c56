import type { Location } from '@tow/api/contracts/location';
import { Button, Skeleton } from '@tow/shared-ui/host/components';
import { useMemo, useState } from 'react';
import { apiRequest } from '../../api/client.ts';
import { ConfirmDeleteDialog } from '../../blocks/ConfirmDeleteDialog.tsx';
import { DataTable } from '../../blocks/DataTable.tsx';
import { EntityFormModal } from '../../blocks/EntityFormModal.tsx';
import { ErrorBox } from '../../blocks/ErrorBox.tsx';
import { type FieldErrors, fieldErrorsOf } from '../../blocks/form-errors.ts';
import { matchesSearch } from '../../blocks/matches-search.ts';
import { PageHeader } from '../../blocks/PageHeader.tsx';
import { SearchBox } from '../../blocks/SearchBox.tsx';
import { StatusBanner } from '../../blocks/StatusBanner.tsx';
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

/** The form being filled: a new location, or the one being edited. */
type Editing = { readonly mode: 'create' } | { readonly mode: 'edit'; readonly location: Location };

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
  const [editing, setEditing] = useState<Editing | null>(null);
  const [values, setValues] = useState<LocationFormValues>(() => emptyLocationForm(0));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [deleting, setDeleting] = useState<Location | null>(null);

  const shown = useMemo(
    () =>
      list.items
        .filter((location) => matchesSearch(location, query, LOCATION_SEARCH_FIELDS))
        .sort(bySortOrder),
    [list.items, query],
  );

  function open(next: Editing) {
    setEditing(next);
    setValues(
      next.mode === 'edit' ? locationToForm(next.location) : emptyLocationForm(list.items.length),
    );
    setErrors({});
  }

  async function save() {
    if (!editing) return;
    const payload = formToLocationPayload(values);
    try {
      validateLocationPayload(payload);
      const answer =
        editing.mode === 'edit'
          ? await apiRequest('PUT', `/locations/${editing.location.id}`, payload)
          : await apiRequest('POST', '/locations', payload);
      setEditing(null);
      if (answer.message) status.success(answer.message);
      await list.reload();
    } catch (failure) {
      setErrors(fieldErrorsOf(failure));
      throw failure; // the modal shows the server's message, else "An error occurred"
    }
  }

  async function remove(location: Location) {
    try {
      await apiRequest('DELETE', `/locations/${location.id}`);
      status.success(LOCATION_MESSAGES.deleted);
      await list.reload();
    } catch (failure) {
      console.warn(`DELETE /locations/${location.id} failed`, failure);
      status.error(LOCATION_MESSAGES.deleteFailed);
    } finally {
      setDeleting(null);
    }
  }

  return (
    <>
      <PageHeader
        title="Locations"
        description="The areas served, in display order. Only active locations are shown publicly."
        addLabel="Add Location"
        onAdd={() => open({ mode: 'create' })}
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
                onClick={() => open({ mode: 'edit', location })}
              >
                Edit<span className="visually-hidden"> {location.name}</span>
              </Button>
              <Button size="sm" variant="danger" icon="trash" onClick={() => setDeleting(location)}>
                Delete<span className="visually-hidden"> {location.name}</span>
              </Button>
            </span>
          )}
        />
      )}

      <EntityFormModal
        open={editing !== null}
        title={editing?.mode === 'edit' ? 'Edit Location' : 'Add Location'}
        mode={editing?.mode ?? 'create'}
        onClose={() => setEditing(null)}
        onSubmit={save}
      >
        <LocationFormFields
          values={values}
          errors={errors}
          onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
        />
      </EntityFormModal>

      <ConfirmDeleteDialog
        open={deleting !== null}
        thing={LOCATION_MESSAGES.thing}
        name={deleting?.name}
        onCancel={() => setDeleting(null)}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
      />
    </>
  );
}
