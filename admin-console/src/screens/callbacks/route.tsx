import { UnderConstruction } from '../UnderConstruction.tsx';

// Route module of /admin/callbacks, loaded on first visit (routes.tsx). NOT BUILT YET: the
// callback requests, sorted by urgency then newest, status/urgency filters, ?status=pending from the bell, 30 s refresh (spec sections 2, 4, 8). Build it from the blocks in src/blocks/ (see README.md).
export function Component() {
  return <UnderConstruction title="Callback Requests" />;
}
