import type { Location } from '@tow/contracts/location';
import type { Service } from '@tow/contracts/service';
import { useActionData, useLocation, useSearchParams } from 'react-router-dom';
import { Island } from '../../islands/Island.tsx';
import type { BusinessProfile } from '../../lib/business-profile.ts';
import { CallbackFormIsland } from './CallbackFormIsland.tsx';
import { CALLBACK_DRAFT_KEY } from './draft-key.ts';
import type { CallbackActionData } from './send-callback.ts';

/**
 * The callback request form of /contact and the area pages, as the server renders it: an island
 * that wakes on the first touch, focus or key inside it (at idle when a draft waits to be put
 * back), with what the route knows (the page's
 * address, `?service=`, the outcome of a plain form POST) written into its props.
 */
export function CallbackForm({
  profile,
  locations,
  areasKnown = true,
  services,
  heading = 'Request a callback',
  intro = 'Leave your details and we will call you back. For an emergency, please call us instead.',
  defaultLocation,
  headingId = 'callback-form-heading',
  formStamp,
}: {
  profile: BusinessProfile;
  /** The active locations. */
  locations: readonly Location[];
  /** False while the API has never said which areas are served (the fixed list stands in). */
  areasKnown?: boolean;
  /** The active services, in their order: the "Service needed" choices. */
  services: readonly Pick<Service, 'name'>[];
  heading?: string;
  intro?: string;
  /** The area pre-selected (area pages). */
  defaultLocation?: string;
  headingId?: string;
  /** When the form opened, signed by the API ('' when it could not say). */
  formStamp: string;
}) {
  const serverResult = useActionData() as CallbackActionData | undefined;
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  return (
    <Island
      name="callback-form"
      component={CallbackFormIsland}
      wake="interaction"
      wakeIfStored={CALLBACK_DRAFT_KEY}
      props={{
        profile,
        locations,
        areasKnown,
        serviceNames: services.map((service) => service.name),
        heading,
        intro,
        headingId,
        pathname,
        formStamp,
        requestedService: searchParams.get('service') ?? '',
        ...(defaultLocation === undefined ? {} : { defaultLocation }),
        ...(serverResult === undefined ? {} : { serverResult }),
      }}
    />
  );
}
