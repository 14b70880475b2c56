import { useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AlertStatusBanner } from '../alerts/AlertStatusBanner.tsx';
import { AlertStatusProvider } from '../alerts/alert-status.tsx';
import { PHONE_QUERY, useMediaQuery } from '../lib/use-media-query.ts';
import { LiveEventsProvider } from '../live/LiveEventsProvider.tsx';
import { LiveStatus } from '../live/LiveStatus.tsx';
import styles from './AdminShell.module.css';
import { PendingRequestsProvider } from './pending-requests.tsx';
import { Sidebar } from './Sidebar.tsx';
import { TopBar } from './TopBar.tsx';

const SIDEBAR_ID = 'admin-sidebar';
/** Below this width the sidebar is a drawer over the page; above it sits beside the content. */
const DRAWER_QUERY = '(max-width: 1023px)';

/**
 * The protected shell of spec section 2: sidebar, top bar (menu toggle, bell, user dropdown) and
 * the current screen. On phones and tablets the sidebar is a drawer opened by the menu toggle;
 * on desktop the toggle hides or shows it. It holds the console's one live stream, and says
 * above every screen when alerts are failing or live updates are paused.
 */
export function AdminShell() {
  const drawer = useMediaQuery(DRAWER_QUERY);
  const phone = useMediaQuery(PHONE_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(false);
  const location = useLocation();

  // A link followed in the drawer closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose
  useEffect(() => setDrawerOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!drawer || !drawerOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDrawerOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawer, drawerOpen]);

  const sidebarShown = drawer ? drawerOpen : !collapsed;
  const toggle = useCallback(() => {
    if (drawer) setDrawerOpen((open) => !open);
    else setCollapsed((value) => !value);
  }, [drawer]);

  return (
    <LiveEventsProvider>
      <AlertStatusProvider>
        <PendingRequestsProvider>
          <div className={styles.shell} data-drawer={drawer} data-sidebar={sidebarShown}>
            <a className={styles.skip} href="#main">
              Skip to content
            </a>
            <Sidebar id={SIDEBAR_ID} shown={sidebarShown} overlay={drawer} />
            {drawer && drawerOpen && (
              <button
                type="button"
                className={styles.backdrop}
                aria-label="Close menu"
                tabIndex={-1}
                onClick={() => setDrawerOpen(false)}
              />
            )}
            <div className={styles.column}>
              <TopBar
                sidebarId={SIDEBAR_ID}
                sidebarShown={sidebarShown}
                onToggleSidebar={toggle}
                drawer={drawer}
                compact={phone}
              />
              <main id="main" className={styles.main} tabIndex={-1}>
                <AlertStatusBanner />
                <LiveStatus />
                <Outlet />
              </main>
            </div>
          </div>
        </PendingRequestsProvider>
      </AlertStatusProvider>
    </LiveEventsProvider>
  );
}
