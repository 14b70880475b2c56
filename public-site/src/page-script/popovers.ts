const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: Element): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

/**
 * The header's dropdowns and the mobile menu are native popovers (open, close on an outside
 * click or Escape, one at a time, all without script). This adds what HTML leaves to script:
 * `aria-expanded` on each toggle, focus moved into and kept inside the modal mobile menu, and a
 * link to a part of the same page closing the popover it sits in.
 */
export function enhancePopovers(): void {
  for (const toggle of document.querySelectorAll<HTMLButtonElement>('button[popovertarget]')) {
    if (toggle.getAttribute('popovertargetaction') === 'hide') continue;
    const target = document.getElementById(toggle.getAttribute('popovertarget') ?? '');
    if (!target) continue;
    const open = target.matches(':popover-open');
    toggle.setAttribute('aria-expanded', String(open));
    // Opened before this script ran (the tap that made it load): focus goes in as it would have.
    if (open && target.getAttribute('aria-modal') === 'true') focusables(target)[0]?.focus();
    target.addEventListener('toggle', (event) => {
      const open = (event as ToggleEvent).newState === 'open';
      toggle.setAttribute('aria-expanded', String(open));
      if (open && target.getAttribute('aria-modal') === 'true') focusables(target)[0]?.focus();
    });
  }

  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest?.('a[href]');
    const popover = link?.closest<HTMLElement>('[popover]');
    if (popover?.matches(':popover-open')) popover.hidePopover();
  });

  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    const modal = document.querySelector('[popover][aria-modal="true"]:popover-open');
    if (!modal) return;
    const items = focusables(modal);
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    const outside = !modal.contains(document.activeElement);
    if (event.shiftKey && (outside || document.activeElement === first)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (outside || document.activeElement === last)) {
      event.preventDefault();
      first.focus();
    }
  });
}
