import { type Promotion, PromotionInput } from '@tow/contracts/promotion';
import type { Service } from '@tow/contracts/service';
import { Skeleton } from '@tow/shared-ui/host/components';
import { useMemo } from 'react';
import { ActiveToggle } from '../../blocks/ActiveToggle.tsx';
import { EditableTable } from '../../blocks/EditableTable.tsx';
import { EditorDialogs } from '../../blocks/EditorDialogs.tsx';
import { ErrorBox } from '../../blocks/ErrorBox.tsx';
import { validateWith } from '../../blocks/form-errors.ts';
import { PageHeader } from '../../blocks/PageHeader.tsx';
import { SearchBox } from '../../blocks/SearchBox.tsx';
import { StatusBanner } from '../../blocks/StatusBanner.tsx';
import { useEntityEditor } from '../../blocks/use-entity-editor.ts';
import { activeToggleTexts, useFlagToggle } from '../../blocks/use-flag-toggle.ts';
import { useList } from '../../blocks/use-list.ts';
import { useSearch } from '../../blocks/use-search.ts';
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

/** Route module of /admin/promotions: the promotions list (spec sections 2, 4, 5, 8, 9). */
export function Component() {
  const list = useList<Promotion>('/promotions', 'promotions', PROMOTION_MESSAGES.loadFailed);
  const services = useList<Service>('/services', 'services', SERVICE_MESSAGES.loadFailed);
  const status = useStatus();
  const toggle = useFlagToggle('/promotions', status, list.reload);
  const search = useSearch(list.items, PROMOTION_SEARCH_FIELDS);
  const serviceNames = useMemo(() => services.items.map((service) => service.name), [services]);

  const editor = useEntityEditor<Promotion, PromotionFormValues>({
    resource: '/promotions',
    emptyForm: () => emptyPromotionForm(),
    toForm: promotionToForm,
    // The API's own rules first: nothing is sent while a field is wrong.
    toPayload: (values, editing) => {
      const payload = promotionPayload(
        values,
        editing.mode === 'edit' ? editing.record : undefined,
      );
      validateWith(PromotionInput, payload);
      return payload;
    },
    messages: PROMOTION_MESSAGES,
    status,
    reload: list.reload,
  });

  return (
    <>
      <PageHeader
        title="Promotions"
        addLabel="Add Promotion"
        onAdd={() => editor.open({ mode: 'create' })}
      />
      <StatusBanner status={status} />
      {list.error && <ErrorBox>{list.error}</ErrorBox>}
      <SearchBox
        value={search.query}
        onChange={search.setQuery}
        label="Search promotions"
        placeholder="Title, code, service..."
      />
      {list.loading ? (
        <Skeleton shape="card" lines={3} />
      ) : (
        <EditableTable
          items={search.matching}
          columns={PROMOTION_COLUMNS}
          caption="Promotions"
          emptyMessage={PROMOTION_MESSAGES.empty}
          editor={editor}
          rowLabel={(promotion) => promotion.title}
          compact={false}
          rowActions={(promotion) => (
            <ActiveToggle
              active={promotion.is_active}
              name={promotion.title}
              onToggle={() => toggle(promotion, 'is_active', activeToggleTexts(PROMOTION_MESSAGES))}
              icon={false}
            />
          )}
        />
      )}
      <EditorDialogs
        editor={editor}
        noun="Promotion"
        thing={PROMOTION_MESSAGES.thing}
        deleteName={(promotion) => promotion.title}
        size="lg"
      >
        <PromotionFields
          values={editor.values}
          onChange={editor.setValues}
          errors={editor.errors}
          serviceNames={serviceNames}
        />
      </EditorDialogs>
    </>
  );
}
