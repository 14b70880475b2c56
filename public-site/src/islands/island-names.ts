import type { RequestStatusProps } from '../routes/request-status/RequestStatusPage.tsx';
import type { CallbackFormProps } from '../shared/callback/CallbackFormIsland.tsx';
import type { CoverageCheckProps } from '../shared/coverage-check/CoverageCheckIsland.tsx';

/** Every island of the public site and the props the server serialises for it. */
export interface IslandPropsByName {
  readonly 'callback-form': CallbackFormProps;
  readonly 'coverage-check': CoverageCheckProps;
  readonly 'request-status': RequestStatusProps;
}

export type IslandName = keyof IslandPropsByName;
export type IslandProps<Name extends IslandName> = IslandPropsByName[Name];

/**
 * When an island's code loads: on the first pointer, focus or key inside it (React stays off the
 * wire until a visitor acts), or once the browser is idle (a page that changes by itself).
 */
export type IslandWake = 'interaction' | 'idle';

/** Set from the moment React owns an island's events: what happens from then on, React sees. */
export const HYDRATING_ATTRIBUTE = 'data-hydrating';

/**
 * Put by the page script's loader (src/server/page-script-loader.ts) on a plain button inside an
 * island that a visitor tapped before the page script ran: the tap is made again once hydrated.
 */
export const EARLY_TAP_ATTRIBUTE = 'data-early-tap';
