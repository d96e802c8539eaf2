// The reading feature's public entry: where the latest reading is cached, which a profile change
// refreshes.
export { READING_QUERY_KEY } from './reading-query';
