/**
 * Photos of a member's cup (issue 31): read by the embedded reader, kept 24 hours unless a reading
 * uses them. What the app and the reading use of it:
 */
export type { CupPhotoDesk, CupReader } from './cup-photo-desk';
export { cupPhotoOfReading, findOwnCupPhoto, keepCupPhotoFor } from './find-cup-photo';
export { openCupPhotoDesk } from './open-cup-photo-desk';
export { cupPhotoImagePath } from './present-cup-photo';
export { openReaderThread, type ReaderThread } from './reader-thread';
export { scheduleCupPhotoSweep } from './sweep-cup-photos';
