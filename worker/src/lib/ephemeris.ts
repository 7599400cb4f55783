import { createEphemeris, type Ephemeris } from "@ephemeris";
import sweModule from "@ephemeris/swe.wasm";

let instance: Ephemeris | undefined;

/**
 * The Swiss Ephemeris of this isolate: instantiated on first use and kept (instantiation
 * costs about a millisecond; every call after that allocates nothing).
 */
export function ephemeris(): Ephemeris {
  instance ??= createEphemeris(sweModule);
  return instance;
}
