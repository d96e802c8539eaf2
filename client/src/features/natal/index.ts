// What other features may use of the natal feature: the birth-place combobox (the profile asks for a birth place too).
export { type PlaceChoice, PlaceSearch, placeLabel } from './place-search';
