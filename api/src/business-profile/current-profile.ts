import type { BusinessProfile } from '@tow/contracts';
import type { Logger } from '@tow/server-kit/logger';
import type { DB } from '../db/database.ts';
import { readBusinessProfile } from '../db/repositories/business-profile.ts';
import type { ContentVersion } from '../events/content-version.ts';

/** The profile as this process knows it: what texts and emails say of the company. */
export interface CurrentProfile {
  /** The last profile read; kept in memory, as every text and email needs it. */
  current: () => BusinessProfile;
  /** The profile this process has just saved: its own next text uses it without a re-read. */
  saved: (profile: BusinessProfile) => void;
}

/**
 * Reads the profile once (the first start wrote it) and again whenever the public content
 * changes on any replica (a profile change bumps that version too), so a text sent a moment
 * after the owner saved a new name carries it, whichever replica sends it.
 */
export async function followBusinessProfile(
  db: DB,
  content: Pick<ContentVersion, 'onChange'>,
  logger: Logger,
): Promise<CurrentProfile> {
  const read = async () => {
    const profile = await readBusinessProfile(db);
    if (!profile) throw new Error('no business profile: the first start writes it');
    return profile;
  };
  let profile = await read();
  content.onChange(() => {
    read().then(
      (next) => {
        // A read begun before this process saved a change may finish after it.
        if (next.updated_at >= profile.updated_at) profile = next;
      },
      (error) =>
        logger.warn({ err: error }, 'could not read the business profile; keeping the last one'),
    );
  });
  return {
    current: () => profile,
    saved: (next) => {
      profile = next;
    },
  };
}
