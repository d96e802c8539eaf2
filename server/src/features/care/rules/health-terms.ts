/** Pattern fragments shared by the health rules (see ../pattern.ts for the language). */

/** Anything medical a question can be about. */
export const MEDICAL = '@illness/@symptom/@treatment/@medication/@pregnancy';
/** Yes-no and when questions about a person (not 'where will she live'). */
export const ASK_ABOUT = 'will/would/is/are/am/does/do/did/can/could/has/when/how+long/how+much+longer/how+soon';
