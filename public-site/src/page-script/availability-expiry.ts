/** On the availability banner (layout/AvailabilityBanner.tsx): when it ends, an ISO timestamp. */
export const AVAILABILITY_EXPIRES_ATTRIBUTE = 'data-availability-expires';

/**
 * Removes the availability banner when its time is up, in a page left open (and at once in one
 * served after it: a copy kept by the server or the offline cache), as the server's next render
 * would.
 */
export function expireAvailabilityBanner(): void {
  const banner = document.querySelector<HTMLElement>(`[${AVAILABILITY_EXPIRES_ATTRIBUTE}]`);
  const ends = Date.parse(banner?.getAttribute(AVAILABILITY_EXPIRES_ATTRIBUTE) ?? '');
  if (!banner || Number.isNaN(ends)) return;
  window.setTimeout(() => banner.remove(), Math.max(0, ends - Date.now()));
}
