import { currentLocalDateTime, type OnCallRota, type RotaPerson } from '@tow/contracts';
import { Button } from '@tow/shared-ui/host/components';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../api/api-error.ts';
import { apiRequest } from '../../api/client.ts';
import { ErrorBox } from '../../blocks/ErrorBox.tsx';
import { type FieldErrors, fieldErrorsOf } from '../../blocks/form-errors.ts';
import type { StatusController } from '../../blocks/use-status.ts';
import { SAVE_FAILED } from '../../lib/messages.ts';
import styles from './OnCallScreen.module.css';
import { RotaRowFields } from './RotaRowFields.tsx';
import {
  blankRow,
  formOf,
  payloadOf,
  type RotaForm,
  type RotaList,
  type RotaRow,
} from './rota-form.ts';

const SECTIONS: readonly { list: RotaList; title: string; hint: string; add: string }[] = [
  {
    list: 'shifts',
    title: 'Weekly shifts',
    hint: 'Every week, in UK time. An end at or before the start is the next morning (18:00 to 08:00 is overnight).',
    add: 'Add shift',
  },
  {
    list: 'overrides',
    title: 'Overrides',
    hint: 'One-off cover for a date (holidays, swaps): used instead of the weekly shifts for the time it covers.',
    add: 'Add override',
  },
];

export interface RotaEditorProps {
  readonly rota: OnCallRota;
  readonly people: readonly RotaPerson[];
  readonly status: StatusController;
  /** After a save: the rota as stored. */
  readonly onSaved: (rota: OnCallRota) => void;
}

/** The owner's rota: rows of shifts and overrides to add, change and remove, saved at once. */
export function RotaEditor({ rota, people, status, onSaved }: RotaEditorProps) {
  const [form, setForm] = useState<RotaForm>(() => formOf(rota));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  const change = (list: RotaList, rows: readonly RotaRow[]) => setForm({ ...form, [list]: rows });

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    setError(null);
    setErrors({});
    try {
      const answer = await apiRequest<OnCallRota & { message: string }>(
        'PUT',
        '/on-call',
        payloadOf(form),
      );
      const stored = { shifts: answer.shifts, overrides: answer.overrides };
      setForm(formOf(stored));
      status.success(answer.message);
      onSaved(stored);
    } catch (failure) {
      setError(errorMessage(failure, SAVE_FAILED));
      setErrors(fieldErrorsOf(failure));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={save} aria-label="On-call rota">
      {error && <ErrorBox>{error}</ErrorBox>}
      {SECTIONS.map(({ list, title, hint, add }) => (
        <section key={list} className={styles.section} aria-labelledby={`${list}-heading`}>
          <h2 id={`${list}-heading`}>{title}</h2>
          <p className={styles.hint}>{hint}</p>
          {form[list].length === 0 && (
            <p>{list === 'shifts' ? 'No weekly shifts.' : 'No overrides.'}</p>
          )}
          {form[list].map((row, index) => (
            <RotaRowFields
              key={row.key}
              list={list}
              index={index}
              row={row}
              people={people}
              errors={errors}
              onChange={(changed) =>
                change(
                  list,
                  form[list].map((each) => (each.key === row.key ? changed : each)),
                )
              }
              onRemove={() =>
                change(
                  list,
                  form[list].filter((each) => each.key !== row.key),
                )
              }
            />
          ))}
          <Button
            variant="secondary"
            icon="plus"
            onClick={() =>
              change(list, [...form[list], blankRow(list, currentLocalDateTime().slice(0, 10))])
            }
          >
            {add}
          </Button>
        </section>
      ))}
      <div className={styles.save}>
        <Button type="submit" loading={saving}>
          {saving ? 'Submitting...' : 'Save rota'}
        </Button>
      </div>
    </form>
  );
}
