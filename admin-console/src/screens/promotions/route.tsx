import { UnderConstruction } from '../UnderConstruction.tsx';

// Route module of /admin/promotions, loaded on first visit (routes.tsx). NOT BUILT YET: the
// promotions list (spec sections 2, 3, 4, 5, 8, 9). Build it from the blocks in src/blocks/ (see README.md).
export function Component() {
  return <UnderConstruction title="Promotions" />;
}
