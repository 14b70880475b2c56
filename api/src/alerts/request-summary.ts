import {
  BUSINESS_TIME_ZONE,
  type CallbackRequest,
  mapUrl,
  URGENCY_LABELS,
  ukPhoneE164,
} from '@tow/contracts';

export type AlertKind = 'new' | 'escalation';

const whenFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  dateStyle: 'full',
  timeStyle: 'short',
});

/** "Emergency", "High"…: the urgency as a word for subjects and titles. */
export function urgencyWord(urgency: CallbackRequest['urgency']): string {
  return urgency.charAt(0).toUpperCase() + urgency.slice(1);
}

/** A name on one line, for subjects and notification titles. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** `tel:+447700900123`: dialable from any phone, wherever the staff member is. */
export function telLink(phone: string): string {
  return `tel:${ukPhoneE164(phone) ?? phone.replace(/[^\d+]/g, '')}`;
}

export function formatUkTime(iso: string): string {
  return `${whenFormat.format(new Date(iso))} (UK time)`;
}

/** A labelled fact; `href` (a phone to dial, a map to open) is what its value links to. */
export interface RequestFact {
  readonly label: string;
  readonly value: string;
  readonly href?: string;
}

/** What a dispatcher reads first: the driver said they are somewhere dangerous. */
export const UNSAFE_WARNING =
  'UNSAFE LOCATION: the driver is on a hard shoulder, in a live lane, on a smart motorway or near a blind bend.';

/**
 * Where the phone was, when it sent its position: the coordinates (for a satnav) linked to the
 * map, and the nearest served area with how far it is, so staff see at once whether to go.
 */
function positionFacts(request: CallbackRequest): RequestFact[] {
  const { latitude, longitude } = request;
  if (latitude === null || longitude === null) return [];
  const accuracy =
    request.location_accuracy_m === null
      ? ''
      : `, within ${Math.round(request.location_accuracy_m)} m`;
  const facts: RequestFact[] = [
    {
      label: 'Position',
      value: `${latitude}, ${longitude}${accuracy}`,
      href: mapUrl({ latitude, longitude }),
    },
  ];
  if (request.nearest_area) {
    const distance = request.distance_km === null ? '' : `, ${request.distance_km} km away`;
    facts.push({
      label: 'Nearest area',
      value: `${request.nearest_area}${distance}${request.outside_area ? ' (outside our areas)' : ''}`,
    });
  }
  return facts;
}

/** The labelled facts of a request, in the order staff read them. */
export function requestFacts(request: CallbackRequest): RequestFact[] {
  return [
    { label: 'Name', value: request.name },
    { label: 'Phone', value: request.phone, href: telLink(request.phone) },
    ...(request.email ? [{ label: 'Email', value: request.email }] : []),
    { label: 'Location', value: request.location },
    ...positionFacts(request),
    { label: 'Service', value: request.service_type },
    { label: 'Urgency', value: URGENCY_LABELS[request.urgency] },
    {
      label: 'Preferred time',
      value: request.preferred_callback_time
        ? formatUkTime(request.preferred_callback_time)
        : 'As soon as possible',
    },
    { label: 'Received', value: formatUkTime(request.created_at) },
    { label: 'Message', value: request.message || '(none)' },
  ];
}
