// Shared vector artwork for the illustrations, hero poster and video frames.
// Everything is flat SVG built from the brand palette. Vehicles are drawn in
// local coordinates: ground at y=0, facing right (+x), origin at the rear.

export const BED_TOP = -74;

export const C = {
  bg: '#0d1117',
  surface: '#161b22',
  raised: '#1f2630',
  yellow: '#FFC400',
  orange: '#FF7A00',
  red: '#E5322D',
  white: '#ffffff',
  muted: '#9aa4b2',
  // a few neutral in-between shades derived from the tokens
  steel: '#2a323d',
  slate: '#3a4452',
  ink: '#07090d',
  amberDark: '#c99a00',
};

export const r1 = (n) => Math.round(n * 10) / 10;
export const r0 = (n) => Math.round(n);

/** Document context: collects <defs> and hands out prefixed ids. */
export function makeDoc(prefix) {
  const defs = new Map();
  return {
    id: (name) => `${prefix}${name}`,
    def(name, markup) {
      const id = `${prefix}${name}`;
      if (!defs.has(id)) defs.set(id, markup.replaceAll('$ID', id));
      return id;
    },
    render(w, h, body, vb = `0 0 ${w} ${h}`, sizeAttrs = '') {
      const d = defs.size ? `<defs>${[...defs.values()].join('')}</defs>` : '';
      return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${vb}"${sizeAttrs}>${d}${body}</svg>\n`;
    },
  };
}

