import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import { SHARED_UI_EXPOSES, SHARED_UI_REMOTE, type SharedUi } from './exposes.ts';

type FederationInstance = ReturnType<typeof createInstance>;

const REACT_RANGE = '^19.2.0';

/** The host's own React, offered to the remote as the one singleton (the remote bundles none it uses). */
function hostShared() {
  const share = (lib: object) => ({
    version: React.version,
    scope: 'default',
    lib: () => lib,
    shareConfig: { singleton: true, requiredVersion: REACT_RANGE },
  });
  return {
    react: share(React),
    'react-dom': share(ReactDOM),
    'react/jsx-runtime': share(JsxRuntime),
  };
}

/**
 * One federation runtime instance for one version of the remote. Used unchanged in the browser
 * and on the server; the server adds the SSR entry loader plugin.
 */
export function createSharedUiFederation(
  remoteEntryUrl: string,
  plugins: readonly object[] = [],
): FederationInstance {
  return createInstance({
    name: 'public_site',
    remotes: [{ name: SHARED_UI_REMOTE, entry: remoteEntryUrl, type: 'module' }],
    shared: hostShared(),
    // The runtime plugins shipped by @module-federation/vite declare looser hook types than
    // runtime-core's ModuleFederationRuntimePlugin; they are written for it.
    plugins: plugins as ModuleFederationRuntimePlugin[],
  });
}

/** Loads every component the app uses, so rendering (and hydration) never waits on the network. */
export async function loadSharedUi(federation: FederationInstance): Promise<SharedUi> {
  const entries = await Promise.all(
    Object.entries(SHARED_UI_EXPOSES).map(async ([name, expose]) => {
      const id = `${SHARED_UI_REMOTE}/${expose.replace(/^\.\//, '')}`;
      const mod = await federation.loadRemote<Record<string, unknown>>(id);
      const component = mod?.[name];
      if (typeof component !== 'function') {
        throw new Error(`shared-ui: ${id} does not export a component named ${name}`);
      }
      return [name, component] as const;
    }),
  );
  return Object.fromEntries(entries) as unknown as SharedUi;
}

/** `<base>remoteEntry.js`, from the configured base URL of the remote (with or without trailing /). */
export function remoteEntryUrl(sharedUiUrl: string): string {
  return `${sharedUiUrl.replace(/\/?$/, '/')}remoteEntry.js`;
}
