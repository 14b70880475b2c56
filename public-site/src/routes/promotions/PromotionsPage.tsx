import type { Promotion } from '@tow/contracts/promotion';
import {
  promotionBadge,
  promotionDisplay,
  promotionExpiry,
} from '@tow/contracts/promotion-display';
import type { Service } from '@tow/contracts/service';
import { Badge, Icon, PhoneLink } from '@tow/shared-ui/host/components';
import { Link } from 'react-router-dom';
import type { CoverageOutcome } from '../../data/coverage.ts';
import { type BusinessProfile, copyFiller } from '../../lib/business-profile.ts';
import { CoverageCheck } from '../../shared/coverage-check/CoverageCheck.tsx';
import { EmptyState } from '../../shared/EmptyState.tsx';
import { formatDate } from '../../shared/format.ts';
import { PageHero } from '../../shared/PageHero.tsx';
import { PageSection } from '../../shared/PageSection.tsx';
import page from '../../shared/page.module.css';
import {
  PROMOTION_TERMS,
  PROMOTION_TERMS_HEADING,
  PROMOTIONS_EMPTY_STATE,
  PROMOTIONS_PAGE_INTRO,
} from './content.ts';
import styles from './promotions.module.css';

export interface PromotionsData {
  readonly promotions: Promotion[];
}

interface PromotionsPageProps extends PromotionsData {
  readonly profile: BusinessProfile;
  /** The active services: a promotion's applicable services link to theirs. */
  readonly services: readonly Service[];
  readonly coverage: CoverageOutcome | null;
}

function PromotionCard({
  promotion,
  profile,
  services,
}: Omit<PromotionsPageProps, 'promotions' | 'coverage'> & { promotion: Promotion }) {
  const flags = promotionExpiry(promotion);
  const titleId = `promotion-${promotion.id}-title`;
  const serviceIds = new Map(services.map((s) => [s.name, s.id]));
  return (
    <article
      id={`promotion-${promotion.id}`}
      className={`${page.tile} ${styles.card}`}
      aria-labelledby={titleId}
    >
      <div className={styles.ticket}>
        <div className={styles.badges}>
          <Badge tone="brand" icon="tag">
            {promotionBadge(promotion)}
          </Badge>
          {flags.expiringSoon && (
            <Badge tone="warning" icon="clock">
              Ends soon
            </Badge>
          )}
        </div>
        <p className={`${page.figure} ${styles.display}`}>{promotionDisplay(promotion)}</p>
      </div>
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          {promotion.title}
        </h2>
        <p className={styles.description}>{promotion.description}</p>
        {promotion.code && (
          <p className={styles.code}>
            Quote code <strong>{promotion.code}</strong> when you call
          </p>
        )}
        <dl className={page.iconFacts}>
          <div className={`${page.iconFact} ${styles.fact}`}>
            <dt>
              <Icon name="calendar" />
              <span className="visually-hidden">Valid</span>
            </dt>
            <dd>
              <span className={`${page.label} ${styles.factLabel}`} aria-hidden="true">
                Valid
              </span>
              <time dateTime={promotion.valid_from}>{formatDate(promotion.valid_from)}</time>
              {' – '}
              <time dateTime={promotion.valid_until}>{formatDate(promotion.valid_until)}</time>
            </dd>
          </div>
          {promotion.applicable_services.length > 0 && (
            <div className={`${page.iconFact} ${styles.fact}`}>
              <dt>
                <Icon name="truck" />
                <span className="visually-hidden">Applies to</span>
              </dt>
              <dd>
                <span className={`${page.label} ${styles.factLabel}`} aria-hidden="true">
                  Applies to
                </span>
                <ul className={`${page.list} ${page.outlinePills} ${styles.services}`}>
                  {promotion.applicable_services.map((name) => {
                    const id = serviceIds.get(name);
                    return (
                      <li key={name}>
                        {id === undefined ? (
                          <span>{name}</span>
                        ) : (
                          <Link to={`/services#service-${id}`}>{name}</Link>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </dd>
            </div>
          )}
        </dl>
        <div className={styles.cta}>
          <PhoneLink
            phone={profile.phone}
            variant="button"
            label={`Call ${profile.phone} to claim`}
          />
        </div>
      </div>
    </article>
  );
}

export function PromotionsPage({ promotions, profile, services, coverage }: PromotionsPageProps) {
  const fill = copyFiller(profile);
  return (
    <main id="main">
      <PageHero
        eyebrow="Offers & discounts"
        title={PROMOTIONS_PAGE_INTRO.heading}
        check={<CoverageCheck phone={profile.phone} outcome={coverage} />}
        lead={fill(PROMOTIONS_PAGE_INTRO.text)}
      />

      <PageSection label="Active promotions">
        {promotions.length === 0 ? (
          <EmptyState
            icon="tag"
            title={PROMOTIONS_EMPTY_STATE.heading}
            text={fill(PROMOTIONS_EMPTY_STATE.text)}
          >
            <PhoneLink phone={profile.phone} variant="button" />
          </EmptyState>
        ) : (
          <ul className={`${page.list} ${page.cardGrid} ${styles.grid}`}>
            {promotions.map((promotion) => (
              <li key={promotion.id}>
                <PromotionCard promotion={promotion} profile={profile} services={services} />
              </li>
            ))}
          </ul>
        )}
      </PageSection>

      <PageSection id="promotion-terms" heading={PROMOTION_TERMS_HEADING} alt>
        <ol className={styles.terms}>
          {PROMOTION_TERMS.map((term) => (
            <li key={term}>{fill(term)}</li>
          ))}
        </ol>
      </PageSection>
    </main>
  );
}
