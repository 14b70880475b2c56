import type { OnCallRota, OnCallRotaInput } from '@tow/contracts';

/** One row of the rota's editor, as its fields hold it (text; '' for "no backup"). */
export interface RotaRow {
  /** Stable across edits, so React keeps each row's fields when one above is removed. */
  readonly key: number;
  /** A weekday '1'-'7' for a shift, a date 'YYYY-MM-DD' for an override. */
  readonly day: string;
  readonly start: string;
  readonly end: string;
  readonly primary: string;
  readonly backup: string;
}

export type RotaList = 'shifts' | 'overrides';

export interface RotaForm {
  readonly shifts: readonly RotaRow[];
  readonly overrides: readonly RotaRow[];
}

let lastKey = 0;
const nextKey = () => ++lastKey;

/** The rota as the API answered it → the editor's rows. */
export function formOf(rota: OnCallRota): RotaForm {
  const row = (
    day: string,
    entry: OnCallRota['shifts'][number] | OnCallRota['overrides'][number],
  ) => ({
    key: nextKey(),
    day,
    start: entry.start,
    end: entry.end,
    primary: String(entry.primary_user_id),
    backup: entry.backup_user_id === null ? '' : String(entry.backup_user_id),
  });
  return {
    shifts: rota.shifts.map((shift) => row(String(shift.weekday), shift)),
    overrides: rota.overrides.map((override) => row(override.date, override)),
  };
}

/** A new row: Monday night's shift, or tonight's override, with nobody chosen yet. */
export function blankRow(list: RotaList, today: string): RotaRow {
  return {
    key: nextKey(),
    day: list === 'shifts' ? '1' : today,
    start: '18:00',
    end: '08:00',
    primary: '',
    backup: '',
  };
}

/** The editor's rows → the body of PUT /api/on-call (the API checks it and says what is wrong). */
export function payloadOf(form: RotaForm): OnCallRotaInput {
  const people = (row: RotaRow) => ({
    start: row.start,
    end: row.end,
    // The primary's select is required: the browser asks for one before this is sent.
    primary_user_id: Number(row.primary),
    backup_user_id: row.backup === '' ? null : Number(row.backup),
  });
  return {
    shifts: form.shifts.map((row) => ({ weekday: Number(row.day), ...people(row) })),
    overrides: form.overrides.map((row) => ({ date: row.day, ...people(row) })),
  };
}
