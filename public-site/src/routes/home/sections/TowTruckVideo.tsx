import { regionBeforeNoun } from '@tow/contracts/region-words';
import { PhoneLink } from '@tow/shared-ui/host/components';
import { type BusinessProfile, fillCopy } from '../../../lib/business-profile.ts';
import { HOME_VIDEO } from '../content.ts';
import { BackgroundVideo } from './BackgroundVideo.tsx';
import styles from './sections.module.css';

/** The looping tow-truck video beside a short text (poster first, same motion and data rules). */
export function TowTruckVideo({ profile }: { profile: BusinessProfile }) {
  const assets = profile.assetsUrl;
  return (
    <section className="section" aria-labelledby="home-video">
      <div className={`container ${styles.videoGrid}`}>
        <div className={styles.videoFrame}>
          <BackgroundVideo
            webm={`${assets}video/tow-truck-loop.webm`}
            mp4={`${assets}video/tow-truck-loop.mp4`}
          >
            <img
              src={`${assets}video/tow-truck-poster.webp`}
              alt={`One of our recovery trucks on a ${regionBeforeNoun(profile.region.region_wide)} road at night`}
              width={854}
              height={480}
              loading="lazy"
              decoding="async"
            />
          </BackgroundVideo>
        </div>
        <div className={styles.videoText}>
          <p className="eyebrow">Around the clock</p>
          <h2 id="home-video">{HOME_VIDEO.heading}</h2>
          <p>{fillCopy(HOME_VIDEO.text, profile)}</p>
          <PhoneLink phone={profile.phone} variant="button" label={`Call ${profile.phone}`} />
        </div>
      </div>
    </section>
  );
}
