import { NamedListScreen } from '../../blocks/NamedListScreen.tsx';
import { useListScreen } from '../../blocks/use-list-screen.ts';
import { SERVICE_MESSAGES } from '../../lib/messages.ts';
import { ServiceFormFields } from './ServiceFormFields.tsx';
import { SERVICE_COLUMNS } from './service-columns.tsx';
import { emptyServiceForm, servicePayload, serviceToForm } from './service-form.ts';

const SEARCH_FIELDS = [
  'name',
  'short_description',
  'description',
  'features',
  'price_text',
  'icon',
] as const;

/**
 * /admin/services (spec sections 2-5, 8): the services with search, a table (cards on phones),
 * the active toggle, Edit and Delete, and the add/edit form with the icon list and feature rows.
 * The spec gives no empty-state text for services, so an empty list shows none.
 */
export function Component() {
  const screen = useListScreen({
    resource: '/services',
    noun: 'Service',
    field: 'services',
    searchFields: SEARCH_FIELDS,
    emptyForm: emptyServiceForm,
    toForm: serviceToForm,
    toPayload: servicePayload,
    messages: SERVICE_MESSAGES,
  });

  return (
    <NamedListScreen
      screen={screen}
      title="Services"
      description="What the website offers, in display order. Only active services are shown publicly."
      searchPlaceholder="Name, description or feature"
      columns={SERVICE_COLUMNS}
      size="lg"
    >
      <ServiceFormFields {...screen.fields} />
    </NamedListScreen>
  );
}
