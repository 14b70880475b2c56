import type { MediaImage } from '@tow/contracts/media';
import { Icon } from '@tow/shared-ui/host/components';
import type { CoverageOutcome } from '../../../data/coverage.ts';
import { type BusinessProfile, fillCopy } from '../../../lib/business-profile.ts';
import { CallOrCallbackActions } from '../../../shared/CallOrCallbackActions.tsx';
import { CoverageCheck } from '../../../shared/coverage-check/CoverageCheck.tsx';
import { FirstScreenEnd } from '../../../shared/FirstScreenEnd.tsx';
import { MediaPicture } from '../../../shared/MediaPicture.tsx';
import page from '../../../shared/page.module.css';
import { RichText } from '../../../shared/RichText.tsx';
import type { ShownText } from '../../../shared/site-text.ts';
import { HOME_HERO } from '../content.ts';
import backdrop from './BackgroundVideo.module.css';
import { BackgroundVideo } from './BackgroundVideo.tsx';
import styles from './Hero.module.css';

/**
 * Phones held upright: their hero is at most about 0.65 as wide as it is tall, and the portrait
 * poster (a cut of the frame's middle that wide, 5 kB) shows what the video will (object-fit:
 * cover), where the whole 16:9 frame would be 19 kB for the same pixels.
 */
export const PORTRAIT = '(max-aspect-ratio: 9/16)';

/** The posters, the largest thing on the first screen: the home page preloads one (route.tsx). */
export const HERO_POSTERS = [
  { file: 'hero/hero-poster-portrait.webp', media: PORTRAIT },
  { file: 'hero/hero-poster.webp', media: `not all and ${PORTRAIT}` },
] as const;

const HIGHLIGHTS = [
  '24/7, 365 days a year',
  'Rapid local response',
  'Licensed & fully insured',
] as const;

/**
 * The hero's photo fills the screen's width whatever its size: the copies are chosen by it; on
 * a phone held upright it is the photo's portrait cut, as the demo's poster is.
 */
export const HERO_PHOTO_SIZES = '100vw';

/**
 * Full-screen hero: the owner's photo (from the media library) when one is chosen, otherwise the
 * demo's poster image first and its looping video once allowed; the owner's heading and words
 * (`text`, the `home-hero` site text), the call and callback links, the coverage check.
 */
export function Hero({
  profile,
  text,
  coverage,
  photo,
}: {
  profile: BusinessProfile;
  text: ShownText;
  coverage: CoverageOutcome | null;
  photo: MediaImage | null;
}) {
  return (
    <section className={styles.hero} aria-labelledby="hero-heading">
      {photo ? (
        <div className={backdrop.media}>
          <MediaPicture image={photo} sizes={HERO_PHOTO_SIZES} portrait={PORTRAIT} priority />
        </div>
      ) : (
        <DemoBackdrop assets={profile.assetsUrl} />
      )}
      <div className={styles.scrim} aria-hidden="true" />
      <div className={`container ${styles.content}`}>
        <p className={`${page.eyebrow} ${styles.eyebrow}`}>
          <span className={styles.pulse} aria-hidden="true" />
          24/7 Emergency Recovery
          <span className={styles.eyebrowArea}>{` · ${profile.region.region_short}`}</span>
        </p>
        <h1 id="hero-heading" className={styles.heading}>
          {text.heading}
        </h1>
        <RichText className={`${styles.lead} ${page.richLead}`} text={text} />
        <CallOrCallbackActions
          phone={profile.phone}
          callLabel={fillCopy(HOME_HERO.callLabel, profile)}
          callbackLabel={HOME_HERO.callbackLabel}
          classNames={{ actions: styles.actions, call: styles.call, callback: styles.callback }}
        />
        <CoverageCheck phone={profile.phone} outcome={coverage} />
        <ul className={styles.highlights}>
          {HIGHLIGHTS.map((text) => (
            <li key={text}>
              <Icon name="check" />
              {text}
            </li>
          ))}
        </ul>
      </div>
      <FirstScreenEnd />
    </section>
  );
}

/** The demo's hero: its poster first, then its looping video. */
function DemoBackdrop({ assets }: { assets: string }) {
  return (
    <BackgroundVideo
      controls="top"
      webm={`${assets}video/hero-loop.webm`}
      mp4={`${assets}video/hero-loop.mp4`}
    >
      <picture>
        {HERO_POSTERS.map(({ file, media }) => (
          <source key={file} media={media} srcSet={`${assets}${file}`} type="image/webp" />
        ))}
        <img
          src={`${assets}hero/hero-poster.jpg`}
          alt=""
          width={1280}
          height={720}
          fetchPriority="high"
          decoding="async"
        />
      </picture>
    </BackgroundVideo>
  );
}
