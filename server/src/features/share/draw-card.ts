import { SHARE_CARD_SIZES, type ShareCardFormat } from '@contract/share';
import pLimit from 'p-limit';
import { loadSharp, lowerImageWorkPriority } from '../../media/load-sharp';
import { type BrandFace, brandFontFiles, FONT_DESCRIPTIONS } from './brand-font';
import { clampText, drawableText, escapeMarkup } from './card-text';

/** What a card says: a small line above (what it is), the words, a line below (symbols, sign), the date. */
export interface CardContent {
  kicker: string;
  body: string;
  footnote?: string;
  date: string;
}

/** Telve's light theme (client/src/styles.css). */
const COLOURS = {
  cream: '#faf6f1',
  blush: '#f3e0dd',
  espresso: '#2f211b',
  gold: '#8a6220',
  accent: '#c8963e',
  muted: '#6b5a4e',
  border: '#e5d8c9',
};

const MARGIN = 120;
const TEXT_WIDTH = 1080 - 2 * MARGIN;

/** How much of the words each shape shows at most, before it is measured (characters). */
const BODY_CHARACTERS: Record<ShareCardFormat, number> = { post: 220, story: 420 };
const BODY_SIZE: Record<ShareCardFormat, number> = { post: 56, story: 60 };

interface TextLayer {
  input: Buffer;
  raw: { width: number; height: number; channels: 4 };
}

/** One block of text, wrapped to the card's width and centred, as raw RGBA pixels. */
export async function textLayer(
  text: string,
  options: { face: BrandFace; size: number; colour: string; font?: string },
): Promise<TextLayer> {
  const sharp = await loadSharp();
  const files = await brandFontFiles();
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${options.colour}">${escapeMarkup(text)}</span>`,
      font: `${options.font ?? FONT_DESCRIPTIONS[options.face]} ${options.size}`,
      fontfile: files[options.face],
      width: TEXT_WIDTH,
      align: 'centre',
      wrap: 'word-char',
      dpi: 72,
      rgba: true,
      spacing: Math.round(options.size * 0.25),
    },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { input: data, raw: { width: info.width, height: info.height, channels: 4 } };
}

/**
 * The words, as much of them as fits the room: first cut to the shape's length at a word, then, if
 * the lines still run taller than the room (long words, wide letters), cut by a fifth more each time.
 */
async function bodyLayer(text: string, format: ShareCardFormat, room: number): Promise<TextLayer> {
  let shown = clampText(text, BODY_CHARACTERS[format]);
  for (;;) {
    const layer = await textLayer(shown, {
      face: 'latin-500-normal',
      size: BODY_SIZE[format],
      colour: COLOURS.espresso,
    });
    const length = Array.from(shown).length;
    if (layer.raw.height <= room || length <= 2) return layer;
    shown = clampText(shown, Math.max(2, Math.floor(length * 0.8)));
  }
}

/** The calm background: cream into blush, a thin frame, and a gold cup's rim seen from above. */
function background(width: number, height: number): Buffer {
  const cx = width / 2;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${COLOURS.cream}"/><stop offset="1" stop-color="${COLOURS.blush}"/>
      </linearGradient></defs>
      <rect width="${width}" height="${height}" fill="url(#g)"/>
      <rect x="48" y="48" width="${width - 96}" height="${height - 96}" rx="36" fill="none" stroke="${COLOURS.border}" stroke-width="3"/>
      <circle cx="${cx}" cy="150" r="46" fill="none" stroke="${COLOURS.accent}" stroke-width="4"/>
      <circle cx="${cx}" cy="150" r="30" fill="${COLOURS.accent}" fill-opacity="0.25"/>
      <line x1="${cx - 160}" y1="${height - 250}" x2="${cx + 160}" y2="${height - 250}" stroke="${COLOURS.accent}" stroke-width="2"/>
    </svg>`,
  );
}

const backgrounds = new Map<
  ShareCardFormat,
  Promise<{ data: Buffer; info: { width: number; height: number; channels: number } }>
>();

/** Each shape's background as raw pixels, rendered from its SVG once per process (~20 ms each). */
function backgroundPixels(format: ShareCardFormat) {
  let pixels = backgrounds.get(format);
  if (!pixels) {
    const { width, height } = SHARE_CARD_SIZES[format];
    pixels = loadSharp().then((sharp) =>
      sharp(background(width, height)).removeAlpha().raw().toBuffer({ resolveWithObject: true }),
    );
    pixels.catch(() => backgrounds.delete(format));
    backgrounds.set(format, pixels);
  }
  return pixels;
}

/** Two cards at a time: each takes a core for ~50-150 ms, and argon2, photos and the database need the rest. */
export const drawing = pLimit(2);

/** Draws a share card as PNG: 1080x1350 (post) or 1080x1920 (story), two at a time per process. */
export function drawCard(content: CardContent, format: ShareCardFormat): Promise<Buffer> {
  return drawing(() => drawNow(content, format).finally(lowerImageWorkPriority));
}

async function drawNow(content: CardContent, format: ShareCardFormat): Promise<Buffer> {
  const sharp = await loadSharp();
  const { width, height } = SHARE_CARD_SIZES[format];
  const centred = (layer: TextLayer, top: number) => ({
    ...layer,
    top: Math.round(top),
    left: Math.round((width - layer.raw.width) / 2),
  });

  const footnoteText = content.footnote ? clampText(drawableText(content.footnote), 120) : '';
  const [brand, kicker, footnote, date] = await Promise.all([
    textLayer('Telve', { face: 'latin-600-normal', size: 64, colour: COLOURS.espresso }),
    textLayer(clampText(drawableText(content.kicker), 60) || 'Telve', {
      face: 'latin-400-italic',
      size: 40,
      colour: COLOURS.gold,
    }),
    footnoteText ? textLayer(footnoteText, { face: 'latin-400-italic', size: 38, colour: COLOURS.muted }) : undefined,
    textLayer(drawableText(content.date), { face: 'latin-400-italic', size: 34, colour: COLOURS.muted }),
  ]);
  const top = 230 + brand.raw.height + 24 + kicker.raw.height + 80;
  const bottom = height - 250 - 60 - (footnote ? footnote.raw.height + 40 : 0);
  const body = await bodyLayer(drawableText(content.body) || '…', format, bottom - top);

  const layers = [
    centred(brand, 230),
    centred(kicker, 230 + brand.raw.height + 24),
    centred(body, top + (bottom - top - body.raw.height) / 2),
    ...(footnote ? [centred(footnote, height - 250 - 40 - footnote.raw.height)] : []),
    centred(date, height - 250 + 40),
  ];
  const base = await backgroundPixels(format);
  return sharp(base.data, { raw: { width, height, channels: 3 } })
    .composite(layers)
    .png({ compressionLevel: 3, adaptiveFiltering: false })
    .toBuffer();
}