// ---------------------------------------------------------------- defs ----
export const glowDef = (doc, name = 'glow', color = C.orange) =>
  doc.def(
    name,
    `<radialGradient id="$ID"><stop offset="0" stop-color="${color}" stop-opacity=".9"/><stop offset=".25" stop-color="${color}" stop-opacity=".35"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
  );
export const beamDef = (doc) =>
  doc.def(
    'beam',
    `<linearGradient id="$ID"><stop offset="0" stop-color="#ffe08a" stop-opacity=".28"/><stop offset="1" stop-color="#fff3c4" stop-opacity="0"/></linearGradient>`,
  );
export const skyDef = (doc) =>
  doc.def(
    'sky',
    `<linearGradient id="$ID" x2="0" y2="1"><stop offset="0" stop-color="${C.bg}"/><stop offset=".7" stop-color="#141a23"/><stop offset="1" stop-color="#2a2418"/></linearGradient>`,
  );
export const stripeDef = (doc) =>
  doc.def(
    'hv',
    `<pattern id="$ID" width="16" height="16" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="16" height="16" fill="${C.yellow}"/><rect width="8" height="16" fill="${C.bg}"/></pattern>`,
  );
export const chevDef = (doc) =>
  doc.def(
    'chev',
    `<pattern id="$ID" width="14" height="14" patternUnits="userSpaceOnUse" patternTransform="rotate(-45)"><rect width="14" height="14" fill="${C.yellow}"/><rect width="7" height="14" fill="${C.red}"/></pattern>`,
  );
export const wheelDef = (doc) =>
  doc.def(
    'wh',
    `<g id="$ID"><circle r="24" fill="${C.ink}"/><circle r="14" fill="${C.slate}"/><circle r="9" fill="${C.steel}"/><circle r="4" fill="${C.muted}"/><path d="M0-11v3M0 11v-3M-11 0h3M11 0h-3" stroke="${C.muted}" stroke-width="2.4"/></g>`,
  );

/** A wheel of radius r whose centre is (cx, cy); angle rotates the hub. */
export function wheel(doc, cx, cy, r = 24, angle = 0) {
  const id = wheelDef(doc);
  const s = r / 24;
  const rot = angle ? ` rotate(${r0(angle)})` : '';
  const sc = s !== 1 ? ` scale(${r1(s * 100) / 100})` : '';
  return `<use href="#${id}" transform="translate(${r1(cx)} ${r1(cy)})${sc}${rot}"/>`;
}

/** Soft round glow. */
export function glow(doc, cx, cy, r, opacity = 1, color = C.orange, name) {
  const id = glowDef(
    doc,
    name || (color === C.orange ? 'glow' : `glow${color.slice(1, 4)}`),
    color,
  );
  return `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="url(#${id})"${opacity < 1 ? ` opacity="${r1(opacity * 100) / 100}"` : ''}/>`;
}

/** Headlight beam: a cone from (x,y) forward by len (negative len = backwards). */
export function beam(doc, x, y, len, ground, spread = 20) {
  const id = beamDef(doc);
  const flip = len < 0 ? ` transform="matrix(-1 0 0 1 ${r1(2 * x)} 0)"` : '';
  const L = Math.abs(len);
  return `<path d="M${r1(x)} ${r1(y - 3)}L${r1(x + L)} ${r1(y - spread)}L${r1(x + L)} ${r1(ground)}L${r1(x + L * 0.4)} ${r1(ground)}L${r1(x)} ${r1(y + 4)}z" fill="url(#${id})"${flip}/>`;
}

// ------------------------------------------------------------ vehicles ----
/** Beacon light bar. phase 0..1 alternates the two lamps. */
function lightBar(doc, x, y, w, phase, glowScale = 1) {
  const a = 0.5 + 0.5 * Math.cos(phase * Math.PI * 2);
  const b = 1 - a;
  let s = `<rect x="${x}" y="${y}" width="${w}" height="9" rx="3" fill="${C.raised}"/>`;
  s += `<rect x="${x + 3}" y="${y - 5}" width="${w / 2 - 5}" height="10" rx="4" fill="${C.orange}"/>`;
  s += `<rect x="${x + w / 2 + 2}" y="${y - 5}" width="${w / 2 - 5}" height="10" rx="4" fill="${C.orange}"/>`;
  s += `<rect x="${x + 6}" y="${y - 3}" width="${w / 2 - 11}" height="4" rx="2" fill="${C.yellow}" opacity="${r1(0.3 + 0.7 * a)}"/>`;
  s += `<rect x="${x + w / 2 + 5}" y="${y - 3}" width="${w / 2 - 11}" height="4" rx="2" fill="${C.yellow}" opacity="${r1(0.3 + 0.7 * b)}"/>`;
  s += glow(doc, x + w / 2, y, 190 * glowScale, 0.3 + 0.15 * Math.abs(a - b));
  s += glow(doc, x + w * 0.25, y, 80 * glowScale, 0.35 + 0.65 * a);
  s += glow(doc, x + w * 0.75, y, 80 * glowScale, 0.35 + 0.65 * b);
  return s;
}

/**
 * Recovery truck, side view, ~345 long, facing right.
 * opts.body: 'flat' | 'wrecker'; opts.tilt: bed tilt in degrees (flat only);
 * opts.load: svg drawn on the bed (bed top at y=-66, bed spans x 0..214);
 * opts.phase: beacon phase; opts.spin: wheel angle; opts.lift: wheel-lift arm
 * extension (wrecker), opts.boom: show boom + hook (wrecker).
 */
export function truck(doc, opts = {}) {
  const { body = 'flat', tilt = 0, load = '', phase = 0, spin = 0, lights = true } = opts;
  const Y = opts.color || C.yellow;
  let s = '';
  // chassis
  s += `<rect x="12" y="-50" width="300" height="14" rx="3" fill="${C.raised}"/>`;
  if (body === 'flat') {
    const stripes = stripeDef(doc);
    const chev = chevDef(doc);
    let bed = `<g${tilt ? ` transform="rotate(${-tilt} 206 -62)"` : ''}>`;
    bed += load;
    bed += `<rect x="0" y="-74" width="214" height="16" fill="${C.steel}"/><rect x="0" y="-74" width="214" height="3" fill="${C.muted}"/>`;
    bed += `<rect x="26" y="-58" width="180" height="8" fill="url(#${stripes})"/>`;
    bed += `<rect x="0" y="-74" width="26" height="24" fill="url(#${chev})"/>`;
    bed += '</g>';
    s += bed;
    // headboard
    s += `<rect x="204" y="-132" width="14" height="80" rx="2" fill="${C.raised}"/><path d="M208 -124v64M214 -124v64" stroke="${C.slate}" stroke-width="2"/>`;
  } else {
    // wrecker: service body with lockers + boom + underlift
    const stripes = stripeDef(doc);
    s += `<rect x="22" y="-110" width="188" height="58" rx="3" fill="${C.raised}"/>`;
    s += `<path d="M30 -102h52v34H30zM90 -102h52v34H90zM150 -102h52v34h-52z" fill="${C.steel}"/>`;
    s += `<rect x="22" y="-62" width="188" height="10" fill="url(#${stripes})"/>`;
    if (opts.boom !== false) {
      s += `<path d="M170 -110L60 -172" stroke="${Y}" stroke-width="14" stroke-linecap="round"/>`;
      s += `<path d="M172 -110l-22 0" stroke="${C.slate}" stroke-width="10"/>`;
      s += `<path d="M62 -172V${opts.cableTo ?? -116}" stroke="${C.muted}" stroke-width="2.5"/>`;
      if (opts.hook !== false)
        s += `<path d="M62 ${opts.cableTo ?? -116}a7 7 0 1 1-7 7" fill="none" stroke="${C.muted}" stroke-width="4" stroke-linecap="round"/>`;
    }
    const ext = opts.lift ?? 60;
    s += `<path d="M30 -38H${-ext}" stroke="${C.slate}" stroke-width="10"/>`;
    s += `<rect x="${-ext - 14}" y="-44" width="22" height="12" rx="2" fill="${Y}"/>`;
    s += `<rect x="6" y="-66" width="16" height="28" fill="url(#${doc.id('chev')})"/>`;
    chevDef(doc);
  }
  // cab
  s += `<path d="M222 -38V-134a8 8 0 0 1 8-8h86a8 8 0 0 1 8 7l10 73V-46a8 8 0 0 1-8 8z" fill="${Y}"/>`;
  s += `<path d="M264 -132h52l6 42h-58z" fill="${C.bg}"/><path d="M298 -132h10l-18 42h-10z" fill="${C.raised}"/>`;
  s += `<path d="M228 -132h30v36h-30z" fill="${C.bg}"/>`;
  s += `<path d="M260 -136V-44" stroke="${C.amberDark}" stroke-width="2"/><rect x="266" y="-84" width="12" height="4" rx="2" fill="${C.amberDark}"/>`;
  s += `<rect x="222" y="-58" width="112" height="8" fill="${C.bg}" opacity=".85"/>`;
  s += `<rect x="300" y="-46" width="42" height="12" rx="3" fill="${C.raised}"/>`;
  s += `<path d="M330 -122h8v22h-8z" fill="${C.raised}"/>`;
  // wheel arches + wheels
  s += `<circle cx="290" cy="-24" r="30" fill="${C.bg}"/>`;
  s += `<rect x="34" y="-52" width="112" height="6" rx="3" fill="${C.slate}"/>`;
  s +=
    wheel(doc, 64, -24, 24, spin) + wheel(doc, 116, -24, 24, spin) + wheel(doc, 290, -24, 24, spin);
  // lights
  s += `<rect x="334" y="-74" width="8" height="12" rx="2" fill="${C.white}"/>`;
  s += `<rect x="332" y="-56" width="10" height="5" rx="2" fill="${C.orange}"/>`;
  s += `<rect x="${body === 'flat' ? 2 : 8}" y="-40" width="10" height="6" fill="${C.red}"/>`;
  if (lights) s += lightBar(doc, 240, -150, 64, phase, opts.glowScale ?? 1);
  return s;
}

/**
 * Car, side view, length ~212, wheels at x=42 and x=170 (r=20), facing right.
 * opts.color; opts.damaged (crumpled front); opts.bonnet (bonnet raised).
 */
export function car(doc, opts = {}) {
  const col = opts.color || C.muted;
  const shade = opts.shade || C.slate;
  let s = '';
  if (opts.damaged) {
    s += `<path d="M6 -22C4 -40 10 -46 24 -48L58 -52L84 -80C88 -84 92 -86 98 -86H140C146 -86 150 -84 154 -80L172 -60L186 -58L180 -50L198 -44L190 -36L202 -28L196 -14H10C6 -14 6 -18 6 -22z" fill="${col}"/>`;
    s += `<path d="M68 -53L89 -78H116V-53z" fill="${C.bg}"/><path d="M122 -53V-78H147L166 -60L158 -56L162 -53z" fill="${C.bg}"/>`;
    s += `<path d="M168 -58l10 8-8 6 12 6M150 -40l12 6" stroke="${C.bg}" stroke-width="3" fill="none" stroke-linejoin="round"/>`;
  } else {
    s += `<path d="M6 -22C4 -40 10 -46 24 -48L58 -52L84 -80C88 -84 92 -86 98 -86H140C146 -86 150 -84 154 -80L180 -54L202 -48C208 -46 211 -40 211 -32V-22C211 -16 207 -14 201 -14H10C6 -14 6 -18 6 -22z" fill="${col}"/>`;
    s += `<path d="M68 -53L89 -78H116V-53zM122 -53V-78H147L171 -53z" fill="${C.bg}"/>`;
    s += `<path d="M96 -78h8L84 -53h-8z" fill="${C.raised}" opacity=".8"/>`;
    if (opts.bonnet)
      s += `<path d="M176 -56L160 -104L168 -106L206 -50z" fill="${col}"/><path d="M176 -56L160 -104" stroke="${shade}" stroke-width="3"/>`;
    s += `<rect x="201" y="-42" width="10" height="7" rx="2" fill="${C.white}"/>`;
  }
  s += `<path d="M10 -30H200" stroke="${shade}" stroke-width="2"/><path d="M119 -52V-22" stroke="${shade}" stroke-width="2"/>`;
  s += `<rect x="5" y="-44" width="8" height="9" rx="2" fill="${C.red}"/>`;
  s += `<circle cx="42" cy="-20" r="24" fill="${C.bg}"/><circle cx="170" cy="-20" r="24" fill="${C.bg}"/>`;
  s += wheel(doc, 42, -20, 20, opts.spin || 0) + wheel(doc, 170, -20, 20, opts.spin || 0);
  return s;
}

/** Panel van, side view, length ~232, wheels at x=48, 188 (r=21), facing right. */
export function van(doc, opts = {}) {
  const col = opts.color || '#dfe4ea';
  let s = `<path d="M4 -24V-116a8 8 0 0 1 8-8H168a10 10 0 0 1 8 4L206 -76L222 -70a10 10 0 0 1 8 9V-24a8 8 0 0 1-8 8H12a8 8 0 0 1-8-8z" fill="${col}"/>`;
  s += `<path d="M172 -116L198 -78H172z" fill="${C.bg}"/><path d="M164 -120V-20" stroke="${C.muted}" stroke-width="2"/>`;
  s += `<path d="M4 -50H230" stroke="${C.orange}" stroke-width="6"/>`;
  s += `<rect x="4" y="-106" width="6" height="14" fill="${C.red}"/><rect x="221" y="-58" width="9" height="8" rx="2" fill="${C.white}"/>`;
  s += `<circle cx="48" cy="-21" r="26" fill="${C.bg}"/><circle cx="188" cy="-21" r="26" fill="${C.bg}"/>`;
  s += wheel(doc, 48, -21, 21, opts.spin || 0) + wheel(doc, 188, -21, 21, opts.spin || 0);
  return s;
}

/** Rigid lorry (box truck), side view, length ~330, facing right. */
export function lorry(doc, opts = {}) {
  let s = `<rect x="0" y="-176" width="232" height="136" rx="4" fill="${C.muted}"/><path d="M0 -60H232" stroke="${C.slate}" stroke-width="3"/>`;
  s += `<rect x="10" y="-44" width="300" height="12" fill="${C.raised}"/>`;
  s += `<path d="M240 -36V-160a8 8 0 0 1 8-8h62a8 8 0 0 1 8 7l8 117a8 8 0 0 1-8 8z" fill="#dfe4ea"/>`;
  s += `<path d="M282 -160h30l5 56h-35z" fill="${C.bg}"/><rect x="318" y="-60" width="9" height="12" fill="${C.white}"/>`;
  s += `<circle cx="50" cy="-24" r="30" fill="${C.bg}"/><circle cx="290" cy="-24" r="30" fill="${C.bg}"/>`;
  s += wheel(doc, 50, -24, 24, opts.spin || 0) + wheel(doc, 290, -24, 24, opts.spin || 0);
  return s;
}

/** Placement helper: translate / rotate / scale / mirror a vehicle group. */
export function place(svg, { x = 0, y = 0, s = 1, rot = 0, flip = false, pivot = [0, 0] } = {}) {
  let t = `translate(${r1(x)} ${r1(y)})`;
  if (s !== 1) t += ` scale(${flip ? -s : s} ${s})`;
  else if (flip) t += ' scale(-1 1)';
  if (rot) t += ` rotate(${r1(rot)} ${pivot[0]} ${pivot[1]})`;
  return `<g transform="${t}">${svg}</g>`;
}

// ---------------------------------------------------------- scenery -------
/** Birmingham-ish skyline silhouette (BT Tower, Rotunda, Library, towers). */
export function skyline(
  x0,
  base,
  scale = 1,
  fill = '#18202a',
  windows = C.yellow,
  winOpacity = 0.35,
  landmarks = true,
) {
  // [x, width, height] blocks relative to x0, base
  const blocks = [
    [0, 60, 70],
    [55, 40, 110],
    [100, 70, 85],
    [175, 36, 150],
    [215, 80, 95],
    [300, 50, 130],
    [355, 90, 75],
    [450, 44, 118],
    [500, 70, 90],
    [575, 60, 140],
    [640, 80, 80],
    [725, 50, 105],
    [780, 90, 70],
  ];
  const sz = (n) => r0(n * scale);
  let d = '';
  for (const [x, w, h] of blocks) d += `M${sz(x) + x0} ${base}v${-sz(h)}h${sz(w)}v${sz(h)}z`;
  const bx = x0 + sz(260);
  const rx = x0 + sz(400);
  const lx = x0 + sz(680);
  if (landmarks) {
    // BT Tower: shaft + equipment rings + mast
    d += `M${bx} ${base}V${base - sz(190)}h${sz(16)}V${base}z`;
    d += `M${bx - sz(7)} ${base - sz(190)}h${sz(30)}v${-sz(14)}h${-sz(30)}zM${bx - sz(5)} ${base - sz(212)}h${sz(26)}v${-sz(12)}h${-sz(26)}z`;
    d += `M${bx + sz(6)} ${base - sz(224)}h${sz(4)}v${-sz(40)}h${-sz(4)}z`;
    // Rotunda: cylinder
    d += `M${rx} ${base}V${base - sz(160)}q${sz(30)}-${sz(10)} ${sz(60)} 0V${base}z`;
    // Library: stacked offset boxes
    d += `M${lx} ${base}v${-sz(60)}h${sz(10)}v${-sz(40)}h${-sz(6)}v${-sz(34)}h${sz(70)}v${sz(34)}h${-sz(6)}v${sz(40)}h${sz(10)}v${sz(60)}z`;
  }
  let s = `<path d="${d}" fill="${fill}"/>`;
  // a few lit windows (deterministic)
  let w = '';
  let seed = 7;
  const rnd = () => {
    seed = (seed * 9301 + 49297) % 233280;
    return seed / 233280;
  };
  for (const [x, bw, h] of blocks) {
    for (let i = 0; i < 3; i++) {
      const wx = x0 + sz(x + 6 + rnd() * (bw - 16));
      const wy = base - sz(12 + rnd() * (h - 24));
      w += `M${wx} ${wy}h${Math.max(2, sz(5))}v${Math.max(2, sz(4))}h${-Math.max(2, sz(5))}z`;
    }
  }
  // rotunda bands
  if (landmarks)
    for (let i = 1; i < 8; i++)
      w += `M${rx + sz(6)} ${base - sz(i * 19)}h${sz(48)}v${Math.max(1, sz(2))}h${-sz(48)}z`;
  s += `<path d="${w}" fill="${windows}" opacity="${winOpacity}"/>`;
  // aircraft warning light on the BT tower
  if (landmarks)
    s += `<circle cx="${bx + sz(8)}" cy="${base - sz(264)}" r="${Math.max(1.5, 2.5 * scale)}" fill="${C.red}"/>`;
  return s;
}

/** Side-view road band. offset shifts the dashes (for animation). */
export function road(_doc, w, top, h, offset = 0, opts = {}) {
  const dash = opts.dash || 60;
  const gap = opts.gap || 60;
  const period = dash + gap;
  let s = `<rect x="0" y="${top}" width="${w}" height="${h}" fill="${opts.fill || C.surface}"/>`;
  s += `<rect x="0" y="${top}" width="${w}" height="4" fill="${C.white}" opacity=".55"/>`;
  s += `<rect x="0" y="${top + h - 6}" width="${w}" height="4" fill="${C.white}" opacity=".35"/>`;
  const y = r1(top + h * (opts.laneAt ?? 0.55));
  let d = '';
  const o = ((offset % period) + period) % period;
  for (let x = -period + o; x < w + period; x += period) d += `M${r1(x)} ${y}h${dash}`;
  s += `<path d="${d}" stroke="${C.white}" stroke-width="${opts.lineW || 5}" opacity=".8"/>`;
  // amber road studs along the far edge
  let st = '';
  const sp = opts.studSpacing || 120;
  const so = ((offset % sp) + sp) % sp;
  for (let x = -sp + so; x < w + sp; x += sp) st += `M${r1(x)} ${top + 8}h6`;
  s += `<path d="${st}" stroke="${C.orange}" stroke-width="3" opacity=".9"/>`;
  return s;
}

/** Crash barrier along the verge. */
export function barrier(w, y, offset = 0, spacing = 80) {
  let posts = '';
  const o = ((offset % spacing) + spacing) % spacing;
  for (let x = -spacing + o; x < w + spacing; x += spacing) posts += `M${r1(x)} ${y}v16`;
  return `<path d="${posts}" stroke="${C.slate}" stroke-width="4"/><rect x="0" y="${y - 4}" width="${w}" height="8" fill="${C.slate}"/>`;
}

/** Street lamps with sodium glow. */
export function lamps(doc, w, base, height, spacing, offset = 0, sc = 1) {
  let poles = '';
  let heads = '';
  let glows = '';
  const o = ((offset % spacing) + spacing) % spacing;
  for (let x = -spacing + o; x < w + spacing; x += spacing) {
    const X = r1(x);
    poles += `M${X} ${base}V${base - height}h${r1(34 * sc)}`;
    heads += `M${r1(x + 26 * sc)} ${base - height - 2}h${r1(16 * sc)}v${r1(6 * sc)}h${-r1(16 * sc)}z`;
    glows += glow(doc, x + 34 * sc, base - height + 6, 60 * sc, 0.5, '#FFB000', 'sodium');
  }
  return `${glows}<path d="${poles}" stroke="${C.steel}" stroke-width="${r1(4 * sc)}" fill="none"/><path d="${heads}" fill="#FFD36A"/>`;
}

export function stars(w, h, n = 20, seed = 3) {
  let d = '';
  for (let i = 0; i < n; i++) {
    seed = (seed * 9301 + 49297) % 233280;
    const x = r0((seed / 233280) * w);
    seed = (seed * 9301 + 49297) % 233280;
    const y = r0((seed / 233280) * h);
    d += `M${x} ${y}h1.5`;
  }
  return `<path d="${d}" stroke="${C.muted}" stroke-width="1.5" opacity=".5"/>`;
}

/** Warning triangle on a stand. */
export function warnTriangle(x, y, s = 1) {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 -52L30 0H-30z" fill="${C.red}"/><path d="M0 -34L16 -6H-16z" fill="${C.bg}"/><path d="M-18 0l-8 6M18 0l8 6" stroke="${C.red}" stroke-width="3"/></g>`;
}

/** Traffic cone. */
export function cone(x, y, s = 1) {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-8 -40h16l10 36H-18z" fill="${C.orange}"/><path d="M-11 -28h22l3 10h-28z" fill="${C.white}"/><rect x="-22" y="-5" width="44" height="5" rx="1" fill="${C.orange}"/></g>`;
}
