import type { Review } from '@tow/contracts/review';
import { type RatingSummary, summariseRatings } from '@tow/contracts/review-rating';
import { Badge, Button, StarRating } from '@tow/shared-ui/host/components';
import type { CoverageOutcome } from '../../data/coverage.ts';
import { type BusinessProfile, copyFiller } from '../../lib/business-profile.ts';
import { SHARE_EXPERIENCE } from '../../shared/copy.ts';
import { CoverageCheck } from '../../shared/coverage-check/CoverageCheck.tsx';
import { EmptyState } from '../../shared/EmptyState.tsx';
import { formatDate, formatRating } from '../../shared/format.ts';
import { PageHero } from '../../shared/PageHero.tsx';
import { PageSection } from '../../shared/PageSection.tsx';
import page from '../../shared/page.module.css';
import styles from './reviews.module.css';

export interface ReviewsData {
  readonly reviews: Review[];
  readonly rating: RatingSummary;
}

export function reviewsData(reviews: Review[]): ReviewsData {
  return { reviews, rating: summariseRatings(reviews) };
}

function ReviewCard({ review }: { review: Review }) {
  const date = review.service_date ?? review.created_at;
  return (
    <figure className={`${page.card} ${styles.card}`}>
      <div className={styles.cardTop}>
        <StarRating value={review.rating} className={styles.stars} />
        {review.service_type && <Badge tone="neutral">{review.service_type}</Badge>}
      </div>
      <blockquote className={styles.quote}>
        <p>{review.review_text}</p>
      </blockquote>
      <figcaption className={styles.author}>
        <span className={`${page.disc} ${styles.avatar}`} aria-hidden="true">
          {review.customer_name.trim().charAt(0).toUpperCase()}
        </span>
        <span>
          <span className={styles.name}>{review.customer_name}</span>
          <br />
          <span className={styles.meta}>
            {review.customer_location && <>{review.customer_location} · </>}
            <time dateTime={date}>{formatDate(date)}</time>
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

export function ReviewsPage({
  profile,
  reviews,
  rating,
  coverage,
}: ReviewsData & { profile: BusinessProfile; coverage: CoverageOutcome | null }) {
  const fill = copyFiller(profile);
  // Only when the owner has given the company's Google review page.
  const googleLink = profile.googleReviewUrl && (
    <Button
      href={profile.googleReviewUrl}
      target="_blank"
      rel="noopener"
      variant="primary"
      icon="star"
    >
      {SHARE_EXPERIENCE.buttonLabel}
    </Button>
  );
  return (
    <main id="main">
      <PageHero
        eyebrow={`Rated by drivers across ${profile.region.region_wide}`}
        title="Customer reviews"
        check={<CoverageCheck phone={profile.phone} outcome={coverage} />}
        lead={`Real reviews from drivers we have towed, recovered, jump-started and refuelled across ${profile.region.region}.`}
      >
        <div className={styles.summary} style={{ width: '100%' }}>
          <div className={styles.score}>
            <p className={`${page.figure} ${styles.average}`}>{formatRating(rating.average)}</p>
            <div className={styles.scoreDetail}>
              <StarRating value={rating.average} className={styles.stars} />
              <p className={styles.count}>
                Average rating from {rating.count} {rating.count === 1 ? 'review' : 'reviews'}
              </p>
            </div>
          </div>
          <div className={page.actions}>{googleLink}</div>
        </div>
      </PageHero>

      <PageSection id="reviews-list" heading="What our customers say">
        {reviews.length === 0 ? (
          <EmptyState
            icon="star"
            title="No reviews yet"
            text="We are waiting for our first reviews to be published here. Have we helped you? Tell other drivers how it went on Google."
          >
            {googleLink}
          </EmptyState>
        ) : (
          <ul className={`${page.list} ${page.cardGrid}`}>
            {reviews.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
        )}
      </PageSection>

      <PageSection flush>
        <div className={`${page.band} ${styles.share}`}>
          <div>
            <h2>{SHARE_EXPERIENCE.heading}</h2>
            <p>{fill(SHARE_EXPERIENCE.text)}</p>
          </div>
          {googleLink}
        </div>
      </PageSection>
    </main>
  );
}
