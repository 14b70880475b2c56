import type { SeoSetting } from '@tow/contracts/seo-setting';
import { Skeleton } from '@tow/shared-ui/host/components';
import { useMemo } from 'react';
import { EditableTable } from '../../blocks/EditableTable.tsx';
import { EditorDialogs } from '../../blocks/EditorDialogs.tsx';
import { ErrorBox } from '../../blocks/ErrorBox.tsx';
import { PageHeader } from '../../blocks/PageHeader.tsx';
import { SearchBox } from '../../blocks/SearchBox.tsx';
import { StatusBanner } from '../../blocks/StatusBanner.tsx';
import { useEntityEditor } from '../../blocks/use-entity-editor.ts';
import { useList } from '../../blocks/use-list.ts';
import { useSearch } from '../../blocks/use-search.ts';
import { useStatus } from '../../blocks/use-status.ts';
import { SEO_MESSAGES } from '../../lib/messages.ts';
import { SeoFields } from './SeoFields.tsx';
import { SEO_COLUMNS, SEO_SEARCH_FIELDS } from './seo-columns.tsx';
import { emptySeoForm, pageLabel, type SeoFormValues, seoPayload, seoToForm } from './seo-form.ts';

/** Route module of /admin/seo: the SEO settings list (spec sections 2, 5, 8, 9). */
export function Component() {
  const list = useList<SeoSetting>('/seo-settings', 'settings', SEO_MESSAGES.loadFailed);
  const status = useStatus();
  const search = useSearch(list.items, SEO_SEARCH_FIELDS);
  const takenPages = useMemo(() => list.items.map((setting) => setting.page), [list.items]);

  const editor = useEntityEditor<SeoSetting, SeoFormValues>({
    resource: '/seo-settings',
    emptyForm: () => emptySeoForm(takenPages),
    toForm: seoToForm,
    // Checked before sending: nothing is sent while a field is wrong.
    toPayload: (values, editing) => seoPayload(values, editing.mode),
    messages: SEO_MESSAGES,
    status,
    reload: list.reload,
  });

  return (
    <>
      <PageHeader
        title="SEO Settings"
        addLabel="Add SEO Setting"
        onAdd={() => editor.open({ mode: 'create' })}
      />
      <StatusBanner status={status} />
      {list.error && <ErrorBox>{list.error}</ErrorBox>}
      <SearchBox
        value={search.query}
        onChange={search.setQuery}
        label="Search SEO settings"
        placeholder="Page, title, description, keywords..."
      />
      {list.loading ? (
        <Skeleton shape="card" lines={3} />
      ) : (
        <EditableTable
          items={search.matching}
          columns={SEO_COLUMNS}
          caption="SEO settings"
          emptyMessage={SEO_MESSAGES.empty}
          editor={editor}
          rowLabel={(setting) => pageLabel(setting.page)}
          compact={false}
        />
      )}
      <EditorDialogs
        editor={editor}
        noun="SEO Setting"
        thing={SEO_MESSAGES.thing}
        deleteName={(setting) => `${pageLabel(setting.page)}: ${setting.meta_title}`}
        size="lg"
      >
        <SeoFields
          values={editor.values}
          onChange={editor.setValues}
          errors={editor.errors}
          mode={editor.editing?.mode ?? 'create'}
          takenPages={takenPages}
        />
      </EditorDialogs>
    </>
  );
}
