/**
 * Set on <html> by the page script's loader as the page parses (src/server/page-script-loader.ts):
 * CSS shows what needs script (the callback form's "Use my location") only under it, so a browser
 * without JavaScript never offers it.
 */
export const PAGE_SCRIPT_ATTRIBUTE = 'data-page-script';
