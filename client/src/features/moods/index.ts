// The moods feature's public entry: the mood picked this session, which the dashboard's
// affirmation is for.
export { readCurrentMood } from './current-mood';
