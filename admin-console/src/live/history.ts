import type { CallbackRequestHistoryEntry as HistoryEntry } from '@tow/contracts/callback-request';
import { SYSTEM_ACTOR } from '@tow/contracts/constants';
import { JOB_STAGE_LABELS, type JobStage } from '@tow/contracts/dispatch';
import type { VehicleKind } from '@tow/contracts/vehicle';
import { VEHICLE_KIND_LABELS } from '@tow/contracts/vehicle-words';
import { spamMark } from '../lib/callback-badges.ts';

export type { HistoryEntry };

/** Who did it: a user's name, or "automatically" for the API's own entries. */
export function historyActor(actor: string): string {
  return actor === SYSTEM_ACTOR ? 'automatically' : `by ${actor}`;
}

const LABELS: Record<string, string> = {
  created: 'Request received',
  acknowledged: 'Taken',
  status_changed: 'Status changed',
  notes_changed: 'Notes changed',
  escalated: 'Escalated',
  alert_sent: 'Alert sent',
  alert_failed: 'Alert failed',
  repeated: 'Asked again',
  suspected_spam: 'Held back as suspected spam',
  released: 'Released (not spam)',
  text_sent: 'Text sent',
  text_failed: 'Text not delivered',
  text_received: 'Text from the driver',
  texts_stopped: 'Driver replied STOP: no more texts',
  texts_resumed: 'Driver replied START: texts resumed',
  assigned: 'Crew sent',
  stage_changed: 'Job moved on',
  needs_flatbed_changed: 'Flatbed need changed',
  position_sharing_started: 'Crew started sharing their position',
  position_sharing_stopped: 'Crew stopped sharing their position',
};

/** What a text of the request was for, as its history says it. */
const TEXT_PURPOSES: Record<string, string> = {
  received: 'Reference and status link to the driver',
  taken: '"We\'re on it" to the driver',
  staff: 'Message to the driver',
  alert: 'Alert to on-call staff',
  escalation: 'Escalation to on-call staff',
  taken_by: 'Who took it, to the staff alerted',
  stopped: 'STOP confirmed to the driver',
  restarted: 'START confirmed to the driver',
};

/** `status_changed` → "Status changed"; an unknown kind is shown readable rather than hidden. */
export function historyLabel(kind: string): string {
  const known = LABELS[kind];
  if (known) return known;
  const words = kind.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const text = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

const capitalised = (value: unknown): string => {
  const word = text(value);
  return word.charAt(0).toUpperCase() + word.slice(1);
};

/** `en_route` → "En route"; a stage this console does not know yet, as written. */
const stageLabel = (value: unknown): string =>
  JOB_STAGE_LABELS[text(value) as JobStage] ?? capitalised(value);

/**
 * The entry's detail as one line: "Pending → Contacted", the new notes, "Email (new)", or
 * "Email (new), attempt 2: connection refused; will retry". Other details as "key: value".
 */
export function historyDetail(entry: HistoryEntry): string {
  const d = entry.detail;
  switch (entry.kind) {
    case 'status_changed':
      return `${capitalised(d.from)} → ${capitalised(d.to)}`;
    case 'notes_changed':
      return text(d.notes);
    case 'alert_sent':
    case 'alert_failed': {
      const channel = `${capitalised(d.channel)}${d.alert ? ` (${text(d.alert)})` : ''}`;
      const attempt =
        typeof d.attempt === 'number' && d.attempt > 1 ? `, attempt ${d.attempt}` : '';
      if (entry.kind === 'alert_sent') return `${channel}${attempt}`;
      const next = d.gave_up ? 'gave up' : 'will retry';
      return `${channel}${attempt}: ${text(d.error) || 'failed'}; ${next}`;
    }
    case 'repeated': {
      const urgency =
        d.urgency_from !== d.urgency_to
          ? `, urgency ${capitalised(d.urgency_from)} → ${capitalised(d.urgency_to)}`
          : '';
      return `×${text(d.repeat_count)}${urgency}${d.message ? `: ${text(d.message)}` : ''}`;
    }
    case 'text_sent':
    case 'text_failed': {
      const what = TEXT_PURPOSES[text(d.purpose)] ?? capitalised(d.purpose);
      return entry.kind === 'text_sent' ? what : `${what}: ${text(d.error)}`;
    }
    case 'text_received':
      return text(d.body);
    case 'texts_stopped':
    case 'texts_resumed':
      return '';
    case 'assigned': {
      const kind = VEHICLE_KIND_LABELS[text(d.vehicle_kind) as VehicleKind] ?? text(d.vehicle_kind);
      return `${text(d.user_name)} in ${text(d.registration)}${kind ? ` (${kind.toLowerCase()})` : ''}`;
    }
    case 'stage_changed': {
      const eta = typeof d.eta_minutes === 'number' ? `, ETA ${d.eta_minutes} min` : '';
      const reason = d.reason ? `: ${text(d.reason)}` : '';
      return `${stageLabel(d.from)} → ${stageLabel(d.to)}${eta}${reason}`;
    }
    case 'needs_flatbed_changed':
      return d.needs_flatbed ? 'Needs a flatbed' : 'No flatbed needed';
    case 'position_sharing_started':
      return d.eta_method === 'distance'
        ? 'The driver’s ETA follows the crew'
        : 'The driver’s ETA stays the crew’s estimate';
    case 'position_sharing_stopped':
      return '';
    case 'suspected_spam':
    case 'released':
      return spamMark(Array.isArray(d.reasons) ? d.reasons.map(text) : []);
    default:
      return Object.entries(d)
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([key, value]) => `${key.replace(/_/g, ' ')}: ${text(value)}`)
        .join(', ');
  }
}
