import { useCallback } from 'react';
import { apiRequest } from '../api/client.ts';
import type { StatusController } from './use-status.ts';

/** Texts of one toggle, from lib/messages.ts (e.g. "Service activated" / "Service deactivated"). */
export interface ToggleTexts {
  readonly on: string;
  readonly off: string;
  readonly failed: string;
}

/** A screen's messages about its `is_active` toggle. */
export interface ActiveToggleMessages {
  readonly activated: string;
  readonly deactivated: string;
  readonly statusFailed: string;
}

/** The texts of an `is_active` toggle from a screen's messages ("Service activated", …). */
export function activeToggleTexts(messages: ActiveToggleMessages): ToggleTexts {
  return { on: messages.activated, off: messages.deactivated, failed: messages.statusFailed };
}

/**
 * The whole record with one boolean flipped, as PUT sends it (spec section 4: "sending the whole
 * record with the flag flipped"). The API ignores the read-only fields (id, timestamps).
 */
export function withFlagFlipped<T extends object, K extends keyof T>(record: T, flag: K): T {
  return { ...record, [flag]: !record[flag] };
}

/**
 * An inline toggle of a list screen:
 * `const toggle = useFlagToggle('/services', status, list.reload);`
 * `toggle(service, 'is_active', { on: 'Service activated', off: 'Service deactivated', failed: 'Failed to update service status' })`.
 * Shows the on/off text on success (then reloads the list), the failure text otherwise.
 */
export function useFlagToggle(
  resourcePath: string,
  status: StatusController,
  reload: () => Promise<void>,
) {
  return useCallback(
    async <T extends { id: number }, K extends keyof T>(record: T, flag: K, texts: ToggleTexts) => {
      const next = withFlagFlipped(record, flag);
      try {
        await apiRequest('PUT', `${resourcePath}/${record.id}`, next);
      } catch (failure) {
        console.warn(`PUT ${resourcePath}/${record.id} failed`, failure);
        status.error(texts.failed);
        return;
      }
      status.success(next[flag] ? texts.on : texts.off);
      await reload();
    },
    [resourcePath, status, reload],
  );
}

/** What `useFlagToggle` gives a screen. */
export type FlagToggle = ReturnType<typeof useFlagToggle>;
