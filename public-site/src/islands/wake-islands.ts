import { EARLY_TAP_ATTRIBUTE, HYDRATING_ATTRIBUTE, type IslandWake } from './island-names.ts';

/** What wakes an `interaction` island: the first touch, click, focus or key inside it. */
const INTERACTIONS = ['pointerdown', 'focusin', 'keydown'] as const;

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(run);
  else setTimeout(run, 1000);
}

/** Whether this browser keeps something under `key` (a draft to put back into the island). */
function stored(key: string | undefined): boolean {
  if (!key) return false;
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/**
 * Finds the page's islands (src/islands/Island.tsx) and hydrates each when its `wake` says. React,
 * the federation runtime and shared-ui load with the first island that wakes, never before.
 */
export function wakeIslands(): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    // A tap on a plain button while the island's code loads would do nothing (React is not
    // there yet, and the browser has no default for it): it is made again once hydrated.
    // A tap made before this script ran, which the loader marked, counts the same.
    let tapped = element.querySelector<HTMLElement>(`[${EARLY_TAP_ATTRIBUTE}]`);
    tapped?.removeAttribute(EARLY_TAP_ATTRIBUTE);
    const rememberTap = (event: Event) => {
      if (element.hasAttribute(HYDRATING_ATTRIBUTE)) return;
      tapped = (event.target as Element).closest<HTMLElement>('button[type="button"]');
    };
    element.addEventListener('click', rememberTap, true);
    const hydrate = () => {
      void import('./hydrate-island.tsx')
        .then((module) => module.hydrateIsland(element))
        .then(() => {
          element.removeEventListener('click', rememberTap, true);
          tapped?.click();
        });
    };
    const wake = element.dataset.islandWake as IslandWake | undefined;
    if (tapped) {
      hydrate();
      continue;
    }
    if (wake === 'idle' || stored(element.dataset.islandStoredKey)) {
      whenIdle(hydrate);
      continue;
    }
    const once = () => {
      for (const type of INTERACTIONS) element.removeEventListener(type, once, true);
      hydrate();
    };
    for (const type of INTERACTIONS) element.addEventListener(type, once, true);
    // Focus that arrived before this script ran (autofocus, a quick tap) counts as well.
    if (element.contains(document.activeElement)) once();
  }
}
