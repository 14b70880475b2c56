import type { Review } from '@tow/contracts/review';
import { Skeleton } from '@tow/shared-ui/host/components';
import { useMemo, useState } from 'react';
import { apiRequest } from '../../api/client.ts';
import { ConfirmDeleteDialog } from '../../blocks/ConfirmDeleteDialog.tsx';
import { DataTable } from '../../blocks/DataTable.tsx';
import { EntityFormModal } from '../../blocks/EntityFormModal.tsx';
import { ErrorBox } from '../../blocks/ErrorBox.tsx';
import { type FieldErrors, fieldErrorsOf } from '../../blocks/form-errors.ts';
import { matchesSearch } from '../../blocks/matches-search.ts';
import { PageHeader } from '../../blocks/PageHeader.tsx';
import { RowActions } from '../../blocks/RowActions.tsx';
import { SearchBox } from '../../blocks/SearchBox.tsx';
import { StatusBanner } from '../../blocks/StatusBanner.tsx';
import { useFlagToggle } from '../../blocks/use-flag-toggle.ts';
import { useList } from '../../blocks/use-list.ts';
import { useStatus } from '../../blocks/use-status.ts';
import { REVIEW_MESSAGES } from '../../lib/messages.ts';
import { ReviewFlags } from './ReviewFlags.tsx';
import { ReviewForm } from './ReviewForm.tsx';
import { ReviewStatsBar } from './ReviewStatsBar.tsx';
import styles from './ReviewsScreen.module.css';
import { reviewColumns } from './review-columns.tsx';
import { newReviewValues, reviewFormValues, reviewPayload } from './review-form.ts';
import { REVIEW_SEARCH_FIELDS, reviewStats } from './review-stats.ts';

/** The modal: a new review, or the one being edited. */
type Editing = { readonly mode: 'create' } | { readonly mode: 'edit'; readonly review: Review };

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
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [deleting, setDeleting] = useState<Review | null>(null);
  // Each open of the modal gets fresh fields.
  const [formKey, setFormKey] = useState(0);

  const stats = reviewStats(list.items);
  const items = list.items.filter((review) => matchesSearch(review, query, REVIEW_SEARCH_FIELDS));
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

  const open = (next: Editing) => {
    setFieldErrors({});
    setFormKey((key) => key + 1);
    setEditing(next);
  };

  async function save(form: HTMLFormElement) {
    if (!editing) return;
    setFieldErrors({});
    try {
      const payload = reviewPayload(new FormData(form));
      const answer =
        editing.mode === 'create'
          ? await apiRequest('POST', '/reviews', payload)
          : await apiRequest('PUT', `/reviews/${editing.review.id}`, payload);
      setEditing(null);
      if (answer.message) status.success(answer.message);
    } catch (failure) {
      setFieldErrors(fieldErrorsOf(failure));
      throw failure;
    }
    await list.reload();
  }

  async function remove() {
    if (!deleting) return;
    try {
      await apiRequest('DELETE', `/reviews/${deleting.id}`);
    } catch (failure) {
      console.warn('DELETE review failed', failure);
      setDeleting(null);
      status.error(REVIEW_MESSAGES.deleteFailed);
      return;
    }
    setDeleting(null);
    status.success(REVIEW_MESSAGES.deleted);
    await list.reload();
  }

  return (
    <>
      <PageHeader title="Reviews" addLabel="Add Review" onAdd={() => open({ mode: 'create' })} />
      <StatusBanner status={status} />
      {list.error && <ErrorBox>{list.error}</ErrorBox>}
      <ReviewStatsBar stats={stats} />

      <div className={styles.toolbar}>
        <SearchBox
          value={query}
          onChange={setQuery}
          label="Search reviews"
          placeholder="Customer, location, text or service"
        />
      </div>

      {list.loading ? (
        <Skeleton shape="card" lines={4} />
      ) : (
        <DataTable
          items={items}
          columns={columns}
          rowKey={(review) => review.id}
          caption="Reviews"
          emptyMessage={REVIEW_MESSAGES.empty}
          actions={(review) => (
            <RowActions
              label={`review from ${review.customer_name}`}
              onEdit={() => open({ mode: 'edit', review })}
              onDelete={() => setDeleting(review)}
            />
          )}
        />
      )}

      <EntityFormModal
        open={editing !== null}
        title={editing?.mode === 'edit' ? 'Edit Review' : 'Add Review'}
        mode={editing?.mode ?? 'create'}
        onClose={() => setEditing(null)}
        onSubmit={save}
      >
        {editing && (
          <ReviewForm
            key={formKey}
            values={editing.mode === 'edit' ? reviewFormValues(editing.review) : newReviewValues()}
            errors={fieldErrors}
          />
        )}
      </EntityFormModal>

      <ConfirmDeleteDialog
        open={deleting !== null}
        thing={REVIEW_MESSAGES.thing}
        name={deleting ? `${deleting.customer_name}: ${deleting.rating} stars` : undefined}
        onCancel={() => setDeleting(null)}
        onConfirm={remove}
      />
    </>
  );
}
