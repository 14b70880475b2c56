import { currentLocalDateTime } from '@tow/contracts';
import type { CoverRow, OverrideRow, ShiftRow } from '../db/repositories/on-call.ts';

/** A moment as the rota reads it: the UK date, weekday (1 is Monday) and minute of the day. */
export interface UkMoment {
  date: string;
  weekday: number;
  minute: number;
  /** The UK date and weekday before, where a cover crossing midnight into this day starts. */
  dayBefore: { date: string; weekday: number };
}

function dayOf(date: string): { date: string; weekday: number } {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return { date, weekday: day === 0 ? 7 : day };
}

/**
 * The UK wall clock at `at`: the rota is written in it, so a shift from 07:00 starts at 07:00
 * GMT in winter and 06:00 GMT (07:00 BST) in summer.
 */
export function ukMomentOf(at: Date): UkMoment {
  const local = currentLocalDateTime(at);
  const date = local.slice(0, 10);
  const before = new Date(`${date}T00:00:00Z`);
  before.setUTCDate(before.getUTCDate() - 1);
  return {
    ...dayOf(date),
    minute: Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16)),
    dayBefore: dayOf(before.toISOString().slice(0, 10)),
  };
}

/**
 * Whether an entry starting on its day covers the minute: on that day from its start (to its
 * end, or midnight when it crosses it), and on the next day until its end when it crosses.
 */
function covers(entry: CoverRow, onItsDay: boolean, onTheDayAfter: boolean, minute: number) {
  const crosses = entry.end_minute <= entry.start_minute;
  if (onItsDay && minute >= entry.start_minute && (crosses || minute < entry.end_minute))
    return true;
  return crosses && onTheDayAfter && minute < entry.end_minute;
}

/** The rota entry covering a moment: an override for it first, else the weekly shift; or none. */
export function coverAt(
  entries: { shifts: ShiftRow[]; overrides: OverrideRow[] },
  moment: UkMoment,
): CoverRow | null {
  const override = entries.overrides.find((entry) =>
    covers(
      entry,
      entry.on_date === moment.date,
      entry.on_date === moment.dayBefore.date,
      moment.minute,
    ),
  );
  if (override) return override;
  return (
    entries.shifts.find((entry) =>
      covers(
        entry,
        entry.weekday === moment.weekday,
        entry.weekday === moment.dayBefore.weekday,
        moment.minute,
      ),
    ) ?? null
  );
}
