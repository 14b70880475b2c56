// No zod here: the public site's browser code fills these words too.

/** The area covered, as the business profile stores it (short and wide may be ''). */
export interface RegionFields {
  readonly region: string;
  readonly region_short: string;
  readonly region_wide: string;
}

/**
 * The placeholders that name the area covered: `{region}` in a sentence ("towing across
 * Birmingham and the West Midlands"), `{region_short}` where space is tight, `{region_wide}` as
 * the wider area ("drivers across the West Midlands"). A form the owner left empty is `region`.
 */
export function regionPlaceholders(profile: RegionFields): RegionFields {
  return {
    region: profile.region,
    region_short: profile.region_short || profile.region,
    region_wide: profile.region_wide || profile.region,
  };
}

/** The wider area before a noun: "the West Midlands" → "a West Midlands road". */
export function regionBeforeNoun(wide: string): string {
  return wide.replace(/^the\s+/i, '');
}
