import { SHARED_UI_EXPOSES } from '@tow/shared-ui/host/exposes';

interface ManifestAssets {
  readonly js?: { readonly sync?: readonly string[] };
  readonly css?: { readonly sync?: readonly string[] };
}

/** The part of the remote's mf-manifest.json this site reads. */
export interface RemoteManifest {
  readonly exposes?: readonly { readonly path: string; readonly assets?: ManifestAssets }[];
}

/**
 * The remote's scripts and stylesheets for the components this site uses, relative to the
 * remote's base URL: what each page preloads, and what the bundle report counts.
 */
export function remoteAssets(manifest: RemoteManifest): { css: string[]; js: string[] } {
  const used = new Set<string>(Object.values(SHARED_UI_EXPOSES));
  const css = new Set<string>();
  const js = new Set<string>();
  for (const expose of manifest.exposes ?? []) {
    if (!used.has(expose.path)) continue;
    for (const file of expose.assets?.css?.sync ?? []) css.add(file);
    for (const file of expose.assets?.js?.sync ?? []) js.add(file);
  }
  return { css: [...css], js: [...js] };
}
