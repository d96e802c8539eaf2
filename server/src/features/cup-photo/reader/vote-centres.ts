/**
 * Where round things are centred: every strong edge votes along its gradient, both ways, at every
 * distance a cup's rim could be; the rims of a cup and its saucer all vote for nearly one point.
 */
import { boxBlur, type GreyImage, levelQuantile, sobel } from './image-ops';

export interface CentreVote {
  x: number;
  y: number;
  votes: number;
}

/** The best few centres, strongest first, at least `minApart` pixels apart. */
export function voteCentres(image: GreyImage, rMin: number, rMax: number, count = 4): CentreVote[] {
  const { width: w, height: h } = image;
  const { gx, gy } = sobel(boxBlur(image, 1, 1));
  const mags = new Float32Array(w * h);
  for (let i = 0; i < mags.length; i++) mags[i] = Math.hypot(gx[i] as number, gy[i] as number);
  const threshold = Math.max(2, levelQuantile(mags, 0.88, 3));
  const acc = new Float32Array(w * h);
  for (let y = 2; y < h - 2; y++) {
    for (let x = 2; x < w - 2; x++) {
      const i = y * w + x;
      const m = mags[i] as number;
      if (m < threshold) continue;
      const dx = (gx[i] as number) / m;
      const dy = (gy[i] as number) / m;
      const weight = Math.min(m, 4 * threshold);
      for (let sign = -1; sign <= 1; sign += 2) {
        for (let t = rMin; t <= rMax; t++) {
          const px = Math.round(x + sign * dx * t);
          const py = Math.round(y + sign * dy * t);
          if (px < 0 || py < 0 || px >= w || py >= h) break;
          const k = py * w + px;
          acc[k] = (acc[k] as number) + weight;
        }
      }
    }
  }
  const smooth = boxBlur({ data: acc, width: w, height: h }, 2, 2).data;
  const found: CentreVote[] = [];
  const minApart = rMin;
  const taken = new Uint8Array(w * h);
  for (let n = 0; n < count; n++) {
    let best = -1;
    let bestV = 0;
    for (let i = 0; i < smooth.length; i++) {
      if (!taken[i] && (smooth[i] as number) > bestV) {
        bestV = smooth[i] as number;
        best = i;
      }
    }
    if (best < 0) break;
    const bx = best % w;
    const by = Math.floor(best / w);
    found.push({ x: bx, y: by, votes: bestV });
    for (let y = Math.max(0, by - minApart); y < Math.min(h, by + minApart); y++)
      for (let x = Math.max(0, bx - minApart); x < Math.min(w, bx + minApart); x++) taken[y * w + x] = 1;
  }
  return found;
}
