import { URGENCIES, type Urgency } from '@tow/contracts';

const ukTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
});

/** The open request's message with the new one below a separator naming the time. */
export function appendMessage(before: string, added: string, at: Date): string {
  const separator = `--- Asked again at ${ukTime.format(at)} ---`;
  const text = added.trim() === '' ? '(no new message)' : added.trim();
  return before.trim() === '' ? `${separator}\n${text}` : `${before}\n\n${separator}\n${text}`;
}

/** The more urgent of the two (URGENCIES runs from low to emergency). */
export function higherUrgency(a: Urgency, b: Urgency): Urgency {
  return URGENCIES.indexOf(b) > URGENCIES.indexOf(a) ? b : a;
}
