import injectExternalRuntimeCore from '@module-federation/vite/injectExternalRuntimeCorePlugin';
import { SharedUiProvider } from '@tow/shared-ui/host/components';
import { createSharedUiFederation, loadSharedUi } from '@tow/shared-ui/host/federation';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './routes.tsx';

/** Written by the server (src/server/html.ts): where this page's remote lives. */
interface ClientConfig {
  readonly sharedUiEntry: string;
}

const configElement = document.getElementById('client-config');
const config = JSON.parse(configElement?.textContent ?? '{}') as ClientConfig;

// Remote components must be in hand before hydrating, or the first client render would differ
// from the server HTML. The <link rel=modulepreload> tags in <head> have already started the fetches.
// The remote is built with experiments.externalRuntime: it uses this page's federation runtime.
const federation = createSharedUiFederation({
  hostName: 'public_site',
  remoteEntryUrl: config.sharedUiEntry,
  plugins: [injectExternalRuntimeCore()],
});
const sharedUi = await loadSharedUi(federation);
const router = createBrowserRouter(routes, { hydrationData: window.__staticRouterHydrationData });
const root = document.getElementById('root');
if (!root) throw new Error('#root missing from the server HTML');

hydrateRoot(
  root,
  <StrictMode>
    <SharedUiProvider value={sharedUi}>
      <RouterProvider router={router} />
    </SharedUiProvider>
  </StrictMode>,
);

// The offline copy of the home and contact pages (public-site/src/service-worker/sw.js): set up
// only once the page is loaded and the browser is idle, so it never competes with the first load.
if ('serviceWorker' in navigator) {
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No offline copy (private mode, an old browser): the site works as before.
    });
  };
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(register) : setTimeout(register, 1000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
