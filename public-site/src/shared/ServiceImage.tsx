import type { Service } from '@tow/contracts/service';
import { MediaPicture } from './MediaPicture.tsx';
import { DEFAULT_SERVICE_IMAGE, serviceImageKey } from './service-images.ts';

/**
 * A service's photo from the media library when it has one; else its illustration, by exact
 * name, else its icon key, else the towing picture. An illustration that fails to load is swapped
 * for the default towing image (src/page-script/image-fallbacks.ts).
 */
export function ServiceImage({
  service,
  assetsUrl,
  sizes,
  className,
  eager = false,
}: {
  service: Pick<Service, 'name' | 'icon' | 'image'>;
  /** The business profile's assetsUrl (the shared-ui remote, where the artwork lives). */
  assetsUrl: string;
  /** How wide the picture is shown, for the photo's copies. */
  sizes: string;
  className?: string;
  /** The illustration is the first on the page: eager. A photo stays lazy (below). */
  eager?: boolean;
}) {
  if (service.image) {
    // Lazy even first: on a phone the first service's photo is below the first screen, and its
    // 36 kB would share the weak link with what is (the demo's illustrations are 2 kB).
    return <MediaPicture image={service.image} sizes={sizes} className={className} />;
  }
  const fallback = `${assetsUrl}illustrations/${DEFAULT_SERVICE_IMAGE}.svg`;
  return (
    <img
      className={className}
      src={`${assetsUrl}illustrations/${serviceImageKey(service)}.svg`}
      alt=""
      width={640}
      height={400}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      data-fallback-src={fallback}
    />
  );
}
