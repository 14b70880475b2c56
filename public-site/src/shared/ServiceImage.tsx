import type { Service } from '@tow/contracts/service';
import { DEFAULT_SERVICE_IMAGE, serviceImageKey } from './service-images.ts';

/**
 * A service's illustration, by exact name, else its icon key, else the towing picture. A picture
 * that fails to load is swapped for the default towing image (src/page-script/image-fallbacks.ts).
 */
export function ServiceImage({
  service,
  assetsUrl,
  className,
  eager = false,
}: {
  service: Pick<Service, 'name' | 'icon'>;
  /** The business profile's assetsUrl (the shared-ui remote, where the artwork lives). */
  assetsUrl: string;
  className?: string;
  eager?: boolean;
}) {
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
