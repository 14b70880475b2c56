import { forbidBundledSharedUi } from '@tow/shared-ui/host/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// A static single-page app served under /admin/ (any web server or CDN; infra serves dist/ there
// with a fallback to index.html for client-side routes).
export default defineConfig({
  base: '/admin/',
  plugins: [
    forbidBundledSharedUi(),
    react(),
    // Brotli and gzip copies next to each text file, served as they are (npm start, nginx).
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  // Drop federation-runtime code this browser build never runs: Node script loading and the
  // manifest/snapshot plugin (the remote is loaded by its remoteEntry.js URL).
  define: {
    ENV_TARGET: JSON.stringify('web'),
    FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true',
  },
  build: { target: 'es2022', outDir: 'dist', emptyOutDir: true },
});
