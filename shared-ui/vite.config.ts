import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import moduleFederationConfig from './module-federation.config.ts';
import { scopedClassName } from './src/host/scoped-class-names.ts';

// Two builds from one `vite build --app`:
// - client: the browser remote (`dist/remoteEntry.js` + hashed chunks and CSS under `dist/assets/`),
//   plus the artwork of `assets/` copied as is (`dist/icons/`, `dist/illustrations/`, `dist/hero/`,
//   `dist/video/`, `dist/brand/`), so apps reach it at `<remote URL>/illustrations/…`;
// - ssr: a Node build of the same exposes, published next to it as `dist/remoteEntry.ssr.js`,
//   which the public site's SSR server fetches from the same URL at run time.
export default defineConfig({
  // Relative URLs: the build works wherever it is served (`/shared-ui/` in production).
  base: './',
  publicDir: 'assets',
  plugins: [
    react(),
    federation({ ...moduleFederationConfig, dts: false }),
    // Brotli and gzip copies next to each text file, served as they are (npm start, nginx).
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  builder: {},
  css: { modules: { generateScopedName: scopedClassName } },
  build: { target: 'es2022' },
  environments: {
    client: {
      build: {
        outDir: 'dist',
        emptyOutDir: true,
        copyPublicDir: true,
        rolldownOptions: { input: { index: 'src/index.ts' } },
      },
    },
    ssr: {
      build: {
        outDir: 'dist-ssr',
        emptyOutDir: true,
        copyPublicDir: false,
        ssr: 'src/index.ts',
      },
    },
  },
});
