import type { CallbackRequest } from '@tow/contracts/callback-request';
import { CALLBACK_STATUSES } from '@tow/contracts/constants';
import { mapUrl } from '@tow/contracts/geo';
import {
  CheckboxField,
  PhoneLink,
  SelectField,
  TextAreaField,
} from '@tow/shared-ui/host/components';
import type { ReactNode } from 'react';
import { useAlertStatus } from '../../alerts/alert-status.tsx';
import { type FormFieldsProps, fieldBinding } from '../../blocks/field-binding.ts';
import { capitalise } from '../../lib/callback-badges.ts';
import { formatDateTime, formatTime } from '../../lib/format.ts';
import { AcknowledgeButton } from '../../live/AcknowledgeButton.tsx';
import { HistoryTimeline } from '../../live/HistoryTimeline.tsx';
import { ResponseClockText } from '../../live/ResponseClockText.tsx';
import { TextConversation } from '../../live/TextConversation.tsx';
import { useRequestHistory } from '../../live/use-request-history.ts';
import styles from './CallbacksScreen.module.css';
import { CrewPositionText } from './CrewPositionText.tsx';
import { DriverFlags, UrgencyBadge } from './callback-columns.tsx';
import type { CallbackFormValues } from './callback-form.ts';
import { DispatchPanel } from './DispatchPanel.tsx';

const STATUS_OPTIONS = CALLBACK_STATUSES.map((status) => ({
  value: status,
  label: capitalise(status),
}));

/** Longest admin note the API keeps (CallbackRequestUpdate). */
export const ADMIN_NOTES_MAX = 5000;

export interface CallbackFormFieldsProps extends FormFieldsProps<CallbackFormValues> {
  readonly request: CallbackRequest;
}

/** The phone's position as an OpenStreetMap link, its accuracy and the nearest served area. */
function Position({ request }: { request: CallbackRequest }) {
  const { latitude, longitude } = request;
  if (latitude === null || longitude === null) return <>—</>;
  return (
    <>
      <a href={mapUrl({ latitude, longitude })} target="_blank" rel="noreferrer noopener">
        Open the map
      </a>
      {request.location_accuracy_m !== null && ` (±${Math.round(request.location_accuracy_m)} m)`}
      {request.nearest_area && (
        <>
          <br />
          {request.outside_area ? 'Outside our areas: ' : 'Nearest area: '}
          {request.nearest_area}
          {request.distance_km !== null && `, ${request.distance_km} km away`}
        </>
      )}
    </>
  );
}

/**
 * The fields of the edit modal: the request as the customer sent it (read only) with its
 * response clock and "I'll take it", the two things staff change (status and admin notes), then
 * the request's history. `request` is the live record: it changes while the modal is open.
 */
export function CallbackFormFields({ request, ...props }: CallbackFormFieldsProps) {
  const bind = fieldBinding(props);
  const details: [string, ReactNode][] = [
    ['Reference', request.reference],
    ['Name', request.name],
    [
      'Phone',
      <PhoneLink key="phone" phone={request.phone} icon={false} className={styles.phone} />,
    ],
    ['Email', request.email || '—'],
    ['Location', request.location],
    ['Position', <Position key="position" request={request} />],
    ['Service', request.service_type],
    ['Urgency', <UrgencyBadge key="urgency" request={request} />],
    [
      'Preferred time',
      request.preferred_callback_time ? formatDateTime(request.preferred_callback_time) : '—',
    ],
    ['Received', formatDateTime(request.created_at)],
    ['Message', request.message || '—'],
  ];
  if (request.eta_at) details.push(['ETA', formatTime(request.eta_at)]);
  if (request.crew_position) {
    details.push(['Crew position', <CrewPositionText key="crew" request={request} />]);
  }
  if (request.unsafe_location || request.repeat_count > 0) {
    details.unshift(['Driver', <DriverFlags key="flags" request={request} />]);
  }
  const taking = request.status === 'pending' || request.acknowledged_at !== null;
  // A site without texts shows no conversation, and asks for none.
  const textsOn = useAlertStatus().status?.sms.configured === true;
  const history = useRequestHistory(request);
  const escalated = history.entries?.some((entry) => entry.kind === 'escalated') ?? false;
  return (
    <>
      <dl className={styles.details}>
        {details.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        {taking && (
          <div>
            <dt>Response</dt>
            <dd className={styles.response}>
              <ResponseClockText request={request} escalated={escalated} />
              <AcknowledgeButton request={request} />
            </dd>
          </div>
        )}
      </dl>
      {textsOn && <TextConversation requestId={request.id} />}
      <SelectField label="Status" required options={STATUS_OPTIONS} {...bind.text('status')} />
      <CheckboxField
        label="Needs a flatbed (low, damaged or four-wheel drive)"
        {...bind.flag('needs_flatbed')}
      />
      <TextAreaField
        label="Admin notes"
        {...bind.text('admin_notes')}
        maxLength={ADMIN_NOTES_MAX}
      />
      <DispatchPanel request={request} />
      <HistoryTimeline id={request.id} history={history} />
    </>
  );
}
