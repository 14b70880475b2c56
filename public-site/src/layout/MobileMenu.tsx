import { promotionBadge } from '@tow/contracts/promotion-display';
import { Badge, Icon, Logo, PhoneLink } from '@tow/shared-ui/host/components';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { promotionHref } from '../shared/links.ts';
import styles from './Header.module.css';
import type { HeaderProps } from './Header.tsx';
import { firstOf, HEADER_LIMITS, NAV_LINKS, SIGN_IN_HREF } from './nav-data.ts';
import { ServiceMenuItems } from './ServiceMenuItems.tsx';

/**
 * The full-screen menu of phones and tablets: the first 4 services, the first 3 promotions, every
 * link and the call button. A native popover opened by the header's Menu button: Escape and the
 * close button close it with no script; src/page-script/popovers.ts moves focus in and keeps it
 * there, and the page behind does not scroll while it is open (CSS).
 */
export function MobileMenu({ profile, services, promotions }: HeaderProps) {
  const menuServices = firstOf(services, HEADER_LIMITS.mobileServices);
  const menuPromotions = firstOf(promotions, HEADER_LIMITS.mobilePromotions);

  return (
    <div
      id="mobile-menu"
      className={styles.menu}
      popover="auto"
      role="dialog"
      aria-modal="true"
      aria-label="Menu"
    >
      <div className={`container ${styles.top}`}>
        <Logo name={profile.name} />
        <button
          type="button"
          className={styles.close}
          popoverTarget="mobile-menu"
          popoverTargetAction="hide"
        >
          <Icon name="close" />
          <span>Close</span>
        </button>
      </div>
      <div className={`container ${styles.body}`}>
        <PhoneLink
          phone={profile.phone}
          variant="banner"
          label="24/7 Emergency Call"
          className={styles.menuCall}
        />

        <nav aria-label="Mobile" className={styles.menuNav}>
          <MenuGroup id="mobile-services" title="Services" to="/services" more={menuServices.more}>
            <ServiceMenuItems services={menuServices.shown} look="menu" />
          </MenuGroup>

          <MenuGroup
            id="mobile-promotions"
            title="Promotions"
            to="/promotions"
            more={menuPromotions.more}
          >
            {menuPromotions.shown.map((promotion) => (
              <li key={promotion.id}>
                <Link to={promotionHref(promotion)} className={styles.itemLink}>
                  <Badge tone="brand">{promotionBadge(promotion)}</Badge>
                  <span>{promotion.title}</span>
                </Link>
              </li>
            ))}
          </MenuGroup>

          <ul className={styles.pages}>
            <li>
              <NavLink to="/" end className={styles.pageLink}>
                Home
              </NavLink>
            </li>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={styles.pageLink}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              <a href={SIGN_IN_HREF} className={styles.pageLink}>
                Sign In
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}

/** A group of the menu: its heading links to the page, then its first items and a link to all. */
function MenuGroup(props: {
  id: string;
  title: string;
  to: string;
  /** How many of its kind the group leaves out. */
  more: number;
  children: ReactNode;
}) {
  const { id, title, to, more, children } = props;
  const noun = title.toLowerCase();
  return (
    <section className={styles.group} aria-labelledby={id}>
      <h2 id={id} className={styles.groupTitle}>
        <Link to={to}>{title}</Link>
      </h2>
      <ul className={styles.list}>
        {children}
        <li>
          <Link to={to} className={styles.moreLink}>
            {more > 0 ? `View ${more} more ${noun}...` : `All ${noun}`}
          </Link>
        </li>
      </ul>
    </section>
  );
}
