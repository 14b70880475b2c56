import { PhoneLink } from '@tow/shared-ui/host/components';
import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Outlet,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from 'react-router-dom';
import { siteProfile } from '../data/site-profile.ts';
import { FloatingButtons } from '../layout/FloatingButtons.tsx';
import { Footer } from '../layout/Footer.tsx';
import { Header } from '../layout/Header.tsx';
import { HeadSync } from '../layout/HeadSync.tsx';
import '../styles/site.css';
import { NotFoundPage } from './not-found.tsx';
import { ROOT_ROUTE_ID, type RootData } from './root-data.ts';

function Chrome({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      {children}
      <Footer />
      <FloatingButtons />
    </>
  );
}

/** The public layout: header, page, footer and the floating call and chat buttons. */
export function Layout() {
  return (
    <Chrome>
      {/* Client-side navigation: back to the top, or to the #fragment of the link. */}
      <ScrollRestoration />
      <HeadSync />
      <Outlet />
    </Chrome>
  );
}

/**
 * Unknown paths get the 404 page; anything else that fails gets the error screen, which still
 * offers the emergency number.
 */
export function RootErrorBoundary() {
  const error = useRouteError();
  const root = useRouteLoaderData(ROOT_ROUTE_ID) as RootData | undefined;
  if (isRouteErrorResponse(error) && error.status === 404 && root) {
    return (
      <Chrome>
        <NotFoundPage />
      </Chrome>
    );
  }
  if (!(isRouteErrorResponse(error) && error.status < 500)) console.error(error);
  const phone = root?.profile.phone ?? siteProfile().phone;
  return (
    <main id="main" className="container error-page">
      <h1>Unexpected Application Error!</h1>
      <p>Sorry, something went wrong on our side. If you need help now, call us: we answer 24/7.</p>
      <PhoneLink phone={phone} variant="button" />
      <p>
        <a href="/">Back to the home page</a>
      </p>
    </main>
  );
}
