import type { RootData } from '../layout/root-loader.ts';
import type { PageHandle } from '../routes/route-module.ts';
import type { RouteHead } from './page-head.ts';

/** The head of the deepest matched page that describes one. */
export function currentRouteHead(
  matches: readonly { handle: PageHandle | undefined; data: unknown }[],
  root: RootData,
): RouteHead | undefined {
  const match = matches.findLast((m) => typeof m.handle?.head === 'function');
  return match?.handle?.head(match.data as never, root);
}
