import type { BusinessProfile } from '../lib/business-profile.ts';

let serverProfile: BusinessProfile | undefined;
let browserProfile: BusinessProfile | undefined;

/** Set once by the SSR server from its SITE_* configuration. */
export function setServerProfile(profile: BusinessProfile): void {
  serverProfile = profile;
}

/**
 * The business this site is for. The server has it from configuration; the browser reads the copy
 * the server wrote into the page (#client-config), so both render the same name and number.
 */
export function siteProfile(): BusinessProfile {
  if (typeof document === 'undefined') {
    if (!serverProfile) throw new Error('setServerProfile was not called');
    return serverProfile;
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
