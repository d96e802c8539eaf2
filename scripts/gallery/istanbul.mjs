import { HEIGHT, PALETTE as P, seeded, stars, svg, WIDTH } from './shared.mjs';

const HORIZON = 430;

/** A minaret: a slim shaft, a balcony and a pencil-point cap. */
const minaret = (x, height, w = 9) => {
  const top = HORIZON - height;
  return `<rect x="${x - w / 2}" y="${top + 26}" width="${w}" height="${height - 26}"/>
<rect x="${x - w / 2 - 3}" y="${top + 70}" width="${w + 6}" height="5" rx="1"/>
<rect x="${x - w / 2 - 2.5}" y="${top + 120}" width="${w + 5}" height="4" rx="1"/>
<path d="M${x - w / 2},${top + 27} L${x},${top} L${x + w / 2},${top + 27}Z"/>`;
};

/** A dome of radius r resting at height y, with a small finial. */
const dome = (x, y, r) =>
  `<path d="M${x - r},${y} A${r},${r * 0.92} 0 0 1 ${x + r},${y}Z"/><rect x="${x - 1.5}" y="${y - r * 0.92 - 14}" width="3" height="16"/>`;

/** A mosque: a drum of half-domes under a great dome, with minarets at its corners. */
function mosque(cx, scale, minarets) {
  const s = (n) => n * scale;
  return `<rect x="${cx - s(120)}" y="${HORIZON - s(60)}" width="${s(240)}" height="${s(60)}"/>
${dome(cx - s(85), HORIZON - s(60), s(34))}${dome(cx + s(85), HORIZON - s(60), s(34))}
<rect x="${cx - s(70)}" y="${HORIZON - s(112)}" width="${s(140)}" height="${s(57)}"/>
${dome(cx - s(52), HORIZON - s(95), s(30))}${dome(cx + s(52), HORIZON - s(95), s(30))}
${dome(cx, HORIZON - s(110), s(66))}
${minarets.map(([dx, h]) => minaret(cx + s(dx), s(h), s(9))).join('')}`;
}

/** The Galata Tower: a stone cylinder with a gallery and a conical roof. */
const galata = (x) => `<rect x="${x - 22}" y="${HORIZON - 190}" width="44" height="190"/>
<rect x="${x - 27}" y="${HORIZON - 196}" width="54" height="10" rx="2"/>
<path d="M${x - 26},${HORIZON - 195} L${x},${HORIZON - 262} L${x + 26},${HORIZON - 195}Z"/>
<rect x="${x - 1.5}" y="${HORIZON - 278}" width="3" height="18"/>`;

/** Houses climbing the hills between the landmarks. */
function houses(random) {
  const parts = [];
  let x = 0;
  while (x < WIDTH) {
    const w = 16 + random() * 26;
    const h = 20 + random() * 38;
    parts.push(
      `<rect x="${x.toFixed(1)}" y="${(HORIZON - h).toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}"/>`,
    );
    x += w - 2;
  }
  return parts.join('');
}

/** Gold light of the moon laid on the Bosphorus in broken strokes. */
function reflections(random) {
  const strokes = [];
  for (let y = HORIZON + 12; y < HEIGHT; y += 9 + random() * 5) {
    const spread = 30 + (y - HORIZON) * 0.55;
    const w = 10 + random() * spread;
    const x = 610 + (random() - 0.5) * spread;
    strokes.push(
      `<rect x="${(x - w / 2).toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="2.6" rx="1.3" opacity="${(0.35 + random() * 0.5).toFixed(2)}"/>`,
    );
  }
  for (let i = 0; i < 26; i += 1) {
    const y = HORIZON + 8 + random() * (HEIGHT - HORIZON - 8);
    const w = 20 + random() * 60;
    strokes.push(
      `<rect x="${(random() * WIDTH).toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="2" rx="1" fill="${P.rose}" opacity="0.18"/>`,
    );
  }
  return strokes.join('');
}

/** Istanbul at dusk: the old city's domes and minarets, the Galata Tower and the moon on the water. */
export function istanbul() {
  const random = seeded(1453);
  return svg(`<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="${P.night}"/><stop offset="0.38" stop-color="${P.mauve}"/>
<stop offset="0.75" stop-color="#b0706a"/><stop offset="1" stop-color="${P.gold}"/></linearGradient>
<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="${P.mauve}"/><stop offset="1" stop-color="${P.night}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="${P.lightGold}" stop-opacity="0.55"/><stop offset="1" stop-color="${P.lightGold}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${WIDTH}" height="${HORIZON}" fill="url(#sky)"/>
${stars({ random, count: 70, maxY: 240 })}
<circle cx="610" cy="120" r="120" fill="url(#glow)"/>
<mask id="crescent"><circle cx="610" cy="120" r="52" fill="#fff"/><circle cx="634" cy="104" r="45" fill="#000"/></mask>
<circle cx="610" cy="120" r="52" fill="${P.lightGold}" mask="url(#crescent)"/>
<path d="M650,104 l4.5,12.5 13.5,0 -11,8 4.5,12.5 -11.5,-8 -11.5,8 4.5,-12.5 -11,-8 13.5,0z" fill="${P.lightGold}"/>
<g fill="${P.espresso}" opacity="0.55">${houses(seeded(7))}</g>
<g fill="${P.espresso}">
${galata(120)}
${mosque(330, 1, [
  [-118, 205],
  [118, 205],
  [-62, 175],
  [62, 175],
])}
${mosque(640, 0.72, [
  [-140, 230],
  [140, 230],
  [-118, 200],
  [118, 200],
  [-40, 185],
  [40, 185],
])}
</g>
<rect y="${HORIZON}" width="${WIDTH}" height="${HEIGHT - HORIZON}" fill="url(#sea)"/>
<g fill="${P.lightGold}">${reflections(random)}</g>
<path d="M150,${HORIZON + 70} h130 l-14,18 h-104z M180,${HORIZON + 52} h62 v18 h-62z M205,${HORIZON + 36} h10 v16 h-10z" fill="${P.night}"/>`);
}
