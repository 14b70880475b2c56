import type { Promotion } from '@tow/contracts/promotion';
import { promotionBadge } from '@tow/contracts/promotion-display';
import type { Service } from '@tow/contracts/service';
import { Badge, Icon, Logo, PhoneLink } from '@tow/shared-ui/host/components';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import type { BusinessProfile } from '../lib/business-profile.ts';
import { promotionHref } from '../shared/links.ts';
import styles from './Header.module.css';
import { MobileMenu } from './MobileMenu.tsx';
import { firstOf, HEADER_LIMITS, NAV_LINKS, SIGN_IN_HREF } from './nav-data.ts';
import { ServiceMenuItems } from './ServiceMenuItems.tsx';

export interface HeaderProps {
  readonly profile: BusinessProfile;
  readonly services: readonly Service[];
  readonly promotions: readonly Promotion[];
}

const navClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.link} ${styles.active}` : styles.link;

/**
 * The public header: the emergency banner, the logo, the main navigation with the Services and
 * Promotions dropdowns, the Emergency Call button, Sign In and the full-screen mobile menu. The
 * dropdowns and the menu are native popovers: they open, close on an outside click or Escape and
 * keep one open at a time with no script (src/page-script/popovers.ts adds aria-expanded).
 */
export function Header({ profile, services, promotions }: HeaderProps) {
  const dropdownServices = firstOf(services, HEADER_LIMITS.dropdownServices);
  const dropdownPromotions = firstOf(promotions, HEADER_LIMITS.dropdownPromotions);

  return (
    <>
      <div className={styles.banner}>
        <div className={`container ${styles.bannerInner}`}>
          <p className={styles.bannerText}>
            <span className={styles.bannerBadge}>
              <Icon name="alert-triangle" /> 24/7 Emergency
            </span>{' '}
            <span className={styles.bannerArea}>
              {`Towing & recovery across ${profile.region.region_short}`}
            </span>
          </p>
          <PhoneLink
            phone={profile.phone}
            label={`Call ${profile.phone}`}
            className={styles.bannerPhone}
          />
        </div>
      </div>
      <header className={styles.header}>
        <div className={`container ${styles.bar}`}>
          <Link to="/" className={styles.home} aria-label={`${profile.name}, home`}>
            <Logo name={profile.name} />
          </Link>

          <nav aria-label="Main" className={styles.nav}>
            <ul className={styles.navList}>
              <Dropdown label="Services" to="/services" more={dropdownServices.more}>
                {dropdownServices.shown.length === 0 ? (
                  <li className={styles.empty}>Call us: we cover every kind of breakdown.</li>
                ) : (
                  <ServiceMenuItems services={dropdownServices.shown} look="dropdown" />
                )}
              </Dropdown>
              <Dropdown label="Promotions" to="/promotions" more={dropdownPromotions.more}>
                {dropdownPromotions.shown.length === 0 ? (
                  <li className={styles.empty}>No offers running right now.</li>
                ) : (
                  dropdownPromotions.shown.map((promotion) => (
                    <li key={promotion.id}>
                      <Link to={promotionHref(promotion)} className={styles.menuLink}>
                        <Badge tone="brand" className={styles.menuBadge}>
                          {promotionBadge(promotion)}
                        </Badge>
                        <span>{promotion.title}</span>
                      </Link>
                    </li>
                  ))
                )}
              </Dropdown>
              {NAV_LINKS.map((link) => (
                <li key={link.to} className={styles.item}>
                  <NavLink to={link.to} className={navClass}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>

          <div className={styles.actions}>
            <a href={SIGN_IN_HREF} className={styles.signIn}>
              Sign In
            </a>
            <PhoneLink
              phone={profile.phone}
              variant="button"
              className={styles.call}
              aria-label={`Emergency Call ${profile.phone}`}
              label={
                <>
                  <span className={styles.callShort}>Call</span>
                  <span className={styles.callLong}>Emergency Call</span>
                </>
              }
            />
            <button
              type="button"
              className={styles.menuToggle}
              aria-label="Menu"
              aria-controls="mobile-menu"
              popoverTarget="mobile-menu"
            >
              <Icon name="menu" />
              <span>Menu</span>
            </button>
          </div>
        </div>
      </header>
      <MobileMenu profile={profile} services={services} promotions={promotions} />
    </>
  );
}

/** A dropdown of the main navigation (its list's id: nav-<label>); `more`: how many it leaves out. */
function Dropdown(props: { label: string; to: string; more: number; children: ReactNode }) {
  const { label, to, more, children } = props;
  const id = `nav-${label.toLowerCase()}`;
  return (
    <li className={`${styles.item} ${styles.hasMenu}`}>
      {/* The label is a real link to the page; the chevron opens the list. */}
      <NavLink to={to} className={navClass}>
        {label}
      </NavLink>
      <button
        type="button"
        className={styles.toggle}
        aria-controls={id}
        aria-label={`${label} menu`}
        popoverTarget={id}
      >
        <Icon name="chevron-down" className={styles.chevron} />
      </button>
      <ul id={id} className={styles.panel} popover="auto">
        {children}
        {more > 0 && (
          <li className={styles.more}>
            <Link to={to} className={styles.moreLink}>
              View {more} more {label.toLowerCase()}...
            </Link>
          </li>
        )}
      </ul>
    </li>
  );
}
