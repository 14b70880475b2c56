import type { ApiConfig } from '../env.ts';
import { siteUrlOf } from '../env.ts';

/**
 * Every tag an operation may carry, in the order the docs page shows them; Redocly's
 * `operation-tag-defined` rule (redocly.yaml) refuses a tag missing here.
 */
const TAGS = [
  { name: 'System', description: 'Liveness, readiness and the public content version.' },
  {
    name: 'Auth',
    description: 'Signing in (with two factor when set), out, and checking a token.',
  },
  {
    name: 'Callback requests',
    description:
      "Drivers' requests: the public form, the console's list, each request's steps, and the driver's status look-up.",
  },
  {
    name: 'Texts (provider webhooks)',
    description:
      "The SMS provider's delivery receipts and inbound texts (Twilio or Kannel); not for people.",
  },
  { name: 'Live events', description: "The consoles' live stream of changes to requests." },
  {
    name: 'Alerts',
    description: 'How staff hear of a new request: email, push and texts, their state and a test.',
  },
  {
    name: 'On call',
    description: 'Who is alerted at night: the weekly rota and one-off overrides.',
  },
  { name: 'Services', description: 'What the company offers, as the public site lists it.' },
  { name: 'Promotions', description: 'Offers shown on the public site while valid.' },
  { name: 'Reviews', description: "Customers' reviews: approved ones are public." },
  {
    name: 'Review requests',
    description:
      "Completed jobs' drivers asked for a review by text or email, their links and who opened them.",
  },
  {
    name: 'Locations',
    description:
      'The areas served, each with its own public page and its postcode districts, and "do you cover me?" by postcode.',
  },
  {
    name: 'Availability',
    description:
      'What the company can promise right now (busy, severe weather, limited): the banner of every public page until it ends.',
  },
  {
    name: 'SEO settings',
    description: "Each public page's title and description for search engines.",
  },
  {
    name: 'Site text',
    description: "The owner's words on the public pages, with every version kept for restore.",
  },
  {
    name: 'Make it yours',
    description: "The checklist from the demo to the company's own site, and removing the demo.",
  },
  { name: 'Vehicles', description: 'The fleet a job is sent with.' },
  {
    name: 'Media',
    description:
      "The company's photos: uploaded once, served as resized AVIF and WebP copies without metadata, chosen for services, the home hero and the about page.",
  },
  {
    name: 'Reports',
    description: 'Response times per day and week, and the requests as CSV for the accounts.',
  },
  { name: 'Users', description: 'Console accounts (owner only) and their invitations.' },
  {
    name: 'My account',
    description: "The signed-in user's own details, password, sessions and two factor.",
  },
  { name: 'Activity', description: 'The audit trail of changes (owner only).' },
  { name: 'Settings', description: 'Retention of personal data and the two-factor rule.' },
  {
    name: 'Business profile',
    description: 'The company running the site, as every page, text and email names it.',
  },
  {
    name: 'Personal data',
    description: "A person's data by phone or email: look-up and erasure (owner only).",
  },
  {
    name: 'Backups',
    description: 'When the database was last backed up, and the last failure (owner only).',
  },
];

/** The head of /api/openapi.json: what the API is, where it answers, and its tags. */
export function openApiDocument(config: Pick<ApiConfig, 'SITE_URL' | 'PORT'>) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Towing and recovery API',
      version: '1.0.0',
      description:
        'Every call of the public site and the admin console. Answers carry `success`; failures add `message` and, for validation, `errors` per field.',
    },
    // Paths start with /api, so the server is the site itself.
    servers: [{ url: siteUrlOf(config), description: 'This site' }],
    tags: TAGS,
  };
}
