/** The embedded cup-photo reader (issue 31). */
export { readCupPhoto } from './read-cup-photo';
export type { CupReaderResult, CupRefusal, CupSight, ReadCupOptions } from './types';
export { CUP_REFUSALS } from './types';
