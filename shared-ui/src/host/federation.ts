import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import { SHARED_UI_EXPOSES, SHARED_UI_REMOTE, type SharedUi } from './exposes.ts';

// Host side of the federation, bundled into each app (public site, admin console) so both load the
// remote the same way. Docs: docs/decisions/001-module-federation-and-ssr.md.

export type SharedUiFederation = ReturnType<typeof createInstance>;

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

export interface SharedUiFederationOptions {
  /** The host's federation name, e.g. `public_site`, `admin_console`. */
  readonly hostName: string;
  /** Absolute or page-relative URL of the remote's `remoteEntry.js`, from run-time configuration. */
  readonly remoteEntryUrl: string;
  /**
   * Runtime plugins: the browser needs `injectExternalRuntimeCorePlugin()` (the remote is built
   * with `externalRuntime`); the public site's SSR server adds the plugin's SSR entry loader.
   */
  readonly plugins?: readonly object[];
}

/** One federation runtime instance for one version of the remote. */
export function createSharedUiFederation({
  hostName,
  remoteEntryUrl,
  plugins = [],
}: SharedUiFederationOptions): SharedUiFederation {
  return createInstance({
    name: hostName,
    remotes: [{ name: SHARED_UI_REMOTE, entry: remoteEntryUrl, type: 'module' }],
    shared: hostShared(),
    // The runtime plugins shipped by @module-federation/vite declare looser hook types than
    // runtime-core's ModuleFederationRuntimePlugin; they are written for it.
    plugins: plugins as ModuleFederationRuntimePlugin[],
  });
}

/** Loads every component, so rendering (and hydration) never waits on the network. */
export async function loadSharedUi(federation: SharedUiFederation): Promise<SharedUi> {
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
