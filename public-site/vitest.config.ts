// The suite runs against the whole product: see @tow/shared-ui/test-support/product-suite.
export { productSuiteConfig as default } from '@tow/shared-ui/test-support/product-suite';
