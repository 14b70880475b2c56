import type { Plugin } from 'vite';

/** The host-side helper (federation set-up, provider, thin wrappers): meant to be bundled. */
const SHARED_UI_HOST = '@tow/shared-ui/host/';

/**
 * A Vite plugin for the apps: shared-ui components reach them only through module federation at
 * run time. Importing their code (anything but `import type`) would bundle a frozen copy, so the
 * build fails instead.
 */
export function forbidBundledSharedUi(): Plugin {
  return {
    name: 'forbid-bundled-shared-ui',
    enforce: 'pre',
    resolveId(id, importer) {
      const isSharedUi = id === '@tow/shared-ui' || id.startsWith('@tow/shared-ui/');
      if (isSharedUi && !id.startsWith(SHARED_UI_HOST)) {
        this.error(
          `${importer ?? '?'} imports ${id}: use \`import type\`; the code comes from the remote`,
        );
      }
    },
  };
}
