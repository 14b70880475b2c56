import type { DriverDispatch } from '@tow/contracts/dispatch';
import { truckWords } from '@tow/contracts/vehicle-words';
import styles from './request-status.module.css';

type Vehicle = NonNullable<DriverDispatch['vehicle']>;

/**
 * Who is coming and the truck to look for: a driver alone at the roadside checks the plate
 * before getting in, since anyone can stop and claim to be the recovery.
 */
export function CrewTruck({ crew, vehicle }: { crew: string | null; vehicle: Vehicle }) {
  return (
    <section className={styles.truck} aria-labelledby="crew-and-truck" data-testid="truck">
      <h2 id="crew-and-truck" className={styles.subheading}>
        Your crew and truck
      </h2>
      <p className={styles.truckName}>
        {crew ? `${crew}, in a` : 'A'} {truckWords(vehicle)}
      </p>
      <p className={styles.plateLine}>
        Plate ending <span className={styles.plate}>{vehicle.registration_ending}</span>
      </p>
      <p>Only get in a truck that matches.</p>
    </section>
  );
}
