import type { CallbackRequest } from '@tow/contracts/callback-request';
import { JOB_STAGE_LABELS } from '@tow/contracts/dispatch';
import { firstName } from '@tow/contracts/first-name';
import type { RotaPerson } from '@tow/contracts/on-call';
import type { Vehicle } from '@tow/contracts/vehicle';
import { Badge } from '@tow/shared-ui/host/components';
import { capitalise } from '../../lib/callback-badges.ts';
import { formatTime } from '../../lib/format.ts';
import { ResponseClockText } from '../../live/ResponseClockText.tsx';
import { formatMinutes } from '../../live/response-clock.ts';
import { vehicleDescription } from '../vehicles/vehicle-columns.tsx';
import { UrgencyBadge } from './callback-columns.tsx';
import styles from './JobBoard.module.css';

const MINUTE = 60_000;

/** A card changed this recently is marked as it lands in its column, so a move is seen. */
const FRESH_MS = 8_000;

export interface BoardCardProps {
  readonly request: CallbackRequest;
  readonly crew: RotaPerson | undefined;
  readonly vehicle: Vehicle | undefined;
  readonly now: number;
  /**
   * Flash a card that just changed as it lands in its column (not in the folded done-today
   * section, where an animation would never run to its end).
   */
  readonly markArrival?: boolean;
  /** Opens the request's modal. */
  readonly onOpen: (request: CallbackRequest) => void;
}

/** "ETA 14:32 · in 12 min", or "ETA 14:32 · 3 min late" once the time has passed. */
function EtaLine({ etaAt, now }: { etaAt: string; now: number }) {
  const left = Math.round((Date.parse(etaAt) - now) / MINUTE);
  const late = left < 0;
  return (
    <span className={late ? `${styles.eta} ${styles.late}` : styles.eta} data-testid="board-eta">
      ETA {formatTime(etaAt)} ·{' '}
      {late ? `${formatMinutes(-left)} late` : `in ${formatMinutes(left)}`}
    </span>
  );
}

/** "asked just now", "asked 42 min ago": how long since the driver asked. */
function askedAgo(createdAt: string, now: number): string {
  const minutes = Math.floor((now - Date.parse(createdAt)) / MINUTE);
  return minutes < 1 ? 'asked just now' : `asked ${formatMinutes(minutes)} ago`;
}

/**
 * What a request waiting for a crew shows: its response clock while pending; once someone
 * called back (contacted, no crew yet), who did and how long ago the driver asked.
 */
function WaitingLine({ request, now }: { request: CallbackRequest; now: number }) {
  if (request.status === 'pending') return <ResponseClockText request={request} />;
  const asked = `${askedAgo(request.created_at, now)}, no crew yet`;
  return (
    <span className={styles.muted}>
      {request.acknowledged_by
        ? `Taken by ${firstName(request.acknowledged_by)} · ${asked}`
        : capitalise(asked)}
    </span>
  );
}

/**
 * One job on the board: who and where, how urgent and what to watch for, then its clock (the
 * response clock while nobody is sent; the crew, the truck and the ETA once someone is). The
 * name is the button that opens the request; the whole card answers a click on it.
 */
export function BoardCard({
  request,
  crew,
  vehicle,
  now,
  markArrival = false,
  onOpen,
}: BoardCardProps) {
  const fresh = markArrival && Date.now() - Date.parse(request.updated_at) < FRESH_MS;
  const done = request.status === 'completed' || request.status === 'cancelled';
  const classes = [styles.card, request.unsafe_location && styles.unsafe, fresh && styles.fresh]
    .filter(Boolean)
    .join(' ');
  return (
    <article className={classes} data-testid="board-card" data-request-id={request.id}>
      <h3 className={styles.name}>
        <button type="button" className={styles.open} onClick={() => onOpen(request)}>
          {request.name}
          <span className={styles.reference}>{request.reference}</span>
        </button>
      </h3>
      <p className={styles.where}>
        {request.location}
        <span className={styles.service}>{request.service_type}</span>
      </p>
      <p className={styles.flags}>
        {done ? (
          <Badge tone={request.status === 'completed' ? 'success' : 'neutral'}>
            {JOB_STAGE_LABELS[request.status === 'completed' ? 'completed' : 'cancelled']}{' '}
            {formatTime(request.updated_at)}
          </Badge>
        ) : (
          <UrgencyBadge request={request} />
        )}
        {request.unsafe_location && !done && (
          <Badge tone="danger" data-testid="unsafe-flag">
            Unsafe place
          </Badge>
        )}
        {request.needs_flatbed && !done && (
          <Badge tone="warning" data-testid="needs-flatbed">
            Needs flatbed
          </Badge>
        )}
        {request.repeat_count > 0 && !done && (
          <Badge tone="warning">asked again ×{request.repeat_count}</Badge>
        )}
      </p>
      {request.stage === null ? (
        !done && <WaitingLine request={request} now={now} />
      ) : (
        <p className={styles.crew} data-testid="board-crew">
          <span>{crew ? firstName(crew.name) : 'Crew'}</span>
          {vehicle && (
            <span className={styles.muted}>
              {vehicle.name}, {vehicleDescription(vehicle).toLowerCase()}
            </span>
          )}
        </p>
      )}
      {request.eta_at && !done && <EtaLine etaAt={request.eta_at} now={now} />}
      {request.stage !== null && !done && (
        <span className={styles.muted}>Driver {askedAgo(request.created_at, now)}</span>
      )}
    </article>
  );
}
