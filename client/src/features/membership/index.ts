// The membership feature's public entry: the celebration the dashboard shows after subscribing.
export { usePremiumCelebration } from './premium-celebration';
