import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names, skipping falsy values (a thin wrapper over clsx).
 * There is no tailwind-merge: components append the caller's className last, but two utilities for the
 * same property (e.g. `h-11` and `h-14`) are resolved by Tailwind's stylesheet order, not class order.
 * To override a component's own utility, use the important modifier (`h-14!`).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

/** Shared focus ring for interactive controls (visible on keyboard focus only). */
export const focusRing =
  'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-cream';
