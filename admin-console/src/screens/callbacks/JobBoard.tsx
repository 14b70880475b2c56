import type { CallbackRequest } from '@tow/contracts/callback-request';
import { Icon } from '@tow/shared-ui/host/components';
import { LinkButton } from '../../blocks/LinkButton.tsx';
import { BoardCard } from './BoardCard.tsx';
import styles from './JobBoard.module.css';
import { type BoardColumn, jobBoard } from './job-board.ts';
import { useCrewAndFleet } from './use-crew-and-fleet.ts';

export interface JobBoardProps {
  /** The requests the search matched. */
  readonly requests: readonly CallbackRequest[];
  readonly now: number;
  readonly onOpen: (request: CallbackRequest) => void;
  /** Shows the suspected spam the board leaves out (the list, filtered to them). */
  readonly onShowSpam: () => void;
}

const jobs = (count: number) => (count === 1 ? '1 job' : `${count} jobs`);

/** "Pending 3" on screen, "Pending, 3 jobs" read out (and the column's name). */
function CountedHeading({ id, label, count }: { id: string; label: string; count: number }) {
  return (
    <h2 id={id} className={styles.heading} aria-label={`${label}, ${jobs(count)}`}>
      {label}
      <span className={styles.count}>{count}</span>
    </h2>
  );
}

/**
 * The callbacks screen's board: a column per stage (nobody sent yet, assigned, en route, on
 * scene, towing) of labelled lists of cards, side by side on a desk and swiped one at a time on
 * a phone; the jobs finished today folded away below with their count. It is drawn from the
 * screen's live list, so a change anywhere moves its card at once.
 */
export function JobBoard({ requests, now, onOpen, onShowSpam }: JobBoardProps) {
  const board = jobBoard(requests, now);
  const shown = [...board.columns.flatMap((column) => column.requests), ...board.doneToday];
  const names = useCrewAndFleet({
    people: shown.flatMap((r) => (r.assigned_user_id === null ? [] : [r.assigned_user_id])),
    vehicles: shown.flatMap((r) => (r.vehicle_id === null ? [] : [r.vehicle_id])),
  });
  const card = (request: CallbackRequest, markArrival: boolean) => (
    <li key={request.id}>
      <BoardCard
        request={request}
        crew={
          request.assigned_user_id === null
            ? undefined
            : names.personById.get(request.assigned_user_id)
        }
        vehicle={
          request.vehicle_id === null ? undefined : names.vehicleById.get(request.vehicle_id)
        }
        now={now}
        markArrival={markArrival}
        onOpen={onOpen}
      />
    </li>
  );
  const column = ({ key, label, requests: inColumn }: BoardColumn) => {
    const id = `board-${key}`;
    return (
      <section key={key} className={styles.column} aria-labelledby={id} data-column={key}>
        <CountedHeading id={id} label={label} count={inColumn.length} />
        {key === 'pending' && board.heldBack > 0 && (
          <LinkButton tapTarget small onClick={onShowSpam}>
            {board.heldBack} suspected spam not shown
          </LinkButton>
        )}
        {inColumn.length > 0 ? (
          <ul className={styles.cards} aria-labelledby={id}>
            {inColumn.map((request) => card(request, true))}
          </ul>
        ) : (
          <p className={styles.empty}>No jobs</p>
        )}
      </section>
    );
  };

  return (
    <div className={styles.board} data-testid="job-board">
      {/* Scrolled sideways on a phone: focusable, so a keyboard can scroll it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1) */}
      <section className={styles.columns} aria-label="Jobs by stage" tabIndex={0}>
        {board.columns.map(column)}
      </section>
      <details className={styles.done} data-testid="done-today">
        <summary aria-label={`Done today ${jobs(board.doneToday.length)}`}>
          <Icon name="chevron-down" size={20} className={styles.chevron} />
          <span className={styles.heading}>
            Done today <span className={styles.count}>{board.doneToday.length}</span>
          </span>
        </summary>
        {board.doneToday.length > 0 ? (
          <ul className={styles.doneCards} aria-label="Done today">
            {board.doneToday.map((request) => card(request, false))}
          </ul>
        ) : (
          <p className={styles.empty}>Nothing finished yet today.</p>
        )}
      </details>
    </div>
  );
}
