/**
 * The id of the mark at the end of each page's first band (the home hero, an inner page's
 * PageHero). The document's head holds the browser's first paint until the mark is parsed: on a
 * slow connection or a busy phone Chromium otherwise paints the part it has, and the header's
 * actions or the hero's last lines arriving a moment later move what the driver is already
 * reading. The mark closes the band because Chromium lets the paint go as soon as the element
 * with the id is inserted, not once its children are. A page without the band is short, and
 * paints once it is all parsed.
 */
export const FIRST_SCREEN_END_ID = 'first-screen-end';
