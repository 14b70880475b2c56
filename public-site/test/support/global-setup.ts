import { productGlobalSetup } from '@tow/e2e/product-suite';

/** The whole product on a fresh embedded database, once the home page renders. */
export default productGlobalSetup(
  [
    'shared-ui/dist/mf-manifest.json',
    'shared-ui/dist/remoteEntry.js',
    'public-site/dist/client/.vite/manifest.json',
    'public-site/dist/server/entry-server.js',
  ],
  'The public-site tests need the builds: run `npm run build -w shared-ui && ' +
    'npm run build -w public-site` first (the root `npm test` does it for you).',
);
