import { Icon } from '@tow/shared-ui/host/components';
import { type BusinessProfile, fillCopy } from '../../../lib/business-profile.ts';
import { CallOrCallbackActions } from '../../../shared/CallOrCallbackActions.tsx';
import { HOME_HERO } from '../content.ts';
import { BackgroundVideo } from './BackgroundVideo.tsx';
import styles from './Hero.module.css';

/**
 * Phones held upright: their hero is at most about 0.65 as wide as it is tall, and the portrait
 * poster (a cut of the frame's middle that wide, 5 kB) shows what the video will (object-fit:
 * cover), where the whole 16:9 frame would be 19 kB for the same pixels.
 */
const PORTRAIT = '(max-aspect-ratio: 9/16)';

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

/** Full-screen hero: poster image first, the looping video once allowed, the call and callback links. */
export function Hero({ profile }: { profile: BusinessProfile }) {
  const assets = profile.assetsUrl;
  return (
    <section className={styles.hero} aria-labelledby="hero-heading">
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
      <div className={styles.scrim} aria-hidden="true" />
      <div className={`container ${styles.content}`}>
        <p className={styles.eyebrow}>
          <span className={styles.pulse} aria-hidden="true" />
          24/7 Emergency Recovery
          <span className={styles.eyebrowArea}> · Birmingham &amp; West Midlands</span>
        </p>
        <h1 id="hero-heading" className={styles.heading}>
          {HOME_HERO.heading}
        </h1>
        <p className={styles.lead}>{fillCopy(HOME_HERO.subheading, profile)}</p>
        <CallOrCallbackActions
          phone={profile.phone}
          callLabel={fillCopy(HOME_HERO.callLabel, profile)}
          callbackLabel={HOME_HERO.callbackLabel}
          classNames={{ actions: styles.actions, call: styles.call, callback: styles.callback }}
        />
        <ul className={styles.highlights}>
          {HIGHLIGHTS.map((text) => (
            <li key={text}>
              <Icon name="check" />
              {text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
