import type { OnCallRota, RotaPerson } from '@tow/contracts';
import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../api/api-error.ts';
import { apiRequest } from '../../api/client.ts';
import { useMe } from '../../auth/use-me.ts';
import { ErrorBox } from '../../blocks/ErrorBox.tsx';
import { PageHeader } from '../../blocks/PageHeader.tsx';
import { StatusBanner } from '../../blocks/StatusBanner.tsx';
import { useStatus } from '../../blocks/use-status.ts';
import { PageSpinner } from '../PageSpinner.tsx';
import { OnCallNowLine } from './OnCallNowLine.tsx';
import { RotaEditor } from './RotaEditor.tsx';
import { RotaView } from './RotaView.tsx';
import { useOnCallNow } from './use-on-call-now.ts';

const LOAD_FAILED = 'Failed to fetch the on-call rota';

/**
 * /admin/on-call: who is on call now, and the rota (weekly shifts in UK time, overrides for a
 * date). Owners edit it; everyone else reads it.
 */
export function Component() {
  const { me } = useMe();
  const status = useStatus();
  const [rota, setRota] = useState<OnCallRota | null>(null);
  const [people, setPeople] = useState<readonly RotaPerson[]>([]);
  const [error, setError] = useState<string | null>(null);
  const onCallNow = useOnCallNow();

  const load = useCallback(async () => {
    try {
      const [stored, listed] = await Promise.all([
        apiRequest<OnCallRota>('GET', '/on-call'),
        apiRequest<{ people: RotaPerson[] }>('GET', '/on-call/people'),
      ]);
      setRota({ shifts: stored.shifts, overrides: stored.overrides });
      setPeople(listed.people);
    } catch (failure) {
      setError(errorMessage(failure, LOAD_FAILED));
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <>
      <PageHeader
        title="On call"
        description="Who gets the out-of-hours alerts: a primary and a backup for each shift, in UK time."
      />
      <StatusBanner status={status} />
      <OnCallNowLine now={onCallNow.now} failed={onCallNow.failed} />
      {error && <ErrorBox>{error}</ErrorBox>}
      {!rota || !me ? (
        !error && <PageSpinner />
      ) : me.role === 'owner' ? (
        <RotaEditor
          rota={rota}
          people={people}
          status={status}
          onSaved={(stored) => {
            setRota(stored);
            void onCallNow.reload();
          }}
        />
      ) : (
        <RotaView rota={rota} people={people} />
      )}
    </>
  );
}
