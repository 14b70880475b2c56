import type { BusinessProfile, BusinessProfileFields } from '@tow/contracts';
import type { DB } from '../db/database.ts';
import { insertAuditEvent } from '../db/repositories/audit-events.ts';
import {
  mediaExists,
  readBusinessProfile,
  writeBusinessProfile,
} from '../db/repositories/business-profile.ts';
import { ApiError } from '../lib/api-error.ts';

/** The profile's fields one level flat (`address.town`), as the audit trail lists changes. */
function flat(profile: BusinessProfileFields): Record<string, unknown> {
  const { address, social, ...rest } = profile;
  return {
    ...rest,
    ...Object.fromEntries(Object.entries(address).map(([k, v]) => [`address.${k}`, v])),
    ...Object.fromEntries(Object.entries(social).map(([k, v]) => [`social.${k}`, v])),
  };
}

/** `{ field: { before, after } }` for each field the save changed. */
function changesOf(before: BusinessProfileFields, after: BusinessProfileFields) {
  const was = flat(before);
  return Object.fromEntries(
    Object.entries(flat(after))
      .filter(([field, value]) => was[field] !== value)
      .map(([field, value]) => [field, { before: was[field], after: value }]),
  );
}

async function checkLogo(trx: DB, id: number | null): Promise<void> {
  if (id === null) return;
  const found = await mediaExists(trx, id);
  if (found === true) return;
  const message =
    found === 'no-library'
      ? 'Logos come from the media library, which this site does not have yet: leave the logo empty'
      : `There is no image ${id} in the media library`;
  throw new ApiError(422, message, { errors: { logo_media_id: [message] } });
}

/**
 * The owner's save: the whole profile replaced, and what changed written to the audit trail in
 * the same transaction (a save that changes nothing leaves no entry).
 */
export async function saveBusinessProfile(
  trx: DB,
  fields: BusinessProfileFields,
  actor: { id: number; name: string; ip: string | null },
): Promise<BusinessProfile> {
  const before = await readBusinessProfile(trx);
  if (!before) throw new Error('no business profile: the first start writes it');
  await checkLogo(trx, fields.logo_media_id);
  const saved = await writeBusinessProfile(trx, fields);
  const changes = changesOf(before, fields);
  if (Object.keys(changes).length > 0) {
    await insertAuditEvent(trx, {
      actorId: actor.id,
      actorName: actor.name,
      action: 'update',
      entity: 'business_profile',
      entityId: null,
      ip: actor.ip,
      changes,
    });
  }
  return saved;
}
