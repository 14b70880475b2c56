import type { Service } from '@tow/api/contracts/service';
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
import { SERVICE_MESSAGES } from '../../lib/messages.ts';
import { ServiceFormFields } from './ServiceFormFields.tsx';
import styles from './ServicesScreen.module.css';
import { SERVICE_COLUMNS } from './service-columns.tsx';
import {
  emptyServiceForm,
  formToServicePayload,
  type ServiceFormValues,
  serviceToForm,
  validateServicePayload,
} from './service-form.ts';

const SEARCH_FIELDS = [
  'name',
  'short_description',
  'description',
  'features',
  'price_text',
  'icon',
] as const satisfies readonly (keyof Service)[];

/** The form being filled: a new service, or the one being edited. */
type Editing = { readonly mode: 'create' } | { readonly mode: 'edit'; readonly service: Service };

/**
 * /admin/services (spec sections 2-5, 8): the services with search, a table (cards on phones),
 * the active toggle, Edit and Delete, and the add/edit form with the icon list and feature rows.
 * The spec gives no empty-state text for services, so an empty list shows none.
 */
export function Component() {
  const list = useList<Service>('/services', 'services', SERVICE_MESSAGES.loadFailed);
  const status = useStatus();
  const toggle = useFlagToggle('/services', status, list.reload);
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [values, setValues] = useState<ServiceFormValues>(emptyServiceForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [deleting, setDeleting] = useState<Service | null>(null);

  const shown = useMemo(
    () => list.items.filter((service) => matchesSearch(service, query, SEARCH_FIELDS)),
    [list.items, query],
  );

  function open(next: Editing) {
    setEditing(next);
    setValues(next.mode === 'edit' ? serviceToForm(next.service) : emptyServiceForm());
    setErrors({});
  }

  async function save() {
    if (!editing) return;
    const payload = formToServicePayload(values);
    try {
      validateServicePayload(payload);
      const answer =
        editing.mode === 'edit'
          ? await apiRequest('PUT', `/services/${editing.service.id}`, payload)
          : await apiRequest('POST', '/services', payload);
      setEditing(null);
      if (answer.message) status.success(answer.message);
      await list.reload();
    } catch (failure) {
      setErrors(fieldErrorsOf(failure));
      throw failure; // the modal shows the server's message, else "An error occurred"
    }
  }

  async function remove(service: Service) {
    try {
      await apiRequest('DELETE', `/services/${service.id}`);
      status.success(SERVICE_MESSAGES.deleted);
      await list.reload();
    } catch (failure) {
      console.warn(`DELETE /services/${service.id} failed`, failure);
      status.error(SERVICE_MESSAGES.deleteFailed);
    } finally {
      setDeleting(null);
    }
  }

  return (
    <>
      <PageHeader
        title="Services"
        description="What the website offers, in display order. Only active services are shown publicly."
        addLabel="Add Service"
        onAdd={() => open({ mode: 'create' })}
      />
      <StatusBanner status={status} />
      {list.error && <ErrorBox>{list.error}</ErrorBox>}
      <SearchBox
        label="Search services"
        placeholder="Name, description or feature"
        value={query}
        onChange={setQuery}
      />
      {list.loading ? (
        <div role="status" className={styles.loading}>
          <span className="visually-hidden">Loading services...</span>
          <Skeleton shape="line" lines={4} />
        </div>
      ) : (
        shown.length > 0 && (
          <DataTable
            items={shown}
            columns={SERVICE_COLUMNS}
            rowKey={(service) => service.id}
            caption="Services"
            emptyMessage=""
            actions={(service) => (
              <span className={styles.actions}>
                <Button
                  size="sm"
                  variant="secondary"
                  icon={service.is_active ? 'eye-off' : 'eye'}
                  onClick={() =>
                    toggle(service, 'is_active', {
                      on: SERVICE_MESSAGES.activated,
                      off: SERVICE_MESSAGES.deactivated,
                      failed: SERVICE_MESSAGES.statusFailed,
                    })
                  }
                >
                  {service.is_active ? 'Deactivate' : 'Activate'}
                  <span className="visually-hidden"> {service.name}</span>
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  icon="edit"
                  onClick={() => open({ mode: 'edit', service })}
                >
                  Edit<span className="visually-hidden"> {service.name}</span>
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  icon="trash"
                  onClick={() => setDeleting(service)}
                >
                  Delete<span className="visually-hidden"> {service.name}</span>
                </Button>
              </span>
            )}
          />
        )
      )}

      <EntityFormModal
        open={editing !== null}
        title={editing?.mode === 'edit' ? 'Edit Service' : 'Add Service'}
        mode={editing?.mode ?? 'create'}
        size="lg"
        onClose={() => setEditing(null)}
        onSubmit={save}
      >
        <ServiceFormFields
          values={values}
          errors={errors}
          onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
        />
      </EntityFormModal>

      <ConfirmDeleteDialog
        open={deleting !== null}
        thing={SERVICE_MESSAGES.thing}
        name={deleting?.name}
        onCancel={() => setDeleting(null)}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
      />
    </>
  );
}
