import { useCallback } from 'react';
import { fillCopy } from '../../lib/business-profile.ts';
import { useRootData } from '../../routes/root-data.ts';

/** `fill('Call {phone}')` → "Call 07700 900123", from the business profile. */
export function useFill(): (text: string, extra?: Record<string, string>) => string {
  const { profile } = useRootData();
  return useCallback((text, extra) => fillCopy(text, profile, extra), [profile]);
}
