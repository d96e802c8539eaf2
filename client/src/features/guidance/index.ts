// The guidance feature's public entry: the dashboard's requests, which the start-up sends early
// and the server's painter fills in, and the stored horoscope a sign-out forgets.
export { affirmationQuery, forgetStoredHoroscope, horoscopeQuery, startDailyGuidance } from './guidance-queries';
export { PaintedMoodProvider } from './painted-mood';
