export { type BirthDataColumns, resolveBirthData } from './birth-data';
export { placeIndex } from './places';
export { memberTransits } from './transits';
