import { describeOverride, describeShift, type OnCallRota, type RotaPerson } from '@tow/contracts';
import { AccountTable } from '../AccountTable.tsx';
import styles from './OnCallScreen.module.css';

/** A shift or an override as its table shows it: when it applies, and who. */
interface RotaLine {
  readonly key: string;
  readonly when: string;
  readonly primary_user_id: number;
  readonly backup_user_id: number | null;
}

function rotaLine(key: string, when: string, entry: Omit<RotaLine, 'key' | 'when'>): RotaLine {
  return {
    key,
    when,
    primary_user_id: entry.primary_user_id,
    backup_user_id: entry.backup_user_id,
  };
}

/** The two parts of the rota: their heading, their empty text and their first column. */
const PARTS = {
  shifts: { title: 'Weekly shifts', none: 'No weekly shifts.', when: 'Shift' },
  overrides: { title: 'Overrides', none: 'No overrides.', when: 'Date and time' },
} as const;

interface RotaSectionProps {
  readonly part: keyof typeof PARTS;
  readonly lines: readonly RotaLine[];
  readonly nameOf: (id: number | null) => string;
}

function RotaSection({ part, lines, nameOf }: RotaSectionProps) {
  const { title, none, when } = PARTS[part];
  return (
    <section className={styles.section} aria-labelledby={`${part}-heading`}>
      <h2 id={`${part}-heading`}>{title}</h2>
      {lines.length === 0 ? (
        <p>{none}</p>
      ) : (
        <AccountTable label={title} columns={[when, 'Primary', 'Backup']}>
          {lines.map((line) => (
            <tr key={line.key}>
              <td>{line.when}</td>
              <td>{nameOf(line.primary_user_id)}</td>
              <td>{nameOf(line.backup_user_id)}</td>
            </tr>
          ))}
        </AccountTable>
      )}
    </section>
  );
}

/** The rota as staff read it: the shifts, then the overrides, with names. */
export function RotaView({ rota, people }: { rota: OnCallRota; people: readonly RotaPerson[] }) {
  const nameOf = (id: number | null) =>
    id === null ? 'No backup' : (people.find((person) => person.id === id)?.name ?? `User ${id}`);
  const shifts = rota.shifts.map((shift) =>
    rotaLine(`${shift.weekday}-${shift.start}`, describeShift(shift), shift),
  );
  const overrides = rota.overrides.map((override) =>
    rotaLine(`${override.date}-${override.start}`, describeOverride(override), override),
  );
  return (
    <>
      <RotaSection part="shifts" lines={shifts} nameOf={nameOf} />
      <RotaSection part="overrides" lines={overrides} nameOf={nameOf} />
    </>
  );
}
