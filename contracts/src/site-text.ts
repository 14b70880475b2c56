import { z } from 'zod';
import { Id, Timestamp } from './fields.ts';
import { refusedLinks } from './rich-text.ts';

/**
 * The words of the public pages the owner edits in the console's Site text screen. Each text is
 * a heading (one line) and a body (paragraphs and links, see rich-text.ts), published as a new
 * version; the newest version of a key is what every page shows. Until one is published, the
 * spec's words below are the text. Placeholders: `{company}`, `{phone}`, the area covered
 * (`{region}`, `{region_short}`, `{region_wide}`: see region-words.ts), the claims `{rating}` and
 * `{established}` (a sentence holding one the profile leaves empty is left out: claim-words.ts),
 * and on an area page `{area}`.
 */
export const SITE_TEXT_PAGE_KEYS = [
  'home-hero',
  'about-hero',
  'about-story',
  'contact-hero',
] as const;
export type SiteTextPageKey = (typeof SITE_TEXT_PAGE_KEYS)[number];

/** An area page's text is keyed by the area's id, so renaming the area keeps its words. */
export const areaTextKey = (locationId: number) => `area-${locationId}`;

/** The area's id in an area text key (`area-12` → 12), or null for any other key. */
export function areaIdOfKey(key: string): number | null {
  const match = /^area-([1-9][0-9]{0,8})$/.exec(key);
  return match ? Number(match[1]) : null;
}

export const SITE_TEXT_KEY_PATTERN =
  /^(?:home-hero|about-hero|about-story|contact-hero|area-[1-9][0-9]{0,8})$/;

export interface SiteTextWords {
  readonly heading: string;
  readonly body: string;
}

export interface SiteTextPlace {
  /** Where the words are, as the owner knows the page. */
  readonly label: string;
  /** The same in a sentence of the activity log ("the top of the home page"). */
  readonly where: string;
  readonly headingLabel: string;
  readonly bodyLabel: string;
  /** The spec's words: the text until the owner publishes one. */
  readonly defaults: SiteTextWords;
}

export const SITE_TEXT_PLACES: Record<SiteTextPageKey | 'area', SiteTextPlace> = {
  'home-hero': {
    label: 'Home page: the top of the page',
    where: 'the top of the home page',
    headingLabel: 'Main heading',
    bodyLabel: 'Text under the heading',
    defaults: {
      heading: 'Quick emergency towing and recovery in {region}',
      body: 'Broken down, had an accident or run out of fuel? Our local team is on call 24/7, 365 days a year, to get you and your vehicle moving again.',
    },
  },
  'about-hero': {
    label: 'About page: the top of the page',
    where: 'the top of the about page',
    headingLabel: 'Main heading',
    bodyLabel: 'Text under the heading',
    defaults: {
      heading: 'About {company}',
      body: 'Your local 24/7 towing and breakdown recovery team for {region}: a calm voice on the phone, a clear quote and a truck on its way.',
    },
  },
  'about-story': {
    label: 'About page: your story',
    where: 'the story on the about page',
    headingLabel: 'Heading',
    bodyLabel: 'Your story',
    defaults: {
      heading: 'A local recovery team you can rely on',
      body: [
        '{company} was established in {established} to give drivers in {region} a recovery service that answers the phone, turns up and treats them properly. We started with a simple idea: when you are stuck at the roadside, you want a calm voice, a clear quote and a truck on its way.',
        'Since then we have helped drivers on city streets, retail car parks, country lanes and the busy motorways around Birmingham, from Spaghetti Junction to the M42 and M6 Toll. We know the local roads, the junctions and the garages, which helps us reach you quickly and take your vehicle where it needs to go.',
        'We are still a local firm at heart. We are licensed and fully insured, open 24/7 and 365 days a year, and proud of our {rating} star Google rating, which we earn one job at a time.',
      ].join('\n\n'),
    },
  },
  'contact-hero': {
    label: 'Contact page: the top of the page',
    where: 'the top of the contact page',
    headingLabel: 'Main heading',
    bodyLabel: 'Text under the heading',
    defaults: {
      heading: 'Contact us',
      body: 'Ask for a callback and a member of our team will ring you back. If you are stranded or in an unsafe place, do not wait: call us now.',
    },
  },
  area: {
    label: 'Area page',
    where: 'the top of the {area} area page',
    headingLabel: 'Main heading',
    bodyLabel: 'Text under the heading',
    defaults: {
      heading: 'Towing & recovery in {area}',
      body: 'Broken down, had an accident or run out of fuel in {area}? Our local team is on call 24 hours a day, 365 days a year.',
    },
  },
};

/** The place of a key (`area-12` is an area page), or undefined for a key that is none. */
export function siteTextPlace(key: string): SiteTextPlace | undefined {
  if (areaIdOfKey(key) !== null) return SITE_TEXT_PLACES.area;
  return (SITE_TEXT_PAGE_KEYS as readonly string[]).includes(key)
    ? SITE_TEXT_PLACES[key as SiteTextPageKey]
    : undefined;
}

export const SITE_TEXT_HEADING_MAX = 160;
export const SITE_TEXT_BODY_MAX = 5000;

export const SiteTextInput = z.object({
  heading: z
    .string({
      error: (issue) =>
        issue.input === undefined ? 'Heading is required' : 'Heading must be text',
    })
    .trim()
    .min(1, 'Heading is required')
    .max(SITE_TEXT_HEADING_MAX, `Heading must be at most ${SITE_TEXT_HEADING_MAX} characters`)
    .refine((heading) => !heading.includes('\n'), 'Heading must be one line'),
  body: z
    .string({
      error: (issue) => (issue.input === undefined ? 'Text is required' : 'Text must be text'),
    })
    .trim()
    .min(1, 'Text is required')
    .max(SITE_TEXT_BODY_MAX, `Text must be at most ${SITE_TEXT_BODY_MAX} characters`)
    .superRefine((body, ctx) => {
      const refused = refusedLinks(body);
      if (refused.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `A link must go to https://…, a page of this site (/contact), tel: or mailto: (not ${refused.join(', ')})`,
        });
      }
    }),
});
export type SiteTextInput = z.input<typeof SiteTextInput>;

/** A published text as every page shows it: placeholders filled, the body as escaped HTML. */
export const SiteText = z.object({
  key: z.string(),
  label: z.string(),
  heading: z.string().describe('Plain text: placeholders filled, to be escaped where it is shown'),
  html: z
    .string()
    .describe('The body as HTML: <p>, <br> and <a href> only, every other character escaped'),
  published_at: Timestamp.nullable().describe('null while the default words are shown'),
});
export type SiteText = z.infer<typeof SiteText>;

/** One published version, as written (placeholders not filled). */
export const SiteTextVersion = z.object({
  id: Id,
  key: z.string(),
  heading: z.string(),
  body: z.string(),
  published_at: Timestamp,
  published_by: z.string().nullable().describe('Who published it; null when not known'),
  restored_from: Id.nullable().describe('The version this one brought back, when a restore'),
});
export type SiteTextVersion = z.infer<typeof SiteTextVersion>;

/** What the editor needs: where the words are, the defaults, the placeholders and the versions. */
export const SiteTextDetail = z.object({
  key: z.string(),
  label: z.string(),
  heading_label: z.string(),
  body_label: z.string(),
  defaults: z.object({ heading: z.string(), body: z.string() }),
  current: z.object({ heading: z.string(), body: z.string() }),
  placeholders: z.record(z.string(), z.string()),
  versions: z.array(SiteTextVersion).describe('Newest first'),
});
export type SiteTextDetail = z.infer<typeof SiteTextDetail>;
