/** The journal: saved readings, horoscopes and affirmations, the reading history and moods over time. What account care uses of it: */
export { exportJournal } from './export-journal';
