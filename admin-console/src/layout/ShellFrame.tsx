import type { UserRole } from '@tow/contracts';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PHONE_QUERY, useMediaQuery } from '../lib/use-media-query.ts';
import styles from './ShellFrame.module.css';
import { Sidebar } from './Sidebar.tsx';
import { TopBar } from './TopBar.tsx';

const SIDEBAR_ID = 'admin-sidebar';
/** Below this width the sidebar is a drawer over the page; above it sits beside the content. */
const DRAWER_QUERY = '(max-width: 1023px)';

export interface ShellFrameProps {
  readonly userRole: UserRole;
  /** The pending-requests bell in the top bar (staff and owners: the crew may not read them). */
  readonly bell: boolean;
  /** The current screen, after any notices shown above every screen. */
  readonly children: ReactNode;
}

/**
 * The protected shell's frame of spec section 2: sidebar, top bar (menu toggle, bell, user
 * dropdown) and the current screen. On phones and tablets the sidebar is a drawer opened by the
 * menu toggle; on desktop the toggle hides or shows it.
 */
export function ShellFrame({ userRole, bell, children }: ShellFrameProps) {
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
    <div className={styles.shell} data-drawer={drawer} data-sidebar={sidebarShown}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <Sidebar id={SIDEBAR_ID} userRole={userRole} shown={sidebarShown} overlay={drawer} />
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
          bell={bell}
        />
        <main id="main" className={styles.main} tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
