const UNSAFE_BOX = 'input[name="unsafe_location"]';

function revealCall999(box: HTMLInputElement): void {
  box.closest('fieldset')?.querySelector('a[href="tel:999"]')?.scrollIntoView({ block: 'nearest' });
}

/**
 * Ticking "Are you somewhere unsafe?" (shared/callback/SafetyQuestion.tsx) brings the advice's
 * 999 button into view: on a phone it opened below the fold or under the call bar. A listener on
 * the document, so it works before the form's island wakes; and as this script may itself load on
 * that very tick (a visitor's first input), a box found ticked when it starts is revealed too.
 */
export function revealSafetyAdvice(): void {
  for (const box of document.querySelectorAll<HTMLInputElement>(`${UNSAFE_BOX}:checked`)) {
    revealCall999(box);
  }
  document.addEventListener('change', (event) => {
    const box = event.target;
    if (box instanceof HTMLInputElement && box.matches(UNSAFE_BOX) && box.checked) {
      revealCall999(box);
    }
  });
}
