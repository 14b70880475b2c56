import type { Review } from '@tow/contracts/review';
import { Skeleton } from '@tow/shared-ui/host/components';
import { useMemo } from 'react';
import { EditorDialogs } from '../../blocks/EditorDialogs.tsx';
import { ListScreenTable } from '../../blocks/ListScreenTable.tsx';
import { ListScreenTop } from '../../blocks/ListScreenTop.tsx';
import { useListScreen } from '../../blocks/use-list-screen.ts';
import { REVIEW_MESSAGES } from '../../lib/messages.ts';
import { ReviewTabs } from '../review-requests/ReviewTabs.tsx';
import { ReviewFlags } from './ReviewFlags.tsx';
import { ReviewFormFields } from './ReviewFormFields.tsx';
import { ReviewStatsBar } from './ReviewStatsBar.tsx';
import { reviewColumns } from './review-columns.tsx';
import {
  newReviewValues,
  type ReviewFormValues,
  reviewFormValues,
  reviewPayload,
} from './review-form.ts';
import { REVIEW_SEARCH_FIELDS, reviewStats } from './review-stats.ts';

const FLAG_TEXTS = {
  is_approved: {
    on: REVIEW_MESSAGES.approved,
    off: REVIEW_MESSAGES.disapproved,
    failed: REVIEW_MESSAGES.statusFailed,
  },
  is_featured: {
    on: REVIEW_MESSAGES.featured,
    off: REVIEW_MESSAGES.unfeatured,
    failed: REVIEW_MESSAGES.featuredFailed,
  },
} as const;

/**
 * /admin/reviews (spec sections 2, 4, 5, 8): the figures (total, approved, featured, average
 * rating), search, the reviews with their approve and feature toggles, the add/edit modal and
 * delete.
 */
export function Component() {
  const screen = useListScreen<Review, ReviewFormValues>({
    resource: '/reviews',
    noun: 'Review',
    field: 'reviews',
    searchFields: REVIEW_SEARCH_FIELDS,
    emptyForm: newReviewValues,
    toForm: reviewFormValues,
    toPayload: reviewPayload,
    messages: REVIEW_MESSAGES,
  });
  const { list, toggle } = screen;
  const stats = reviewStats(list.items);
  const columns = useMemo(
    () =>
      reviewColumns((review) => (
        <ReviewFlags
          review={review}
          onToggle={(record, flag) => void toggle(record, flag, FLAG_TEXTS[flag])}
        />
      )),
    [toggle],
  );

  return (
    <>
      <ListScreenTop
        screen={screen}
        title="Reviews"
        search={{ label: 'Search reviews', placeholder: 'Customer, location, text or service' }}
      >
        <ReviewTabs />
        <ReviewStatsBar stats={stats} />
      </ListScreenTop>

      <ListScreenTable
        screen={screen}
        loading={<Skeleton shape="card" lines={4} />}
        columns={columns}
        caption="Reviews"
        rowLabel={(review) => `review from ${review.customer_name}`}
      />

      <EditorDialogs
        {...screen.dialogs}
        deleteName={(review) => `${review.customer_name}: ${review.rating} stars`}
      >
        <ReviewFormFields {...screen.fields} />
      </EditorDialogs>
    </>
  );
}
