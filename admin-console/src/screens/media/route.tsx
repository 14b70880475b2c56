import type { Media } from '@tow/contracts/media';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../api/api-error.ts';
import { apiRequest } from '../../api/client.ts';
import { ConfirmDeleteDialog } from '../../blocks/ConfirmDeleteDialog.tsx';
import { ErrorBox } from '../../blocks/ErrorBox.tsx';
import { ListLoading } from '../../blocks/ListLoading.tsx';
import { PageHeader } from '../../blocks/PageHeader.tsx';
import { StatusBanner } from '../../blocks/StatusBanner.tsx';
import { useList } from '../../blocks/use-list.ts';
import { useStatus } from '../../blocks/use-status.ts';
import { MediaGrid } from './MediaGrid.tsx';
import styles from './MediaScreen.module.css';
import { deleteWarning, MEDIA_TEXTS } from './media-words.ts';
import { SiteImagesPanel } from './SiteImagesPanel.tsx';
import { UploadPanel } from './UploadPanel.tsx';

/**
 * /admin/media: the company's photos. Upload (drop or pick, with alt text), see each photo with
 * its size and what shows it, delete it (the places showing it go back to the standard picture,
 * said in the confirm dialog first), and choose the photos of the home hero and the about page.
 * Services choose theirs in the service form.
 */
export function Component() {
  const status = useStatus();
  const list = useList<Media>('/media', 'media', MEDIA_TEXTS.loadFailed);
  const [deleting, setDeleting] = useState<Media | null>(null);
  const { success, error } = status;

  const uploaded = async () => {
    success('Photo uploaded successfully');
    await list.reload();
  };

  async function remove() {
    if (!deleting) return;
    try {
      const answer = await apiRequest<{ message: string }>('DELETE', `/media/${deleting.id}`);
      success(answer.message || MEDIA_TEXTS.deleted);
      await list.reload();
    } catch (failure) {
      error(errorMessage(failure, MEDIA_TEXTS.deleteFailed));
    } finally {
      setDeleting(null);
    }
  }

  const siteImagesSaved = useCallback(
    (message: string) => {
      success(message);
      void list.reload();
    },
    [success, list.reload],
  );

  return (
    <>
      <PageHeader
        title="Media"
        description="Your own photos for the website: services, the home page hero and the about page. Every photo is resized for phones and stripped of its location before it is published."
      />
      <StatusBanner status={status} />
      <UploadPanel onUploaded={uploaded} />
      {list.error && <ErrorBox>{list.error}</ErrorBox>}
      <section className={styles.section} aria-labelledby="library-heading">
        <h2 id="library-heading">
          Library{list.items.length > 0 ? ` (${list.items.length})` : ''}
        </h2>
        {list.loading ? (
          <ListLoading label="Loading photos..." />
        ) : list.items.length === 0 ? (
          <p className={styles.empty}>No photos yet. Upload your first one above.</p>
        ) : (
          <MediaGrid media={list.items} onDelete={setDeleting} />
        )}
      </section>
      <SiteImagesPanel
        media={list.items}
        version={list.items}
        onSaved={siteImagesSaved}
        onError={error}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        thing="photo"
        name={deleting ? deleteWarning(deleting) : undefined}
        onCancel={() => setDeleting(null)}
        onConfirm={remove}
      />
    </>
  );
}
