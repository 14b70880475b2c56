import type { Service } from '@tow/contracts/service';
import { useEffect, useRef, useState } from 'react';
import { DEFAULT_SERVICE_IMAGE, serviceImageKey } from './service-images.ts';

/**
 * A service's illustration, by exact name, else its icon key, else the towing picture. A picture
 * that fails to load is swapped for the default towing image, also when it failed before hydration.
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
  const [src, setSrc] = useState(() => `${assetsUrl}illustrations/${serviceImageKey(service)}.svg`);
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const img = ref.current;
    // An error event that fired before React hydrated was missed: ask the image itself.
    if (img?.complete && img.naturalWidth === 0) {
      img.decode().catch(() => setSrc((current) => (current === fallback ? current : fallback)));
    }
  }, [fallback]);

  return (
    <img
      ref={ref}
      className={className}
      src={src}
      alt=""
      width={640}
      height={400}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setSrc((current) => (current === fallback ? current : fallback))}
    />
  );
}
