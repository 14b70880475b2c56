import type { ReactNode } from 'react';
import styles from './BackgroundVideo.module.css';
import { PAUSE_VIDEO_LABEL } from './background-video-labels.ts';

/**
 * A muted looping video behind a section. The server HTML shows the poster (passed as children:
 * an <img>/<picture>) and a video that fetches nothing (preload none); the page script starts it
 * a few seconds after the page is idle and the visitor's settings allow it, fades it in once it plays and shows
 * its pause button (WCAG 2.2.2): src/page-script/background-videos.ts.
 */
export function BackgroundVideo({
  webm,
  mp4,
  children,
  className,
  controls = 'bottom',
}: {
  /** Where the pause button sits (top: out of the way of the floating buttons). */
  readonly controls?: 'top' | 'bottom';
  readonly webm: string;
  readonly mp4: string;
  readonly children: ReactNode;
  readonly className?: string;
}) {
  return (
    <div className={`${styles.media} ${className ?? ''}`} data-background-video="">
      {children}
      <video
        className={styles.video}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
      >
        <source src={webm} type="video/webm" />
        <source src={mp4} type="video/mp4" />
      </video>
      <button
        type="button"
        hidden
        className={`${styles.pause} ${controls === 'top' ? styles.top : ''}`}
        aria-pressed="false"
        aria-label={PAUSE_VIDEO_LABEL}
      >
        <span aria-hidden="true" className={styles.icon} />
      </button>
    </div>
  );
}
