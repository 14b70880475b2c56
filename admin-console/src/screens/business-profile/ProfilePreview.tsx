import { Icon, Logo, PhoneLink } from '@tow/shared-ui/host/components';
import styles from './BusinessProfileScreen.module.css';
import type { ProfileFormValues } from './profile-form.ts';

const SOCIAL = [
  ['social.facebook', 'Facebook'],
  ['social.instagram', 'Instagram'],
  ['social.x', 'X'],
] as const;

/**
 * How the site's header and footer will read with the profile as typed: what a driver sees
 * first (the name and the number to call) and what the footer says of the company.
 */
export function ProfilePreview({ values }: { values: ProfileFormValues }) {
  const name = values.name.trim() || 'Your company name';
  const phone = values.phone.trim();
  // The postcode as it will be stored (upper case), the rest as typed.
  const town = [values['address.town'], values['address.postcode'].toUpperCase()]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  const address = [values['address.street'].trim(), town].filter(Boolean).join(', ');
  const region = values.region.trim();
  const social = SOCIAL.filter(([field]) => values[field].trim() !== '');
  return (
    <section className={styles.preview} aria-labelledby="preview-heading">
      <h2 id="preview-heading">Preview</h2>
      <p className={styles.previewNote}>How the top and bottom of every page will read.</p>
      <div className={styles.previewHeader} data-testid="preview-header">
        <Logo name={name} size="sm" />
        {phone && <PhoneLink phone={phone} variant="button" label={`Call ${phone}`} />}
      </div>
      <div className={styles.previewFooter} data-testid="preview-footer">
        <strong>{name}</strong>
        {region && <span>Local towing and breakdown recovery for {region}.</span>}
        {phone && <span>{phone}</span>}
        {values.email.trim() && <span>{values.email.trim()}</span>}
        {address && (
          <span>
            <Icon name="map-pin" /> {address}
          </span>
        )}
        {values.opening_text.trim() && (
          <span>
            <Icon name="clock" /> {values.opening_text.trim()}
          </span>
        )}
        {social.length > 0 && <span>{social.map(([, label]) => label).join(' · ')}</span>}
        <small>
          © {new Date().getFullYear()} {name}. All rights reserved.
        </small>
      </div>
    </section>
  );
}
