import type { ReviewRequestCounts, ReviewRequestRecord } from '@tow/contracts';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../api/api-error.ts';
import { apiRequest } from '../../api/client.ts';

export interface ReviewRequestsState {
  counts: ReviewRequestCounts | null;
  requests: ReviewRequestRecord[];
  loading: boolean;
  error: string | null;
}

/** GET /api/review-requests: the counts and the latest requests, once per visit. */
export function useReviewRequests(): ReviewRequestsState {
  const [state, setState] = useState<ReviewRequestsState>({
    counts: null,
    requests: [],
    loading: true,
    error: null,
  });
  useEffect(() => {
    let current = true;
    apiRequest<{ counts: ReviewRequestCounts; requests: ReviewRequestRecord[] }>(
      'GET',
      '/review-requests',
    ).then(
      ({ counts, requests }) => {
        if (current) setState({ counts, requests, loading: false, error: null });
      },
      (failure: unknown) => {
        if (current) {
          setState({
            counts: null,
            requests: [],
            loading: false,
            error: errorMessage(failure, 'Failed to fetch review requests'),
          });
        }
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
