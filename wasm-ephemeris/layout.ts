// SPDX-License-Identifier: AGPL-3.0-or-later
//
// The ABI between wasm-ephemeris/src/shim.c and the TypeScript binding.
// Every number here mirrors a #define in shim.c; change both together
// (and bump VE_ABI_VERSION there and ABI_VERSION here).

/** ABI version reported by `ve_abi_version()`; the binding refuses other modules. */
export const ABI_VERSION = 2;

/** Status codes returned by the shim's entry points. */
export const STATUS = {
  OK: 0,
  WARN_HOUSES_PORPHYRY: 1,
  ERR_CALC: -1,
  ERR_ARGUMENT: -2,
  NO_EVENT: -3,
} as const;

/** `ve_positions` flag bits. */
export const FLAG = {
  SIDEREAL: 1,
  TRUE_NODE: 2,
  OUTER: 4,
  OBSERVER: 8,
  GEOMETRIC: 16,
  LUMINARIES: 32,
} as const;

/** Float64 slot offsets in `ve_positions`' output buffer. */
export const OUT = {
  AYANAMSA: 0,
  ASC: 1,
  MC: 2,
  CUSPS: 3,
  BODIES: 15,
  BODY_STRIDE: 5,
  MAX_BODIES: 12,
  DOUBLES: 15 + 5 * 12,
} as const;

/** Bytes of the error-message buffer (`serr`). */
export const SERR_BYTES = 256;

/** Swiss Ephemeris SE_SIDM_* ids of the supported ayanamsas. */
export const SIDM = {
  "fagan-bradley": 0,
  lahiri: 1,
  raman: 3,
  kp: 5,
  yukteshwar: 7,
  "true-chitra": 27,
} as const;

/** Swiss Ephemeris house-system letters (KP uses Placidus cusps). */
export const HSYS = {
  "whole-sign": "W",
  placidus: "P",
  sripati: "S",
  porphyry: "O",
  kp: "P",
} as const;

/** Order of the bodies in `ve_positions`' output. */
export const BODY_ORDER = [
  "sun",
  "moon",
  "mars",
  "mercury",
  "jupiter",
  "venus",
  "saturn",
  "rahu",
  "ketu",
  "uranus",
  "neptune",
  "pluto",
] as const;

/** Names of the functions the binding requires from the module. */
export const REQUIRED_EXPORTS = [
  "memory",
  "malloc",
  "free",
  "ve_abi_version",
  "ve_out_doubles",
  "ve_serr_bytes",
  "ve_positions",
  "ve_ayanamsa",
  "ve_rise_trans",
  "ve_julday",
  "ve_revjul",
  "ve_deltat",
  "ve_eclipse_loc",
] as const;

/** Swiss Ephemeris SE_ECL_* bits returned by `ve_eclipse_loc`. */
export const ECL = {
  CENTRAL: 1,
  NONCENTRAL: 2,
  TOTAL: 4,
  ANNULAR: 8,
  PARTIAL: 16,
  ANNULAR_TOTAL: 32,
  PENUMBRAL: 64,
  VISIBLE: 128,
  MAX_VISIBLE: 256,
} as const;
