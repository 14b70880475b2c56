import type { Location } from '@tow/contracts/location';
import { type RefObject, useEffect, useState } from 'react';
import { saveDraft } from './kept-draft.ts';
import type { Position } from './use-kept-draft.ts';

type FindPosition = typeof import('./find-position.ts');

let finder: Promise<FindPosition> | null = null;

/** The position's chunk, fetched once; a failed fetch is tried again on the next tap. */
function loadFinder(): Promise<FindPosition> {
  finder ??= import('./find-position.ts').catch((error: unknown) => {
    finder = null;
    throw error;
  });
  return finder;
}

/**
 * "Use my location": the phone's position, described by the nearest served area ("Near Walsall
 * (±40 m)"), becomes the chosen location; a refusal or failure is said in one line.
 */
export function usePhonePosition(
  form: RefObject<HTMLFormElement | null>,
  locations: readonly Location[],
) {
  const [position, setPosition] = useState<Position | null>(null);
  const [locating, setLocating] = useState(false);
  const [note, setNote] = useState('');
  // Fetched as the form wakes, so a tap on "Use my location" does not wait for it on a weak signal.
  useEffect(() => {
    loadFinder().catch(() => {});
  }, []);

  // The position's text becomes the chosen location once its option exists.
  useEffect(() => {
    const element = form.current;
    const select = element?.elements.namedItem('location');
    if (!element || !position || !(select instanceof HTMLSelectElement)) return;
    select.value = position.label;
    saveDraft(element);
  }, [position, form]);

  const locate = async () => {
    setLocating(true);
    setNote('');
    let module: FindPosition;
    try {
      module = await loadFinder();
    } catch {
      setLocating(false);
      setNote('We could not find your location. Please pick your area from the list.');
      return;
    }
    const found = await module.findPosition();
    setLocating(false);
    if ('problem' in found) {
      setNote(found.problem);
      return;
    }
    const label = module.describePosition(found, locations);
    setPosition({
      latitude: String(found.latitude),
      longitude: String(found.longitude),
      accuracy: String(Math.round(found.accuracy)),
      label,
    });
    setNote(`Location added: ${label}.`);
  };

  const forget = () => {
    setPosition(null);
    setNote('');
  };

  return { position, setPosition, locating, note, locate, forget };
}
