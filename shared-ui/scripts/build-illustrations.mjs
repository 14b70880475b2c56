#!/usr/bin/env node
// Writes the service illustrations to shared-ui/assets/illustrations/<key>.svg
// (viewBox 0 0 640 400, flat night scenes, no text, no external refs).
// Usage: node shared-ui/scripts/build-illustrations.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  barrier,
  beam,
  C,
  car,
  cone,
  glow,
  lamps,
  lorry,
  makeDoc,
  place,
  road,
  skyDef,
  skyline,
  stars,
  stripeDef,
  truck,
  van,
  warnTriangle,
} from './art.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, '..', 'assets', 'illustrations');
const W = 640;
const H = 400;

/** Standard night backdrop: sky, skyline, verge, barrier, road. */
function backdrop(doc, o = {}) {
  const sky = skyDef(doc);
  let s = `<rect width="${W}" height="${H}" fill="url(#${sky})"/>`;
  s += stars(W, 170, 14, o.seed || 3);
  if (o.skyline !== false) s += skyline(o.skyX ?? -30, 262, 0.6);
  s += `<rect y="262" width="${W}" height="40" fill="#0a0e13"/>`;
  if (o.lamps) s += lamps(doc, W, 286, 120, 320, o.lampOffset || 90, 0.8);
  s += barrier(W, 282, 20);
  s += road(doc, W, 300, 84, o.dash || 0, { dash: 50, gap: 50, laneAt: 0.5 });
  s += `<rect y="384" width="${W}" height="16" fill="${C.bg}"/>`;
  return s;
}

const GROUND = 372;

/** A wrecker towing a car of `color`, lifted by its front wheels on the underlift fork. */
function wreckerTowing(doc, color, phase) {
  const lifted = place(car(doc, { color }), { x: -62, y: -40, rot: -10, pivot: [170, -20] });
  return (
    place(lifted, { x: -170, y: 20 }) +
    truck(doc, { body: 'wrecker', lift: 62, phase, cableTo: -120 })
  );
}

