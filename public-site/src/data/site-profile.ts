import type { BusinessProfile as ApiBusinessProfile } from '@tow/contracts/business-profile';
import { type BusinessProfile, profileFromApi } from '../lib/business-profile.ts';
import { callApi } from './api.ts';
import { oncePerRequest } from './request-cache.ts';

let configuredProfile: BusinessProfile | undefined;
let lastAnswered: BusinessProfile | undefined;
let browserProfile: BusinessProfile | undefined;

/** Set once by the SSR server from its configuration: the profile until the API answers. */
export function setServerProfile(profile: BusinessProfile): void {
  configuredProfile = profile;
}

/**
 * The business this site is for, as last known. The server has the API's last answer (its
 * SITE_* configuration before the first); the browser reads the copy the server wrote into the
 * page (#client-config), so both render the same name and number.
 */
export function siteProfile(): BusinessProfile {
  if (typeof document === 'undefined') {
    if (!configuredProfile) throw new Error('setServerProfile was not called');
    return lastAnswered ?? configuredProfile;
  }
  if (!browserProfile) {
    const config = JSON.parse(document.getElementById('client-config')?.textContent ?? '{}') as {
      profile?: BusinessProfile;
    };
    if (!config.profile) throw new Error('#client-config has no profile');
    browserProfile = config.profile;
  }
  return browserProfile;
}

async function fetchProfile(): Promise<BusinessProfile> {
  try {
    const response = await callApi('/business-profile', {
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = (await response.json()) as { profile?: ApiBusinessProfile };
    if (!body.profile) throw new Error('no "profile" in the answer');
    lastAnswered = profileFromApi(body.profile, siteProfile());
    return lastAnswered;
  } catch (error) {
    // A page must still render with a number to call: the last profile known stands in.
    console.warn(
      'GET /api/business-profile failed:',
      error instanceof Error ? error.message : error,
    );
    return siteProfile();
  }
}

/** The owner's profile for this render, asked of the API at most once per render. */
export function loadBusinessProfile(request: Request): Promise<BusinessProfile> {
  return oncePerRequest(request, '/business-profile', fetchProfile);
}
