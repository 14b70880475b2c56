import { HOME_LIMITS } from '@tow/contracts/constants';
import type { Location } from '@tow/contracts/location';
import type { Promotion } from '@tow/contracts/promotion';
import { promotionBadge } from '@tow/contracts/promotion-display';
import type { Review } from '@tow/contracts/review';
import {
  Accordion,
  Badge,
  Button,
  Icon,
  PhoneLink,
  Skeleton,
  StarRating,
} from '@tow/shared-ui/host/components';
import { Link } from 'react-router-dom';
import { HOME_FAQ } from '../content/faq.ts';
import {
  EMERGENCY_GUARANTEES,
  HOME_FINAL_CTA,
  HOME_GUARANTEES_SECTION,
  HOME_SECTION_HEADINGS,
  HOME_SHARE_EXPERIENCE,
  HOME_VIDEO,
} from '../content/home.ts';
import { LinkButton } from '../layout/LinkButton.tsx';
import { promotionHref } from '../layout/nav-data.ts';
import { fillCopy } from '../lib/business-profile.ts';
import { formatDate } from '../lib/format.ts';

import { useRootData } from '../routes/root-data.ts';
import { BackgroundVideo } from './BackgroundVideo.tsx';
import styles from './HomeSections.module.css';

/** The looping tow-truck video beside a short text (poster first, same motion and data rules). */
export function TowTruckVideo() {
  const { profile } = useRootData();
  const assets = profile.assetsUrl;
  return (
    <section className={`section ${styles.videoSection}`} aria-labelledby="home-video">
      <div className={`container ${styles.videoGrid}`}>
        <div className={styles.videoFrame}>
          <BackgroundVideo
            webm={`${assets}video/tow-truck-loop.webm`}
            mp4={`${assets}video/tow-truck-loop.mp4`}
          >
            <img
              src={`${assets}video/tow-truck-poster.webp`}
              alt="One of our recovery trucks on a West Midlands road at night"
              width={854}
              height={480}
              loading="lazy"
              decoding="async"
            />
          </BackgroundVideo>
        </div>
        <div className={styles.videoText}>
          <p className="eyebrow">Around the clock</p>
          <h2 id="home-video">{HOME_VIDEO.heading}</h2>
          <p>{fillCopy(HOME_VIDEO.text, profile)}</p>
          <PhoneLink phone={profile.phone} variant="button" label={`Call ${profile.phone}`} />
        </div>
      </div>
    </section>
  );
}