const scenes = {
  // Wrecker towing a car on its wheel-lift.
  'towing-service'(doc) {
    let s = backdrop(doc, { lamps: true });
    const tx = 262;
    const t = 0.86;
    s += beam(doc, tx + 342 * t, GROUND - 68 * t, 180, GROUND + 4);
    s += place(wreckerTowing(doc, C.muted, 0.15), { x: tx, y: GROUND, s: t });
    return s;
  },

  // Car with the bonnet up, hazards on, warning triangle behind it.
  'breakdown-recovery'(doc) {
    let s = backdrop(doc, { skyX: -200 });
    // distant recovery truck beacons approaching
    s += cone(90, 386, 0.8);
    s += warnTriangle(182, 378, 0.9);
    s += glow(doc, 268, 334, 60, 0.9) + glow(doc, 492, 334, 60, 0.9);
    s += place(car(doc, { color: '#dfe4ea', bonnet: true }), { x: 262, y: GROUND, s: 1.1 });
    s += `<rect x="266" y="323" width="10" height="10" rx="2" fill="${C.orange}"/><rect x="488" y="324" width="8" height="8" rx="2" fill="${C.orange}"/>`;
    return s;
  },

  // Battery with jump leads running to a yellow booster pack.
  'battery-jump-start'(doc) {
    let s = backdrop(doc, { skyX: -330 });
    s += `<rect y="300" width="${W}" height="100" fill="${C.bg}" opacity=".55"/>`;
    s += glow(doc, 330, 230, 200, 0.55, C.yellow, 'gy');
    // battery
    s += `<rect x="120" y="190" width="230" height="170" rx="12" fill="${C.raised}"/><rect x="120" y="190" width="230" height="34" rx="10" fill="${C.slate}"/>`;
    s += `<rect x="150" y="170" width="40" height="24" rx="4" fill="${C.red}"/><rect x="280" y="170" width="40" height="24" rx="4" fill="${C.muted}"/>`;
    s += `<path d="M158 262h34M175 245v34M278 262h34" stroke="${C.muted}" stroke-width="8" stroke-linecap="round"/>`;
    s += `<path d="M243 240l-26 46h26l-14 48 42-62h-28l16-32z" fill="${C.yellow}"/>`;
    // booster pack
    const hv = stripeDef(doc);
    s += `<rect x="430" y="250" width="140" height="110" rx="14" fill="${C.yellow}"/><rect x="430" y="330" width="140" height="14" fill="url(#${hv})"/>`;
    s += `<rect x="452" y="268" width="60" height="34" rx="5" fill="${C.bg}"/><circle cx="540" cy="285" r="12" fill="${C.bg}"/><rect x="462" y="276" width="26" height="18" rx="2" fill="${C.orange}"/>`;
    // leads: red to +, black (steel) to -
    s += `<path d="M170 176C170 90 420 70 470 250" stroke="${C.red}" stroke-width="9" fill="none" stroke-linecap="round"/>`;
    s += `<path d="M300 176C300 120 480 120 530 250" stroke="${C.bg}" stroke-width="13" fill="none" stroke-linecap="round"/><path d="M300 176C300 120 480 120 530 250" stroke="${C.steel}" stroke-width="9" fill="none" stroke-linecap="round"/>`;
    // clamps
    s += `<path d="M156 150h28l-4 26h-20z" fill="${C.red}"/><path d="M286 150h28l-4 26h-20z" fill="${C.slate}"/>`;
    // sparks
    s += `<path d="M150 146l-18-16M152 162l-24 2M166 140l-4-22M320 146l16-16M320 162l22 2" stroke="${C.yellow}" stroke-width="4" stroke-linecap="round"/>`;
    s += glow(doc, 170, 150, 46, 1, C.yellow, 'gy');
    return s;
  },

  // Damaged car being lifted by a wrecker boom, cones and debris.
  'accident-recovery'(doc) {
    let s = backdrop(doc, { skyX: -120, seed: 9 });
    s += glow(doc, 80, 330, 120, 0.35, C.red, 'gr');
    const t = 0.78;
    const tx = 330;
    s += place(truck(doc, { body: 'wrecker', lift: 20, phase: 0.6, cableTo: -168 }), {
      x: tx,
      y: GROUND,
      s: t,
    });
    // cable from boom tip down to the damaged car front
    s += `<path d="M${tx + 60 * t} ${GROUND - 168 * t}L${tx - 12} ${GROUND - 58}" stroke="${C.muted}" stroke-width="2.5"/>`;
    s += `<circle cx="${tx + 60 * t}" cy="${GROUND - 168 * t}" r="5" fill="${C.slate}"/>`;
    s += place(car(doc, { color: C.red, shade: '#8c1d1a', damaged: true }), {
      x: 118,
      y: GROUND,
      s: 0.95,
      rot: -8,
      pivot: [42, 0],
    });
    // debris + cones
    s += `<path d="M330 378l10-6 6 8zM360 380l14-3-4 7zM300 383l9-2 2 5z" fill="${C.muted}"/><path d="M316 376l6-4 3 6z" fill="${C.orange}"/>`;
    s += cone(60, 384, 0.9) + cone(586, 390, 0.8);
    return s;
  },

  // Jerry can and a fuel pump nozzle next to a car with its fuel flap open.
  'fuel-delivery'(doc) {
    let s = backdrop(doc, { skyX: -420, seed: 5 });
    s += glow(doc, 40, 300, 90, 0.7);
    s += place(car(doc, { color: C.muted }), { x: 320, y: GROUND, s: 1.2 });
    // open fuel flap on the rear quarter
    s += `<rect x="350" y="318" width="16" height="13" rx="3" fill="${C.bg}"/><path d="M350 319l-11-8v17z" fill="${C.slate}"/>`;
    // jerry can on the ground
    s += `<path d="M110 222h104a12 12 0 0 1 12 12v130a8 8 0 0 1-8 8H92a8 8 0 0 1-8-8V248z" fill="${C.orange}"/>`;
    s += `<path d="M106 262l96 92M202 262l-96 92" stroke="#c95f00" stroke-width="10" stroke-linecap="round"/>`;
    s += `<path d="M114 222V204h66v18M136 204v18M158 204v18" stroke="${C.orange}" stroke-width="9" fill="none" stroke-linejoin="round"/>`;
    s += `<path d="M194 206h22v16h-22z" fill="${C.red}"/>`;
    // delivery hose and nozzle into the filler
    const hose = 'M205 206C215 150 255 235 282 273';
    s += `<path d="${hose}" stroke="${C.ink}" stroke-width="14" fill="none" stroke-linecap="round"/><path d="${hose}" stroke="${C.slate}" stroke-width="8" fill="none" stroke-linecap="round"/>`;
    s += `<g transform="translate(354 322) rotate(35)"><path d="M-34 -4H2v8h-36z" fill="${C.muted}"/><path d="M-30 -12H-80a6 6 0 0 0-6 6v12a6 6 0 0 0 6 6h18l10 24h16l-8-24h14z" fill="${C.yellow}"/><path d="M-66 12l6 16" stroke="${C.bg}" stroke-width="4" stroke-linecap="round"/></g>`;
    // fuel drop + glow
    s += glow(doc, 300, 150, 60, 0.7, C.yellow, 'gy');
    s += `<path d="M300 118c12 18 18 27 18 36a18 18 0 0 1-36 0c0-9 6-18 18-36z" fill="${C.yellow}"/><path d="M292 158a8 8 0 0 0 8 8" stroke="${C.bg}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
    return s;
  },

  // Flatbed carrying a car.
  'car-recovery'(doc) {
    let s = backdrop(doc, { lamps: true, lampOffset: 200, seed: 11 });
    const load = place(car(doc, { color: '#dfe4ea' }), { x: 6, y: -74, s: 0.95 });
    s += beam(doc, 140 + 342 * 1.05, GROUND - 68 * 1.05, 200, GROUND + 4);
    s += place(truck(doc, { body: 'flat', load, phase: 0.8 }), { x: 140, y: GROUND, s: 1.05 });
    return s;
  },

  // Heavy recovery: wrecker towing a rigid lorry.
  'vehicle-recovery'(doc) {
    let s = backdrop(doc, { seed: 13, skyX: -260 });
    const t = 0.74;
    const tx = 366;
    const lorrySvg = place(lorry(doc), { x: -54, y: -36, rot: -6, pivot: [290, -24] });
    s += beam(doc, tx + 342 * t, GROUND - 68 * t, 120, GROUND + 4);
    s += place(
      place(lorrySvg, { x: -290, y: 24 }) +
        truck(doc, { body: 'wrecker', lift: 54, phase: 0.3, cableTo: -130 }),
      { x: tx, y: GROUND, s: t },
    );
    return s;
  },

  // Close-up of a tow hook and chain with beacons behind.
  recovery(doc) {
    let s = backdrop(doc, { skyX: -80, seed: 17 });
    s += glow(doc, 140, 120, 200, 0.55) + glow(doc, 520, 150, 170, 0.4);
    const hv = stripeDef(doc);
    s += `<rect y="356" width="${W}" height="28" fill="url(#${hv})"/>`;
    // chain links
    let ch = '';
    for (let i = 0; i < 4; i++) {
      const y = -10 + i * 44;
      ch +=
        i % 2
          ? `<rect x="312" y="${y}" width="16" height="52" rx="8" fill="none" stroke="${C.muted}" stroke-width="8"/>`
          : `<rect x="302" y="${y}" width="36" height="52" rx="18" fill="none" stroke="${C.slate}" stroke-width="9"/>`;
    }
    s += ch;
    // hook
    s += `<rect x="296" y="170" width="48" height="52" rx="10" fill="${C.yellow}"/><circle cx="320" cy="186" r="9" fill="${C.bg}"/>`;
    s += `<path d="M320 222v26c50 6 66 40 58 66-10 30-50 42-76 26-18-12-22-32-16-48l32 10c-4 10 2 18 12 18 14 0 20-14 14-28-6-12-18-16-38-16v-54z" fill="${C.yellow}"/>`;
    s += `<path d="M286 292l-14-26 38 14z" fill="${C.yellow}"/>`;
    s += `<path d="M336 262c22 8 30 22 28 36" stroke="${C.amberDark}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
    return s;
  },

  // Empty flatbed recovery truck, beacons on, bed slightly tilted.
  'recovery-truck'(doc) {
    let s = backdrop(doc, { lamps: true, lampOffset: 40, seed: 19 });
    s += beam(doc, 150 + 342 * 1.12, GROUND - 68 * 1.12, 160, GROUND + 4);
    s += place(truck(doc, { body: 'flat', phase: 0.05, tilt: 4, glowScale: 1.3 }), {
      x: 150,
      y: GROUND,
      s: 1.12,
    });
    s += cone(80, 386, 0.9);
    return s;
  },

  // Close-up: car being towed on a wheel-lift, truck rear at the right.
  'car-towing'(doc) {
    let s = backdrop(doc, { seed: 23, skyX: -500 });
    // motion streaks
    s += `<path d="M20 318h90M40 340h60M10 362h110" stroke="${C.muted}" stroke-width="3" opacity=".35" stroke-linecap="round"/>`;
    s += place(wreckerTowing(doc, '#dfe4ea', 0.45), { x: 410, y: GROUND + 12, s: 1.45 });
    return s;
  },

  // Van being winched up a tilted flatbed.
  'van-recovery'(doc) {
    let s = backdrop(doc, { seed: 29, skyX: -170 });
    const tilt = 11;
    const load = place(van(doc, {}), { x: 2, y: -74, s: 0.86 });
    s += place(truck(doc, { body: 'flat', load, tilt, phase: 0.55 }), {
      x: 236,
      y: GROUND,
      s: 0.98,
    });
    s += cone(70, 388, 0.85) + cone(150, 388, 0.85);
    s += warnTriangle(600, 388, 0.6);
    return s;
  },

  // Generic fallback: flatbed with a car, big beacon glow, hazard band.
  'towing-default'(doc) {
    const sky = skyDef(doc);
    const hv = stripeDef(doc);
    let s = `<rect width="${W}" height="${H}" fill="url(#${sky})"/>${stars(W, 200, 18, 31)}`;
    s += skyline(-40, 300, 0.7, '#151c25');
    s += `<rect y="300" width="${W}" height="100" fill="${C.surface}"/><rect y="300" width="${W}" height="4" fill="${C.white}" opacity=".5"/>`;
    s += `<rect y="372" width="${W}" height="28" fill="url(#${hv})"/>`;
    const load = place(car(doc, { color: C.muted }), { x: 6, y: -74, s: 0.95 });
    s += place(truck(doc, { body: 'flat', load, phase: 0, glowScale: 1.5 }), {
      x: 130,
      y: 354,
      s: 1.08,
    });
    return s;
  },
};

mkdirSync(outDir, { recursive: true });
const prefixes = {};
for (const [key, fn] of Object.entries(scenes)) {
  // short unique id prefix per file so inlined SVGs never collide
  const prefix = `i${key
    .split('-')
    .map((p) => p[0])
    .join('')}${Object.keys(prefixes).length}`;
  prefixes[key] = prefix;
  const doc = makeDoc(prefix);
  const body = fn(doc);
  const svg = doc.render(W, H, body);
  writeFileSync(join(outDir, `${key}.svg`), svg);
  const kb = (Buffer.byteLength(svg) / 1024).toFixed(1);
  console.log(
    `${key.padEnd(20)} ${kb} KB${Buffer.byteLength(svg) > 8192 ? '  <-- over 8 KB' : ''}`,
  );
}
