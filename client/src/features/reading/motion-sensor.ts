/** A swirl is felt when the rotation magnitude rises above this. */
export const MOTION_THRESHOLD = 150;

type RotationRate = { alpha: number | null; beta: number | null; gamma: number | null } | null | undefined;

/** sqrt(alpha² + beta² + gamma²) of a DeviceMotionEvent's rotationRate (degrees per second). */
function rotationMagnitude(rate: RotationRate): number {
  if (!rate) return 0;
  const { alpha, beta, gamma } = rate;
  return Math.sqrt((alpha ?? 0) ** 2 + (beta ?? 0) ** 2 + (gamma ?? 0) ** 2);
}

type PermissionState = 'granted' | 'denied' | 'default';
type MotionEventWithPermission = typeof DeviceMotionEvent & { requestPermission?: () => Promise<PermissionState> };

function motionEventClass(): MotionEventWithPermission | undefined {
  return typeof window !== 'undefined' && 'DeviceMotionEvent' in window
    ? (window.DeviceMotionEvent as MotionEventWithPermission)
    : undefined;
}

/** True where motion must be allowed by the person first (iOS Safari 13+). */
export function motionNeedsPermission(): boolean {
  return typeof motionEventClass()?.requestPermission === 'function';
}

/**
 * Asks for motion access where the browser requires it; must run inside a tap. Resolves true when
 * motion events can be listened to.
 */
export async function requestMotionPermission(): Promise<boolean> {
  const MotionEvent = motionEventClass();
  if (!MotionEvent) return false;
  if (typeof MotionEvent.requestPermission !== 'function') return true;
  try {
    return (await MotionEvent.requestPermission()) === 'granted';
  } catch {
    return false;
  }
}

/**
 * Calls onMotion with the rotation magnitude of every motion event; returns the unsubscribe.
 * Where no sensor exists nothing is ever reported.
 */
export function listenToMotion(onMotion: (magnitude: number) => void): () => void {
  if (!motionEventClass()) return () => {};
  const handler = (event: DeviceMotionEvent) => onMotion(rotationMagnitude(event.rotationRate));
  window.addEventListener('devicemotion', handler);
  return () => window.removeEventListener('devicemotion', handler);
}
