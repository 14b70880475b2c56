import { describeOverride, describeShift, type OnCallRota, type RotaPerson } from '@tow/contracts';
import { AccountTable } from '../AccountTable.tsx';
import styles from './OnCallScreen.module.css';

/** The rota as staff read it: the shifts, then the overrides, with names. */
export function RotaView({ rota, people }: { rota: OnCallRota; people: readonly RotaPerson[] }) {
  const nameOf = (id: number | null) =>
    id === null ? 'No backup' : (people.find((person) => person.id === id)?.name ?? `User ${id}`);
  return (
    <>
      <section className={styles.section} aria-labelledby="shifts-heading">
        <h2 id="shifts-heading">Weekly shifts</h2>
        {rota.shifts.length === 0 ? (
          <p>No weekly shifts.</p>
        ) : (
          <AccountTable label="Weekly shifts" columns={['Shift', 'Primary', 'Backup']}>
            {rota.shifts.map((shift) => (
              <tr key={`${shift.weekday}-${shift.start}`}>
                <td>{describeShift(shift)}</td>
                <td>{nameOf(shift.primary_user_id)}</td>
                <td>{nameOf(shift.backup_user_id)}</td>
              </tr>
            ))}
          </AccountTable>
        )}
      </section>
      <section className={styles.section} aria-labelledby="overrides-heading">
        <h2 id="overrides-heading">Overrides</h2>
        {rota.overrides.length === 0 ? (
          <p>No overrides.</p>
        ) : (
          <AccountTable label="Overrides" columns={['Date and time', 'Primary', 'Backup']}>
            {rota.overrides.map((override) => (
              <tr key={`${override.date}-${override.start}`}>
                <td>{describeOverride(override)}</td>
                <td>{nameOf(override.primary_user_id)}</td>
                <td>{nameOf(override.backup_user_id)}</td>
              </tr>
            ))}
          </AccountTable>
        )}
      </section>
    </>
  );
}
