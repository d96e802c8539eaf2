import type { CupPhoto } from '@contract/cup-photos';

/** A point as fractions of the photo's width and height. */
export interface PhotoPoint {
  x: number;
  y: number;
}

/**
 * Where the handle sits: just outside the rim at `angle` degrees clockwise from 12 o'clock. The
 * cup's radius is a fraction of the width, so it is scaled by the aspect (width / height) downwards.
 */
export function handlePoint(cup: CupPhoto['cup'], angle: number, aspect: number): PhotoPoint {
  const reach = cup.r * 1.12;
  const radians = (angle * Math.PI) / 180;
  const clamp = (v: number) => Math.min(0.97, Math.max(0.03, v));
  return { x: clamp(cup.x + reach * Math.sin(radians)), y: clamp(cup.y - reach * Math.cos(radians) * aspect) };
}

/** The angle (degrees clockwise from 12 o'clock, 0 to under 360) of a point seen from the cup's centre. */
export function angleOf(cup: CupPhoto['cup'], point: PhotoPoint, aspect: number): number {
  const dx = (point.x - cup.x) * aspect;
  const dy = point.y - cup.y;
  const degrees = (Math.atan2(dx, -dy) * 180) / Math.PI;
  return Math.round(((degrees % 360) + 360) % 360) % 360;
}

/** The hour (1 to 12) an angle points to, as a clock position: the handle's place in words. */
export function clockHour(angle: number): number {
  const hour = Math.round(angle / 30) % 12;
  return hour === 0 ? 12 : hour;
}

/** '3 o'clock': an angle as a clock position, in English (the screen says it in her language). */
export function clockOf(angle: number): string {
  return `${clockHour(angle)} o'clock`;
}
