/**
 * A service picture that fails to load (an `<img data-fallback-src>`) is swapped for the default
 * towing picture, also when it failed before this script ran.
 */
export function watchImageFallbacks(): void {
  const swap = (img: HTMLImageElement) => {
    const fallback = img.dataset.fallbackSrc;
    if (fallback && img.src !== new URL(fallback, document.baseURI).href) img.src = fallback;
  };
  document.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement) swap(event.target);
    },
    true,
  );
  for (const img of document.querySelectorAll<HTMLImageElement>('img[data-fallback-src]')) {
    if (img.complete && img.naturalWidth === 0) swap(img);
  }
}
