import { fileURLToPath } from 'node:url';
import { scopedClassName } from '@tow/shared-ui/host/scoped-class-names';
import { forbidBundledSharedUi } from '@tow/shared-ui/host/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { stylesheetOrder } from './src/page-table.ts';

/**
 * `virtual:page-styles`: an import of every stylesheet of the page table, in its order (the
 * cascade depends on it), for the browser build, which never runs the pages.
 */
function pageStyles(): Plugin {
  const id = 'virtual:page-styles';
  return {
    name: 'page-styles',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load: (resolved) =>
      resolved === `\0${id}`
        ? stylesheetOrder()
            .map(
              (sheet) =>
                `import ${JSON.stringify(fileURLToPath(new URL(`./src/${sheet}`, import.meta.url)))};`,
            )
            .join('\n')
        : null,
  };
}

/**
 * Vite treats a CSS module as free of side effects: imported only for its CSS (the pages'
 * stylesheets for a browser that never runs the pages), it would be dropped.
 */
function keepPageStyles(): Plugin {
  return {
    name: 'keep-page-styles',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (!id.endsWith('.module.css')) return null;
      return { code, map: null, moduleSideEffects: 'no-treeshake' as const };
    },
  };
}

const routerBuild = (file: string) =>
  fileURLToPath(new URL(`../production/${file}`, import.meta.resolve('react-router')));

// `vite build --app`: the browser build (dist/client, with .vite/manifest.json for the server)
// and the SSR build of the app (dist/server/entry-server.js, dependencies left external).
export default defineConfig({
  plugins: [
    forbidBundledSharedUi(),
    react(),
    pageStyles(),
    keepPageStyles(),
    // Brotli and gzip copies next to each text file, served as they are (npm start, nginx).
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  builder: {},
  css: { modules: { generateScopedName: scopedClassName } },
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: routerBuild('index.mjs') },
      { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
    ],
  },
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
        rolldownOptions: { input: 'src/entry-client.ts' },
      },
    },
    ssr: {
      // react-router's package sends Node its development build whatever NODE_ENV says (its
      // exports have no production condition): the server bundles the router, production build.
      resolve: { noExternal: ['react-router', 'react-router-dom'] },
      build: {
        outDir: 'dist/server',
        emptyOutDir: true,
        ssr: 'src/entry-server.tsx',
      },
    },
  },
});
