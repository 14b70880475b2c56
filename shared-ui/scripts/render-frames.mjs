#!/usr/bin/env node
// Writes one SVG per video frame for a looping scene into a temp folder.
// Usage: node render-frames.mjs <hero|tow> <outDir> <frameCount>
// Frame i uses loop phase i / frameCount, so frame N would equal frame 0.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sceneSvg } from './scenes.mjs';

const [kind, outDir, n = '120'] = process.argv.slice(2);
if (!['hero', 'tow'].includes(kind) || !outDir) {
  console.error('usage: render-frames.mjs <hero|tow> <outDir> <frameCount>');
  process.exit(1);
}
mkdirSync(outDir, { recursive: true });
const frames = Number(n);
for (let i = 0; i < frames; i++) {
  writeFileSync(join(outDir, `f${String(i).padStart(4, '0')}.svg`), sceneSvg(kind, i / frames));
}
console.log(`${frames} ${kind} frames -> ${outDir}`);
