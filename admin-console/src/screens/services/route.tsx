import type { Service } from '@tow/contracts/service';
import { activeRowToggle } from '../../blocks/ActiveToggle.tsx';
import { EditorDialogs } from '../../blocks/EditorDialogs.tsx';
import { ListLoading } from '../../blocks/ListLoading.tsx';
import shared from '../../blocks/ListScreen.module.css';
import { ListScreenTable } from '../../blocks/ListScreenTable.tsx';
import { ListScreenTop } from '../../blocks/ListScreenTop.tsx';
import { useListScreen } from '../../blocks/use-list-screen.ts';
import { SERVICE_MESSAGES } from '../../lib/messages.ts';
import { ServiceFormFields } from './ServiceFormFields.tsx';
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

/**
 * /admin/services (spec sections 2-5, 8): the services with search, a table (cards on phones),
 * the active toggle, Edit and Delete, and the add/edit form with the icon list and feature rows.
 * The spec gives no empty-state text for services, so an empty list shows none.
 */
export function Component() {
  const screen = useListScreen<Service, ServiceFormValues>({
    resource: '/services',
    noun: 'Service',
    field: 'services',
    searchFields: SEARCH_FIELDS,
    emptyForm: emptyServiceForm,
    toForm: serviceToForm,
    toPayload: (values) => {
      const payload = formToServicePayload(values);
      validateServicePayload(payload);
      return payload;
    },
    messages: SERVICE_MESSAGES,
  });
  const { toggle } = screen;

  return (
    <>
      <ListScreenTop
        screen={screen}
        title="Services"
        description="What the website offers, in display order. Only active services are shown publicly."
        search={{ label: 'Search services', placeholder: 'Name, description or feature' }}
      />
      <ListScreenTable
        screen={screen}
        loading={<ListLoading label="Loading services..." />}
        columns={SERVICE_COLUMNS}
        caption="Services"
        rowLabel={(service) => service.name}
        compact={false}
        actionsClassName={shared.actions}
        rowActions={activeRowToggle(toggle, SERVICE_MESSAGES, (record) => record.name)}
      />

      <EditorDialogs {...screen.dialogs} deleteName={(service) => service.name} size="lg">
        <ServiceFormFields {...screen.fields} />
      </EditorDialogs>
    </>
  );
}
