// Animated 1600x900 night-road scenes shared by the hero poster and the two
// looping videos. sceneSvg(kind, t) returns a complete SVG for loop phase
// t in [0, 1); t = 0 is the poster frame, so poster -> video is seamless.
// Every moving element travels a whole number of its own periods per loop.
import {
  barrier,
  beam,
  C,
  car,
  glow,
  lamps,
  makeDoc,
  place,
  r1,
  road,
  skyDef,
  skyline,
  stars,
  truck,
} from './art.mjs';

export const W = 1600;
export const H = 900;

const TAU = Math.PI * 2;

/**
 * kind 'hero': flatbed carrying a car on the right, calm dark left 55%.
 * kind 'tow':  wrecker towing a car on its wheel-lift, centred.
 */
export function sceneSvg(kind, t = 0) {
  const doc = makeDoc(kind === 'hero' ? 'h' : 'v');
  const hero = kind === 'hero';
  // motion per loop (px in 1600-wide space) -- multiples of each period
  const roadShift = -t * 600; // dash period 200 -> 3 periods
  const barrierShift = -t * 600; // post spacing 100 -> 6 periods
  const lampShift = -t * 500; // lamp spacing 500 -> 1 period (parallax)
  const beaconPhase = t * 10; // 10 alternations per loop
  const bob = Math.sin(t * TAU * 6) * 1.2;

  const sky = skyDef(doc);
  let s = `<rect width="${W}" height="${H}" fill="url(#${sky})"/>`;
  s += stars(W, 420, hero ? 46 : 36, hero ? 5 : 8);
  // warm city glow on the horizon
  s += glow(doc, hero ? 1180 : 900, 600, 700, 0.22, C.orange, 'city');
  s += skyline(-100, 602, 0.75, '#121820', C.yellow, 0.15, false);
  s += skyline(hero ? 780 : 460, 602, 0.75, '#121820', C.yellow, 0.15, false);
  s += skyline(hero ? 430 : 120, 602, 1.05, '#18202a', C.yellow, 0.3);
  s += skyline(hero ? 1330 : 1030, 602, 0.85, '#18202a', C.yellow, 0.3, false);
  s += `<rect y="600" width="${W}" height="52" fill="#0a0e13"/>`;
  s += lamps(doc, W, 642, 250, 500, 250 + lampShift, 1.7);
  s += barrier(W, 628, barrierShift, 100);
  s += road(doc, W, 652, 208, roadShift, {
    dash: 100,
    gap: 100,
    laneAt: 0.5,
    lineW: 8,
    studSpacing: 200,
  });
  s += `<rect y="860" width="${W}" height="40" fill="${C.bg}"/>`;

  // wheels: a whole number of quarter turns per loop (hub has 4-fold symmetry)
  const spin = t * 90 * 11;
  if (hero) {
    const sc = 1.55;
    const x = 1000;
    const gy = 836 + bob;
    s += beam(doc, x + 342 * sc, gy - 68 * sc, 260, 860, 40);
    const load = place(car(doc, { color: '#dfe4ea', spin: 0 }), { x: 6, y: -74, s: 0.95 });
    s += `<g transform="translate(0 ${r1(gy + 8)}) scale(1 .16)">${glow(doc, x + 272 * sc, 0, 420, 0.35 + 0.2 * Math.abs(Math.cos(beaconPhase * TAU)))}</g>`;
    s += place(truck(doc, { body: 'flat', load, phase: beaconPhase, spin, glowScale: 1.2 }), {
      x,
      y: gy,
      s: sc,
    });
    // keep the left 55% calm and dark for the headline
    const calm = doc.def(
      'calm',
      `<linearGradient id="$ID"><stop offset="0" stop-color="${C.bg}" stop-opacity=".88"/><stop offset=".35" stop-color="${C.bg}" stop-opacity=".6"/><stop offset=".58" stop-color="${C.bg}" stop-opacity="0"/></linearGradient>`,
    );
    s += `<rect width="${W}" height="${H}" fill="url(#${calm})"/>`;
  } else {
    const sc = 1.45;
    const x = 730;
    const gy = 836 + bob;
    s += beam(doc, x + 342 * sc, gy - 68 * sc, 300, 860, 40);
    const towed = place(car(doc, { color: C.muted, spin: t * 90 * 13 }), {
      x: -62,
      y: -40,
      rot: -10,
      pivot: [170, -20],
    });
    s += `<g transform="translate(0 ${r1(gy + 8)}) scale(1 .16)">${glow(doc, x + 272 * sc, 0, 420, 0.35 + 0.2 * Math.abs(Math.cos(beaconPhase * TAU)))}</g>`;
    s += place(
      place(towed, { x: -170, y: 20 }) +
        truck(doc, {
          body: 'wrecker',
          lift: 62,
          phase: beaconPhase,
          spin,
          cableTo: -120,
          glowScale: 1.2,
        }),
      { x, y: gy, s: sc },
    );
  }
  // soft vignette top/bottom
  const vig = doc.def(
    'vig',
    `<linearGradient id="$ID" x2="0" y2="1"><stop offset="0" stop-color="${C.bg}" stop-opacity=".6"/><stop offset=".3" stop-color="${C.bg}" stop-opacity="0"/><stop offset=".9" stop-color="${C.bg}" stop-opacity="0"/><stop offset="1" stop-color="${C.bg}" stop-opacity=".5"/></linearGradient>`,
  );
  s += `<rect width="${W}" height="${H}" fill="url(#${vig})"/>`;
  return doc.render(W, H, s);
}
