/**
 * Every page of the public site, once: its address, whether it is in the sitemap, its labels in
 * the header's menu and the footer's links, and the stylesheets it brings. `routes.tsx` gives
 * each its route module (by `id`); the sitemap, the menus, the footer, the tests' list of pages
 * and the stylesheets the browser build emits (`stylesheetOrder`) are read from here. Plain data:
 * vite.config.ts reads it too. A new page is a row here and a folder under routes/.
 */
export interface PageEntry {
  /** The key of its route module in routes.tsx. */
  readonly id: string;
  /** The address: '/', '/about', '/areas/:slug'; '*' for every address no other page has. */
  readonly path: string;
  /** Listed in /sitemap.xml (a page with a parameter is listed per record instead, or never). */
  readonly sitemap: boolean;
  /** Its link in the header's menu and the mobile menu. */
  readonly menu?: string;
  /** Its link in the footer's quick links. */
  readonly quickLink?: string;
  /** Its link in the footer's legal links. */
  readonly legalLink?: string;
  /** Its own stylesheets (paths under src/), in cascade order. */
  readonly stylesheets: readonly string[];
}

/** What every page uses, emitted before any page's own (a page's rules win where both apply). */
export const SHARED_STYLESHEETS = [
  'shared/page.module.css',
  'layout/FloatingButtons.module.css',
  'layout/Footer.module.css',
  'layout/Header.module.css',
  'layout/site.css',
  'shared/callback/callback.module.css',
  'shared/coverage-check/coverage.module.css',
  'layout/AvailabilityBanner.module.css',
] as const;

export const PAGES = [
  {
    id: 'home',
    path: '/',
    sitemap: true,
    quickLink: 'Home',
    stylesheets: [
      'routes/home/EmergencyPopup.module.css',
      'routes/home/sections/sections.module.css',
      'routes/home/sections/BackgroundVideo.module.css',
      'routes/home/sections/Hero.module.css',
      'routes/home/sections/ServicesSection.module.css',
    ],
  },
  {
    id: 'services',
    path: '/services',
    sitemap: true,
    quickLink: 'Services',
    stylesheets: ['routes/services/services.module.css'],
  },
  {
    id: 'promotions',
    path: '/promotions',
    sitemap: true,
    quickLink: 'Promotions',
    stylesheets: ['routes/promotions/promotions.module.css'],
  },
  {
    id: 'about',
    path: '/about',
    sitemap: true,
    menu: 'About',
    quickLink: 'About Us',
    stylesheets: ['routes/about/about.module.css'],
  },
  {
    id: 'reviews',
    path: '/reviews',
    sitemap: true,
    menu: 'Reviews',
    quickLink: 'Reviews',
    stylesheets: ['routes/reviews/reviews.module.css'],
  },
  {
    id: 'faq',
    path: '/faq',
    sitemap: true,
    menu: 'FAQ',
    quickLink: 'FAQ',
    stylesheets: ['routes/faq/faq.module.css'],
  },
  {
    id: 'contact',
    path: '/contact',
    sitemap: true,
    menu: 'Contact',
    quickLink: 'Request a Callback',
    stylesheets: ['routes/contact/contact.module.css'],
  },
  {
    id: 'privacy',
    path: '/privacy-policy',
    sitemap: true,
    legalLink: 'Privacy Policy',
    stylesheets: ['routes/legal/legal.module.css'],
  },
  {
    id: 'terms',
    path: '/terms-of-service',
    sitemap: true,
    legalLink: 'Terms of Service',
    stylesheets: ['routes/legal/legal.module.css'],
  },
  {
    id: 'cookies',
    path: '/cookie-policy',
    sitemap: true,
    legalLink: 'Cookie Policy',
    stylesheets: ['routes/legal/legal.module.css'],
  },
  {
    id: 'area',
    path: '/areas/:slug',
    sitemap: false,
    stylesheets: ['routes/area/area.module.css'],
  },
  {
    id: 'requestStatus',
    path: '/request/:token',
    sitemap: false,
    stylesheets: ['routes/request-status/request-status.module.css'],
  },
  {
    id: 'notFound',
    path: '*',
    sitemap: false,
    stylesheets: ['routes/not-found/not-found.module.css'],
  },
] as const satisfies readonly PageEntry[];

export type PageId = (typeof PAGES)[number]['id'];

/** The addresses of the sitemap's fixed pages, in the table's order. */
export const SITEMAP_PATHS: readonly string[] = PAGES.filter((p) => p.sitemap).map((p) => p.path);

/** A link of the menus or the footer. */
export interface PageLink {
  readonly to: string;
  readonly label: string;
}

/** The pages with a label of the given kind, as links, in the table's order. */
export function pageLinks(kind: 'menu' | 'quickLink' | 'legalLink'): PageLink[] {
  return PAGES.flatMap((entry: PageEntry) => {
    const label = entry[kind];
    return label ? [{ to: entry.path, label }] : [];
  });
}

/** Every stylesheet under src/, once each, shared first and then the pages' in the table's order. */
export function stylesheetOrder(): string[] {
  return [...new Set([...SHARED_STYLESHEETS, ...PAGES.flatMap((p) => p.stylesheets)])];
}
