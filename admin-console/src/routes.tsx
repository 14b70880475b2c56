import type { RouteObject } from 'react-router-dom';
import { GuestOnly } from './auth/GuestOnly.tsx';
import { RequireAuth } from './auth/RequireAuth.tsx';
import { AdminShell } from './layout/AdminShell.tsx';
import { DashboardScreen } from './screens/dashboard/DashboardScreen.tsx';
import { InvitationScreen } from './screens/invitation/InvitationScreen.tsx';
import { LoginScreen } from './screens/login/LoginScreen.tsx';
import { PageSpinner } from './screens/PageSpinner.tsx';

/** The console lives under /admin; routes below are relative to it (spec section 2). */
export const ADMIN_BASENAME = '/admin';

/**
 * Admin routes. Every screen but the login page and the dashboard is a route module loaded on
 * first visit (each exports `Component`), so those two stay small. Unknown paths get React
 * Router's default error screen, "Unexpected Application Error!" (spec section 8).
 */
export const routes: RouteObject[] = [
  {
    path: '/login',
    element: (
      <GuestOnly>
        <LoginScreen />
      </GuestOnly>
    ),
  },
  // The link an owner sends: open to anyone holding it, signed in or not.
  { path: '/invitation/:token', element: <InvitationScreen /> },
  {
    path: '/',
    element: (
      <RequireAuth>
        <AdminShell />
      </RequireAuth>
    ),
    // Shown while a lazy screen opened directly by its URL loads.
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { index: true, element: <DashboardScreen /> },
      { path: 'services', lazy: () => import('./screens/services/route.tsx') },
      { path: 'promotions', lazy: () => import('./screens/promotions/route.tsx') },
      { path: 'reviews', lazy: () => import('./screens/reviews/route.tsx') },
      {
        path: 'reviews/requests',
        lazy: () => import('./screens/review-requests/route.tsx'),
      },
      // callbacks/{id}, a notification's link: the same screen with that request's editor open.
      { path: 'callbacks/:id?', lazy: () => import('./screens/callbacks/route.tsx') },
      { path: 'locations', lazy: () => import('./screens/locations/route.tsx') },
      // A crew member's console opens here (layout/AdminShell.tsx): their open jobs.
      { path: 'jobs', lazy: () => import('./screens/jobs/route.tsx') },
      { path: 'vehicles', lazy: () => import('./screens/vehicles/route.tsx') },
      { path: 'media', lazy: () => import('./screens/media/route.tsx') },
      // uPlot comes with this screen only: the console's first load does not carry it.
      { path: 'reports', lazy: () => import('./screens/reports/route.tsx') },
      { path: 'seo', lazy: () => import('./screens/seo/route.tsx') },
      { path: 'site-text', lazy: () => import('./screens/site-text/route.tsx') },
      { path: 'on-call', lazy: () => import('./screens/on-call/route.tsx') },
      { path: 'account', lazy: () => import('./screens/account/route.tsx') },
      { path: 'users', lazy: () => import('./screens/users/route.tsx') },
      { path: 'activity', lazy: () => import('./screens/activity/route.tsx') },
      { path: 'privacy', lazy: () => import('./screens/privacy/route.tsx') },
      { path: 'backups', lazy: () => import('./screens/backups/route.tsx') },
      {
        path: 'business-profile',
        lazy: () => import('./screens/business-profile/route.tsx'),
      },
    ],
  },
];
