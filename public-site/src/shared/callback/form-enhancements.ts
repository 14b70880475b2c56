/**
 * What the callback form does once JavaScript runs, loaded only by the form itself (its own
 * chunk): keep the draft in the browser as the driver types, and read the phone's position.
 */
import { nearestArea, SERVED_RADIUS_KM } from '@tow/contracts/geo';
import type { Location } from '@tow/contracts/location';
import { untouched } from '../../islands/keep-typed-values.ts';
import { CALLBACK_DRAFT_KEY } from './draft-key.ts';

export type Draft = Record<string, string>;

/** Every named field of the form as text ("yes" or "" for the unsafe-location box). */
export function readForm(form: HTMLFormElement): Draft {
  const draft: Draft = {};
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) {
      if (element instanceof HTMLTextAreaElement && element.name)
        draft[element.name] = element.value;
      continue;
    }
    if (!element.name) continue;
    if (element instanceof HTMLInputElement && element.type === 'checkbox') {
      draft[element.name] = element.checked ? element.value : '';
    } else {
      draft[element.name] = element.value;
    }
  }
  return draft;
}

export function saveDraft(form: HTMLFormElement): void {
  try {
    localStorage.setItem(CALLBACK_DRAFT_KEY, JSON.stringify(readForm(form)));
  } catch {
    // Private mode or a full storage: the form still works, only without the safety net.
  }
}

export function loadDraft(): Draft | null {
  try {
    const text = localStorage.getItem(CALLBACK_DRAFT_KEY);
    const draft = text ? (JSON.parse(text) as unknown) : null;
    return draft && typeof draft === 'object' ? (draft as Draft) : null;
  } catch {
    return null;
  }
}

export function clearDraft(): void {
  try {
    localStorage.removeItem(CALLBACK_DRAFT_KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}

/**
 * Puts a saved draft back into the form's fields (hidden ones and the unsafe box included),
 * except where the visitor has typed already (before the form's island woke, for one).
 */
export function fillForm(form: HTMLFormElement, draft: Draft): void {
  for (const [name, value] of Object.entries(draft)) {
    const element = form.elements.namedItem(name);
    if (
      !(
        element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement
      ) ||
      !untouched(element)
    )
      continue;
    if (element instanceof HTMLInputElement && element.type === 'checkbox') {
      element.checked = value !== '';
    } else {
      element.value = value;
    }
  }
}

export interface FoundPosition {
  latitude: number;
  longitude: number;
  accuracy: number;
}

/** "Near Walsall (±40 m)", or the coordinates when every served area is over 30 km away. */
export function describePosition(
  position: FoundPosition,
  locations: readonly Pick<Location, 'name' | 'latitude' | 'longitude'>[],
): string {
  const nearest = nearestArea(position, locations);
  const accuracy = `±${Math.round(position.accuracy)} m`;
  if (nearest && nearest.distanceKm <= SERVED_RADIUS_KM) {
    return `Near ${nearest.area.name} (${accuracy})`;
  }
  return `My position ${position.latitude.toFixed(4)}, ${position.longitude.toFixed(4)} (${accuracy})`;
}

/** The phone's position, or a one-line reason it could not be read. */
export function findPosition(): Promise<FoundPosition | { problem: string }> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) {
      resolve({
        problem: 'This browser cannot share your location. Please pick your area from the list.',
      });
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({
          latitude: coords.latitude,
          longitude: coords.longitude,
          accuracy: coords.accuracy,
        }),
      (error) =>
        resolve({
          problem:
            error.code === error.PERMISSION_DENIED
              ? 'Location is turned off for this site. Please pick your area from the list.'
              : 'We could not find your location. Please pick your area from the list.',
        }),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  });
}
