import {
  type CallbackRequest,
  firstName,
  registrationEnding,
  smsSegments,
  statusPath,
  truckWords,
  type Vehicle,
} from '@tow/contracts';

/** What a text says of the company (its business profile) and where its status pages are. */
interface Site {
  readonly siteName: string;
  readonly siteUrl: string;
  readonly sitePhone: string;
}

/** The longest a text of the site's own may be: two segments. */
const MAX_SEGMENTS = 2;

/** The first of `versions` that fits one SMS; failing that, the first that fits two. */
function fitting(versions: string[]): string {
  const fits = (limit: number) => versions.find((text) => smsSegments(text).segments <= limit);
  return fits(1) ?? fits(MAX_SEGMENTS) ?? (versions.at(-1) as string);
}

/**
 * The text a driver gets for a new request: the reference, the number we will call from and the
 * status link, in one SMS where the site's address leaves room, shorter wording first dropped.
 */
export function requestReceivedText(
  request: Pick<CallbackRequest, 'reference'>,
  statusToken: string,
  site: Site,
): string {
  const link = `${site.siteUrl}${statusPath(statusToken)}`;
  return fitting([
    `${site.siteName}: we have your request ${request.reference}. We'll call you from ${site.sitePhone}. Updates: ${link}`,
    `${request.reference}: we'll call you from ${site.sitePhone}. Updates: ${link}`,
    `${request.reference} received. Updates: ${link}`,
  ]);
}

/** The text when a person takes the request. */
export function requestTakenText(
  request: Pick<CallbackRequest, 'reference' | 'acknowledged_by'>,
  site: Site,
): string {
  const who = request.acknowledged_by ? firstName(request.acknowledged_by) : '';
  return fitting([
    `${site.siteName}: we're on it. ${who ? `${who} has` : 'We have'} your request ${request.reference} and will call you from ${site.sitePhone} shortly.`,
    `We're on it: ${request.reference}. We'll call you from ${site.sitePhone} shortly.`,
  ]);
}

/** A staff member's alert text: who needs a call, and how to take it by reply. */
export function staffAlertText(
  request: Pick<CallbackRequest, 'reference' | 'urgency' | 'name' | 'phone' | 'location'>,
  kind: 'new' | 'escalation',
): string {
  const lead = kind === 'escalation' ? 'STILL WAITING' : request.urgency.toUpperCase();
  return fitting([
    `${lead} ${request.reference}: ${request.name}, ${request.phone}, ${request.location}. Reply 1 to take it.`,
    `${lead} ${request.reference}: ${request.phone}. Reply 1 to take it.`,
  ]);
}

/** Told to the staff member who took a request by text, and to the others alerted. */
export function takenByText(
  request: Pick<CallbackRequest, 'reference' | 'name' | 'phone'>,
  taker: string,
  isTaker: boolean,
): string {
  return isTaker
    ? `${request.reference} is yours: call ${request.name} on ${request.phone}.`
    : `${request.reference} was taken by ${taker}.`;
}

export function testText(site: Pick<Site, 'siteName'>, requestedBy: string): string {
  return `${site.siteName}: test text sent from the console by ${requestedBy}. Texts are working.`;
}

/** The only answer to a STOP, as carriers expect one. */
export function stoppedText(site: Site): string {
  return `${site.siteName}: you will get no more texts from us. Reply START to receive them again.`;
}

export function restartedText(site: Site): string {
  return `${site.siteName}: texts are on again. Reply STOP to stop them.`;
}

/** Who is coming in what, as a driver recognises it: "Sam", "white flatbed", "CDE". */
export interface CrewOnTheWay {
  firstName: string;
  vehicle: Pick<Vehicle, 'kind' | 'colour' | 'registration'>;
}

/** En route: "Sam is on the way in a white flatbed, about 25 minutes." */
export function onTheWayText(crew: CrewOnTheWay, etaMinutes: number | null, site: Site): string {
  const eta = etaMinutes ? `, about ${etaMinutes} minutes` : '';
  const plate = registrationEnding(crew.vehicle.registration);
  return fitting([
    `${site.siteName}: ${crew.firstName} is on the way in a ${truckWords(crew.vehicle)}${eta}. Its plate ends ${plate}.`,
    `${crew.firstName} is on the way in a ${truckWords(crew.vehicle)}${eta}. Plate ends ${plate}.`,
  ]);
}

/** On scene: the truck is with the driver; the plate lets them check it is ours. */
export function onSceneText(crew: CrewOnTheWay, site: Site): string {
  const plate = registrationEnding(crew.vehicle.registration);
  return fitting([
    `${site.siteName}: ${crew.firstName} has arrived in the ${truckWords(crew.vehicle)} (plate ending ${plate}). Stay somewhere safe until they come to you.`,
    `${crew.firstName} has arrived in the ${truckWords(crew.vehicle)} (plate ending ${plate}).`,
  ]);
}

/** Completed: the job is done, with the reference to quote. */
export function jobCompletedText(request: Pick<CallbackRequest, 'reference'>, site: Site): string {
  return fitting([
    `${site.siteName}: job ${request.reference} is complete. Thank you for calling us. Questions? ${site.sitePhone}`,
    `Job ${request.reference} is complete. Thank you.`,
  ]);
}

/**
 * The review request: the same words for every completed job (never only to the happy ones), a
 * link through the site so the console sees it opened, and how to stop; with `reminder`, the one
 * reminder, three days on, when the link was not opened (as the review email does).
 */
export function reviewText(
  request: Pick<CallbackRequest, 'reference'>,
  link: string,
  site: Site,
  reminder: boolean,
): string {
  if (reminder) {
    return fitting([
      `${site.siteName}: a last reminder. How did we do on job ${request.reference}? ${link} Reply STOP to opt out`,
      `Last reminder: how did we do on job ${request.reference}? ${link} Reply STOP to opt out`,
    ]);
  }
  return fitting([
    `${site.siteName}: thank you for calling us. How did we do on job ${request.reference}? ${link} Reply STOP to opt out`,
    `${site.siteName}: how did we do on job ${request.reference}? ${link} Reply STOP to opt out`,
    `How did we do on job ${request.reference}? ${link} Reply STOP to opt out`,
  ]);
}
