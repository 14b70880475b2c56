import type { Location } from '@tow/contracts/location';
import { type RefObject, useEffect, useState } from 'react';
import type { Enhancements, Position } from './use-kept-draft.ts';

/**
 * "Use my location": the phone's position, described by the nearest served area ("Near Walsall
 * (±40 m)"), becomes the chosen location; a refusal or failure is said in one line.
 */
export function usePhonePosition(
  form: RefObject<HTMLFormElement | null>,
  enhancements: RefObject<Enhancements | null>,
  locations: readonly Location[],
) {
  const [position, setPosition] = useState<Position | null>(null);
  const [locating, setLocating] = useState(false);
  const [note, setNote] = useState('');

  // The position's text becomes the chosen location once its option exists.
  useEffect(() => {
    const element = form.current;
    const select = element?.elements.namedItem('location');
    if (!element || !position || !(select instanceof HTMLSelectElement)) return;
    select.value = position.label;
    enhancements.current?.saveDraft(element);
  }, [position, form, enhancements]);

  const locate = async () => {
    const module = enhancements.current ?? (await import('./form-enhancements.ts'));
    setLocating(true);
    setNote('');
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
