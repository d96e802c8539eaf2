/**
 * Regenerates `silhouette-masks.json` from the library's SVGs (run after drawing or redrawing one):
 *
 *   npx tsx server/src/features/cup-photo/reader/build-silhouette-masks.ts
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { drawSilhouetteMasks } from './silhouette-masks';

const masks = await drawSilhouetteMasks();
const file = path.join(import.meta.dirname, 'silhouette-masks.json');
writeFileSync(file, `${JSON.stringify({ masks }, null, 0)}\n`);
process.stdout.write(`wrote ${masks.length} silhouettes to ${file}\n`);
