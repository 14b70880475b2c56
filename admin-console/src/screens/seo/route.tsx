import type { SeoSetting } from '@tow/contracts/seo-setting';
import { Skeleton } from '@tow/shared-ui/host/components';
import { useMemo } from 'react';
import { EditorDialogs } from '../../blocks/EditorDialogs.tsx';
import { ListScreenTable } from '../../blocks/ListScreenTable.tsx';
import { ListScreenTop } from '../../blocks/ListScreenTop.tsx';
import { useListScreen } from '../../blocks/use-list-screen.ts';
import { SEO_MESSAGES } from '../../lib/messages.ts';
import { SeoFormFields } from './SeoFormFields.tsx';
import { SEO_COLUMNS, SEO_SEARCH_FIELDS } from './seo-columns.tsx';
import { emptySeoForm, pageLabel, type SeoFormValues, seoPayload, seoToForm } from './seo-form.ts';

/** Route module of /admin/seo: the SEO settings list (spec sections 2, 5, 8, 9). */
export function Component() {
  const screen = useListScreen<SeoSetting, SeoFormValues>({
    resource: '/seo-settings',
    noun: 'SEO Setting',
    field: 'settings',
    searchFields: SEO_SEARCH_FIELDS,
    emptyForm: (settings) => emptySeoForm(settings.map((setting) => setting.page)),
    toForm: seoToForm,
    // Checked before sending: nothing is sent while a field is wrong.
    toPayload: (values, editing) => seoPayload(values, editing.mode),
    messages: SEO_MESSAGES,
  });
  const { list, editor } = screen;
  const takenPages = useMemo(() => list.items.map((setting) => setting.page), [list.items]);

  return (
    <>
      <ListScreenTop
        screen={screen}
        title="SEO Settings"
        search={{
          label: 'Search SEO settings',
          placeholder: 'Page, title, description, keywords...',
        }}
      />
      <ListScreenTable
        screen={screen}
        loading={<Skeleton shape="card" lines={3} />}
        columns={SEO_COLUMNS}
        caption="SEO settings"
        rowLabel={(setting) => pageLabel(setting.page)}
        compact={false}
      />
      <EditorDialogs
        {...screen.dialogs}
        deleteName={(setting) => `${pageLabel(setting.page)}: ${setting.meta_title}`}
        size="lg"
      >
        <SeoFormFields
          {...screen.fields}
          mode={editor.editing?.mode ?? 'create'}
          takenPages={takenPages}
        />
      </EditorDialogs>
    </>
  );
}
