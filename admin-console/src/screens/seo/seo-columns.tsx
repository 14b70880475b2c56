import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '@tow/contracts/constants';
import type { SeoSetting } from '@tow/contracts/seo-setting';
import type { Column } from '../../blocks/DataTable.tsx';
import { statusColumn } from '../../blocks/list-columns.tsx';
import { SEO_DESCRIPTION_RECOMMENDED, SEO_TITLE_RECOMMENDED } from '../../constants.ts';
import styles from './SeoScreen.module.css';
import { lengthCounter, pageLabel } from './seo-form.ts';

/** Search fields of the SEO settings list. */
export const SEO_SEARCH_FIELDS = [
  'page',
  'meta_title',
  'meta_description',
  'meta_keywords',
] as const;

/** "52 characters", green when in the recommended range. */
function Length({
  text,
  max,
  range,
}: {
  text: string;
  max: number;
  range: typeof SEO_TITLE_RECOMMENDED | typeof SEO_DESCRIPTION_RECOMMENDED;
}) {
  const counter = lengthCounter(text, max, range);
  return (
    <span className={counter.inRange ? `${styles.muted} ${styles.inRange}` : styles.muted}>
      {text.length}/{max} characters
    </span>
  );
}

export const SEO_COLUMNS: readonly Column<SeoSetting>[] = [
  {
    id: 'page',
    header: 'Page',
    primary: true,
    nowrap: true,
    cell: (setting) => <span className={styles.page}>{pageLabel(setting.page)}</span>,
  },
  {
    id: 'title',
    header: 'Meta title',
    cell: (setting) => (
      <span className={styles.text}>
        <span>{setting.meta_title}</span>
        <Length text={setting.meta_title} max={SEO_TITLE_MAX} range={SEO_TITLE_RECOMMENDED} />
      </span>
    ),
  },
  {
    id: 'description',
    header: 'Meta description',
    cell: (setting) => (
      <span className={styles.text}>
        <span className={styles.clamp}>{setting.meta_description}</span>
        <Length
          text={setting.meta_description}
          max={SEO_DESCRIPTION_MAX}
          range={SEO_DESCRIPTION_RECOMMENDED}
        />
      </span>
    ),
  },
  {
    id: 'structured',
    header: 'JSON-LD',
    cell: (setting) => (setting.structured_data ? 'Yes' : 'None'),
  },
  statusColumn(),
];
