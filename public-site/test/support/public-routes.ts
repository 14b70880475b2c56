import { SITEMAP_PATHS } from '../../src/page-table.ts';

/** Every public page of the seeded site (the page table's), plus one area page. */
export const PUBLIC_ROUTES = [...SITEMAP_PATHS, '/areas/birmingham'];

/** Spec section 8, word for word. */
export const CALLBACK_SUCCESS = "Callback request submitted successfully! We'll contact you soon.";
