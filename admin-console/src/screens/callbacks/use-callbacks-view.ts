import { useCallback, useState } from 'react';
import { CALLBACKS_VIEW_STORAGE_KEY } from '../../constants.ts';

export const CALLBACKS_VIEWS = ['list', 'board'] as const;
export type CallbacksView = (typeof CALLBACKS_VIEWS)[number];

function storedView(): CallbacksView {
  try {
    const stored = window.localStorage.getItem(CALLBACKS_VIEW_STORAGE_KEY);
    return CALLBACKS_VIEWS.find((view) => view === stored) ?? 'list';
  } catch {
    // Storage refused (a private window's quota, a policy): the list, as the spec describes it.
    return 'list';
  }
}

/**
 * The list or the board, as this browser last chose: a dispatcher's desk keeps the board up,
 * a phone in a pocket the list. The list until a choice is made.
 */
export function useCallbacksView(): [CallbacksView, (view: CallbacksView) => void] {
  const [view, setView] = useState(storedView);
  const choose = useCallback((next: CallbacksView) => {
    setView(next);
    try {
      window.localStorage.setItem(CALLBACKS_VIEW_STORAGE_KEY, next);
    } catch {
      // Not remembered, still shown.
    }
  }, []);
  return [view, choose];
}
