#!/usr/bin/env node
// Writes shared-ui/assets/brand/logo-mark.svg and favicon.svg.
// The mark: a stylised recovery truck (cab, hi-vis bed, boom + hook, beacon).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { C } from './art.mjs';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'brand');

const mark =
  `<path d="M4 38V25.6a2 2 0 0 1 .5-1.3l5.6-6.8a2 2 0 0 1 1.5-.7H21v21.2z" fill="${C.yellow}"/>` +
  `<path d="M8.2 25l4.4-5.3H17V25z" fill="${C.bg}"/>` +
  `<rect x="11.5" y="12" width="7" height="3.2" rx="1.6" fill="${C.orange}"/>` +
  `<path d="M21 31h23v7H21z" fill="${C.yellow}"/>` +
  `<path d="M27 31h3.4l-4 7H23zM35 31h3.4l-4 7H31z" fill="${C.bg}"/>` +
  `<path d="M24 29L38.5 10" stroke="${C.yellow}" stroke-width="5" stroke-linecap="round"/>` +
  `<path d="M38.5 10.5V21a3.2 3.2 0 0 0 6.4 0v-1.4" fill="none" stroke="${C.yellow}" stroke-width="2.6" stroke-linecap="round"/>` +
  `<circle cx="12" cy="39" r="4.6" fill="${C.bg}" stroke="${C.yellow}" stroke-width="3"/>` +
  `<circle cx="35" cy="39" r="4.6" fill="${C.bg}" stroke="${C.yellow}" stroke-width="3"/>`;

const svg = (body) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">${body}</svg>\n`;

mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'logo-mark.svg'), svg(mark));
writeFileSync(
  join(outDir, 'favicon.svg'),
  svg(
    `<rect width="48" height="48" rx="10" fill="${C.bg}"/><rect x="1" y="1" width="46" height="46" rx="9" fill="none" stroke="${C.raised}" stroke-width="2"/><g transform="translate(4.3 3) scale(.82)">${mark}</g>`,
  ),
);
console.log('wrote logo-mark.svg, favicon.svg');
