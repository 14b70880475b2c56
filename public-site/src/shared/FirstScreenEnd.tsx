import { FIRST_SCREEN_END_ID } from './first-screen.ts';

/** The last thing in a page's first band: the page paints once it is parsed (first-screen.ts). */
export function FirstScreenEnd() {
  return <span id={FIRST_SCREEN_END_ID} hidden />;
}
