import type { Review } from '@tow/contracts/review';
import { Button } from '@tow/shared-ui/host/components';
import styles from './ReviewsScreen.module.css';

type Flag = 'is_approved' | 'is_featured';

export interface ReviewFlagsProps {
  readonly review: Review;
  readonly onToggle: (review: Review, flag: Flag) => void;
}

/** Each flag's button: its word, and the icon it shows when on. */
const FLAG_BUTTONS = [
  { flag: 'is_approved', word: 'Approved', icon: 'check' },
  { flag: 'is_featured', word: 'Featured', icon: 'star' },
] as const satisfies readonly { flag: Flag; word: string; icon: string }[];

/**
 * The two inline toggles of a review (spec section 4), as toggle buttons: "Approved" and
 * "Featured", solid with a tick when on, outlined with a cross when off (`aria-pressed` says
 * it to screen readers). Each sends the whole review with its flag flipped.
 */
export function ReviewFlags({ review, onToggle }: ReviewFlagsProps) {
  const who = `review from ${review.customer_name}`;
  return (
    <div className={styles.flags}>
      {FLAG_BUTTONS.map(({ flag, word, icon }) => (
        <Button
          key={flag}
          size="sm"
          variant={review[flag] ? 'primary' : 'secondary'}
          icon={review[flag] ? icon : 'close'}
          aria-pressed={review[flag]}
          aria-label={`${word}: ${who}`}
          onClick={() => onToggle(review, flag)}
        >
          {word}
        </Button>
      ))}
    </div>
  );
}
