import { type Promotion, PromotionInput } from '@tow/api/contracts/promotion';
import type { Service } from '@tow/api/contracts/service';
import { Button, Skeleton } from '@tow/shared-ui/host/components';
import { useMemo, useState } from 'react';
import { apiRequest } from '../../api/client.ts';
import { ConfirmDeleteDialog } from '../../blocks/ConfirmDeleteDialog.tsx';
import { DataTable } from '../../blocks/DataTable.tsx';
import { EntityFormModal } from '../../blocks/EntityFormModal.tsx';
import { ErrorBox } from '../../blocks/ErrorBox.tsx';
import { type FieldErrors, fieldErrorsOf, validateWith } from '../../blocks/form-errors.ts';
import { matchesSearch } from '../../blocks/matches-search.ts';
import { PageHeader } from '../../blocks/PageHeader.tsx';
import { SearchBox } from '../../blocks/SearchBox.tsx';
import { StatusBanner } from '../../blocks/StatusBanner.tsx';
import { useFlagToggle } from '../../blocks/use-flag-toggle.ts';
import { useList } from '../../blocks/use-list.ts';
import { useStatus } from '../../blocks/use-status.ts';
import { PROMOTION_MESSAGES, SERVICE_MESSAGES } from '../../lib/messages.ts';
import { PromotionFields } from './PromotionFields.tsx';
import { PROMOTION_COLUMNS, PROMOTION_SEARCH_FIELDS } from './promotion-columns.tsx';
import {
  emptyPromotionForm,
  type PromotionFormValues,
  promotionPayload,
  promotionToForm,
} from './promotion-form.ts';

/** The record being edited: a new one, an existing one, or none (modal closed). */
type Editing = { readonly mode: 'create' } | { readonly mode: 'edit'; readonly record: Promotion };

/** Route module of /admin/promotions: the promotions list (spec sections 2, 4, 5, 8, 9). */
export function Component() {
  const list = useList<Promotion>('/promotions', 'promotions', PROMOTION_MESSAGES.loadFailed);
  const services = useList<Service>('/services', 'services', SERVICE_MESSAGES.loadFailed);
  const status = useStatus();
  const toggle = useFlagToggle('/promotions', status, list.reload);
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [values, setValues] = useState<PromotionFormValues>(() => emptyPromotionForm());
  const [errors, setErrors] = useState<FieldErrors>({});
  const [deleting, setDeleting] = useState<Promotion | null>(null);

  const shown = useMemo(
    () => list.items.filter((item) => matchesSearch(item, query, PROMOTION_SEARCH_FIELDS)),
    [list.items, query],
  );
  const serviceNames = useMemo(() => services.items.map((service) => service.name), [services]);

  const open = (next: Editing) => {
    setValues(next.mode === 'edit' ? promotionToForm(next.record) : emptyPromotionForm());
    setErrors({});
    setEditing(next);
  };

  async function save() {
    if (!editing) return;
    const original = editing.mode === 'edit' ? editing.record : undefined;
    const payload = promotionPayload(values, original);
    setErrors({});
    try {
      // The API's own rules first: nothing is sent while a field is wrong.
      validateWith(PromotionInput, payload);
      const answer = original
        ? await apiRequest('PUT', `/promotions/${original.id}`, payload)
        : await apiRequest('POST', '/promotions', payload);
      setEditing(null);
      if (answer.message) status.success(answer.message);
      await list.reload();
    } catch (failure) {
      setErrors(fieldErrorsOf(failure));
      throw failure;
    }
  }

  async function remove(promotion: Promotion) {
    try {
      await apiRequest('DELETE', `/promotions/${promotion.id}`);
      status.success(PROMOTION_MESSAGES.deleted);
      await list.reload();
    } catch (failure) {
      console.warn('DELETE promotion failed', failure);
      status.error(PROMOTION_MESSAGES.deleteFailed);
    } finally {
      setDeleting(null);
    }
  }

  return (
    <>
      <PageHeader
        title="Promotions"
        addLabel="Add Promotion"
        onAdd={() => open({ mode: 'create' })}
      />
      <StatusBanner status={status} />
      {list.error && <ErrorBox>{list.error}</ErrorBox>}
      <SearchBox
        value={query}
        onChange={setQuery}
        label="Search promotions"
        placeholder="Title, code, service..."
      />
      {list.loading ? (
        <Skeleton shape="card" lines={3} />
      ) : (
        <DataTable
          items={shown}
          columns={PROMOTION_COLUMNS}
          rowKey={(promotion) => promotion.id}
          caption="Promotions"
          emptyMessage={PROMOTION_MESSAGES.empty}
          actions={(promotion) => (
            <>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`${promotion.is_active ? 'Deactivate' : 'Activate'} ${promotion.title}`}
                onClick={() =>
                  toggle(promotion, 'is_active', {
                    on: PROMOTION_MESSAGES.activated,
                    off: PROMOTION_MESSAGES.deactivated,
                    failed: PROMOTION_MESSAGES.statusFailed,
                  })
                }
              >
                {promotion.is_active ? 'Deactivate' : 'Activate'}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                icon="edit"
                aria-label={`Edit ${promotion.title}`}
                onClick={() => open({ mode: 'edit', record: promotion })}
              >
                Edit
              </Button>
              <Button
                size="sm"
                variant="danger"
                icon="trash"
                aria-label={`Delete ${promotion.title}`}
                onClick={() => setDeleting(promotion)}
              >
                Delete
              </Button>
            </>
          )}
        />
      )}
      <EntityFormModal
        open={editing !== null}
        title={editing?.mode === 'edit' ? 'Edit Promotion' : 'Add Promotion'}
        mode={editing?.mode ?? 'create'}
        onClose={() => setEditing(null)}
        onSubmit={save}
        size="lg"
      >
        <PromotionFields
          values={values}
          onChange={setValues}
          errors={errors}
          serviceNames={serviceNames}
        />
      </EntityFormModal>
      <ConfirmDeleteDialog
        open={deleting !== null}
        thing={PROMOTION_MESSAGES.thing}
        name={deleting?.title}
        onCancel={() => setDeleting(null)}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
      />
    </>
  );
}
