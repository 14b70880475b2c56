import type { ReportRange, ResponseTimesReport } from '@tow/contracts';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../api/api-error.ts';
import { apiRequest } from '../../api/client.ts';
import { rangeSearch } from './report-query.ts';

export interface ResponseTimesState {
  report: ResponseTimesReport | null;
  loading: boolean;
  error: string | null;
}

/** GET /api/reports/response-times for the range, again whenever the range changes. */
export function useResponseTimes({ from, to }: ReportRange): ResponseTimesState {
  const [state, setState] = useState<ResponseTimesState>({
    report: null,
    loading: true,
    error: null,
  });
  useEffect(() => {
    let current = true;
    setState((before) => ({ ...before, loading: true }));
    apiRequest<{ report: ResponseTimesReport }>(
      'GET',
      `/reports/response-times?${rangeSearch({ from, to })}`,
    ).then(
      ({ report }) => {
        if (current) setState({ report, loading: false, error: null });
      },
      (failure: unknown) => {
        if (current)
          setState({
            report: null,
            loading: false,
            error: errorMessage(failure, 'Failed to fetch reports'),
          });
      },
    );
    // A range changed again before the answer came: that answer is no longer wanted.
    return () => {
      current = false;
    };
  }, [from, to]);
  return state;
}
