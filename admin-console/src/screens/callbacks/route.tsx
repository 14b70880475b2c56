import type { CallbackRequest } from '@tow/contracts/callback-request';
import { CALLBACKS_REFRESH_MS } from '@tow/contracts/constants';
import { Skeleton } from '@tow/shared-ui/host/components';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { apiRequest } from '../../api/client.ts';
import { ConfirmDeleteDialog } from '../../blocks/ConfirmDeleteDialog.tsx';
import { DataTable } from '../../blocks/DataTable.tsx';
import { EntityFormModal } from '../../blocks/EntityFormModal.tsx';
import { ErrorBox } from '../../blocks/ErrorBox.tsx';
import { type FieldErrors, fieldErrorsOf } from '../../blocks/form-errors.ts';
import { PageHeader } from '../../blocks/PageHeader.tsx';
import { RowActions } from '../../blocks/RowActions.tsx';
import { SearchBox } from '../../blocks/SearchBox.tsx';
import { StatusBanner } from '../../blocks/StatusBanner.tsx';
import { useList } from '../../blocks/use-list.ts';
import { useStatus } from '../../blocks/use-status.ts';
import { usePendingRequests } from '../../layout/pending-requests.tsx';
import { CALLBACK_MESSAGES } from '../../lib/messages.ts';
import { CallbackFilters } from './CallbackFilters.tsx';
import { CallbackForm } from './CallbackForm.tsx';
import styles from './CallbacksScreen.module.css';
import { CALLBACK_COLUMNS } from './callback-columns.tsx';
import { callbackUpdatePayload } from './callback-form.ts';
import { parseStatus, parseUrgency, visibleCallbacks } from './callback-list.ts';

/**
 * /admin/callbacks (spec sections 2, 4, 7, 8): the callback requests, most urgent then newest
 * first, filtered by status and urgency (kept in the address, so the bell's `?status=pending`
 * opens the pending ones), searched by name, phone, location and service type, and reloaded every
 * 30 seconds. Staff set the status and notes of a request, or delete it. Requests come from the
 * public form only: there is no Add.
 */
export function Component() {
  const list = useList<CallbackRequest>(
    '/callback-requests',
    'requests',
    CALLBACK_MESSAGES.loadFailed,
    { refreshMs: CALLBACKS_REFRESH_MS },
  );
  const pending = usePendingRequests();
  const status = useStatus();
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<CallbackRequest | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [deleting, setDeleting] = useState<CallbackRequest | null>(null);

  const statusFilter = parseStatus(params.get('status'));
  const urgencyFilter = parseUrgency(params.get('urgency'));
  const items = visibleCallbacks(list.items, {
    status: statusFilter,
    urgency: urgencyFilter,
    query,
  });

  const setFilter = (name: 'status' | 'urgency', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  const openEdit = (request: CallbackRequest) => {
    setFieldErrors({});
    setEditing(request);
  };

  async function save(form: HTMLFormElement) {
    if (!editing) return;
    setFieldErrors({});
    try {
      const payload = callbackUpdatePayload(new FormData(form));
      const answer = await apiRequest('PUT', `/callback-requests/${editing.id}`, payload);
      setEditing(null);
      status.success(answer.message ?? CALLBACK_MESSAGES.updated);
    } catch (failure) {
      setFieldErrors(fieldErrorsOf(failure));
      throw failure;
    }
    // A new status changes the bell's count.
    await Promise.all([list.reload(), pending.refresh()]);
  }

  async function remove() {
    if (!deleting) return;
    try {
      await apiRequest('DELETE', `/callback-requests/${deleting.id}`);
    } catch (failure) {
      console.warn('DELETE callback request failed', failure);
      setDeleting(null);
      status.error(CALLBACK_MESSAGES.deleteFailed);
      return;
    }
    setDeleting(null);
    status.success(CALLBACK_MESSAGES.deleted);
    await Promise.all([list.reload(), pending.refresh()]);
  }

  return (
    <>
      <PageHeader title="Callback Requests" description="Most urgent first, then newest." />
      <StatusBanner status={status} />
      {list.error && <ErrorBox>{list.error}</ErrorBox>}

      <div className={styles.toolbar}>
        <SearchBox
          value={query}
          onChange={setQuery}
          label="Search callback requests"
          placeholder="Name, phone, location or service"
        />
        <CallbackFilters
          status={statusFilter}
          urgency={urgencyFilter}
          onStatusChange={(value) => setFilter('status', value)}
          onUrgencyChange={(value) => setFilter('urgency', value)}
        />
      </div>

      {list.loading ? (
        <Skeleton shape="card" lines={4} />
      ) : (
        <>
          <p className={styles.summary} aria-live="polite">
            Showing {items.length} of {list.items.length} callback requests
          </p>
          <DataTable
            items={items}
            columns={CALLBACK_COLUMNS}
            rowKey={(request) => request.id}
            caption="Callback requests"
            emptyMessage={CALLBACK_MESSAGES.empty}
            actions={(request) => (
              <RowActions
                label={`callback request from ${request.name}`}
                onEdit={() => openEdit(request)}
                onDelete={() => setDeleting(request)}
              />
            )}
          />
        </>
      )}

      <EntityFormModal
        open={editing !== null}
        title="Edit Callback Request"
        mode="edit"
        onClose={() => setEditing(null)}
        onSubmit={save}
      >
        {editing && <CallbackForm key={editing.id} request={editing} errors={fieldErrors} />}
      </EntityFormModal>

      <ConfirmDeleteDialog
        open={deleting !== null}
        thing={CALLBACK_MESSAGES.thing}
        name={deleting ? `${deleting.name}, ${deleting.phone}` : undefined}
        onCancel={() => setDeleting(null)}
        onConfirm={remove}
      />
    </>
  );
}
