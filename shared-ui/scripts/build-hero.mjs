#!/usr/bin/env node
// Writes shared-ui/assets/hero/hero-poster.svg (frame 0 of the hero loop).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sceneSvg } from './scenes.mjs';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'hero');
mkdirSync(outDir, { recursive: true });
const svg = sceneSvg('hero', 0).replace('<svg ', '<svg width="1600" height="900" ');
writeFileSync(join(outDir, 'hero-poster.svg'), svg);
console.log(`hero-poster.svg ${(Buffer.byteLength(svg) / 1024).toFixed(1)} KB`);
