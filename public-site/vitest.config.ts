import { productSuiteConfig } from '@tow/e2e/product-suite';

// The suite runs against the whole product: see @tow/e2e/product-suite.
export default productSuiteConfig('public-site');
