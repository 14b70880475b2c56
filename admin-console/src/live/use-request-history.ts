import type { CallbackRequest } from '@tow/contracts/callback-request';
import { useEffect, useState } from 'react';
import { apiRequest } from '../api/client.ts';
import type { HistoryEntry } from './history.ts';

export interface RequestHistory {
  /** Oldest first; null until loaded. */
  readonly entries: readonly HistoryEntry[] | null;
  readonly failed: boolean;
}

/**
 * The request's history (GET /api/callback-requests/{id}/history), loaded again whenever the
 * request changes (a live update included): the editor's timeline and its escalation clock read
 * the same answer.
 */
export function useRequestHistory(request: CallbackRequest): RequestHistory {
  const [entries, setEntries] = useState<readonly HistoryEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  const { id, updated_at: updatedAt } = request;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a newer updated_at means new entries
  useEffect(() => {
    let current = true;
    apiRequest<{ history: HistoryEntry[] }>('GET', `/callback-requests/${id}/history`)
      .then((answer) => {
        if (!current) return;
        setEntries(answer.history);
        setFailed(false);
      })
      .catch((failure: unknown) => {
        if (!current) return;
        console.warn('GET history failed', failure);
        setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [id, updatedAt]);

  return { entries, failed };
}
