import { fillPlaceholders, type Placeholders, richTextHtml } from '@tow/contracts/rich-text';
import { type SiteText, siteTextPlace } from '@tow/contracts/site-text';
import type { BusinessProfile } from '../lib/business-profile.ts';

export interface ShownText {
  /** Plain text, escaped by React where it is shown. */
  readonly heading: string;
  /** Paragraphs and links as the API rendered them, every other character escaped. */
  readonly html: string;
}

/**
 * The words of one editable text: as published (the API fills the placeholders and renders the
 * body), or the spec's words rendered here the same way while the API has not answered.
 */
export function shownText(
  texts: readonly SiteText[],
  key: string,
  profile: BusinessProfile,
  extra: Placeholders = {},
): ShownText {
  const published = texts.find((text) => text.key === key);
  if (published) return { heading: published.heading, html: published.html };
  const defaults = siteTextPlace(key)?.defaults ?? { heading: '', body: '' };
  const values = {
    company: profile.name,
    phone: profile.phone,
    ...profile.region,
    ...profile.claims,
    ...extra,
  };
  return {
    heading: fillPlaceholders(defaults.heading, values),
    html: richTextHtml(defaults.body, values),
  };
}
