import {
  BUSINESS_TIME_ZONE,
  type CallbackRequest,
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

/** The labelled facts of a request, in the order staff read them. */
export function requestFacts(request: CallbackRequest): { label: string; value: string }[] {
  return [
    { label: 'Name', value: request.name },
    { label: 'Phone', value: request.phone },
    ...(request.email ? [{ label: 'Email', value: request.email }] : []),
    { label: 'Location', value: request.location },
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
