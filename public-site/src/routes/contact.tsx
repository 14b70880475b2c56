import { callbackAction } from '../callback/callback-action.ts';
import { ContactPage } from '../pages/contact/ContactPage.tsx';
import type { RouteHead } from '../seo/page-head.ts';
import type { RootData } from './root-data.ts';

/** The callback form's action: also used by the area pages. */
export const action = callbackAction;

export const Component = ContactPage;

export function head(_data: unknown, root: RootData): RouteHead {
  return {
    seoPage: 'contact',
    title: 'Contact Us | Request a Callback | 24/7 Towing',
    description: `Request a callback from our 24/7 towing and recovery team in Birmingham and the West Midlands, or call ${root.profile.phone} now if you are stranded.`,
  };
}
