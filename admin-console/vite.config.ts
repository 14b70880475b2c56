import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The host-side helper of shared-ui (federation runtime set-up, provider, thin wrappers). */
const SHARED_UI_HOST = '@tow/shared-ui/host/';

/**
 * shared-ui components reach the console only through module federation at run time. Importing
 * their code (anything but `import type`) would bundle a frozen copy: fail the build instead.
 * The host helper under `@tow/shared-ui/host/` is meant to be bundled: it only loads the remote.
 */
function forbidBundledSharedUi(): Plugin {
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

// A static single-page app served under /admin/ (any web server or CDN; infra serves dist/ there
// with a fallback to index.html for client-side routes).
export default defineConfig({
  base: '/admin/',
  plugins: [forbidBundledSharedUi(), react()],
  // Drop federation-runtime code this browser build never runs: Node script loading and the
  // manifest/snapshot plugin (the remote is loaded by its remoteEntry.js URL).
  define: {
    ENV_TARGET: JSON.stringify('web'),
    FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true',
  },
  build: { target: 'es2022', outDir: 'dist', emptyOutDir: true },
});
