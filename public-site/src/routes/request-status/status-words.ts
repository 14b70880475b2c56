import type { RequestStatus } from '@tow/contracts/request-status';

/** Where the request stands, in the words a driver on the hard shoulder needs. */
export function statusWords(status: Pick<RequestStatus, 'status' | 'acknowledged'>): {
  headline: string;
  detail: string;
  tone: 'waiting' | 'active' | 'done' | 'closed';
} {
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

const sentFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** "Mon 23 Nov, 17:30" in UK time, the same on the server and in the browser. */
export function formatSent(iso: string): string {
  return sentFormat.format(new Date(iso));
}

export function isOpen(status: RequestStatus['status']): boolean {
  return status === 'pending' || status === 'contacted';
}
