/** Guidance: the daily horoscope per sign and the affirmations. What the app uses of it, to paint a member's dashboard: */
export { shellAffirmation } from './get-affirmation';
export { shellHoroscope } from './get-horoscope';
export { HoroscopeCache } from './horoscope-cache';
