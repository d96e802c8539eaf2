/** A reading's public page: its Open Graph tags for the page shell (app.ts). */
export { sharedReadingHead } from './shared-reading-head';
