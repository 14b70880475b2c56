import { UnderConstruction } from '../UnderConstruction.tsx';

// Route module of /admin/services, loaded on first visit (routes.tsx). NOT BUILT YET: the
// services list (spec sections 2, 3, 5, 8; GET/POST/PUT/DELETE /services). Build it from the blocks in src/blocks/ (see README.md).
export function Component() {
  return <UnderConstruction title="Services" />;
}
