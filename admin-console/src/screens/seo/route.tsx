import type { SeoSetting } from '@tow/api/contracts/seo-setting';
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
import { useList } from '../../blocks/use-list.ts';
import { useStatus } from '../../blocks/use-status.ts';
import { SEO_MESSAGES } from '../../lib/messages.ts';
import { SeoFields } from './SeoFields.tsx';
import { SEO_COLUMNS, SEO_SEARCH_FIELDS } from './seo-columns.tsx';
import { emptySeoForm, pageLabel, type SeoFormValues, seoPayload, seoToForm } from './seo-form.ts';

type Editing = { readonly mode: 'create' } | { readonly mode: 'edit'; readonly record: SeoSetting };

/** Route module of /admin/seo: the SEO settings list (spec sections 2, 5, 8, 9). */
export function Component() {
  const list = useList<SeoSetting>('/seo-settings', 'settings', SEO_MESSAGES.loadFailed);
  const status = useStatus();
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [values, setValues] = useState<SeoFormValues>(() => emptySeoForm());
  const [errors, setErrors] = useState<FieldErrors>({});
  const [deleting, setDeleting] = useState<SeoSetting | null>(null);

  const shown = useMemo(
    () => list.items.filter((item) => matchesSearch(item, query, SEO_SEARCH_FIELDS)),
    [list.items, query],
  );
  const takenPages = useMemo(() => list.items.map((setting) => setting.page), [list.items]);

  const open = (next: Editing) => {
    setValues(next.mode === 'edit' ? seoToForm(next.record) : emptySeoForm(takenPages));
    setErrors({});
    setEditing(next);
  };

  async function save() {
    if (!editing) return;
    setErrors({});
    try {
      // Checked before sending: nothing is sent while a field is wrong.
      const payload = seoPayload(values, editing.mode);
      const answer =
        editing.mode === 'edit'
          ? await apiRequest('PUT', `/seo-settings/${editing.record.id}`, payload)
          : await apiRequest('POST', '/seo-settings', payload);
      setEditing(null);
      if (answer.message) status.success(answer.message);
      await list.reload();
    } catch (failure) {
      setErrors(fieldErrorsOf(failure));
      throw failure;
    }
  }

  async function remove(setting: SeoSetting) {
    try {
      await apiRequest('DELETE', `/seo-settings/${setting.id}`);
      status.success(SEO_MESSAGES.deleted);
      await list.reload();
    } catch (failure) {
      console.warn('DELETE SEO setting failed', failure);
      status.error(SEO_MESSAGES.deleteFailed);
    } finally {
      setDeleting(null);
    }
  }

  return (
    <>
      <PageHeader
        title="SEO Settings"
        addLabel="Add SEO Setting"
        onAdd={() => open({ mode: 'create' })}
      />
      <StatusBanner status={status} />
      {list.error && <ErrorBox>{list.error}</ErrorBox>}
      <SearchBox
        value={query}
        onChange={setQuery}
        label="Search SEO settings"
        placeholder="Page, title, description, keywords..."
      />
      {list.loading ? (
        <Skeleton shape="card" lines={3} />
      ) : (
        <DataTable
          items={shown}
          columns={SEO_COLUMNS}
          rowKey={(setting) => setting.id}
          caption="SEO settings"
          emptyMessage={SEO_MESSAGES.empty}
          actions={(setting) => (
            <>
              <Button
                size="sm"
                variant="secondary"
                icon="edit"
                aria-label={`Edit ${pageLabel(setting.page)}`}
                onClick={() => open({ mode: 'edit', record: setting })}
              >
                Edit
              </Button>
              <Button
                size="sm"
                variant="danger"
                icon="trash"
                aria-label={`Delete ${pageLabel(setting.page)}`}
                onClick={() => setDeleting(setting)}
              >
                Delete
              </Button>
            </>
          )}
        />
      )}
      <EntityFormModal
        open={editing !== null}
        title={editing?.mode === 'edit' ? 'Edit SEO Setting' : 'Add SEO Setting'}
        mode={editing?.mode ?? 'create'}
        onClose={() => setEditing(null)}
        onSubmit={save}
        size="lg"
      >
        <SeoFields
          values={values}
          onChange={setValues}
          errors={errors}
          mode={editing?.mode ?? 'create'}
          takenPages={takenPages}
        />
      </EntityFormModal>
      <ConfirmDeleteDialog
        open={deleting !== null}
        thing={SEO_MESSAGES.thing}
        name={deleting ? `${pageLabel(deleting.page)}: ${deleting.meta_title}` : undefined}
        onCancel={() => setDeleting(null)}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
      />
    </>
  );
}
