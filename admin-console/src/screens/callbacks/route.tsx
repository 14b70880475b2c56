import type { CallbackRequest } from '@tow/contracts/callback-request';
import { Skeleton } from '@tow/shared-ui/host/components';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { EditableTable } from '../../blocks/EditableTable.tsx';
import { EditorDialogs } from '../../blocks/EditorDialogs.tsx';
import { ErrorBox } from '../../blocks/ErrorBox.tsx';
import { LinkButton } from '../../blocks/LinkButton.tsx';
import { ListNote } from '../../blocks/ListNote.tsx';
import { PageHeader } from '../../blocks/PageHeader.tsx';
import { SearchBox } from '../../blocks/SearchBox.tsx';
import { StatusBanner } from '../../blocks/StatusBanner.tsx';
import { useEntityEditor } from '../../blocks/use-entity-editor.ts';
import { useSearch } from '../../blocks/use-search.ts';
import { useStatus } from '../../blocks/use-status.ts';
import { usePendingRequests } from '../../layout/pending-requests.tsx';
import { CALLBACK_MESSAGES } from '../../lib/messages.ts';
import { useLiveCallbacks } from '../../live/use-live-callbacks.ts';
import { useNow } from '../../live/use-now.ts';
import { CallbackFilters } from './CallbackFilters.tsx';
import { CallbackFormFields } from './CallbackFormFields.tsx';
import styles from './CallbacksScreen.module.css';
import { CALLBACK_COLUMNS } from './callback-columns.tsx';
import {
  type CallbackFormValues,
  callbackFormValues,
  callbackUpdatePayload,
  newCallbackFormValues,
} from './callback-form.ts';
import { CALLBACK_SEARCH_FIELDS, visibleCallbacks } from './callback-list.ts';
import { JobBoard } from './JobBoard.tsx';
import { useCallbackFilters } from './use-callback-filters.ts';
import { useCallbacksView } from './use-callbacks-view.ts';
import { ViewToggle } from './ViewToggle.tsx';

/**
 * /admin/callbacks (spec sections 2, 4, 7, 8): the callback requests, overdue ones first, then
 * most urgent then newest, filtered by status and urgency (kept in the address, so the bell's
 * `?status=pending` opens the pending ones), searched by name, phone, location and service type,
 * kept current by the live stream (reloaded every 30 seconds while it is down). Each pending
 * request shows its age and time left, and "I'll take it". Staff set the status and notes of a
 * request, or delete it. Requests come from the public form only: there is no Add. The board
 * (the view each browser remembers) shows the same live list by job stage instead.
 * /admin/callbacks/{id} (a notification's link) opens that request's editor.
 */
export function Component() {
  const list = useLiveCallbacks('/callback-requests', CALLBACK_MESSAGES.loadFailed);
  const now = useNow();
  const pending = usePendingRequests();
  const status = useStatus();
  const search = useSearch(list.items, CALLBACK_SEARCH_FIELDS);
  const filters = useCallbackFilters();
  const [view, setView] = useCallbacksView();
  const items = visibleCallbacks(search.matching, { ...filters.values, now });
  const hiddenSpam =
    filters.values.spam === null
      ? list.items.filter((request) => request.suspected_spam).length
      : 0;

  // A changed status or a deleted request changes the bell's count too.
  const reload = useCallback(
    async () => void (await Promise.all([list.reload(), pending.refresh()])),
    [list.reload, pending.refresh],
  );
  const editor = useEntityEditor<CallbackRequest, CallbackFormValues>({
    resource: '/callback-requests',
    emptyForm: newCallbackFormValues,
    toForm: callbackFormValues,
    toPayload: callbackUpdatePayload,
    messages: CALLBACK_MESSAGES,
    status,
    reload,
  });
  // The modal shows the request as it is now (taken by someone, a new status), not as opened.
  const opened = editor.editing?.mode === 'edit' ? editor.editing.record : null;
  const editingRecord = opened && (list.items.find((item) => item.id === opened.id) ?? opened);
  const closeEditor = useOpenFromAddress(list.items, list.loading, editor.open, editor.close);

  return (
    <>
      <PageHeader
        title="Callback Requests"
        description={
          view === 'board'
            ? 'Every job by stage, live; done today folded away below.'
            : 'Overdue first, then most urgent, then newest.'
        }
        actions={<ViewToggle view={view} onChange={setView} />}
      />
      <StatusBanner status={status} />
      {list.error && <ErrorBox>{list.error}</ErrorBox>}

      <div className={styles.toolbar}>
        <SearchBox
          value={search.query}
          onChange={search.setQuery}
          label="Search callback requests"
          placeholder="Name, phone, location or service"
        />
        {view === 'list' && <CallbackFilters values={filters.values} onChange={filters.set} />}
      </div>

      {list.loading ? (
        <Skeleton shape="card" lines={4} />
      ) : view === 'board' ? (
        <JobBoard
          requests={search.matching}
          now={now}
          onOpen={(record) => editor.open({ mode: 'edit', record })}
          onShowSpam={() => {
            setView('list');
            filters.set('spam', 'only');
          }}
        />
      ) : (
        <>
          <ListNote aria-live="polite">
            Showing {items.length} of {list.items.length} callback requests
          </ListNote>
          {hiddenSpam > 0 && (
            <ListNote>
              <LinkButton onClick={() => filters.set('spam', 'only')}>
                {hiddenSpam} suspected spam hidden: show
              </LinkButton>
            </ListNote>
          )}
          <EditableTable
            items={items}
            columns={CALLBACK_COLUMNS}
            caption="Callback requests"
            emptyMessage={CALLBACK_MESSAGES.empty}
            editor={editor}
            rowLabel={(request) => `callback request from ${request.name}`}
          />
        </>
      )}

      <EditorDialogs
        editor={editor}
        noun="Callback Request"
        thing={CALLBACK_MESSAGES.thing}
        deleteName={(request) => `${request.name}, ${request.phone}`}
        editOnly
        onClose={closeEditor}
      >
        {editingRecord && (
          <CallbackFormFields
            request={editingRecord}
            values={editor.values}
            errors={editor.errors}
            onChange={(patch) => editor.setValues((current) => ({ ...current, ...patch }))}
          />
        )}
      </EditorDialogs>
    </>
  );
}

/**
 * /admin/callbacks/{id}: opens that request's editor once the list is in; closing it goes back
 * to /admin/callbacks (keeping the filters). An unknown id just shows the list.
 */
function useOpenFromAddress(
  items: readonly CallbackRequest[],
  loading: boolean,
  open: (editing: { mode: 'edit'; record: CallbackRequest }) => void,
  close: () => void,
): () => void {
  const { id } = useParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  const record = id === undefined || loading ? undefined : items.find((r) => String(r.id) === id);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per address, not per list change
  useEffect(() => {
    if (id === undefined || loading) return;
    if (record) open({ mode: 'edit', record });
    else navigate(`/callbacks${search}`, { replace: true });
  }, [id, loading]);
  return useCallback(() => {
    close();
    if (id !== undefined) navigate(`/callbacks${search}`, { replace: true });
  }, [close, id, navigate, search]);
}
