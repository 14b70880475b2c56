import { exportFileName, type ReportRange } from '@tow/contracts';
import { ApiError } from '../../api/api-error.ts';
import { apiUrl, onUnauthorized, requestHeaders } from '../../api/client.ts';
import { rangeSearch } from './report-query.ts';

/** How long the file's address lives after the click: the browser reads it in that time. */
const KEEP_FILE_MS = 40_000;

/**
 * Fetches the range's CSV with the session's token (a plain link could not send it) and hands
 * it to the browser as a download under the name the API gave it.
 */
export async function downloadCallbackCsv(range: ReportRange): Promise<void> {
  const headers = requestHeaders(false);
  headers.set('Accept', 'text/csv');
  let response: Response;
  try {
    response = await fetch(apiUrl(`/callback-requests/export.csv?${rangeSearch(range)}`), {
      headers,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError('Cannot reach the server', 0, undefined);
  }
  if (response.status === 401) onUnauthorized();
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(
      answer?.message ?? `The export answered HTTP ${response.status}`,
      response.status,
      answer?.message,
    );
  }
  const blob = await response.blob();
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = named?.[1] ?? exportFileName(range);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), KEEP_FILE_MS);
}
