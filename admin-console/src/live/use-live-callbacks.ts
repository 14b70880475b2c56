import type { CallbackRequest } from '@tow/contracts/callback-request';
import { useEffect } from 'react';
import { type ListState, useList } from '../blocks/use-list.ts';
import { CALLBACKS_REFRESH_MS } from '../constants.ts';
import { applyCallbackEvent } from './callback-events.ts';
import { useLiveEvents } from './live-context.ts';

/**
 * A list of callback requests kept current by the live stream: each event changes it in place
 * at once, a (re)connection loads it again, and while the stream is down it is reloaded every
 * 30 seconds instead. `belongs` keeps a list to the requests it shows (`/pending`: pending ones).
 */
export function useLiveCallbacks(
  path: string,
  loadFailed: string,
  belongs?: (request: CallbackRequest) => boolean,
): ListState<CallbackRequest> {
  const live = useLiveEvents();
  const list = useList<CallbackRequest>(path, 'requests', loadFailed, {
    refreshMs: live.paused ? CALLBACKS_REFRESH_MS : undefined,
  });
  const { update, reload } = list;
  useEffect(
    () =>
      live.subscribe((event) => {
        if (event.kind === 'resync') void reload();
        else update((items) => applyCallbackEvent(items, event, belongs));
      }),
    [live.subscribe, update, reload, belongs],
  );
  return list;
}
