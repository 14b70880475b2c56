import { expect, test } from 'vitest';
import { cacheControlFor } from '../src/dev/cache-control.ts';

test('hashed assets are immutable, entry points revalidate, artwork is cached for a day', () => {
  expect(cacheControlFor('/shared-ui/assets/Button-abc123.js')).toContain('immutable');
  expect(cacheControlFor('/shared-ui/remoteEntry.js')).toBe('no-cache');
  expect(cacheControlFor('/shared-ui/remoteEntry.ssr.js')).toBe('no-cache');
  expect(cacheControlFor('/shared-ui/mf-manifest.json')).toBe('no-cache');
  for (const path of [
    'illustrations/towing-service.svg',
    'video/hero-loop.mp4',
    'hero/hero-poster.webp',
    'brand/favicon.svg',
    'icons/phone.svg',
  ]) {
    expect(cacheControlFor(`/shared-ui/${path}`)).toBe(
      'public, max-age=86400, stale-while-revalidate=604800',
    );
  }
});
