/**
 * Set on <html> by the page script's loader as the page parses (src/server/page-script-loader.ts):
 * CSS shows what needs script (the callback form's "Use my location") only under it, so a browser
 * without JavaScript never offers it.
 */
export const PAGE_SCRIPT_ATTRIBUTE = 'data-page-script';

/**
 * Also set on <html> by the loader as the page parses, and taken off once the page has loaded and
 * painted (or at a visitor's first input): while it is on, CSS hides pictures that may wait (the
 * home page's service cards), so a lazy picture near the first screen is not fetched over the
 * same weak link as the hero. Without JavaScript it is never set and they load as before.
 */
export const HOLD_PICTURES_ATTRIBUTE = 'data-hold-pictures';
