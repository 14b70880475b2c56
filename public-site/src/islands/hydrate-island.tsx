import injectExternalRuntimeCore from '@module-federation/vite/injectExternalRuntimeCorePlugin';
import { SharedUiProvider } from '@tow/shared-ui/host/components';
import type { SharedUi } from '@tow/shared-ui/host/exposes';
import { createSharedUiFederation, loadSharedUi } from '@tow/shared-ui/host/federation';
import { type ComponentType, StrictMode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HYDRATING_ATTRIBUTE, type IslandName, type IslandPropsByName } from './island-names.ts';
import { rememberTypedValues } from './keep-typed-values.ts';

/** Written by the server (src/server/html.ts): where this page's remote lives. */
interface ClientConfig {
  readonly sharedUiEntry: string;
}

type Loaders = {
  readonly [Name in IslandName]: () => Promise<ComponentType<IslandPropsByName[Name]>>;
};

/** Each island's component, in a chunk of its own. */
const LOADERS: Loaders = {
  'callback-form': () =>
    import('../shared/callback/CallbackFormIsland.tsx').then((m) => m.CallbackFormIsland),
  'coverage-check': () =>
    import('../shared/coverage-check/CoverageCheckIsland.tsx').then((m) => m.CoverageCheckIsland),
  'request-status': () =>
    import('../routes/request-status/RequestStatusPage.tsx').then((m) => m.RequestStatusPage),
};

let sharedUi: Promise<SharedUi> | undefined;

/**
 * The shared-ui components, loaded once for every island of the page: they must be in hand
 * before hydrating, or the first render would differ from the server HTML. The remote is built
 * with experiments.externalRuntime: it uses this chunk's federation runtime.
 */
function loadSharedUiOnce(): Promise<SharedUi> {
  if (!sharedUi) {
    const configElement = document.getElementById('client-config');
    const config = JSON.parse(configElement?.textContent ?? '{}') as ClientConfig;
    const federation = createSharedUiFederation({
      hostName: 'public_site',
      remoteEntryUrl: config.sharedUiEntry,
      plugins: [injectExternalRuntimeCore()],
    });
    sharedUi = loadSharedUi(federation);
  }
  return sharedUi;
}

/** Marks the island as live once React has taken it over (tests and styles can wait on it). */
function Hydrated({ element, onHydrated }: { element: HTMLElement; onHydrated: () => void }) {
  useEffect(() => {
    onHydrated();
    element.dataset.hydrated = '';
  }, [element, onHydrated]);
  return null;
}

const started = new WeakSet<HTMLElement>();

/**
 * Hydrates one island element (src/islands/Island.tsx) with the props the server wrote on it;
 * resolves once hydrated.
 */
export async function hydrateIsland(element: HTMLElement): Promise<void> {
  if (started.has(element)) return;
  started.add(element);
  const name = element.dataset.island as IslandName;
  const props = JSON.parse(element.dataset.islandProps ?? '{}') as object;
  const [ui, component] = await Promise.all([loadSharedUiOnce(), LOADERS[name]()]);
  // The props are the ones the server rendered this island's component with (Island.tsx).
  const Component = component as ComponentType<object>;
  const typed = rememberTypedValues(element);
  let hydrated: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    hydrated = resolve;
  });
  const onHydrated = () => {
    typed.restore();
    hydrated();
  };
  element.setAttribute(HYDRATING_ATTRIBUTE, '');
  hydrateRoot(
    element,
    <StrictMode>
      <SharedUiProvider value={ui}>
        <Component {...props} />
        <Hydrated element={element} onHydrated={onHydrated} />
      </SharedUiProvider>
    </StrictMode>,
  );
  return done;
}
