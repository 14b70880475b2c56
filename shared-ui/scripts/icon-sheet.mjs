#!/usr/bin/env node
// Builds a preview contact sheet of all icons (large + actual size) as SVG.
// Usage: node icon-sheet.mjs OUT.svg   (then rasterise with rsvg-convert)
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'icons');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.svg'))
  .sort();
const cols = 8,
  cell = 150;
const rows = Math.ceil(files.length / cols);
let out = `<svg xmlns="http://www.w3.org/2000/svg" width="${cols * cell}" height="${rows * cell}"><rect width="100%" height="100%" fill="#0d1117"/>`;
files.forEach((f, i) => {
  const x = (i % cols) * cell,
    y = Math.floor(i / cols) * cell;
  const inner = readFileSync(join(dir, f), 'utf8')
    .trim()
    .replace('<svg ', `<svg x="${x + 15}" y="${y + 8}" width="96" height="96" color="#FFC400" `);
  const small = readFileSync(join(dir, f), 'utf8')
    .trim()
    .replace('<svg ', `<svg x="${x + 15}" y="${y + 112}" width="24" height="24" color="#ffffff" `);
  const small20 = readFileSync(join(dir, f), 'utf8')
    .trim()
    .replace('<svg ', `<svg x="${x + 50}" y="${y + 114}" width="20" height="20" color="#9aa4b2" `);
  out +=
    inner +
    small +
    small20 +
    `<text x="${x + 78}" y="${y + 128}" font-family="sans-serif" font-size="10" fill="#9aa4b2">${f.replace('.svg', '')}</text>`;
});
writeFileSync(process.argv[2] || '/tmp/icon-sheet.svg', `${out}</svg>`);
