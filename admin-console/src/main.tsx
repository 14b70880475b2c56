import injectExternalRuntimeCore from '@module-federation/vite/injectExternalRuntimeCorePlugin';
import { SharedUiProvider } from '@tow/shared-ui/host/components';
import { createSharedUiFederation, loadSharedUi } from '@tow/shared-ui/host/federation';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { setLoginRedirect } from './api/client.ts';
import { AuthProvider } from './auth/AuthProvider.tsx';
import { readAdminConfig, sharedUiBase } from './config.ts';
import { ADMIN_BASENAME, routes } from './routes.tsx';
import './styles/admin.css';

const config = readAdminConfig();

// The favicon lives with the brand artwork in the remote, wherever it is deployed.
const icon = document.createElement('link');
icon.rel = 'icon';
icon.type = 'image/svg+xml';
icon.href = `${sharedUiBase(config.sharedUiEntry)}brand/favicon.svg`;
document.head.append(icon);

// Every shared component is in hand before the first render, so no screen ever waits on the
// remote mid-way. The remote is built with experiments.externalRuntime: it uses this page's
// federation runtime, which injectExternalRuntimeCore publishes.
async function start(root: HTMLElement) {
  const federation = createSharedUiFederation({
    hostName: 'admin_console',
    remoteEntryUrl: config.sharedUiEntry,
    plugins: [injectExternalRuntimeCore()],
  });
  const sharedUi = await loadSharedUi(federation);

  const router = createBrowserRouter(routes, { basename: ADMIN_BASENAME });
  // A 401 goes to the login page through the router (no full reload).
  setLoginRedirect(() => void router.navigate('/login', { replace: true }));

  createRoot(root).render(
    <StrictMode>
      <SharedUiProvider value={sharedUi}>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </SharedUiProvider>
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
start(root).catch((error: unknown) => {
  // Without the remote there is no UI kit to render with: say so in plain HTML.
  console.error('The admin console could not start', error);
  const message = document.createElement('p');
  message.className = 'boot-error';
  message.setAttribute('role', 'alert');
  message.textContent =
    'The admin console could not load. Check your connection and reload the page.';
  root.replaceChildren(message);
});
