import { UnderConstruction } from '../UnderConstruction.tsx';

// Route module of /admin/locations, loaded on first visit (routes.tsx). NOT BUILT YET: the
// locations list sorted by sort_order (spec sections 2, 5, 8). Build it from the blocks in src/blocks/ (see README.md).
export function Component() {
  return <UnderConstruction title="Locations" />;
}
