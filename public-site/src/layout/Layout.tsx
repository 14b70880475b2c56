import { PhoneLink } from '@tow/shared-ui/host/components';
import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Outlet,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
} from 'react-router-dom';
import { siteProfile } from '../data/site-profile.ts';
import { NotFoundPage } from '../routes/not-found/NotFoundPage.tsx';
import { TooManyLookUps } from '../routes/request-status/TooManyLookUps.tsx';
import { AvailabilityBanner } from './AvailabilityBanner.tsx';
import { FloatingButtons } from './FloatingButtons.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { ROOT_ROUTE_ID, type RootData } from './root-loader.ts';
import './site.css';

function Chrome({ root, children }: { root: RootData; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <AvailabilityBanner availability={root.availability} />
      <Header profile={root.profile} services={root.services} promotions={root.promotions} />
      {children}
      <Footer
        profile={root.profile}
        services={root.services}
        locations={root.locations}
        areasKnown={root.areasKnown}
      />
      <FloatingButtons profile={root.profile} />
    </>
  );
}

/**
 * The public layout: header, page, footer and the floating call and chat buttons. The pages get
 * the root data as the outlet context (`useOutletContext<RootData>()` in their route module).
 */
export function Layout() {
  const root = useLoaderData() as RootData;
  return (
    <Chrome root={root}>
      <Outlet context={root} />
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
      <Chrome root={root}>
        <NotFoundPage profile={root.profile} />
      </Chrome>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 429 && root) {
    return (
      <Chrome root={root}>
        <TooManyLookUps profile={root.profile} />
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
