// Run by the build (scripts/build.mjs) once the server is bundled: draws the sample community's
// photos beside the bundle (sample-photos.ts, SAMPLE_PHOTOS_DIR), so a first start reads three
// files rather than loading the image library to draw them.
import { writeSamplePhotos } from './sample-photos';

const dir = process.argv[2];
if (!dir) throw new Error('usage: draw-sample-photos.js <directory>');
await writeSamplePhotos(dir);
