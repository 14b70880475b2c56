#!/usr/bin/env node
// Writes shared-ui/assets/icons/<name>.svg from the path data below.
// Line icons on a 24x24 grid: stroke currentColor, width 2, round caps/joins.
// Usage: node shared-ui/scripts/build-icons.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, '..', 'assets', 'icons');

const p = (d) => `<path d="${d}"/>`;
const c = (cx, cy, r, solid = false) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}"${solid ? ' fill="currentColor"' : ''}/>`;
const wheels = (a, b, y = 17, r = 2) => c(a, y, r) + c(b, y, r);

// --- bake a similarity transform (uniform scale, rotation, translation) into
// path/circle markup, so every icon keeps a true 2px stroke and no <g>.
const fmt = (n) => {
  const v = Math.round(n * 100) / 100;
  return String(Object.is(v, -0) ? 0 : v);
};
function matrix({ s = 1, tx = 0, ty = 0, rot = 0, cx = 0, cy = 0 } = {}) {
  // result = rotate(rot about cx,cy) * translate(tx,ty) * scale(s)
  const a = (rot * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  return {
    s,
    rot,
    apply(x, y) {
      const X = x * s + tx - cx;
      const Y = y * s + ty - cy;
      return [X * cos - Y * sin + cx, X * sin + Y * cos + cy];
    },
  };
}
function transformPath(d, m) {
  const toks = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g);
  const arity = { M: 2, L: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, T: 2, A: 7, Z: 0 };
  let i = 0;
  let cmd = '';
  let x = 0;
  let y = 0;
  let sx = 0;
  let sy = 0;
  const out = [];
  const pt = (px, py) => m.apply(px, py).map(fmt).join(' ');
  while (i < toks.length) {
    if (/[a-zA-Z]/.test(toks[i])) cmd = toks[i++];
    const U = cmd.toUpperCase();
    const rel = cmd !== U;
    const n = toks.slice(i, i + arity[U]).map(Number);
    i += arity[U];
    const ox = rel ? x : 0;
    const oy = rel ? y : 0;
    switch (U) {
      case 'M':
        x = n[0] + ox;
        y = n[1] + oy;
        sx = x;
        sy = y;
        out.push(`M${pt(x, y)}`);
        cmd = rel ? 'l' : 'L';
        break;
      case 'L':
        x = n[0] + ox;
        y = n[1] + oy;
        out.push(`L${pt(x, y)}`);
        break;
      case 'H':
        x = n[0] + ox;
        out.push(`L${pt(x, y)}`);
        break;
      case 'V':
        y = n[0] + (rel ? y : 0);
        out.push(`L${pt(x, y)}`);
        break;
      case 'C':
        out.push(
          `C${pt(n[0] + ox, n[1] + oy)} ${pt(n[2] + ox, n[3] + oy)} ${pt(n[4] + ox, n[5] + oy)}`,
        );
        x = n[4] + ox;
        y = n[5] + oy;
        break;
      case 'A':
        x = n[5] + ox;
        y = n[6] + oy;
        out.push(
          `A${fmt(n[0] * m.s)} ${fmt(n[1] * m.s)} ${fmt(n[2] + m.rot)} ${n[3]} ${n[4]} ${pt(x, y)}`,
        );
        break;
      case 'Z':
        x = sx;
        y = sy;
        out.push('Z');
        break;
      default:
        throw new Error(`unsupported path command ${cmd}`);
    }
  }
  return out.join('');
}
function bake(markup, opts) {
  const m = matrix(opts);
  return markup
    .replace(/<path d="([^"]+)"\/>/g, (_, d) => `<path d="${transformPath(d, m)}"/>`)
    .replace(/<circle cx="([^"]+)" cy="([^"]+)" r="([^"]+)"/g, (_, cx, cy, r) => {
      const [X, Y] = m.apply(Number(cx), Number(cy));
      return `<circle cx="${fmt(X)}" cy="${fmt(Y)}" r="${fmt(Number(r) * m.s)}"`;
    });
}

// Shared vehicle outlines (side views, baseline y=17).
const carBody =
  'M5 17H3a1 1 0 0 1-1-1v-2.6a1 1 0 0 1 .7-1l2.8-.9L8 7.8a1 1 0 0 1 .8-.3h6.4a1 1 0 0 1 .8.4l3 3.6 2.3.7a1 1 0 0 1 .7 1V16a1 1 0 0 1-1 1h-1';
const car = p(carBody) + p('M9 17h6M5.5 11.5h14M12 7.5v4') + wheels(7, 17);
const vanBody =
  'M5 17H3a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h12.4a1 1 0 0 1 .8.4l3.5 4.4 1.6.7a1 1 0 0 1 .7.9V16a1 1 0 0 1-1 1h-1';
const van = p(vanBody) + p('M9 17h6M15 6v5h5.5') + wheels(7, 17);

