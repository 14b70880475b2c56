import { STATUS_NO_SCRIPT_REFRESH_SECONDS } from '@tow/contracts/request-reference';
import type { RequestStatus } from '@tow/contracts/request-status';
import { data, type LoaderFunctionArgs, useLoaderData, useOutletContext } from 'react-router-dom';
import { callApi } from '../../data/api.ts';
import { Island } from '../../islands/Island.tsx';
import type { RootData } from '../../layout/root-loader.ts';
import type { RouteHead } from '../../seo/page-head.ts';
import { RequestStatusPage } from './RequestStatusPage.tsx';
import { isOpen } from './status-words.ts';

export interface StatusData {
  readonly token: string;
  readonly status: RequestStatus;
}

/** `/request/{token}`: the driver's own request. Unknown → the 404 page; too many → 429. */
export async function loader({ params }: LoaderFunctionArgs): Promise<StatusData> {
  const token = params.token ?? '';
  const response = await callApi(`/requests/status/${encodeURIComponent(token)}`, {
    headers: { Accept: 'application/json' },
  }).catch(() => null);
  if (response?.status === 404) throw data(null, { status: 404 });
  if (response?.status === 429) throw data(null, { status: 429 });
  if (!response?.ok) throw data(null, { status: 503 });
  return { token, status: (await response.json()) as RequestStatus };
}

export function Component() {
  const { profile } = useOutletContext<RootData>();
  const { token, status } = useLoaderData() as StatusData;
  return (
    <Island
      name="request-status"
      component={RequestStatusPage}
      props={{ profile, token, initial: status }}
      wake="idle"
    />
  );
}

export function head(loaded: StatusData | undefined): RouteHead {
  return {
    title: loaded ? `Your request ${loaded.status.reference}` : 'Your request',
    description: 'Where your callback request stands.',
    noindex: true,
    // Without scripts the page cannot follow the job by itself: the browser reloads it.
    ...(loaded && isOpen(loaded.status.status)
      ? { noScriptRefreshSeconds: STATUS_NO_SCRIPT_REFRESH_SECONDS }
      : {}),
  };
}

/** Personal: never kept by a browser or a shared cache. */
export const cacheControl = 'private, no-store';
