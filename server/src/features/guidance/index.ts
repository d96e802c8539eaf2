/** Guidance: the daily horoscope per sign and the affirmations. What the app uses of it, to paint a member's dashboard: */
export { shellAffirmation } from './get-affirmation';
export { shellHoroscope } from './get-horoscope';
export { HoroscopeCache } from './horoscope-cache';
/** The signs' names in each language (a share card's heading). */
export { HOROSCOPE_WORDING } from './horoscope-wording';
