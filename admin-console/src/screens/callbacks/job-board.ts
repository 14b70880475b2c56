import type { CallbackRequest } from '@tow/contracts/callback-request';
import { isFinalStage, JOB_STAGE_LABELS } from '@tow/contracts/dispatch';
import { startOfBusinessDay } from '@tow/contracts/local-time';
import { visibleCallbacks } from './callback-list.ts';

/** The board's columns, left to right: waiting for a crew, then each stage of a job under way. */
export const BOARD_COLUMNS = ['pending', 'assigned', 'en_route', 'on_scene', 'towing'] as const;
export type BoardColumnKey = (typeof BOARD_COLUMNS)[number];

export const BOARD_COLUMN_LABELS: Record<BoardColumnKey, string> = {
  pending: 'Pending',
  assigned: JOB_STAGE_LABELS.assigned,
  en_route: JOB_STAGE_LABELS.en_route,
  on_scene: JOB_STAGE_LABELS.on_scene,
  towing: JOB_STAGE_LABELS.towing,
};

export interface BoardColumn {
  readonly key: BoardColumnKey;
  readonly label: string;
  readonly requests: readonly CallbackRequest[];
}

export interface JobBoard {
  readonly columns: readonly BoardColumn[];
  /** Completed or cancelled since UK midnight, the latest first. */
  readonly doneToday: readonly CallbackRequest[];
  /** Suspected spam no crew was sent to: kept off the board, reviewed in the list. */
  readonly heldBack: number;
}

/** Over, whichever way it was closed: by a stage, or by staff setting the status. */
function isDone(request: CallbackRequest): boolean {
  return (
    request.status === 'completed' ||
    request.status === 'cancelled' ||
    (request.stage !== null && isFinalStage(request.stage))
  );
}

/** Where an open request sits: no crew yet is pending, otherwise its stage's column. */
function columnOf(request: CallbackRequest): BoardColumnKey {
  return BOARD_COLUMNS.find((key) => key === request.stage) ?? 'pending';
}

/**
 * The requests (those the search matched) laid out by stage at `now`. Each column keeps the
 * list's order (unsafe places first, then overdue, then most urgent, then newest). A finished
 * job counts as done today when it last changed since UK midnight: the record has no time of
 * its own for the finish, and closing a job is its last change but for a later note.
 */
export function jobBoard(requests: readonly CallbackRequest[], now: number): JobBoard {
  const dayStart = startOfBusinessDay(new Date(now)).getTime();
  const open = requests.filter((request) => !isDone(request));
  const sent = open.filter((request) => request.stage !== null);
  // Waiting for a truck whatever its status: a driver called back but not sent anyone still waits.
  const waiting = visibleCallbacks(
    open.filter((request) => request.stage === null),
    { status: null, urgency: null, spam: null, now },
  );
  const underWay = visibleCallbacks(sent, { status: null, urgency: null, spam: 'shown', now });
  const columns = BOARD_COLUMNS.map((key) => ({
    key,
    label: BOARD_COLUMN_LABELS[key],
    requests: key === 'pending' ? waiting : underWay.filter((r) => columnOf(r) === key),
  }));
  const doneToday = requests
    .filter(
      (request) =>
        isDone(request) &&
        !(request.suspected_spam && request.stage === null) &&
        Date.parse(request.updated_at) >= dayStart,
    )
    .sort((a, b) => Date.parse(b.updated_at) - Date.parse(a.updated_at));
  const heldBack = open.filter(
    (request) => request.stage === null && request.suspected_spam,
  ).length;
  return { columns, doneToday, heldBack };
}
