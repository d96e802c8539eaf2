// Draws the app's icons (client/public/icons/*.png) from the favicon's motif: an espresso cup on a
// round espresso ground, steam in gold. Run once when the motif changes (`node scripts/make-icons.mjs`):
// the PNGs are committed, so the build does not draw them (docs/decisions/0046-installable-telve.md).
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'client/public/icons');

const ESPRESSO = '#6b4226';
const CREAM = '#faf6f1';
const GOLD = '#c8963e';

/** The cup and its steam, in the favicon's 64 x 64 box. */
const CUP = `<path d="M18 26h24v8a12 12 0 0 1-24 0z" fill="${CREAM}"/><path d="M42 28h3a5 5 0 0 1 0 10h-4" fill="none" stroke="${CREAM}" stroke-width="3"/><path d="M24 18c0-3 3-3 3-6M32 18c0-3 3-3 3-6" stroke="${GOLD}" stroke-width="2.5" fill="none" stroke-linecap="round"/>`;
/** The cup's drawing spans x 18-50, y 12-46: this moves its middle to the box's. */
const CENTRED_CUP = `<g transform="translate(-2 3)">${CUP}</g>`;

const svg = (body) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${body}</svg>`;

/** The favicon as it is: a round icon on a clear ground (Android, desktop). */
const ROUND = svg(`<circle cx="32" cy="32" r="30" fill="${ESPRESSO}"/>${CUP}`);
/**
 * Full bleed for masks (circle, squircle, teardrop): the ground fills the square and the cup keeps
 * well inside the middle 80% circle every mask leaves whole.
 */
const MASKABLE = svg(
  `<rect width="64" height="64" fill="${ESPRESSO}"/><g transform="translate(32 32) scale(0.8) translate(-32 -32)">${CENTRED_CUP}</g>`,
);
/** iOS fills clear pixels with black and rounds the corners itself: an opaque square. */
const APPLE = svg(`<rect width="64" height="64" fill="${ESPRESSO}"/>${CENTRED_CUP}`);

const ROUND_SIZES = [48, 72, 96, 128, 144, 152, 192, 256, 384, 512];
const MASKABLE_SIZES = [192, 512];

async function draw(source, size, name) {
  await sharp(Buffer.from(source), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(path.join(out, name));
}

fs.mkdirSync(out, { recursive: true });
for (const size of ROUND_SIZES) await draw(ROUND, size, `icon-${size}.png`);
for (const size of MASKABLE_SIZES) await draw(MASKABLE, size, `maskable-${size}.png`);
await draw(APPLE, 180, 'apple-touch-icon.png');
// The notification's badge: Android shows only its alpha, so the cup alone, on a clear ground.
await draw(
  svg(`<g transform="translate(32 32) scale(1.3) translate(-32 -32)">${CENTRED_CUP.replaceAll(GOLD, CREAM)}</g>`),
  96,
  'badge-96.png',
);
console.info(`Drew ${ROUND_SIZES.length + MASKABLE_SIZES.length + 2} icons into ${path.relative(root, out)}`);
