import { type MediaImage, mediaSrcset } from '@tow/contracts/media';

/**
 * A photo of the media library: AVIF, then WebP, each at its widths for the browser to choose
 * from by `sizes`, with the photo's width and height so the page does not move as it loads. Lazy
 * unless `priority` (the first screen's largest picture, asked for first). With `portrait` (a
 * media query), screens it matches get the photo's portrait cut instead: the part of it a
 * full-screen backdrop shows on a phone held upright, in a fraction of the bytes.
 */
export function MediaPicture({
  image,
  sizes,
  portrait,
  priority = false,
  className,
}: {
  image: MediaImage;
  /** How wide the picture is shown, e.g. `(min-width: 48em) 50vw, 100vw`. */
  sizes: string;
  portrait?: string;
  priority?: boolean;
  className?: string;
}) {
  const fallback =
    image.copies.filter((copy) => copy.format === 'webp').find((copy) => copy.width >= 960) ??
    image;
  return (
    <picture>
      {portrait &&
        image.portrait.map((copy) => (
          <source key={copy.url} media={portrait} type={`image/${copy.format}`} srcSet={copy.url} />
        ))}
      <source type="image/avif" srcSet={mediaSrcset(image, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={mediaSrcset(image, 'webp')} sizes={sizes} />
      <img
        className={className}
        src={fallback.url}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
      />
    </picture>
  );
}
