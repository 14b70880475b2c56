import './tokens.css';
import './base.css';

export { breakpoints, cssVar, type Tokens, tokens } from './tokens.ts';

/**
 * Loading this module (the remote's `./styles` expose) attaches the tokens and base stylesheet;
 * the SSR server also lists it in `<head>` from the manifest. `GlobalStyles` renders nothing: it
 * is there so a host that loads remote modules by component name can list `./styles` too.
 */
export function GlobalStyles(): null {
  return null;
}

export default GlobalStyles;
