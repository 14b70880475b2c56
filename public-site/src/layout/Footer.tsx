import type { Location } from '@tow/contracts/location';
import type { Service } from '@tow/contracts/service';
import { Icon, Logo, PhoneLink } from '@tow/shared-ui/host/components';
import { Link } from 'react-router-dom';
import type { BusinessProfile } from '../lib/business-profile.ts';
import { serviceHref } from '../shared/links.ts';
import { servedAreaNames } from '../shared/served-areas.ts';
import styles from './Footer.module.css';

const QUICK_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/services', label: 'Services' },
  { to: '/promotions', label: 'Promotions' },
  { to: '/about', label: 'About Us' },
  { to: '/reviews', label: 'Reviews' },
  { to: '/faq', label: 'FAQ' },
  { to: '/contact', label: 'Request a Callback' },
] as const;

const LEGAL_LINKS = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/cookie-policy', label: 'Cookie Policy' },
] as const;

/** Quick links, services, contact details, served areas, legal links and the copyright line. */
export function Footer({
  profile,
  services,
  locations,
}: {
  profile: BusinessProfile;
  services: readonly Service[];
  locations: readonly Location[];
}) {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section className={styles.brand} aria-labelledby="footer-contact">
          <Logo name={profile.name} tagline="24/7 Towing & Recovery" />
          <p className={styles.about}>
            Local towing and breakdown recovery for Birmingham and the West Midlands. Licensed,
            fully insured and on call 24/7, 365 days a year.
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
            <li className={styles.contactText}>
              <Icon name="clock" />
              Open 24 hours a day, 7 days a week
            </li>
          </ul>
        </section>

        <nav className={styles.column} aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            Quick links
          </h2>
          <ul className={styles.list}>
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              <a href="/admin/login">Sign In</a>
            </li>
          </ul>
        </nav>

        <nav className={styles.column} aria-labelledby="footer-services">
          <h2 id="footer-services" className={styles.heading}>
            Our services
          </h2>
          <ul className={styles.list}>
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
          </ul>
        </nav>

        <nav className={`${styles.column} ${styles.areasColumn}`} aria-labelledby="footer-areas">
          <h2 id="footer-areas" className={styles.heading}>
            Areas we serve
          </h2>
          <ul className={`${styles.list} ${styles.areas}`}>
            {locations.map((location) => (
              <li key={location.id}>
                <Link to={`/areas/${location.slug}`}>{location.name}</Link>
              </li>
            ))}
            {/* The API is down: the areas still show, without links to pages that need it. */}
            {locations.length === 0 &&
              servedAreaNames(locations).map((name) => <li key={name}>{name}</li>)}
          </ul>
        </nav>
      </div>

      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <p className={styles.copyright}>
            © {new Date().getFullYear()} {profile.name}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <ul className={styles.legal}>
              {LEGAL_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
