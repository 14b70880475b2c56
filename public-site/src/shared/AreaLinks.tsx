import type { Location } from '@tow/contracts/location';
import { Link } from 'react-router-dom';
import page from './page.module.css';

/** The served areas as a row of pills, each linking to its area page. */
export function AreaLinks({ locations }: { locations: readonly Location[] }) {
  return (
    <ul className={page.pills}>
      {locations.map((location) => (
        <li key={location.id}>
          <Link to={`/areas/${location.slug}`}>{location.name}</Link>
        </li>
      ))}
    </ul>
  );
}
