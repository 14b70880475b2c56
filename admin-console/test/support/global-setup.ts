import { productGlobalSetup } from '@tow/e2e/product-suite';

/**
 * The whole product on a fresh embedded database, with the builds it serves: the console's own,
 * the public site's for the pages some tests visit, shared-ui's.
 */
export default productGlobalSetup(
  [
    'shared-ui/dist/remoteEntry.js',
    'public-site/dist/server/entry-server.js',
    'admin-console/dist/index.html',
  ],
  'The admin-console tests need the builds: run `npm run build -w shared-ui && ' +
    'npm run build -w public-site && npm run build -w admin-console` first ' +
    '(the root `npm test` does it for you).',
);
