import { claimPlaceholders, type Placeholders, regionPlaceholders } from '@tow/contracts';
import type { CurrentProfile } from '../business-profile/current-profile.ts';
import type { DB } from '../db/database.ts';
import { readBusinessProfile } from '../db/repositories/business-profile.ts';

/**
 * What `{company}`, `{phone}`, `{region}` (`{region_short}`, `{region_wide}`), `{rating}` and
 * `{established}` stand for in the owner's words: the business profile as saved, read from the
 * database rather than this replica's copy, so an answer kept until the content version moves
 * never holds the name from before a profile change.
 */
export async function companyPlaceholders(db: DB, profile: CurrentProfile): Promise<Placeholders> {
  const saved = (await readBusinessProfile(db)) ?? profile.current();
  return {
    company: saved.name,
    phone: saved.phone,
    ...regionPlaceholders(saved),
    ...claimPlaceholders(saved),
  };
}