const icons = {
  // --- service icons -------------------------------------------------------
  'towing-service':
    p('M4 17H3a1 1 0 0 1-1-1v-3.5L4.5 8H10v9') +
    p('M8 17h7M10 13h11a1 1 0 0 1 1 1v2a1 1 0 0 1-1 1h-2M2.5 12.5H10') +
    p('M12 13l7-9v4.5a1.5 1.5 0 1 1-3 0') +
    wheels(6, 17),
  'breakdown-recovery':
    bake(p(carBody) + p('M9 17h6') + wheels(7, 17), { s: 0.72, ty: 3 }) +
    p('M17.7 2.8l4.1 7.2a.8.8 0 0 1-.7 1.2h-8.2a.8.8 0 0 1-.7-1.2l4.1-7.2a.8.8 0 0 1 1.4 0z') +
    p('M17 6v1.8M17 9.3h.01'),
  'battery-jump-start':
    p('M5 7h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2z') +
    p('M6 7V4.5h3V7M15 7V4.5h3V7M13 9.5l-3 4h4l-3 4'),
  'accident-recovery':
    p(
      'M5 17H3a1 1 0 0 1-1-1v-2.6a1 1 0 0 1 .7-1l2.8-.9L8 7.8a1 1 0 0 1 .8-.3H13l1 2-1.5 1.5 2 1.5-1 2 1.5 2.5',
    ) +
    p('M9 17h4M5.5 11.5H12') +
    c(7, 17, 2) +
    p('M19 6.5v2.5M22 12h-2.5M21.3 7.8l-1.8 1.8M21.3 16.2l-1.8-1.8'),
  'fuel-delivery':
    p('M9 4h9a2 2 0 0 1 2 2v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V9z') +
    p('M13 4V2.5M11 2.5h4M9 12l7 5M16 12l-7 5M4 9l-1.5-1.5L5 5l2 2'),
  'car-recovery':
    bake(car, { ty: 4 }) + p('M12 2v3.5M12 5.5l-5 6M12 5.5l5 6') + c(12, 5.5, 0.6, true),
  'vehicle-recovery':
    p('M4 18H3a1 1 0 0 1-1-1v-3h13M8 18h8M15 14V9h4l3 4v4a1 1 0 0 1-1 1h-1M15 13h6.5') +
    p('M3.5 14v-1.5l2.5-.8L7.8 9H11l2.2 2.5.8.4V14') +
    wheels(6, 18, 18),
  recovery:
    p('M10.5 4a1.5 1.5 0 0 1 3 0v2a1.5 1.5 0 0 1-3 0zM12 7.5V10') +
    p('M12 10a4.5 4.5 0 1 1-4.5 4.5l2.8-1.8'),
  'recovery-truck':
    p(
      'M4 18H3a1 1 0 0 1-1-1v-.6a1 1 0 0 1 .7-1L14 12h1M8 18h8M15 18V10h4l3 3.5V17a1 1 0 0 1-1 1h-1M15 13.5h7',
    ) +
    p('M16.5 10V8.5a1 1 0 0 1 1-1h1a1 1 0 0 1 1 1V10M18 5V3.5M21.5 6.5l1-1M14.5 6.5l-1-1') +
    wheels(6, 18, 18),
  'car-towing':
    bake(p(carBody) + p('M9 17h6') + wheels(7, 17), {
      s: 0.8,
      tx: 4,
      ty: 3,
      rot: 12,
      cx: 17.6,
      cy: 18.2,
    }) + p('M5.2 11L2 8.5'),
  'van-recovery':
    bake(van, { ty: 4 }) + p('M12 2v3.5M12 5.5l-7 4.5M12 5.5l7 4.5') + c(12, 5.5, 0.6, true),
  // --- legacy service icons -----------------------------------------------
  truck:
    p('M4 17H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v11M8 17h7') +
    p('M14 9h4.5L22 13v3a1 1 0 0 1-1 1h-2M14 13h8') +
    wheels(6, 17),
  wrench: p(
    'M14.6 3.2a5 5 0 0 0-4.2 6.8l-6.9 6.9a2.1 2.1 0 0 0 3 3l6.9-6.9a5 5 0 0 0 6.8-4.2l-3.4 1.6-2.5-.6-.7-2.4z',
  ),
  battery:
    p('M4 7h13a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2z') +
    p('M22 10.5v4M5.5 12.5h4M7.5 10.5v4M12.5 12.5h3'),
  shield:
    p('M12 21.5s8-3.4 8-9.7V5.4L12 2.5 4 5.4v6.4c0 6.3 8 9.7 8 9.7z') + p('M8.5 12l2.5 2.5 4.5-5'),
  fuel:
    p('M4 21V5a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v16M2.5 21h13M7 7h4v4H7z') +
    p('M14 10.5h1.5a1.5 1.5 0 0 1 1.5 1.5v4a1.5 1.5 0 0 0 3 0V8.5L17.5 6'),
  car,
  ambulance: van.replace('M15 6v5h5.5', 'M15 6v5h5.5M8 8.5v5M5.5 11h5'),
  tools:
    p('M4 8h16a2 2 0 0 1 2 2v9a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1v-9a2 2 0 0 1 2-2z') +
    p('M9 8V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V8M2 13h20M10 13v2.5h4V13'),
  van,
  // --- UI icons ------------------------------------------------------------
  phone: p(
    'M6.2 3H9l1.8 4.6-2.3 1.5a11.6 11.6 0 0 0 6.4 6.4l1.5-2.3L21 15v2.8a2.2 2.2 0 0 1-2.4 2.2C10.5 19.4 4.6 13.5 4 5.4A2.2 2.2 0 0 1 6.2 3z',
  ),
  'whatsapp-chat':
    p('M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H10l-5 4v-4H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z') +
    p(
      'M9.55 7.05h1.5l.8 2-1 .8a5 5 0 0 0 2.8 2.8l.8-1 2 .8v1.5a1 1 0 0 1-1.1 1 7.1 7.1 0 0 1-6.8-6.8 1 1 0 0 1 1-1.1z',
    ),
  clock: c(12, 12, 10) + p('M12 6.5V12l3.5 2'),
  star: p('M12 2.6l2.5 6.5 7 .4-5.4 4.4 1.8 6.8-5.9-3.8-5.9 3.8 1.8-6.8-5.4-4.4 7-.4z'),
  'map-pin': p('M12 21.5s7-6 7-11.5a7 7 0 0 0-14 0c0 5.5 7 11.5 7 11.5z') + c(12, 10, 2.5),
  check: p('M4 12.5l5 5L20 6.5'),
  menu: p('M4 6h16M4 12h16M4 18h16'),
  close: p('M6 6l12 12M18 6L6 18'),
  'chevron-down': p('M6 9l6 6 6-6'),
  bell: p('M18 16v-5a6 6 0 0 0-12 0v5l-2 2h16z') + p('M10 21h4M12 3V2'),
  user: c(12, 8, 4) + p('M4 21a8 8 0 0 1 16 0'),
  logout: p('M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9'),
  search: c(11, 11, 7) + p('M21 21l-5-5'),
  plus: p('M12 5v14M5 12h14'),
  edit: p('M4 20l1-4.2L15.8 5a2.1 2.1 0 0 1 3 3L8 18.8z') + p('M14 7l3 3M13 20h7'),
  trash:
    p('M3 6h18M8 6V4a1 1 0 0 1 1-1h6a1 1 0 0 1 1 1v2') +
    p('M5 6l1 14a1 1 0 0 0 1 1h10a1 1 0 0 0 1-1l1-14M10 10.5v6M14 10.5v6'),
  eye: p('M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z') + c(12, 12, 3),
  'eye-off':
    p('M9.9 5.3A9.6 9.6 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-2.4 3.3') +
    p('M6.5 6.5C3.6 8.4 2 12 2 12s3.6 7 10 7a9.4 9.4 0 0 0 5.5-1.5') +
    p('M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18'),
  mail:
    p('M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z') +
    p('M2.5 7l9.5 6.5L21.5 7'),
  calendar:
    p('M5 5h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z') +
    p('M3 10h18M8 3v4M16 3v4M8 14h.01M12 14h.01M16 14h.01M8 17.5h.01M12 17.5h.01'),
  dashboard:
    p('M4 3h5a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1z') +
    p('M15 3h5a1 1 0 0 1 1 1v3a1 1 0 0 1-1 1h-5a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1z') +
    p('M15 12h5a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1h-5a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1z') +
    p('M4 16h5a1 1 0 0 1 1 1v3a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-3a1 1 0 0 1 1-1z'),
  tag:
    p(
      'M2 4v7.2a2 2 0 0 0 .6 1.4l8.8 8.8a2 2 0 0 0 2.8 0l7.2-7.2a2 2 0 0 0 0-2.8l-8.8-8.8A2 2 0 0 0 11.2 2H4a2 2 0 0 0-2 2z',
    ) + c(7.5, 7.5, 1.5, true),
  message: p('M5 3h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4V5a2 2 0 0 1 1-2z') + p('M8 8h8M8 12h5'),
  'settings-seo':
    c(10.5, 10.5, 7.5) +
    p('M3 10.5h15M10.5 3c-2.4 2.2-2.4 12.8 0 15M10.5 3c2.4 2.2 2.4 12.8 0 15M16 16l5.5 5.5'),
  location: c(12, 12, 7) + c(12, 12, 2.5, true) + p('M12 2v3M12 19v3M2 12h3M19 12h3'),
  'alert-triangle':
    p('M10.3 3.9L2.2 18a2 2 0 0 0 1.7 3h16.2a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z') +
    p('M12 9v4.5M12 17.5h.01'),
  info: c(12, 12, 10) + p('M12 16.5V11M12 7.5h.01'),
};

const head =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">';

mkdirSync(outDir, { recursive: true });
for (const [name, body] of Object.entries(icons)) {
  writeFileSync(join(outDir, `${name}.svg`), `${head}${body}</svg>\n`);
}
console.log(`wrote ${Object.keys(icons).length} icons to ${outDir}`);
export const iconNames = Object.keys(icons);
