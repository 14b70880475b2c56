// Every page's stylesheet in page-table.ts's order (vite.config.ts makes the module): the
// browser never runs the pages, only islands, so their CSS would not be in its build otherwise.
import 'virtual:page-styles';
import { wakeIslands } from './islands/wake-islands.ts';
import { expireAvailabilityBanner } from './page-script/availability-expiry.ts';
import { startBackgroundVideos } from './page-script/background-videos.ts';
import { scheduleEmergencyPopup } from './page-script/emergency-popup.ts';
import { watchImageFallbacks } from './page-script/image-fallbacks.ts';
import { enhancePopovers } from './page-script/popovers.ts';
import { revealSafetyAdvice } from './page-script/safety-advice.ts';

/**
 * The page script of every public page: a few kilobytes, no React. The server HTML is the page;
 * menus, accordions and the pop-up are native HTML this script only completes, and the parts
 * that need React (islands) hydrate one by one when a visitor reaches them. It loads once the
 * page has painted or on a visitor's first input (src/server/page-script-loader.ts), so all of
 * this copes with running late: a popover already open, a focus already inside an island.
 */
expireAvailabilityBanner();
watchImageFallbacks();
enhancePopovers();
revealSafetyAdvice();
scheduleEmergencyPopup();
wakeIslands();

function registerServiceWorker(): void {
  // The offline copy of the home and contact pages (src/service-worker/sw.js).
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
    // No offline copy (private mode, an old browser): the site works as before.
  });
}

/**
 * After the load the videos wait this long more: decoding and painting their frames keeps a slow
 * phone's main thread busy, so they start when the page has long been usable (the poster is what
 * the first screen shows until then).
 */
const VIDEOS_AFTER_IDLE_MS = 3_000;

// Once the page has loaded and the browser is idle: nothing here competes with the first load.
function afterLoad(): void {
  const idle = () => {
    registerServiceWorker();
    setTimeout(startBackgroundVideos, VIDEOS_AFTER_IDLE_MS);
  };
  if ('requestIdleCallback' in window) requestIdleCallback(idle);
  else setTimeout(idle, 1000);
}
if (document.readyState === 'complete') afterLoad();
else window.addEventListener('load', afterLoad, { once: true });
