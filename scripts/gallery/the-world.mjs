import { blob, PALETTE as P, seeded, speckles, stars, svg, WIDTH } from './shared.mjs';

const CX = 400;
const CY = 268;
const R = 190;

/** Lands as the grounds drew them: clumps inside the globe, clipped to its edge. */
const LANDS = [
  [300, 190, 70],
  [352, 300, 58],
  [470, 200, 84],
  [505, 318, 46],
  [560, 250, 40],
  [270, 330, 38],
  [420, 390, 34],
];

/** The World: the whole globe read in a cup, its lands drawn by the grounds, resting on a saucer. */
export function theWorld() {
  const random = seeded(1969);
  const inGlobe = (x, y) => (x - CX) ** 2 + (y - CY) ** 2 < (R - 4) ** 2;
  // Each land is a cluster of smaller clumps, so its coast is as ragged as settled grounds.
  const lands = LANDS.flatMap(([x, y, r]) =>
    Array.from({ length: 6 }, () =>
      blob({
        random,
        cx: x + (random() - 0.5) * r * 1.1,
        cy: y + (random() - 0.5) * r * 0.7,
        r: r * (0.5 + random() * 0.35),
        points: 8,
        wobble: 0.6,
      }),
    ),
  ).join(' ');
  const meridians = [0.25, 0.55, 0.85]
    .map((f) => `<ellipse cx="${CX}" cy="${CY}" rx="${(R * f).toFixed(1)}" ry="${R}"/>`)
    .join('');
  const parallels = [-0.6, -0.3, 0, 0.3, 0.6]
    .map((f) => {
      const y = CY + R * f;
      const half = Math.sqrt(R * R - (R * f) ** 2);
      return `<ellipse cx="${CX}" cy="${y.toFixed(1)}" rx="${half.toFixed(1)}" ry="${(half * 0.12).toFixed(1)}"/>`;
    })
    .join('');
  return svg(`<defs>
<radialGradient id="night" cx="0.5" cy="0.45" r="0.75">
<stop offset="0" stop-color="${P.mauve}"/><stop offset="1" stop-color="${P.night}"/></radialGradient>
<radialGradient id="globe" cx="0.38" cy="0.32" r="0.8">
<stop offset="0" stop-color="${P.card}"/><stop offset="0.55" stop-color="${P.rose}"/><stop offset="1" stop-color="#d9b38a"/></radialGradient>
<radialGradient id="halo"><stop offset="0.7" stop-color="${P.lightGold}" stop-opacity="0.35"/><stop offset="1" stop-color="${P.lightGold}" stop-opacity="0"/></radialGradient>
<clipPath id="inside"><circle cx="${CX}" cy="${CY}" r="${R}"/></clipPath>
</defs>
<rect width="${WIDTH}" height="600" fill="url(#night)"/>
${stars({ random, count: 110, maxY: 600 })}
<circle cx="${CX}" cy="${CY}" r="${R + 40}" fill="url(#halo)"/>
<ellipse cx="${CX}" cy="506" rx="300" ry="58" fill="${P.espresso}"/>
<ellipse cx="${CX}" cy="498" rx="290" ry="52" fill="${P.sand}"/>
<ellipse cx="${CX}" cy="494" rx="200" ry="30" fill="${P.muted}" stroke="${P.gold}" stroke-width="3"/>
<ellipse cx="${CX}" cy="498" rx="290" ry="52" fill="none" stroke="${P.gold}" stroke-width="4"/>
<ellipse cx="${CX}" cy="470" rx="130" ry="22" fill="${P.espresso}" opacity="0.35"/>
<circle cx="${CX}" cy="${CY}" r="${R}" fill="url(#globe)"/>
<g clip-path="url(#inside)">
<path d="${lands}" fill="${P.espresso}" stroke="${P.espresso}" stroke-width="5" stroke-linejoin="round" opacity="0.5"/>
<path d="${lands}" fill="${P.brown}"/>
${speckles({ random, count: 900, inside: inGlobe, colors: [P.espresso, P.brown, P.deepGold], minR: 0.7, maxR: 2, opacity: 0.55 })}
<g fill="none" stroke="${P.deepGold}" stroke-width="1.6" opacity="0.55">${meridians}${parallels}</g>
</g>
<circle cx="${CX}" cy="${CY}" r="${R}" fill="none" stroke="${P.gold}" stroke-width="5"/>
<mask id="crescent"><circle cx="660" cy="96" r="34" fill="#fff"/><circle cx="676" cy="86" r="29" fill="#000"/></mask>
<circle cx="660" cy="96" r="34" fill="${P.lightGold}" mask="url(#crescent)"/>`);
}
