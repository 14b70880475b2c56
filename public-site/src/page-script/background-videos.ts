import {
  PAUSE_VIDEO_LABEL,
  PLAY_VIDEO_LABEL,
} from '../routes/home/sections/background-video-labels.ts';

interface NetworkInformation {
  readonly saveData?: boolean;
  readonly effectiveType?: string;
}

/**
 * Whether a decorative background video may play: not for visitors who asked for reduced motion
 * or reduced data, or whose connection is in data-saver mode or 2G.
 */
function videoAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return (
    !matchMedia('(prefers-reduced-motion: reduce)').matches &&
    !matchMedia('(prefers-reduced-data: reduce)').matches &&
    !connection?.saveData &&
    !/(^|-)2g$/.test(connection?.effectiveType ?? '')
  );
}

/**
 * Starts the muted looping videos of routes/home/sections/BackgroundVideo.tsx (the server HTML
 * has the poster and a video that fetches nothing): called a few seconds after the page is idle, so the videos
 * never compete with the first load. Each fades in once it plays and gets its pause button
 * (WCAG 2.2.2).
 */
export function startBackgroundVideos(): void {
  if (!videoAllowed()) return;
  for (const frame of document.querySelectorAll<HTMLElement>('[data-background-video]')) {
    const video = frame.querySelector('video');
    const button = frame.querySelector('button');
    if (!video || !button) continue;
    video.muted = true;
    video.addEventListener('playing', () => video.setAttribute('data-playing', ''), { once: true });
    void video.play().catch(() => {});
    button.hidden = false;
    button.addEventListener('click', () => {
      const pausing = !video.paused;
      if (pausing) video.pause();
      else void video.play().catch(() => {});
      button.setAttribute('aria-pressed', String(pausing));
      button.setAttribute('aria-label', pausing ? PLAY_VIDEO_LABEL : PAUSE_VIDEO_LABEL);
    });
  }
}
