import { Button, TextField } from '@tow/shared-ui/host/components';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/api-error.ts';
import { useMe } from '../../auth/use-me.ts';
import { ErrorBox } from '../../blocks/ErrorBox.tsx';
import { ListLoading } from '../../blocks/ListLoading.tsx';
import { PageHeader } from '../../blocks/PageHeader.tsx';
import { formatDate } from '../../lib/format.ts';
import { downloadCallbackCsv } from './download-csv.ts';
import { ReportChoice } from './ReportChoice.tsx';
import styles from './ReportsScreen.module.css';
import { ResponseTimeCards } from './ResponseTimeCards.tsx';
import { ResponseTimeChart } from './ResponseTimeChart.tsx';
import { ResponseTimeTable } from './ResponseTimeTable.tsx';
import {
  REPORT_PERIODS,
  REPORT_STATISTICS,
  type ReportQuery,
  readReportQuery,
} from './report-query.ts';
import { useResponseTimes } from './use-response-times.ts';

/** The CSV of the range for the owner's accounts; staff are told who can download it. */
function CsvDownload({ query }: { query: ReportQuery }) {
  const { me } = useMe();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!me) return null;
  if (me.role !== 'owner') {
    return <p className={styles.note}>Only an owner can download the CSV of these requests.</p>;
  }
  async function download() {
    setBusy(true);
    setError(null);
    try {
      await downloadCallbackCsv(query);
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to download the CSV'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className={styles.download}>
      <Button variant="secondary" loading={busy} onClick={() => void download()}>
        {busy ? 'Preparing CSV...' : 'Download CSV'}
      </Button>
      {error && <ErrorBox>{error}</ErrorBox>}
    </div>
  );
}

/**
 * /admin/reports (staff and owners): how fast requests are taken, sent, reached and done, per
 * day or week of a date range, as a chart and a table, and the range's CSV for the accounts.
 * The choices live in the address, so a report can be bookmarked or sent to a colleague.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const query = readReportQuery(params);
  const { report, loading, error } = useResponseTimes(query);

  const choose = (changes: Partial<Record<'from' | 'to' | 'by' | 'chart', string>>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) next.set(name, value);
      return next;
    });

  function applyDates(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    choose({ from: String(form.get('from') ?? ''), to: String(form.get('to') ?? '') });
  }

  const periods = report ? (query.by === 'week' ? report.weeks : report.days) : [];
  const range = `${formatDate(query.from)} to ${formatDate(query.to)}`;
  return (
    <>
      <PageHeader
        title="Reports"
        description="How fast we answer: from a driver's request to taking it, sending a crew, reaching the driver and finishing the job."
      />
      <section className={styles.controls} aria-label="Report choices">
        <form className={styles.dates} onSubmit={applyDates} aria-label="Dates">
          <TextField
            label="From"
            name="from"
            type="date"
            defaultValue={query.from}
            key={`from-${query.from}`}
            required
          />
          <TextField
            label="To"
            name="to"
            type="date"
            defaultValue={query.to}
            key={`to-${query.to}`}
            required
          />
          <Button type="submit" variant="secondary">
            Show
          </Button>
        </form>
        <ReportChoice
          legend="Show by"
          name="by"
          value={query.by}
          options={REPORT_PERIODS}
          onChange={(by) => choose({ by })}
        />
        <ReportChoice
          legend="Chart"
          name="chart"
          value={query.chart}
          options={REPORT_STATISTICS}
          onChange={(chart) => choose({ chart })}
        />
        <CsvDownload query={query} />
      </section>
      {error && <ErrorBox>{error}</ErrorBox>}
      {loading && !report && <ListLoading label="Loading reports..." />}
      {report && report.total.requests === 0 && (
        <div className={styles.empty} role="status">
          <h2>No callback requests from {range}</h2>
          <p>
            Response times appear here once requests come in. Choose earlier dates to look back.
          </p>
        </div>
      )}
      {report && report.total.requests > 0 && (
        <div aria-busy={loading}>
          <p className={styles.rangeLine}>
            {report.total.requests} {report.total.requests === 1 ? 'request' : 'requests'} from{' '}
            {range}, suspected spam left out.
          </p>
          <ResponseTimeCards total={report.total} />
          <ResponseTimeChart periods={periods} by={query.by} statistic={query.chart} />
          <ResponseTimeTable periods={periods} by={query.by} total={report.total} />
        </div>
      )}
    </>
  );
}
