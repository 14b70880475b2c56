import { UnderConstruction } from '../UnderConstruction.tsx';

// Route module of /admin/reviews, loaded on first visit (routes.tsx). NOT BUILT YET: the
// reviews list with total/approved/featured counts and average (spec sections 2, 4, 5, 8). Build it from the blocks in src/blocks/ (see README.md).
export function Component() {
  return <UnderConstruction title="Reviews" />;
}
