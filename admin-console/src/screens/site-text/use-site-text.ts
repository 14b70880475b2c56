import type { SiteText, SiteTextDetail } from '@tow/contracts/site-text';
import { useApiRead } from '../../api/use-api-read.ts';

export const SITE_TEXT_LOAD_FAILED = 'Failed to fetch the site text';

const pickTexts = (answer: { texts: SiteText[] }) => answer.texts;
const pickText = (answer: { text: SiteTextDetail }) => answer.text;

/** The texts a visitor sees (GET /api/site-text), for the choice of which to edit. */
export function useSiteTextList() {
  return useApiRead('/site-text', pickTexts, SITE_TEXT_LOAD_FAILED);
}

/**
 * One text with its defaults, placeholders and versions; `reload` after a publish or restore.
 * Null until the text asked for has come (never the previous one while another loads).
 */
export function useSiteTextDetail(key: string) {
  const read = useApiRead(
    `/site-text/${encodeURIComponent(key)}/versions`,
    pickText,
    SITE_TEXT_LOAD_FAILED,
  );
  return { ...read, value: read.value?.key === key ? read.value : null };
}
