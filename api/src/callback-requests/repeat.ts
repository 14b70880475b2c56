import { URGENCIES, type Urgency } from '@tow/contracts';
import { UK_TIME } from '@tow/contracts/date-formats';

/** The open request's message with the new one below a separator naming the time. */
export function appendMessage(before: string, added: string, at: Date): string {
  const separator = `--- Asked again at ${UK_TIME.format(at)} ---`;
  const text = added.trim() === '' ? '(no new message)' : added.trim();
  return before.trim() === '' ? `${separator}\n${text}` : `${before}\n\n${separator}\n${text}`;
}

/** The more urgent of the two (URGENCIES runs from low to emergency). */
export function higherUrgency(a: Urgency, b: Urgency): Urgency {
  return URGENCIES.indexOf(b) > URGENCIES.indexOf(a) ? b : a;
}
