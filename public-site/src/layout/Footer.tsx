import type { Location } from '@tow/contracts/location';
import type { Service } from '@tow/contracts/service';
import { Icon, Logo, PhoneLink } from '@tow/shared-ui/host/components';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { addressLine, type BusinessProfile } from '../lib/business-profile.ts';
import { pageLinks } from '../page-table.ts';
import { LinkNav } from '../shared/LinkNav.tsx';
import { serviceHref } from '../shared/links.ts';
import { servedAreaNames } from '../shared/served-areas.ts';
import styles from './Footer.module.css';

const QUICK_LINKS = pageLinks('quickLink');
const LEGAL_LINKS = pageLinks('legalLink');

const SOCIAL_LABELS = { facebook: 'Facebook', instagram: 'Instagram', x: 'X' } as const;

/** The company's pages on Facebook, Instagram and X, those the owner has given. */
function SocialLinks({ social }: { social: BusinessProfile['social'] }) {
  const links = (Object.keys(SOCIAL_LABELS) as (keyof typeof SOCIAL_LABELS)[]).filter(
    (site) => social[site] !== '',
  );
  if (links.length === 0) return null;
  return (
    <ul className={styles.social} aria-label="Follow us">
      {links.map((site) => (
        <li key={site}>
          <a href={social[site]} className={styles.contactLink} rel="noopener me">
            {SOCIAL_LABELS[site]}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** One titled column of links. */
function FooterColumn({
  id,
  heading,
  className,
  listClassName,
  children,
}: {
  id: string;
  heading: string;
  className?: string;
  listClassName?: string;
  children: ReactNode;
}) {
  return (
    <nav className={className} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      <ul className={listClassName ? `${styles.list} ${listClassName}` : styles.list}>
        {children}
      </ul>
    </nav>
  );
}

/** Quick links, services, contact details, served areas, legal links and the copyright line. */
export function Footer({
  profile,
  services,
  locations,
  areasKnown,
}: {
  profile: BusinessProfile;
  services: readonly Service[];
  locations: readonly Location[];
  /** False while the API has never said which areas are served. */
  areasKnown: boolean;
}) {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section className={styles.brand} aria-labelledby="footer-contact">
          <Logo name={profile.name} tagline="24/7 Towing & Recovery" />
          <p className={styles.about}>
            {`Local towing and breakdown recovery for ${profile.region.region}. Licensed, fully insured and on call 24/7, 365 days a year.`}
          </p>
          <h2 id="footer-contact" className={styles.heading}>
            Contact us
          </h2>
          <ul className={styles.contact}>
            <li>
              <PhoneLink phone={profile.phone} className={styles.phone} />
            </li>
            <li>
              <a href={`mailto:${profile.email}`} className={styles.contactLink}>
                <Icon name="mail" />
                {profile.email}
              </a>
            </li>
            {addressLine(profile.address) && (
              <li className={styles.contactText}>
                <Icon name="map-pin" />
                {addressLine(profile.address)}
              </li>
            )}
            {profile.openingText && (
              <li className={styles.contactText}>
                <Icon name="clock" />
                {profile.openingText}
              </li>
            )}
          </ul>
          <SocialLinks social={profile.social} />
        </section>

        <FooterColumn id="footer-links" heading="Quick links">
          {QUICK_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
          <li>
            <a href="/admin/login">Sign In</a>
          </li>
        </FooterColumn>

        <FooterColumn id="footer-services" heading="Our services">
          {services.map((service) => (
            <li key={service.id}>
              <Link to={serviceHref(service)}>{service.name}</Link>
            </li>
          ))}
          {services.length === 0 && (
            <li>
              <Link to="/services">All services</Link>
            </li>
          )}
        </FooterColumn>

        {/* No areas in the console, no column: the footer never lists areas the company did not enter. */}
        {(locations.length > 0 || !areasKnown) && (
          <FooterColumn
            id="footer-areas"
            heading="Areas we serve"
            className={styles.areasColumn}
            listClassName={styles.areas}
          >
            {locations.map((location) => (
              <li key={location.id}>
                <Link to={`/areas/${location.slug}`}>{location.name}</Link>
              </li>
            ))}
            {/* The API has never answered: the fixed list, without links to pages that need it. */}
            {!areasKnown &&
              servedAreaNames(locations, areasKnown).map((name) => <li key={name}>{name}</li>)}
          </FooterColumn>
        )}
      </div>

      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <p className={styles.copyright}>
            © {new Date().getFullYear()} {profile.name}. All rights reserved.
          </p>
          <LinkNav label="Legal" className={styles.legal} links={LEGAL_LINKS} />
        </div>
      </div>
    </footer>
  );
}
