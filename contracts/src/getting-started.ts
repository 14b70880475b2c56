import { z } from 'zod';

/**
 * "Make it yours": what a company does to turn the demo into its own site, each step ticked from
 * the data (never from a box someone clicked), shown on the dashboard while demo content is left.
 */
export const GETTING_STARTED_STEPS = ['profile', 'areas', 'photos', 'words', 'demo'] as const;
export type GettingStartedStep = (typeof GETTING_STARTED_STEPS)[number];

export const GettingStartedItem = z.object({
  step: z.enum(GETTING_STARTED_STEPS),
  done: z.boolean(),
});

/** How many demo rows are left, by what they are. */
export const DemoContentCounts = z.object({
  callback_requests: z.number().int().min(0),
  reviews: z.number().int().min(0),
  promotions: z.number().int().min(0),
});
export type DemoContentCounts = z.infer<typeof DemoContentCounts>;

export const GettingStarted = z.object({
  show: z.boolean().describe('True while any demo request, review or offer is left'),
  items: z.array(GettingStartedItem),
  demo: DemoContentCounts,
  areas_without_districts: z
    .array(z.string())
    .describe('Active areas with no postcode district yet, by name: nobody there can check'),
});
export type GettingStarted = z.infer<typeof GettingStarted>;
