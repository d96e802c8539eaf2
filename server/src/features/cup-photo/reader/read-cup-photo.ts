/**
 * The embedded cup reader (issue 31): from an uploaded photo to the shapes the grounds left, where
 * they lie and what they look like, or the reason it will not read the photo. Offline, on plain
 * typed arrays over one small decoded copy; the same bytes always give the same answer.
 */
import type { CupShape } from '@contract/cup-photos';
import { angleBetween, zoneAt } from '@contract/cup-zones';
import { isTooBlurred, isTooDark, weakRimRefusal } from './check-quality';
import { decodePhoto } from './decode-photo';
import { findCup } from './find-cup';
import { findHandle } from './find-handle';
import { type Ellipse, scaleEllipse, toCup } from './fit-ellipse';
import { type Box, gatherShapes } from './gather-shapes';
import { halve } from './image-ops';
import { nameShape } from './name-shape';
import { residueMask } from './residue-mask';
import type { CupReaderResult, ReadCupOptions } from './types';

/** A rim scoring below this (0-1) is no cup's. */
export const CUP_SCORE = 0.5;
/** A handle standing out less than this from the rest of the strip is a guess. */
const HANDLE_PROMINENCE = 1.8;

/**
 * Lets the event loop answer what waits before the next stage. The reader runs on the server's main
 * thread, 50-150 ms of CPU a photo in one piece; in stages of at most ~30 ms, other members'
 * requests are answered between them (docs/decisions/0040-cup-photo-memory.md). The stages share
 * nothing that changes meanwhile, so the answer is the same.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function readCupPhoto(photo: Buffer, options: ReadCupOptions = {}): Promise<CupReaderResult> {
  const decoded = await decodePhoto(photo);
  await nextTurn();
  const { width: W, height: H } = decoded;
  const full = { data: decoded.grey, width: W, height: H };
  if (isTooDark(decoded.grey)) return { ok: false, refusal: 'too-dark' };
  // The cup is found on a half-size copy (half the work, the rim is still sharp there).
  const half = halve(full);
  const chromaAt = (x: number, y: number) => {
    const px = Math.min(W - 1, Math.max(0, Math.round(x * 2)));
    const py = Math.min(H - 1, Math.max(0, Math.round(y * 2)));
    const i = (py * W + px) * 3;
    const r = decoded.rgb[i] as number;
    const g = decoded.rgb[i + 1] as number;
    const b = decoded.rgb[i + 2] as number;
    const max = Math.max(r, g, b);
    return max ? (max - Math.min(r, g, b)) / max : 0;
  };
  const rim = findCup(half, chromaAt);
  if (!rim) return { ok: false, refusal: 'not-a-cup' };
  const cup = scaleEllipse(rim.inner, 2);
  // Half-pixel centres: pixel i of the half copy covers full pixels 2i and 2i + 1.
  cup.cx += 0.5;
  cup.cy += 0.5;
  if (rim.blurredScore < CUP_SCORE) return { ok: false, refusal: weakRimRefusal(full, cup) };
  await nextTurn();
  // A rim whose outer edge blur has smeared is a cup only if the photo is blurred: then say so.
  if (isTooBlurred(full, cup)) return { ok: false, refusal: 'too-blurred' };
  if (rim.score < CUP_SCORE) return { ok: false, refusal: 'not-a-cup' };
  const found = findHandle(half, rim.inner, rim.outer);
  const handleAngle = (Math.round(normalise(options.handleAngle ?? found.angle) * 10) / 10) % 360;
  const handleInCup = inCupAngle(cup, handleAngle);
  const residue = residueMask(full, cup);
  await nextTurn();
  const gathered = gatherShapes(residue, cup);
  await nextTurn();
  const box = (b: Box) => ({
    x: clamp01((residue.x0 + b.minX) / W),
    y: clamp01((residue.y0 + b.minY) / H),
    w: clamp01((b.maxX - b.minX + 1) / W),
    h: clamp01((b.maxY - b.minY + 1) / H),
  });
  const shapes: CupShape[] = [];
  for (const g of gathered) {
    if (g.kind === 'dots') {
      // Specks in a row are a broken line, not a cluster of dots.
      shapes.push({
        symbolId: null,
        form: g.elongation >= 4 ? 'line' : 'dots',
        zone: zoneAt(g.radius, angleBetween(g.angle, handleInCup)),
        box: box(g.box),
        confidence: Math.min(1, 0.4 + g.count * 0.1),
      });
      continue;
    }
    const d = g.description;
    // Naming is the costliest stage (every silhouette at 48 turns): one shape a turn.
    shapes.push({ ...nameShape(d), zone: zoneAt(d.radius, angleBetween(d.angle, handleInCup)), box: box(g.box) });
    await nextTurn();
  }
  if (shapes.length === 0) return { ok: false, refusal: 'no-grounds' };
  // Reading order: largest first is what a reader's eye meets; ties by position keep it stable.
  shapes.sort((a, b) => b.box.w * b.box.h - a.box.w * a.box.h || a.box.x - b.box.x || a.box.y - b.box.y);
  return {
    ok: true,
    sight: {
      handleAngle,
      handleFound: options.handleAngle === undefined ? found.prominence >= HANDLE_PROMINENCE : true,
      cup: { x: clamp01((cup.cx + 0.5) / W), y: clamp01((cup.cy + 0.5) / H), r: clamp01(cup.a / W) },
      shapes,
    },
  };
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));
const normalise = (a: number) => ((a % 360) + 360) % 360;

/** A direction in the photo (degrees clockwise from 12 o'clock) as the same direction in the cup's own coordinates. */
function inCupAngle(cup: Ellipse, angle: number): number {
  const a = (angle * Math.PI) / 180;
  return toCup(cup, cup.cx + Math.sin(a) * cup.a, cup.cy - Math.cos(a) * cup.a).angle;
}
