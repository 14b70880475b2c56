import type { Service } from '@tow/contracts/service';
import { Icon } from '@tow/shared-ui/host/components';
import { Link } from 'react-router-dom';
import { serviceHref } from '../shared/links.ts';
import { serviceCardIcon } from '../shared/service-images.ts';
import styles from './Header.module.css';

const LOOKS = {
  dropdown: { link: styles.menuLink, icon: styles.menuIcon },
  menu: { link: styles.itemLink, icon: styles.itemIcon },
} as const;

/** Services as links with their icons: in the header's dropdown or in the mobile menu. */
export function ServiceMenuItems(props: {
  services: readonly Service[];
  look: keyof typeof LOOKS;
}) {
  const look = LOOKS[props.look];
  return props.services.map((service) => (
    <li key={service.id}>
      <Link to={serviceHref(service)} className={look.link}>
        <Icon name={serviceCardIcon(service.icon)} className={look.icon} />
        <span>{service.name}</span>
      </Link>
    </li>
  ));
}
