import { type Promotion, PromotionInput } from '@tow/contracts/promotion';
import type { Service } from '@tow/contracts/service';
import { Skeleton } from '@tow/shared-ui/host/components';
import { useMemo } from 'react';
import { activeRowToggle } from '../../blocks/ActiveToggle.tsx';
import { EditorDialogs } from '../../blocks/EditorDialogs.tsx';
import { validateWith } from '../../blocks/form-errors.ts';
import { ListScreenTable } from '../../blocks/ListScreenTable.tsx';
import { ListScreenTop } from '../../blocks/ListScreenTop.tsx';
import { useList } from '../../blocks/use-list.ts';
import { useListScreen } from '../../blocks/use-list-screen.ts';
import { PROMOTION_MESSAGES, SERVICE_MESSAGES } from '../../lib/messages.ts';
import { PromotionFormFields } from './PromotionFormFields.tsx';
import { PROMOTION_COLUMNS, PROMOTION_SEARCH_FIELDS } from './promotion-columns.tsx';
import {
  emptyPromotionForm,
  type PromotionFormValues,
  promotionPayload,
  promotionToForm,
} from './promotion-form.ts';

/** Route module of /admin/promotions: the promotions list (spec sections 2, 4, 5, 8, 9). */
export function Component() {
  const screen = useListScreen<Promotion, PromotionFormValues>({
    resource: '/promotions',
    noun: 'Promotion',
    field: 'promotions',
    searchFields: PROMOTION_SEARCH_FIELDS,
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
  });
  const { toggle } = screen;
  const services = useList<Service>('/services', 'services', SERVICE_MESSAGES.loadFailed);
  const serviceNames = useMemo(() => services.items.map((service) => service.name), [services]);

  return (
    <>
      <ListScreenTop
        screen={screen}
        title="Promotions"
        search={{ label: 'Search promotions', placeholder: 'Title, code, service...' }}
      />
      <ListScreenTable
        screen={screen}
        loading={<Skeleton shape="card" lines={3} />}
        columns={PROMOTION_COLUMNS}
        caption="Promotions"
        rowLabel={(promotion) => promotion.title}
        compact={false}
        rowActions={activeRowToggle(toggle, PROMOTION_MESSAGES, (record) => record.title, false)}
      />
      <EditorDialogs {...screen.dialogs} deleteName={(promotion) => promotion.title} size="lg">
        <PromotionFormFields {...screen.fields} serviceNames={serviceNames} />
      </EditorDialogs>
    </>
  );
}
