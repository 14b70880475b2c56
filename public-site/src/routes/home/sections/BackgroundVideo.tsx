import { type ReactNode, useCallback, useRef, useState } from 'react';
import styles from './BackgroundVideo.module.css';
import { useBackgroundVideoAllowed } from './use-background-video.ts';

/**
 * A muted looping video behind a section. The poster (passed as children: an <img>/<picture>)
 * is all the server sends; the <video> is added after hydration when the visitor's settings allow
 * it, fades in once it plays, and can be paused (WCAG 2.2.2).
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
  const allowed = useBackgroundVideoAllowed();
  const [playing, setPlaying] = useState(false);
  const [paused, setPaused] = useState(false);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const attach = useCallback((element: HTMLVideoElement | null) => {
    videoRef.current = element;
    if (element) {
      // React does not reflect `muted` as an attribute; autoplay needs the property set.
      element.muted = true;
      void element.play().catch(() => {});
    }
  }, []);

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) {
      void video.play().catch(() => {});
      setPaused(false);
    } else {
      video.pause();
      setPaused(true);
    }
  };

  return (
    <div className={`${styles.media} ${className ?? ''}`}>
      {children}
      {allowed && (
        <>
          <video
            ref={attach}
            className={playing ? `${styles.video} ${styles.visible}` : styles.video}
            autoPlay
            muted
            loop
            playsInline
            preload="auto"
            aria-hidden="true"
            tabIndex={-1}
            onPlaying={() => setPlaying(true)}
          >
            <source src={webm} type="video/webm" />
            <source src={mp4} type="video/mp4" />
          </video>
          <button
            type="button"
            className={`${styles.pause} ${controls === 'top' ? styles.top : ''}`}
            onClick={toggle}
            aria-pressed={paused}
            aria-label={paused ? 'Play background video' : 'Pause background video'}
          >
            <span aria-hidden="true" className={paused ? styles.playIcon : styles.pauseIcon} />
          </button>
        </>
      )}
    </div>
  );
}
