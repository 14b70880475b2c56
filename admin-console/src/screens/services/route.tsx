import type { Service } from '@tow/contracts/service';
import { Skeleton } from '@tow/shared-ui/host/components';
import { ActiveToggle } from '../../blocks/ActiveToggle.tsx';
import { EditableTable } from '../../blocks/EditableTable.tsx';
import { EditorDialogs } from '../../blocks/EditorDialogs.tsx';
import { ErrorBox } from '../../blocks/ErrorBox.tsx';
import shared from '../../blocks/ListScreen.module.css';
import { PageHeader } from '../../blocks/PageHeader.tsx';
import { SearchBox } from '../../blocks/SearchBox.tsx';
import { StatusBanner } from '../../blocks/StatusBanner.tsx';
import { useEntityEditor } from '../../blocks/use-entity-editor.ts';
import { activeToggleTexts, useFlagToggle } from '../../blocks/use-flag-toggle.ts';
import { useList } from '../../blocks/use-list.ts';
import { useSearch } from '../../blocks/use-search.ts';
import { useStatus } from '../../blocks/use-status.ts';
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
  const list = useList<Service>('/services', 'services', SERVICE_MESSAGES.loadFailed);
  const status = useStatus();
  const toggle = useFlagToggle('/services', status, list.reload);
  const search = useSearch(list.items, SEARCH_FIELDS);

  const editor = useEntityEditor<Service, ServiceFormValues>({
    resource: '/services',
    emptyForm: emptyServiceForm,
    toForm: serviceToForm,
    toPayload: (values) => {
      const payload = formToServicePayload(values);
      validateServicePayload(payload);
      return payload;
    },
    messages: SERVICE_MESSAGES,
    status,
    reload: list.reload,
  });

  return (
    <>
      <PageHeader
        title="Services"
        description="What the website offers, in display order. Only active services are shown publicly."
        addLabel="Add Service"
        onAdd={() => editor.open({ mode: 'create' })}
      />
      <StatusBanner status={status} />
      {list.error && <ErrorBox>{list.error}</ErrorBox>}
      <SearchBox
        label="Search services"
        placeholder="Name, description or feature"
        value={search.query}
        onChange={search.setQuery}
      />
      {list.loading ? (
        <div role="status" className={shared.loading}>
          <span className="visually-hidden">Loading services...</span>
          <Skeleton shape="line" lines={4} />
        </div>
      ) : (
        search.matching.length > 0 && (
          <EditableTable
            items={search.matching}
            columns={SERVICE_COLUMNS}
            caption="Services"
            emptyMessage=""
            editor={editor}
            rowLabel={(service) => service.name}
            compact={false}
            actionsClassName={shared.actions}
            rowActions={(service) => (
              <ActiveToggle
                active={service.is_active}
                name={service.name}
                onToggle={() => toggle(service, 'is_active', activeToggleTexts(SERVICE_MESSAGES))}
              />
            )}
          />
        )
      )}

      <EditorDialogs
        editor={editor}
        noun="Service"
        thing={SERVICE_MESSAGES.thing}
        deleteName={(service) => service.name}
        size="lg"
      >
        <ServiceFormFields
          values={editor.values}
          errors={editor.errors}
          onChange={(patch) => editor.setValues((current) => ({ ...current, ...patch }))}
        />
      </EditorDialogs>
    </>
  );
}
