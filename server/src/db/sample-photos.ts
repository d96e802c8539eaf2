import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSharp } from '../media/image-pipeline';

export const SAMPLE_IMAGE_NAMES = ['sunrise', 'coffee', 'forest'] as const;
type SampleImageName = (typeof SAMPLE_IMAGE_NAMES)[number];

interface SamplePhoto {
  bytes: Buffer;
  width: number;
  height: number;
}

type SamplePhotos = Record<SampleImageName, SamplePhoto>;

/** Every scene is drawn at this size. */
const WIDTH = 1200;
const HEIGHT = 800;

/**
 * The photos the build draws beside the server bundle (dist/server/sample-photos, by
 * `draw-sample-photos.ts`); absent when running from source, where the seed draws them itself.
 */
export const SAMPLE_PHOTOS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sample-photos');

const fileOf = (dir: string, name: SampleImageName) => path.join(dir, `${name}.webp`);

/**
 * The sample community's photos: read from `dir` when the build drew them there, so a first start
 * neither loads the image library (tens of MB kept for the process's life) nor spends a few hundred
 * milliseconds rendering; drawn here otherwise.
 */
export async function samplePhotos(dir = SAMPLE_PHOTOS_DIR): Promise<SamplePhotos> {
  try {
    const entries = await Promise.all(
      SAMPLE_IMAGE_NAMES.map(
        async (name) => [name, { bytes: await fs.readFile(fileOf(dir, name)), width: WIDTH, height: HEIGHT }] as const,
      ),
    );
    return Object.fromEntries(entries) as SamplePhotos;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return drawSamplePhotos();
  }
}

/** Draws the photos into `dir` (the build's step), replacing any there. */
export async function writeSamplePhotos(dir: string): Promise<void> {
  const photos = await drawSamplePhotos();
  await fs.mkdir(dir, { recursive: true });
  for (const name of SAMPLE_IMAGE_NAMES) await fs.writeFile(fileOf(dir, name), photos[name].bytes);
}

/** Three calm, abstract scenes, drawn rather than kept, so the repository carries no binary images. */
async function drawSamplePhotos(): Promise<SamplePhotos> {
  const sharp = await loadSharp();
  const scenes: Record<SampleImageName, string> = {
    sunrise: `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6d365"/><stop offset="1" stop-color="#fda085"/></linearGradient></defs>
      <rect width="1200" height="800" fill="url(#s)"/><circle cx="600" cy="520" r="150" fill="#fff3c4"/>
      <rect y="520" width="1200" height="280" fill="#5b8fb9"/><rect y="560" width="1200" height="8" fill="#9cc3e0"/><rect y="620" width="1200" height="6" fill="#9cc3e0"/>`,
    coffee: `<rect width="1200" height="800" fill="#c8a27a"/><ellipse cx="600" cy="430" rx="330" ry="250" fill="#f4ece1"/>
      <ellipse cx="600" cy="400" rx="230" ry="170" fill="#fffaf3"/><ellipse cx="600" cy="400" rx="190" ry="135" fill="#6f4e37"/>
      <path d="M560 400 q40 -60 80 0 q-40 60 -80 0z" fill="#d9b38c"/>`,
    forest: `<rect width="1200" height="800" fill="#dcefe3"/><rect y="600" width="1200" height="200" fill="#6b8f71"/>
      ${Array.from({ length: 9 }, (_, i) => `<polygon points="${60 + i * 135},620 ${130 + i * 135},${260 + (i % 3) * 60} ${200 + i * 135},620" fill="${i % 2 ? '#2f5d50' : '#3f7a5c'}"/>`).join('')}`,
  };
  const entries = await Promise.all(
    SAMPLE_IMAGE_NAMES.map(async (name) => {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">${scenes[name]}</svg>`;
      const { data, info } = await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
      return [name, { bytes: data, width: info.width, height: info.height }] as const;
    }),
  );
  return Object.fromEntries(entries) as SamplePhotos;
}
