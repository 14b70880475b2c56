import type { RequestStatus } from '@tow/contracts/request-status';
import { truckWords } from '@tow/contracts/vehicle-words';

export interface StatusWords {
  headline: string;
  detail: string;
  tone: 'waiting' | 'active' | 'done' | 'closed';
}

type Shown = Pick<
  RequestStatus,
  'status' | 'acknowledged' | 'stage' | 'crew_first_name' | 'vehicle'
>;

/** Where the request stands, in the words a driver on the hard shoulder needs. */
export function statusWords(status: Shown): StatusWords {
  switch (status.status) {
    case 'completed':
      return {
        headline: 'Completed',
        detail: 'This request is finished. Thank you for calling on us.',
        tone: 'done',
      };
    case 'cancelled':
      return {
        headline: 'Cancelled',
        detail: 'This request was cancelled. If you still need help, call us now.',
        tone: 'closed',
      };
    default:
      if (status.stage) return jobWords(status);
      return status.acknowledged || status.status === 'contacted'
        ? {
            headline: "We're on it",
            detail: 'A member of our team has your request and is dealing with it now.',
            tone: 'active',
          }
        : {
            headline: 'We have your request',
            detail: 'Our team can see it now. We will call you back as soon as we can.',
            tone: 'waiting',
          };
  }
}

/** A job under way: who is coming in what, as the driver will see them arrive. */
function jobWords({ stage, crew_first_name, vehicle }: Shown): StatusWords {
  const who = crew_first_name ?? 'Our crew';
  const inTruck = vehicle ? ` in a ${truckWords(vehicle)}` : '';
  switch (stage) {
    case 'en_route':
      return {
        headline: 'On the way',
        detail: `${who} is driving to you${inTruck}.`,
        tone: 'active',
      };
    case 'on_scene':
      return {
        headline: 'Arrived',
        detail: `${who} is with you${inTruck}. Stay somewhere safe until they come to you.`,
        tone: 'active',
      };
    case 'towing':
      return { headline: 'Towing', detail: `${who} is towing your vehicle now.`, tone: 'active' };
    default:
      return {
        headline: 'Help is assigned',
        detail: `${who} will come to you${inTruck}. We will tell you when they set off.`,
        tone: 'active',
      };
  }
}

/** "about 12 minutes": how long until the truck should reach the driver. */
export function etaWords(minutes: number): string {
  if (minutes < 1) return 'any minute now';
  return `about ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

export function isOpen(status: RequestStatus['status']): boolean {
  return status === 'pending' || status === 'contacted';
}
