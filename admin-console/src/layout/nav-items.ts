import type { IconName } from '@tow/shared-ui/host/components';

export interface NavItem {
  readonly label: string;
  /** Relative to /admin. */
  readonly to: string;
  readonly icon: IconName;
  /** What the item leads to, for the dashboard's section links. */
  readonly summary: string;
}

/** The sidebar, in the order of spec section 2; the dashboard links to the same sections. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', to: '/', icon: 'dashboard', summary: 'Overview and recent requests' },
  {
    label: 'Services',
    to: '/services',
    icon: 'truck',
    summary: 'What we offer, shown on the site',
  },
  { label: 'Promotions', to: '/promotions', icon: 'tag', summary: 'Offers, codes and dates' },
  { label: 'Reviews', to: '/reviews', icon: 'star', summary: 'Approve and feature reviews' },
  { label: 'Callbacks', to: '/callbacks', icon: 'phone', summary: 'Callback requests to answer' },
  { label: 'Locations', to: '/locations', icon: 'map-pin', summary: 'Areas we cover' },
  { label: 'Media', to: '/media', icon: 'image', summary: 'Your photos on the website' },
  { label: 'Vehicles', to: '/vehicles', icon: 'truck', summary: 'The fleet crews are sent in' },
  { label: 'Reports', to: '/reports', icon: 'clock', summary: 'Response times and the CSV export' },
  {
    label: 'Site text',
    to: '/site-text',
    icon: 'edit',
    summary: 'The words of your pages',
  },
  {
    label: 'SEO Settings',
    to: '/seo',
    icon: 'settings-seo',
    summary: 'Page titles and descriptions',
  },
];

/** The callbacks screen showing only pending requests (the bell's link). */
export const PENDING_CALLBACKS_PATH = '/callbacks?status=pending';

/**
 * The links below the sections: the team's (On call, My account) for everyone, the rest for
 * owners only.
 */
export const ACCOUNT_NAV_ITEMS: readonly {
  label: string;
  to: string;
  ownerOnly: boolean;
  /** Shown to the crew too (their own account is all of the team's links they reach). */
  crew: boolean;
}[] = [
  { label: 'On call', to: '/on-call', ownerOnly: false, crew: false },
  { label: 'My account', to: '/account', ownerOnly: false, crew: true },
  { label: 'Users', to: '/users', ownerOnly: true, crew: false },
  { label: 'Activity', to: '/activity', ownerOnly: true, crew: false },
  { label: 'Privacy', to: '/privacy', ownerOnly: true, crew: false },
  { label: 'Backups', to: '/backups', ownerOnly: true, crew: false },
  { label: 'Business profile', to: '/business-profile', ownerOnly: true, crew: false },
];

/** Where a crew member's console opens: their jobs. */
export const CREW_HOME = '/jobs';

/** A crew member's console: the jobs given to them and their own account, nothing else. */
export const CREW_NAV_ITEMS: readonly NavItem[] = [
  { label: 'My jobs', to: CREW_HOME, icon: 'truck', summary: 'The jobs given to you' },
];

/** The only addresses a crew member's console shows; any other leads to their jobs. */
export const CREW_PATHS: readonly string[] = [
  ...CREW_NAV_ITEMS.map((item) => item.to),
  ...ACCOUNT_NAV_ITEMS.filter((item) => item.crew).map((item) => item.to),
];
