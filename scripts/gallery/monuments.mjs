import { PALETTE as P, seeded, speckles, svg, WIDTH } from './shared.mjs';

const CX = 400;
const CY = 300;
const R = 282;
const GROUND = 400;

/** The monuments as the grounds settled them, left to right, all standing on GROUND. */
function skyline() {
  const g = GROUND;
  const pyramid = `M96,${g} L196,${g - 112} L296,${g}Z M236,${g} L296,${g - 66} L356,${g}Z`;
  const obelisk = `M360,${g} L366,${g - 160} L374,${g - 176} L382,${g - 160} L388,${g}Z`;
  const columns = Array.from({ length: 5 }, (_, i) => `M${404 + i * 24},${g - 8} h12 v-84 h-12Z`).join(' ');
  const temple = `M396,${g} h132 v-8 h-132Z ${columns} M398,${g - 92} h128 v-10 h-128Z M394,${g - 102} L462,${g - 136} L530,${g - 102}Z`;
  const tower = `M548,${g} L578,${g - 120} L590,${g - 220} L594,${g - 262} L598,${g - 220} L610,${g - 120} L640,${g}
 L626,${g} Q594,${g - 56} 562,${g}Z M566,${g - 130} h56 v8 h-56Z M582,${g - 206} h24 v6 h-24Z`;
  const dome = `M652,${g} v-64 h120 v64Z M660,${g - 64} A52,50 0 0 1 764,${g - 64}Z M710,${g - 114} v-18 h4 v18Z
 M776,${g} v-150 l5,-22 5,22 v150Z M772,${g - 118} h18 v5 h-18Z`;
  return `${pyramid} ${obelisk} ${temple} ${tower} ${dome}`;
}

/** One tile of grounds texture: dark and gold grains, repeated over the stone. */
function grain(random) {
  return Array.from({ length: 26 }, () => {
    const color = [P.espresso, P.deepGold, P.night][Math.floor(random() * 3)];
    const r = (0.8 + random() * 1.6).toFixed(1);
    return `<circle cx="${(random() * 48).toFixed(1)}" cy="${(random() * 48).toFixed(1)}" r="${r}" fill="${color}" opacity="0.75"/>`;
  }).join('');
}

/** Monuments: the world's great monuments standing at sunrise, as seen in the grounds of a cup. */
export function monuments() {
  const random = seeded(1923);
  const inCup = (x, y) => (x - CX) ** 2 + (y - CY) ** 2 < R ** 2;
  const outside = (x, y) => !inCup(x, y);
  const shapes = skyline();
  return svg(`<defs>
<linearGradient id="dawn" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="${P.rose}"/><stop offset="0.55" stop-color="${P.card}"/>
<stop offset="0.75" stop-color="${P.lightGold}"/></linearGradient>
<linearGradient id="earth" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="${P.deepGold}"/><stop offset="1" stop-color="${P.brown}"/></linearGradient>
<clipPath id="cup"><circle cx="${CX}" cy="${CY}" r="${R}"/></clipPath>
<pattern id="grain" width="48" height="48" patternUnits="userSpaceOnUse">${grain(random)}</pattern>
</defs>
<rect width="${WIDTH}" height="600" fill="${P.espresso}"/>
${speckles({ random, count: 500, inside: outside, colors: [P.brown, P.deepGold, P.night], minR: 1, maxR: 3, opacity: 0.6 })}
<g clip-path="url(#cup)">
<rect x="${CX - R}" y="${CY - R}" width="${R * 2}" height="${R * 2}" fill="url(#dawn)"/>
<circle cx="470" cy="${GROUND - 30}" r="118" fill="${P.gold}" opacity="0.75"/>
<circle cx="470" cy="${GROUND - 30}" r="150" fill="none" stroke="${P.gold}" stroke-width="2" opacity="0.4"/>
<path d="M230,150 l10,7 10,-7 M262,132 l8,6 8,-6 M540,170 l9,6 9,-6" fill="none" stroke="${P.mauve}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round" opacity="0.6"/>
<g transform="translate(81 112) scale(0.72)">
<path d="${shapes}" fill="${P.brown}"/>
<path d="${shapes}" fill="url(#grain)"/>
</g>
<rect x="${CX - R}" y="${GROUND}" width="${R * 2}" height="${R}" fill="url(#earth)"/>
${speckles({ random, count: 700, inside: (x, y) => y > GROUND && inCup(x, y), colors: [P.espresso, P.lightGold, P.night], minR: 0.8, maxR: 2.6, opacity: 0.7 })}
<path d="M${CX - R},${GROUND + 4} Q300,${GROUND + 26} 520,${GROUND + 10} T${CX + R},${GROUND + 18}" fill="none" stroke="${P.lightGold}" stroke-width="2" opacity="0.6"/>
</g>
<circle cx="${CX}" cy="${CY}" r="${R}" fill="none" stroke="${P.sand}" stroke-width="14"/>
<circle cx="${CX}" cy="${CY}" r="${R + 7}" fill="none" stroke="${P.gold}" stroke-width="3"/>
<circle cx="${CX}" cy="${CY}" r="${R - 7}" fill="none" stroke="${P.deepGold}" stroke-width="1.5" opacity="0.6"/>`);
}
