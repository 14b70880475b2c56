import type { Review } from '@tow/contracts/review';
import { Skeleton } from '@tow/shared-ui/host/components';
import { useMemo } from 'react';
import { EditableTable } from '../../blocks/EditableTable.tsx';
import { EditorDialogs } from '../../blocks/EditorDialogs.tsx';
import { ErrorBox } from '../../blocks/ErrorBox.tsx';
import { PageHeader } from '../../blocks/PageHeader.tsx';
import { SearchBox } from '../../blocks/SearchBox.tsx';
import { StatusBanner } from '../../blocks/StatusBanner.tsx';
import { useEntityEditor } from '../../blocks/use-entity-editor.ts';
import { useFlagToggle } from '../../blocks/use-flag-toggle.ts';
import { useList } from '../../blocks/use-list.ts';
import { useSearch } from '../../blocks/use-search.ts';
import { useStatus } from '../../blocks/use-status.ts';
import { REVIEW_MESSAGES } from '../../lib/messages.ts';
import { ReviewFlags } from './ReviewFlags.tsx';
import { ReviewForm } from './ReviewForm.tsx';
import { ReviewStatsBar } from './ReviewStatsBar.tsx';
import styles from './ReviewsScreen.module.css';
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
  const list = useList<Review>('/reviews', 'reviews', REVIEW_MESSAGES.loadFailed);
  const status = useStatus();
  const toggle = useFlagToggle('/reviews', status, list.reload);
  const search = useSearch(list.items, REVIEW_SEARCH_FIELDS);

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

  const editor = useEntityEditor<Review, ReviewFormValues>({
    resource: '/reviews',
    emptyForm: newReviewValues,
    toForm: reviewFormValues,
    toPayload: reviewPayload,
    messages: REVIEW_MESSAGES,
    status,
    reload: list.reload,
  });

  return (
    <>
      <PageHeader
        title="Reviews"
        addLabel="Add Review"
        onAdd={() => editor.open({ mode: 'create' })}
      />
      <StatusBanner status={status} />
      {list.error && <ErrorBox>{list.error}</ErrorBox>}
      <ReviewStatsBar stats={stats} />

      <div className={styles.toolbar}>
        <SearchBox
          value={search.query}
          onChange={search.setQuery}
          label="Search reviews"
          placeholder="Customer, location, text or service"
        />
      </div>

      {list.loading ? (
        <Skeleton shape="card" lines={4} />
      ) : (
        <EditableTable
          items={search.matching}
          columns={columns}
          caption="Reviews"
          emptyMessage={REVIEW_MESSAGES.empty}
          editor={editor}
          rowLabel={(review) => `review from ${review.customer_name}`}
        />
      )}

      <EditorDialogs
        editor={editor}
        noun="Review"
        thing={REVIEW_MESSAGES.thing}
        deleteName={(review) => `${review.customer_name}: ${review.rating} stars`}
      >
        <ReviewForm
          values={editor.values}
          errors={editor.errors}
          onChange={(patch) => editor.setValues((current) => ({ ...current, ...patch }))}
        />
      </EditorDialogs>
    </>
  );
}
