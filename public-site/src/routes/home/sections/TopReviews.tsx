import type { Review } from '@tow/contracts/review';
import { StarRating } from '@tow/shared-ui/host/components';
import { Link } from 'react-router-dom';
import page from '../../../shared/page.module.css';
import { HOME_LIMITS, HOME_SECTION_HEADINGS } from '../content.ts';
import { HomeSection } from './HomeSection.tsx';
import { SeeAllButton } from './SeeAllButton.tsx';
import styles from './sections.module.css';

/** The top 3 featured reviews, under the Google rating the owner claims (none when empty). */
export function TopReviews({ reviews, rating }: { reviews: Review[]; rating: string }) {
  const shown = reviews.slice(0, HOME_LIMITS.reviews);
  return (
    <HomeSection
      id="home-reviews"
      eyebrow={rating && `${rating} star Google rating`}
      heading={HOME_SECTION_HEADINGS.reviews}
      alt
    >
      {shown.length === 0 ? (
        <p className={styles.empty}>
          Our customers' reviews will appear here soon. <Link to="/reviews">See all reviews</Link>.
        </p>
      ) : (
        <ul className={`${page.list} ${styles.reviews}`}>
          {shown.map((review) => (
            <li key={review.id} className={`${page.card} ${styles.review}`}>
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
      <SeeAllButton href="/reviews">Read all reviews</SeeAllButton>
    </HomeSection>
  );
}
