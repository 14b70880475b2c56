import { Button } from '@tow/shared-ui/host/components';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { AlertStatusBanner } from '../alerts/AlertStatusBanner.tsx';
import { AlertStatusProvider } from '../alerts/alert-status.tsx';
import { useMe } from '../auth/use-me.ts';
import { ErrorBox } from '../blocks/ErrorBox.tsx';
import { LiveEventsProvider } from '../live/LiveEventsProvider.tsx';
import { LiveStatus } from '../live/LiveStatus.tsx';
import { PageSpinner } from '../screens/PageSpinner.tsx';
import { CREW_HOME, CREW_PATHS } from './nav-items.ts';
import { PendingRequestsProvider } from './pending-requests.tsx';
import { ShellFrame } from './ShellFrame.tsx';

/**
 * The signed-in console. Staff and owners get the whole shell: the console's one live stream,
 * the bell, and above every screen whether alerts are failing or live updates are paused. A crew
 * member gets only what the API lets them use (their jobs, their account): no stream, bell or
 * alert status, each of which the API would refuse, and any other address leads to their jobs.
 * Until GET /api/me says which, nothing is asked.
 */
export function AdminShell() {
  const { me, failed, reload } = useMe();
  const { pathname } = useLocation();
  if (!me) {
    if (!failed) return <PageSpinner />;
    return (
      <div className="full-page-center">
        <ErrorBox>
          <p>Could not load your account. Check the signal and try again.</p>
          <Button variant="secondary" onClick={() => void reload()}>
            Try again
          </Button>
        </ErrorBox>
      </div>
    );
  }
  if (me.role === 'crew') {
    return (
      <ShellFrame userRole="crew" bell={false}>
        {CREW_PATHS.includes(pathname) ? <Outlet /> : <Navigate to={CREW_HOME} replace />}
      </ShellFrame>
    );
  }
  return (
    <LiveEventsProvider>
      <AlertStatusProvider>
        <PendingRequestsProvider>
          <ShellFrame userRole={me.role} bell>
            <AlertStatusBanner />
            <LiveStatus />
            <Outlet />
          </ShellFrame>
        </PendingRequestsProvider>
      </AlertStatusProvider>
    </LiveEventsProvider>
  );
}