/** Our emergency promise: four guarantees. */
export function Guarantees() {
  const { profile } = useRootData();
  return (
    <section className="section section-alt" aria-labelledby="home-guarantees">
      <div className="container">
        <header className="section-head">
          <p className="eyebrow">Our promise</p>
          <h2 id="home-guarantees">{HOME_GUARANTEES_SECTION.heading}</h2>
          <p>{fillCopy(HOME_GUARANTEES_SECTION.intro, profile)}</p>
        </header>
        <ul className={styles.guarantees}>
          {EMERGENCY_GUARANTEES.map((item) => (
            <li key={item.title} className={styles.guarantee}>
              <span className={styles.guaranteeIcon}>
                <Icon name={item.icon} />
              </span>
              <h3>{item.title}</h3>
              <p>{fillCopy(item.text, profile)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The areas we cover, each linking to its own page. */
export function AreasCovered({ locations }: { locations: Location[] | null }) {
  return (
    <section className="section" aria-labelledby="home-areas">
      <div className="container">
        <header className="section-head">
          <p className="eyebrow">Local to you</p>
          <h2 id="home-areas">{HOME_SECTION_HEADINGS.areas}</h2>
          <p>
            Fast local recovery across Birmingham and the West Midlands, including the M6, M5, M42
            and M6 Toll.
          </p>
        </header>
        {locations === null ? (
          <div className={styles.areas} aria-hidden="true">
            {Array.from({ length: 8 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
              <Skeleton key={i} height={56} />
            ))}
          </div>
        ) : (
          <ul className={styles.areas}>
            {locations.map((location) => (
              <li key={location.id}>
                <Link to={`/areas/${location.slug}`} className={styles.area}>
                  <Icon name="map-pin" className={styles.areaIcon} />
                  {location.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** The top 3 featured reviews. */
export function TopReviews({ reviews }: { reviews: Review[] | null }) {
  const shown = reviews?.slice(0, HOME_LIMITS.reviews);
  return (
    <section className="section section-alt" aria-labelledby="home-reviews">
      <div className="container">
        <header className="section-head">
          <p className="eyebrow">5.0 star Google rating</p>
          <h2 id="home-reviews">{HOME_SECTION_HEADINGS.reviews}</h2>
        </header>
        {shown === undefined ? (
          <div className={styles.reviews} aria-hidden="true">
            {Array.from({ length: HOME_LIMITS.reviews }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
              <Skeleton key={i} shape="line" lines={5} />
            ))}
          </div>
        ) : shown.length === 0 ? (
          <p className={styles.empty}>
            Our customers' reviews will appear here soon. <Link to="/reviews">See all reviews</Link>
            .
          </p>
        ) : (
          <ul className={styles.reviews}>
            {shown.map((review) => (
              <li key={review.id} className={styles.review}>
                <figure>
                  <StarRating value={review.rating} />
                  <blockquote className={styles.quote}>
                    <p>{review.review_text}</p>
                  </blockquote>
                  <figcaption className={styles.reviewer}>
                    <strong>{review.customer_name}</strong>
                    {review.customer_location && <span>{review.customer_location}</span>}
                    {review.service_type && (
                      <span className={styles.reviewService}>{review.service_type}</span>
                    )}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        )}
        <p className={styles.center}>
          <LinkButton to="/reviews" variant="secondary">
            Read all reviews
          </LinkButton>
        </p>
      </div>
    </section>
  );
}

/** Ask happy customers for a Google review. */
export function ShareExperience() {
  const { profile } = useRootData();
  return (
    <section className="section" aria-labelledby="home-share">
      <div className="container">
        <div className={styles.share}>
          <div>
            <h2 id="home-share">{HOME_SHARE_EXPERIENCE.heading}</h2>
            <p>{fillCopy(HOME_SHARE_EXPERIENCE.text, profile)}</p>
          </div>
          <Button
            href={profile.googleReviewUrl}
            target="_blank"
            rel="noopener"
            variant="primary"
            size="lg"
            icon="star"
          >
            {HOME_SHARE_EXPERIENCE.buttonLabel}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </Button>
        </div>
      </div>
    </section>
  );
}

/** Up to 3 current promotions. */
export function CurrentOffers({ promotions }: { promotions: Promotion[] | null }) {
  if (promotions !== null && promotions.length === 0) return null;
  const shown = promotions?.slice(0, HOME_LIMITS.promotions);
  return (
    <section className="section section-alt" aria-labelledby="home-offers">
      <div className="container">
        <header className="section-head">
          <p className="eyebrow">Save on your recovery</p>
          <h2 id="home-offers">{HOME_SECTION_HEADINGS.promotions}</h2>
        </header>
        {shown === undefined ? (
          <div className={styles.offers} aria-hidden="true">
            {Array.from({ length: HOME_LIMITS.promotions }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
              <Skeleton key={i} height={200} />
            ))}
          </div>
        ) : (
          <ul className={styles.offers}>
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
                <Link to={promotionHref(promotion)} className={styles.offerLink}>
                  View offer<span className="visually-hidden">: {promotion.title}</span>
                  <span aria-hidden="true" className={styles.arrow}>
                    →
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <p className={styles.center}>
          <LinkButton to="/promotions" variant="secondary">
            All promotions
          </LinkButton>
        </p>
      </div>
    </section>
  );
}

/** The six home questions; one answer open at a time, with or without JavaScript. */
export function HomeFaq() {
  const { profile } = useRootData();
  const items = HOME_FAQ.map((item, index) => ({
    id: String(index + 1),
    title: item.question,
    content: <p>{fillCopy(item.answer, profile)}</p>,
  }));
  return (
    <section className="section" aria-labelledby="home-faq">
      <div className={`container ${styles.faq}`}>
        <header className="section-head">
          <p className="eyebrow">Quick answers</p>
          <h2 id="home-faq">{HOME_SECTION_HEADINGS.faq}</h2>
        </header>
        <Accordion items={items} name="home-faq" idPrefix="home-faq-" />
        <p className={styles.center}>
          <Link to="/faq">More questions and answers</Link>
        </p>
      </div>
    </section>
  );
}

/** The last call to action. */
export function FinalCta() {
  const { profile } = useRootData();
  return (
    <section className={styles.cta} aria-labelledby="home-cta">
      <div className={`container ${styles.ctaInner}`}>
        <h2 id="home-cta">{HOME_FINAL_CTA.heading}</h2>
        <p>{fillCopy(HOME_FINAL_CTA.text, profile)}</p>
        <div className={styles.ctaActions}>
          <PhoneLink
            phone={profile.phone}
            variant="button"
            label={fillCopy(HOME_FINAL_CTA.callLabel, profile)}
            className={styles.ctaCall}
          />
          <LinkButton to="/contact" variant="secondary" size="lg" className={styles.ctaCallback}>
            {HOME_FINAL_CTA.callbackLabel}
          </LinkButton>
        </div>
      </div>
    </section>
  );
}
