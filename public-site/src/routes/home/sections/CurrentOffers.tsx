import type { Promotion } from '@tow/contracts/promotion';
import { promotionBadge } from '@tow/contracts/promotion-display';
import { Badge, Icon } from '@tow/shared-ui/host/components';
import { formatDate } from '../../../shared/format.ts';
import { promotionHref } from '../../../shared/links.ts';
import page from '../../../shared/page.module.css';
import { HOME_LIMITS, HOME_SECTION_HEADINGS } from '../content.ts';
import { CardLink } from './CardLink.tsx';
import { HomeSection } from './HomeSection.tsx';
import { SeeAllButton } from './SeeAllButton.tsx';
import styles from './sections.module.css';

/** Up to 3 current promotions. */
export function CurrentOffers({ promotions }: { promotions: Promotion[] }) {
  if (promotions.length === 0) return null;
  const shown = promotions.slice(0, HOME_LIMITS.promotions);
  return (
    <HomeSection
      id="home-offers"
      eyebrow="Save on your recovery"
      heading={HOME_SECTION_HEADINGS.promotions}
      alt
    >
      <ul className={`${page.list} ${styles.offers}`}>
        {shown.map((promotion) => (
          <li key={promotion.id} className={styles.offer}>
            <Badge tone="brand" icon="tag" className={styles.offerBadge}>
              {promotionBadge(promotion)}
            </Badge>
            <h3>{promotion.title}</h3>
            <p>{promotion.description}</p>
            <p className={styles.validity}>
              <Icon name="calendar" /> Valid until {formatDate(promotion.valid_until)}
            </p>
            <CardLink to={promotionHref(promotion)} hidden={`: ${promotion.title}`}>
              View offer
            </CardLink>
          </li>
        ))}
      </ul>
      <SeeAllButton href="/promotions">All promotions</SeeAllButton>
    </HomeSection>
  );
}
