import { useLoaderData, useOutletContext } from 'react-router-dom';
import { loadFormStamp } from '../../data/public-data.ts';
import type { RootData } from '../../layout/root-loader.ts';
import type { RouteHead } from '../../seo/page-head.ts';
import { shownText } from '../../shared/site-text.ts';
import { ContactPage } from './ContactPage.tsx';

/** The callback form's action (the area pages use it too). */
export { callbackAction as action } from '../../shared/callback/callback-action.ts';

/** The callback form's opening time, signed by the API. */
export async function loader(): Promise<{ formStamp: string }> {
  return { formStamp: await loadFormStamp() };
}

/**
 * The served areas and the services are the root loader's: the header and footer have them
 * already.
 */
export function Component() {
  const { profile, locations, areasKnown, services, coverage, siteTexts } =
    useOutletContext<RootData>();
  const { formStamp } = useLoaderData() as { formStamp: string };
  return (
    <ContactPage
      profile={profile}
      hero={shownText(siteTexts, 'contact-hero', profile)}
      locations={locations}
      areasKnown={areasKnown}
      services={services}
      formStamp={formStamp}
      coverage={coverage}
    />
  );
}

export function head(_data: unknown, root: RootData): RouteHead {
  return {
    seoPage: 'contact',
    title: 'Contact Us | Request a Callback | 24/7 Towing',
    description: `Request a callback from our 24/7 towing and recovery team in ${root.profile.region.region}, or call ${root.profile.phone} now if you are stranded.`,
  };
}
