// Shared pieces of the gallery artworks: Telve's palette, a seeded random source, and coffee-ground
// speckles. Every artwork is an 800 x 600 SVG (4:3), drawn in code so it can be re-rendered.

export const WIDTH = 800;
export const HEIGHT = 600;

/** Telve's palette (client/src/styles.css), plus two deeper tones for night skies. */
export const PALETTE = {
  cream: '#faf6f1',
  card: '#fffdf9',
  espresso: '#2f211b',
  night: '#1c1411',
  brown: '#6b4226',
  gold: '#c8963e',
  deepGold: '#8a6220',
  lightGold: '#e2b65f',
  mauve: '#5e3442',
  rose: '#f3e0dd',
  muted: '#f2ebe2',
  sand: '#e5d8c9',
};

/** mulberry32: the same picture on every run. */
export function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (n) => Math.round(n * 10) / 10;

/** Small dots scattered where `inside(x, y)` holds: the grain of coffee grounds. */
export function speckles({ random, count, inside, colors, minR = 0.8, maxR = 2.4, opacity = 0.8 }) {
  const dots = [];
  let tries = 0;
  while (dots.length < count && tries < count * 30) {
    tries += 1;
    const x = random() * WIDTH;
    const y = random() * HEIGHT;
    if (!inside(x, y)) continue;
    const r = minR + random() * (maxR - minR);
    const fill = colors[Math.floor(random() * colors.length)];
    dots.push(`<circle cx="${round(x)}" cy="${round(y)}" r="${round(r)}" fill="${fill}"/>`);
  }
  return `<g opacity="${opacity}">${dots.join('')}</g>`;
}

/** Stars: a few gold points of varying size on a night sky. */
export function stars({ random, count, maxY, color = PALETTE.lightGold }) {
  const dots = [];
  for (let i = 0; i < count; i += 1) {
    const x = random() * WIDTH;
    const y = random() * maxY;
    const r = 0.6 + random() * 1.6;
    dots.push(
      `<circle cx="${round(x)}" cy="${round(y)}" r="${round(r)}" fill="${color}" opacity="${round(0.4 + random() * 0.6)}"/>`,
    );
  }
  return dots.join('');
}

/** A smooth closed blob around (cx, cy): an irregular shape like a clump of grounds. */
export function blob({ random, cx, cy, r, points = 9, wobble = 0.35 }) {
  const pts = Array.from({ length: points }, (_, i) => {
    const angle = (i / points) * Math.PI * 2;
    const radius = r * (1 - wobble / 2 + random() * wobble);
    return [cx + Math.cos(angle) * radius, cy + Math.sin(angle) * radius * 0.8];
  });
  // Catmull-Rom through the points, as cubic Béziers.
  let d = `M${round(pts[0][0])},${round(pts[0][1])}`;
  for (let i = 0; i < points; i += 1) {
    const p0 = pts[(i - 1 + points) % points];
    const p1 = pts[i];
    const p2 = pts[(i + 1) % points];
    const p3 = pts[(i + 2) % points];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${round(c1[0])},${round(c1[1])} ${round(c2[0])},${round(c2[1])} ${round(p2[0])},${round(p2[1])}`;
  }
  return `${d}Z`;
}

export const svg = (body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${body}</svg>`;
