import { UnderConstruction } from '../UnderConstruction.tsx';

// Route module of /admin/seo, loaded on first visit (routes.tsx). NOT BUILT YET: the
// SEO settings list (spec sections 2, 5, 8, 9). Build it from the blocks in src/blocks/ (see README.md).
export function Component() {
  return <UnderConstruction title="SEO Settings" />;
}
