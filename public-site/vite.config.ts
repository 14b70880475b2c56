import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * shared-ui reaches this app only through module federation at run time. Importing its code
 * (anything but `import type`) would bundle a frozen copy: fail the build instead.
 */
function forbidBundledSharedUi(): Plugin {
  return {
    name: 'forbid-bundled-shared-ui',
    enforce: 'pre',
    resolveId(id, importer) {
      if (id === '@tow/shared-ui' || id.startsWith('@tow/shared-ui/')) {
        this.error(
          `${importer ?? '?'} imports ${id}: use \`import type\`; the code comes from the remote`,
        );
      }
    },
  };
}

// `vite build --app`: the browser build (dist/client, with .vite/manifest.json for the server)
// and the SSR build of the app (dist/server/entry-server.js, dependencies left external).
export default defineConfig({
  plugins: [forbidBundledSharedUi(), react()],
  builder: {},
  build: { target: 'es2022' },
  environments: {
    client: {
      // Drop federation-runtime code this browser build never runs: Node script loading and
      // the manifest/snapshot plugin (the remote is loaded by its remoteEntry.js URL).
      define: {
        ENV_TARGET: JSON.stringify('web'),
        FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true',
      },
      build: {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        rolldownOptions: { input: 'src/entry-client.tsx' },
      },
    },
    ssr: {
      build: {
        outDir: 'dist/server',
        emptyOutDir: true,
        ssr: 'src/entry-server.tsx',
      },
    },
  },
});
