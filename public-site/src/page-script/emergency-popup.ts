/** How long after the home page opens the pop-up appears (spec 9: "flag after home mount"). */
const HOME_MOUNT_FLAG_MS = 3_000;

/** Once closed, the pop-up stays closed for the rest of the browser session. */
const DISMISSED_KEY = 'wmr-emergency-popup-dismissed';

function wasDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberDismissed(): void {
  try {
    sessionStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Storage blocked: it just shows again on the next visit to the home page.
  }
}

/**
 * The home page's emergency-help pop-up (routes/home/EmergencyPopup.tsx, a manual popover in the
 * server HTML): shown 3 seconds after the page opens unless closed earlier in this session. Its
 * button or Escape closes it for the session; it never takes focus.
 */
export function scheduleEmergencyPopup(): void {
  const popup = document.getElementById('emergency-popup');
  if (!popup || wasDismissed()) return;
  popup.addEventListener('toggle', (event) => {
    if ((event as ToggleEvent).newState === 'closed') rememberDismissed();
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && popup.contains(document.activeElement)) popup.hidePopover();
  });
  // Counted from the page's start: this script itself loads once the page has painted.
  window.setTimeout(() => popup.showPopover(), Math.max(0, HOME_MOUNT_FLAG_MS - performance.now()));
}
