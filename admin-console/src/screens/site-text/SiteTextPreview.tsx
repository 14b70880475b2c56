import { fillPlaceholders, richTextHtml } from '@tow/contracts/rich-text';
import type { SiteTextDetail } from '@tow/contracts/site-text';
import styles from './SiteTextScreen.module.css';

/**
 * The draft as a phone shows it: a frame 390 px wide (the width of most phones), the heading and
 * words with the placeholders filled and rendered by the same function the API publishes with,
 * so what is previewed is what is published.
 */
export function SiteTextPreview({
  detail,
  heading,
  body,
}: {
  detail: SiteTextDetail;
  heading: string;
  body: string;
}) {
  const html = richTextHtml(body, detail.placeholders);
  return (
    <figure className={styles.previewFigure}>
      <figcaption className={styles.previewCaption}>Preview at phone width (390 px)</figcaption>
      <div className={styles.phone} data-testid="site-text-preview">
        <div className={styles.phoneBar} aria-hidden="true">
          <span>{detail.placeholders.company}</span>
          <span className={styles.phoneCall}>Call</span>
        </div>
        <div className={styles.phoneHero}>
          <p className={styles.phoneHeading}>{fillPlaceholders(heading, detail.placeholders)}</p>
          <div
            className={styles.phoneWords}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: made by richTextHtml (contracts): only <p>, <br> and <a href> to allowed targets, every other character escaped.
            dangerouslySetInnerHTML={{ __html: html }}
          />
        </div>
      </div>
    </figure>
  );
}
