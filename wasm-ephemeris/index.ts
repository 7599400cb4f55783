// SPDX-License-Identifier: AGPL-3.0-or-later
//
// TypeScript binding of wasm-ephemeris/swe.wasm: the Swiss Ephemeris 2.10.03
// (Moshier analytical theories, no data files) compiled to standalone WebAssembly.
//
// Runs unchanged in Cloudflare Workers (workerd), Node and browsers: the core
// takes a compiled `WebAssembly.Module` and instantiates it synchronously.
// Node callers can use `loadEphemerisNode()` from ./node.ts, which reads the file.
//
// Conventions: times are Julian days in Universal Time (`jdUt`); angles are
// degrees; longitudes are ecliptic of date, in [0, 360); distances are AU;
// speeds are per day. Sidereal longitude = tropical longitude − ayanamsaDeg.

import { ABI_VERSION, BODY_ORDER, ECL, FLAG, HSYS, OUT, REQUIRED_EXPORTS, SERR_BYTES, SIDM, STATUS } from "./layout.js";
import { wasiImports } from "./wasi-stubs.js";

import type { AYANAMSAS, HOUSE_SYSTEMS } from "./zodiac.js";

export { AYANAMSAS, HOUSE_SYSTEMS, degInSign, nakshatraOf, normalizeDeg, signedDeltaDeg, signIndex, NAKSHATRA_SPAN_DEG, VIMSHOTTARI_LORDS } from "./zodiac.js";
export type { DashaLord, Nakshatra } from "./zodiac.js";
export { WASI_IMPORT_NAMES } from "./wasi-stubs.js";

// ---------------------------------------------------------------------------
// Option and value types

/** Supported ayanamsas (sidereal zodiac origins). */
export type Ayanamsa = (typeof AYANAMSAS)[number];
/** Lunar node used for Rahu/Ketu: mean or true (osculating). */
export type NodeType = "mean" | "true";
/** Zodiac of the returned longitudes. */
export type Zodiac = "sidereal" | "tropical";
/**
 * House systems. "whole-sign": house 1 is the sign of the ascendant;
 * "placidus"; "sripati" (midpoints of Porphyry houses); "porphyry";
 * "kp": Placidus cusps (choose the KP ayanamsa separately with `ayanamsa: "kp"`).
 */
export type HouseSystem = (typeof HOUSE_SYSTEMS)[number];
/** Bodies in the order `positions()` returns them (outer planets only on request). */
export type BodyName = (typeof BODY_ORDER)[number];

/**
 * Which position of a body: "apparent" (where it is seen: corrected for light-time,
 * aberration and light deflection — the Swiss Ephemeris default) or "geometric"
 * (where it is at that instant: SEFLG_TRUEPOS; the convention of Jagannatha Hora /
 * PyJHora transit tables, whose ingress times are earlier by the light-time).
 */
export type PositionType = "apparent" | "geometric";

/**
 * The Sun's and Moon's longitudes for the panchang: a `PositionType`, or "drik", the frame that
 * reproduces drikpanchang.com (issue 27; test/fixtures/drik-figures.json). Measured against 19
 * Sun ingresses and nakshatra changes (2020–2026) and 17 printed ayanamsas (1995–2045):
 * - Drik prints Lahiri's MEAN ayanamsa (Swiss Ephemeris' value without nutation, plus a constant
 *   24″) and subtracts it from apparent longitudes, so both bodies carry the nutation in
 *   longitude Δψ (±17″ over 18.6 years) that the true ayanamsa would remove;
 * - its Sun is a further aberration constant (20.5″/R) behind the apparent Sun.
 * "drik" = apparent − true ayanamsa + Δψ, minus 20.5″/R for the Sun. It moves sankrantis and the
 * Sun's nakshatras by 4–15 min and tithi, karana and yoga ends by up to a minute; see
 * `drikCorrectionDeg`.
 */
export type LuminaryFrame = PositionType | "drik";

/**
 * The "drik" frame's corrections in degrees at `jdUt`: Δψ by the four leading IAU 1980 terms
 * (Meeus, Astronomical Algorithms ch. 22; within 0.5″) and the Sun's aberration −20.4898″/R
 * with R from the Sun's mean anomaly (ch. 25).
 */
export function drikCorrectionDeg(jdUt: number): { sunDeg: number; moonDeg: number } {
  const t = (jdUt - 2_451_545) / 36_525; // Julian centuries from J2000 (UT for TT: 70 s is nothing here)
  const rad = Math.PI / 180;
  const node = (125.04452 - 1934.136261 * t) * rad;
  const sunMean = (280.4665 + 36_000.7698 * t) * rad;
  const moonMean = (218.3165 + 481_267.8813 * t) * rad;
  const dpsi = -17.2 * Math.sin(node) - 1.32 * Math.sin(2 * sunMean) - 0.23 * Math.sin(2 * moonMean) + 0.21 * Math.sin(2 * node);
  const anomaly = (357.52911 + 35_999.05029 * t) * rad;
  const r = 1.00014 - 0.01671 * Math.cos(anomaly) - 0.00014 * Math.cos(2 * anomaly);
  return { sunDeg: (dpsi - 20.4898 / r) / 3600, moonDeg: dpsi / 3600 };
}

/** Options of `positions()`. Every field is optional; see `DEFAULT_POSITION_OPTIONS`. */
export interface PositionOptions {
  zodiac?: Zodiac;
  /** Used for sidereal longitudes and for `ayanamsaDeg` (reported in tropical mode too). */
  ayanamsa?: Ayanamsa;
  node?: NodeType;
  /** Used only when an observer is given. */
  houseSystem?: HouseSystem;
  /** Adds Uranus, Neptune and Pluto after Ketu. */
  includeOuterPlanets?: boolean;
  position?: PositionType;
}

/** The options a `positions()` answer was computed with (defaults filled in). */
export type ResolvedPositionOptions = Required<PositionOptions>;

/** Defaults: sidereal Lahiri, mean node, whole-sign houses, no outer planets, apparent positions. */
export const DEFAULT_POSITION_OPTIONS: Readonly<ResolvedPositionOptions> = Object.freeze({
  zodiac: "sidereal",
  ayanamsa: "lahiri",
  node: "mean",
  houseSystem: "whole-sign",
  includeOuterPlanets: false,
  position: "apparent",
});

/** A place on Earth for the ascendant, MC and house cusps. */
export interface Observer {
  /** Geographic latitude in degrees, north positive, [-90, 90]. */
  latitudeDeg: number;
  /** Geographic longitude in degrees, east positive, [-180, 180]. */
  longitudeDeg: number;
}

/** Geocentric apparent position of one body (ecliptic of date). */
export interface BodyPosition {
  body: BodyName;
  /** Ecliptic longitude in degrees, [0, 360), tropical or sidereal per options. */
  longitudeDeg: number;
  /** Ecliptic latitude in degrees, [-90, 90] (0 for the nodes; Ketu = −Rahu). */
  latitudeDeg: number;
  /** Geocentric distance in AU (for the nodes: the Swiss Ephemeris' node distance). */
  distanceAu: number;
  /** Daily motion in longitude, degrees per day (negative = retrograde). */
  speedDegPerDay: number;
  /** Daily motion in latitude, degrees per day. */
  latitudeSpeedDegPerDay: number;
  /** `speedDegPerDay < 0`. The mean node is always retrograde. */
  retrograde: boolean;
}

/** Answer of `positions()`. */
export interface PositionsResult {
  jdUt: number;
  options: ResolvedPositionOptions;
  observer?: Observer;
  /** True ayanamsa (with nutation) of `options.ayanamsa` at jdUt, degrees. */
  ayanamsaDeg: number;
  /** Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu[, Uranus, Neptune, Pluto]. */
  bodies: BodyPosition[];
  /** Ascendant longitude in degrees [0, 360), same zodiac as the bodies (observer only). */
  ascendantDeg?: number;
  /** Midheaven longitude in degrees [0, 360) (observer only). */
  mcDeg?: number;
  /** Cusps of houses 1..12 at indices 0..11, degrees [0, 360) (observer only). */
  cuspsDeg?: number[];
  /**
   * The house system actually used. Differs from `options.houseSystem` only when
   * Placidus/KP is impossible (inside the polar circles): then Porphyry cusps are
   * returned and `warning` says so.
   */
  houseSystemUsed?: HouseSystem;
  warning?: string;
}

/** Rise/set definition. */
export type RisingDefinition =
  /** Upper limb touching the refracted horizon (Swiss Ephemeris default; drikpanchang.com). */
  | "upper-limb-refraction"
  /** Centre of the disc on the geometric horizon, no refraction (SE_BIT_HINDU_RISING; PyJHora/JHora). */
  | "disc-centre-no-refraction";

/** Query of `riseSet()`. */
export interface RiseSetQuery {
  body: "sun" | "moon";
  event: "rise" | "set" | "upper-transit" | "lower-transit";
  /** The search starts at this Julian day (UT) and looks forward. */
  jdUtStart: number;
  /** Geographic latitude in degrees, north positive, [-90, 90]. */
  latitudeDeg: number;
  /** Geographic longitude in degrees, east positive, [-180, 180]. */
  longitudeDeg: number;
  /** Height above sea level in metres (default 0). */
  altitudeM?: number;
  /** Default "upper-limb-refraction". */
  rising?: RisingDefinition;
  /** Atmospheric pressure in hPa for refraction; 0 (default) = estimated from altitude. */
  pressureHPa?: number;
  /** Air temperature in °C for refraction (default 0). */
  temperatureC?: number;
}

/** Answer of `luminaries()`: sidereal apparent longitudes and speeds of the Sun and Moon. */
export interface Luminaries {
  jdUt: number;
  ayanamsaDeg: number;
  sunDeg: number;
  sunSpeedDegPerDay: number;
  moonDeg: number;
  moonSpeedDegPerDay: number;
}

/** Answer of `riseSet()`. */
export interface RiseSetResult {
  /**
   * Julian day (UT) of the event, or null when there is none in the Swiss Ephemeris'
   * search window (about a day after jdUtStart): the body stays above or below the
   * horizon (polar day/night, circumpolar Moon). Never a placeholder value.
   */
  jdUt: number | null;
  query: Required<RiseSetQuery>;
}

/** Calendar used to read or write calendar dates. Default: proleptic Gregorian. */
export type Calendar = "gregorian" | "julian";

/** A calendar date and time; astronomical year numbering (0 = 1 BCE, −1 = 2 BCE). */
export interface CalendarInstant {
  year: number;
  /** 1..12 */
  month: number;
  /** 1..31 */
  day: number;
  hour?: number;
  minute?: number;
  second?: number;
  /** Offset of the given clock time from UT in hours (e.g. 5.5 for IST); default 0 (= UT). */
  utcOffsetHours?: number;
  /** Default "gregorian" (proleptic before 1582-10-15). */
  calendar?: Calendar;
}

/** A UT calendar date and time (`fromJulianDay`). */
export interface CalendarDateUt {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** Seconds with fraction, [0, 60), rounded to the millisecond. */
  second: number;
  calendar: Calendar;
}

/** Error codes of `EphemerisError`. */
export type EphemerisErrorCode =
  | "calculation-failed"
  | "invalid-argument"
  | "incompatible-module"
  | "unexpected-status";

/** The one error type of this binding; `status` is the shim's raw status code when there is one. */
export class EphemerisError extends Error {
  readonly code: EphemerisErrorCode;
  readonly status: number | undefined;
  constructor(code: EphemerisErrorCode, message: string, status?: number) {
    super(message);
    this.name = "EphemerisError";
    this.code = code;
    this.status = status;
  }
}

/** The calculation core bound to one WebAssembly instance. */
export interface Ephemeris {
  /**
   * Positions of the nine grahas (and optionally Uranus, Neptune, Pluto) at one
   * instant, the ayanamsa, and — given an observer — ascendant, MC and 12 cusps.
   * Geocentric, apparent, ecliptic of date.
   */
  positions(jdUt: number, options?: PositionOptions, observer?: Observer): PositionsResult;
  /** Next rise, set or meridian transit of the Sun or Moon at or after `jdUtStart`. */
  riseSet(query: RiseSetQuery): RiseSetResult;
  /** Sun and Moon only, sidereal: the panchang's fast path (about a quarter of `positions`). */
  luminaries(jdUt: number, ayanamsa?: Ayanamsa, position?: LuminaryFrame): Luminaries;
  /** True ayanamsa (including nutation) in degrees at jdUt. */
  ayanamsaDeg(jdUt: number, ayanamsa?: Ayanamsa): number;
  /** Julian day (UT) of a JS Date, epoch milliseconds, or a calendar date and time. */
  julianDayUt(instant: Date | number | CalendarInstant): number;
  /** UT calendar date and time of a Julian day. */
  fromJulianDay(jdUt: number, calendar?: Calendar): CalendarDateUt;
  /** ΔT = TT − UT in seconds at jdUt (Swiss Ephemeris model, Moshier tidal acceleration). */
  deltaTSeconds(jdUt: number): number;
  /** The next solar or lunar eclipse after `jdUtStart` visible, at least in part, from the observer. */
  nextEclipse(kind: EclipseKind, jdUtStart: number, observer: Observer): LocalEclipse;
}

export type EclipseKind = "solar" | "lunar";

/**
 * An eclipse as seen from one place (swe_sol_eclipse_when_loc / swe_lun_eclipse_when_loc).
 * Contacts are JD UT, null when the phase does not occur; `visibleStart`/`visibleEnd` clip the
 * eclipse to the time the body is above the horizon.
 */
export interface LocalEclipse {
  kind: EclipseKind;
  type: "total" | "annular" | "hybrid" | "partial" | "penumbral";
  maximum: number;
  /** First and last contact of the eclipse (solar: 1st/4th; lunar: umbral, or penumbral for a penumbral eclipse). */
  start: number;
  end: number;
  /** Totality or annularity (solar 2nd–3rd contact; lunar total phase), null when none. */
  centralStart: number | null;
  centralEnd: number | null;
  /** Penumbral contacts of a lunar eclipse. */
  penumbralStart: number | null;
  penumbralEnd: number | null;
  visibleStart: number;
  visibleEnd: number;
  /**
   * The greatest magnitude seen from the place. Solar: fraction of the Sun's diameter covered;
   * lunar: umbral magnitude (penumbral for penumbral eclipses).
   */
  magnitude: number;
  maxVisible: boolean;
}

// ---------------------------------------------------------------------------
// Pure time helpers

/** Julian day of the Unix epoch, 1970-01-01T00:00:00Z. */
export const JD_UNIX_EPOCH = 2440587.5;
const MS_PER_DAY = 86_400_000;

/** Julian day (UT) of epoch milliseconds (JS Date semantics: proleptic Gregorian, no leap seconds). */
export function julianDayFromEpochMs(epochMs: number): number {
  return epochMs / MS_PER_DAY + JD_UNIX_EPOCH;
}

/** Epoch milliseconds of a Julian day (UT); inverse of `julianDayFromEpochMs`. */
export function epochMsFromJulianDay(jdUt: number): number {
  return (jdUt - JD_UNIX_EPOCH) * MS_PER_DAY;
}

// ---------------------------------------------------------------------------
// Instantiation

interface Exports {
  memory: WebAssembly.Memory;
  malloc(bytes: number): number;
  free(ptr: number): void;
  _initialize?: () => void;
  ve_abi_version(): number;
  ve_out_doubles(): number;
  ve_serr_bytes(): number;
  ve_positions(jdUt: number, flags: number, sidMode: number, hsys: number, lat: number, lon: number, out: number, serr: number): number;
  ve_ayanamsa(jdUt: number, sidMode: number, out: number, serr: number): number;
  ve_rise_trans(
    jdUt: number,
    body: number,
    event: number,
    rising: number,
    lon: number,
    lat: number,
    altM: number,
    press: number,
    temp: number,
    out: number,
    serr: number,
  ): number;
  ve_julday(year: number, month: number, day: number, hour: number, greg: number): number;
  ve_revjul(jd: number, greg: number, out: number): void;
  ve_deltat(jdUt: number): number;
  ve_eclipse_loc(kind: number, jdUt: number, lon: number, lat: number, out: number, serr: number): number;
}

const EVENTS = { rise: 0, set: 1, "upper-transit": 2, "lower-transit": 3 } as const;
const RISINGS = { "upper-limb-refraction": 0, "disc-centre-no-refraction": 1 } as const;
const LUMINARY_FRAMES = { apparent: 0, geometric: 1, drik: 2 } as const;
const BODIES = { sun: 0, moon: 1 } as const;
const ZODIACS = { sidereal: true, tropical: true } as const;
const NODES = { mean: true, true: true } as const;
const POSITION_TYPES = { apparent: true, geometric: true } as const;

function invalid(message: string): EphemerisError {
  return new EphemerisError("invalid-argument", message);
}

function oneOf<T extends string>(table: Record<T, unknown>, value: unknown, what: string): T {
  if (typeof value !== "string" || !Object.prototype.hasOwnProperty.call(table, value)) {
    throw invalid(`unknown ${what}: ${String(value)} (expected one of ${Object.keys(table).join(", ")})`);
  }
  return value as T;
}

function finite(value: unknown, what: string): number {
  if (typeof value !== "number" || !Number.isFinite(value)) throw invalid(`${what} must be a finite number`);
  return value;
}

function resolveOptions(options: PositionOptions | undefined): ResolvedPositionOptions {
  const o = { ...DEFAULT_POSITION_OPTIONS, ...stripUndefined(options ?? {}) };
  return {
    zodiac: oneOf(ZODIACS, o.zodiac, "zodiac"),
    ayanamsa: oneOf(SIDM, o.ayanamsa, "ayanamsa"),
    node: oneOf(NODES, o.node, "node"),
    houseSystem: oneOf(HSYS, o.houseSystem, "houseSystem"),
    includeOuterPlanets: Boolean(o.includeOuterPlanets),
    position: oneOf(POSITION_TYPES, o.position, "position"),
  };
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  const r: Partial<T> = {};
  for (const k of Object.keys(o) as (keyof T)[]) if (o[k] !== undefined) r[k] = o[k];
  return r;
}

/**
 * Instantiates swe.wasm and binds its functions.
 *
 * `module` is the compiled module: in workerd, the default import of the `.wasm`
 * file; in Node, `WebAssembly.compile(bytes)` (see ./node.ts); in browsers,
 * `WebAssembly.compileStreaming(fetch(url))`. Instantiation is synchronous.
 *
 * Each instance allocates one reusable scratch area (output + error buffers)
 * once, here, and keeps it for its lifetime: calls allocate nothing in WASM
 * memory. An instance is not re-entrant, which JavaScript's single thread
 * guarantees; use one instance per worker/isolate.
 */
export function createEphemeris(module: WebAssembly.Module): Ephemeris {
  let memory: WebAssembly.Memory | undefined;
  const instance = new WebAssembly.Instance(
    module,
    wasiImports(() => {
      if (!memory) throw new EphemerisError("incompatible-module", "WASI call before memory export was bound");
      return memory;
    }),
  );
  const ex = instance.exports as unknown as Exports;
  for (const name of REQUIRED_EXPORTS) {
    if (!(name in ex)) throw new EphemerisError("incompatible-module", `swe.wasm lacks export ${name}`);
  }
  memory = ex.memory;
  ex._initialize?.();
  if (ex.ve_abi_version() !== ABI_VERSION || ex.ve_out_doubles() !== OUT.DOUBLES || ex.ve_serr_bytes() !== SERR_BYTES) {
    throw new EphemerisError("incompatible-module", "swe.wasm was built from a different shim.c ABI than this binding");
  }

  // Bound once.
  const { ve_positions, ve_ayanamsa, ve_rise_trans, ve_julday, ve_revjul, ve_deltat, ve_eclipse_loc } = ex;

  // One scratch area for the instance's lifetime: OUT.DOUBLES doubles + error string.
  const outPtr = ex.malloc(OUT.DOUBLES * 8 + SERR_BYTES);
  if (outPtr === 0 || outPtr % 8 !== 0) throw new EphemerisError("incompatible-module", "could not allocate scratch memory");
  const serrPtr = outPtr + OUT.DOUBLES * 8;
  let f64 = new Float64Array(memory.buffer, outPtr, OUT.DOUBLES);
  const out = (): Float64Array => {
    // The module's memory does not grow, but stay correct if a future build lets it.
    if (f64.buffer !== ex.memory.buffer) f64 = new Float64Array(ex.memory.buffer, outPtr, OUT.DOUBLES);
    return f64;
  };
  const errorText = (): string => {
    const bytes = new Uint8Array(ex.memory.buffer, serrPtr, SERR_BYTES);
    let end = bytes.indexOf(0);
    if (end < 0) end = SERR_BYTES;
    let s = "";
    for (let i = 0; i < end; i++) s += String.fromCharCode(bytes[i]!);
    return s;
  };

  /** The one place that turns shim status codes into errors. */
  const check = (status: number, what: string): void => {
    if (status >= 0) return;
    const detail = errorText();
    if (status === STATUS.ERR_ARGUMENT) throw new EphemerisError("invalid-argument", `${what}: ${detail}`, status);
    if (status === STATUS.ERR_CALC) throw new EphemerisError("calculation-failed", `${what}: ${detail || "Swiss Ephemeris error"}`, status);
    throw new EphemerisError("unexpected-status", `${what}: status ${status} ${detail}`, status);
  };

  const positions = (jdUt: number, options?: PositionOptions, observer?: Observer): PositionsResult => {
    finite(jdUt, "jdUt");
    const opts = resolveOptions(options);
    let flags = 0;
    if (opts.zodiac === "sidereal") flags |= FLAG.SIDEREAL;
    if (opts.node === "true") flags |= FLAG.TRUE_NODE;
    if (opts.includeOuterPlanets) flags |= FLAG.OUTER;
    if (opts.position === "geometric") flags |= FLAG.GEOMETRIC;
    let lat = 0;
    let lon = 0;
    if (observer) {
      lat = finite(observer.latitudeDeg, "observer.latitudeDeg");
      lon = finite(observer.longitudeDeg, "observer.longitudeDeg");
      if (lat < -90 || lat > 90) throw invalid("observer.latitudeDeg must be within [-90, 90]");
      if (lon < -180 || lon > 180) throw invalid("observer.longitudeDeg must be within [-180, 180]");
      flags |= FLAG.OBSERVER;
    }
    const status = ve_positions(jdUt, flags, SIDM[opts.ayanamsa], HSYS[opts.houseSystem].charCodeAt(0), lat, lon, outPtr, serrPtr);
    check(status, "positions");
    const v = out();
    const n = opts.includeOuterPlanets ? 12 : 9;
    const bodies: BodyPosition[] = new Array(n);
    for (let i = 0, p = OUT.BODIES; i < n; i++, p += OUT.BODY_STRIDE) {
      const speed = v[p + 3]!;
      bodies[i] = {
        body: BODY_ORDER[i]!,
        longitudeDeg: v[p]!,
        latitudeDeg: v[p + 1]!,
        distanceAu: v[p + 2]!,
        speedDegPerDay: speed,
        latitudeSpeedDegPerDay: v[p + 4]!,
        retrograde: speed < 0,
      };
    }
    const result: PositionsResult = { jdUt, options: opts, ayanamsaDeg: v[OUT.AYANAMSA]!, bodies };
    if (observer) {
      result.observer = { latitudeDeg: lat, longitudeDeg: lon };
      result.ascendantDeg = v[OUT.ASC]!;
      result.mcDeg = v[OUT.MC]!;
      result.cuspsDeg = Array.from(v.subarray(OUT.CUSPS, OUT.CUSPS + 12));
      result.houseSystemUsed = opts.houseSystem;
      if (status === STATUS.WARN_HOUSES_PORPHYRY) {
        result.houseSystemUsed = "porphyry";
        result.warning = errorText();
      }
    }
    return result;
  };

  const luminaries = (jdUt: number, ayanamsa: Ayanamsa = "lahiri", position: LuminaryFrame = "apparent"): Luminaries => {
    finite(jdUt, "jdUt");
    const sidMode = SIDM[oneOf(SIDM, ayanamsa, "ayanamsa")];
    const flags = FLAG.SIDEREAL | FLAG.LUMINARIES | (oneOf(LUMINARY_FRAMES, position, "position") === "geometric" ? FLAG.GEOMETRIC : 0);
    check(ve_positions(jdUt, flags, sidMode, 0, 0, 0, outPtr, serrPtr), "luminaries");
    const v = out();
    const sun = OUT.BODIES;
    const moon = OUT.BODIES + OUT.BODY_STRIDE;
    const shift = position === "drik" ? drikCorrectionDeg(jdUt) : null;
    return {
      jdUt,
      ayanamsaDeg: v[OUT.AYANAMSA]!,
      sunDeg: shift ? (v[sun]! + shift.sunDeg + 360) % 360 : v[sun]!,
      sunSpeedDegPerDay: v[sun + 3]!,
      moonDeg: shift ? (v[moon]! + shift.moonDeg + 360) % 360 : v[moon]!,
      moonSpeedDegPerDay: v[moon + 3]!,
    };
  };

  const riseSet = (query: RiseSetQuery): RiseSetResult => {
    const q: Required<RiseSetQuery> = {
      body: oneOf(BODIES, query.body, "body"),
      event: oneOf(EVENTS, query.event, "event"),
      jdUtStart: finite(query.jdUtStart, "jdUtStart"),
      latitudeDeg: finite(query.latitudeDeg, "latitudeDeg"),
      longitudeDeg: finite(query.longitudeDeg, "longitudeDeg"),
      altitudeM: finite(query.altitudeM ?? 0, "altitudeM"),
      rising: oneOf(RISINGS, query.rising ?? "upper-limb-refraction", "rising"),
      pressureHPa: finite(query.pressureHPa ?? 0, "pressureHPa"),
      temperatureC: finite(query.temperatureC ?? 0, "temperatureC"),
    };
    const status = ve_rise_trans(
      q.jdUtStart,
      BODIES[q.body],
      EVENTS[q.event],
      RISINGS[q.rising],
      q.longitudeDeg,
      q.latitudeDeg,
      q.altitudeM,
      q.pressureHPa,
      q.temperatureC,
      outPtr,
      serrPtr,
    );
    if (status === STATUS.NO_EVENT) return { jdUt: null, query: q };
    check(status, "riseSet");
    const jd = out()[0]!;
    return { jdUt: Number.isFinite(jd) && jd > 0 ? jd : null, query: q };
  };

  const ayanamsaDeg = (jdUt: number, ayanamsa: Ayanamsa = "lahiri"): number => {
    finite(jdUt, "jdUt");
    const id = SIDM[oneOf(SIDM, ayanamsa, "ayanamsa")];
    check(ve_ayanamsa(jdUt, id, outPtr, serrPtr), "ayanamsaDeg");
    return out()[0]!;
  };

  const julianDayUt = (instant: Date | number | CalendarInstant): number => {
    if (instant instanceof Date) return julianDayFromEpochMs(finite(instant.getTime(), "date"));
    if (typeof instant === "number") return julianDayFromEpochMs(finite(instant, "epochMs"));
    const year = finite(instant.year, "year");
    const month = finite(instant.month, "month");
    const day = finite(instant.day, "day");
    if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) {
      throw invalid("year, month and day must be integers");
    }
    if (month < 1 || month > 12 || day < 1 || day > 31) throw invalid("month must be 1..12 and day 1..31");
    const hours =
      finite(instant.hour ?? 0, "hour") +
      finite(instant.minute ?? 0, "minute") / 60 +
      finite(instant.second ?? 0, "second") / 3600 -
      finite(instant.utcOffsetHours ?? 0, "utcOffsetHours");
    const calendar = oneOf({ gregorian: 1, julian: 0 }, instant.calendar ?? "gregorian", "calendar");
    return ve_julday(year, month, day, hours, calendar === "gregorian" ? 1 : 0);
  };

  const fromJulianDay = (jdUt: number, calendar: Calendar = "gregorian"): CalendarDateUt => {
    finite(jdUt, "jdUt");
    const cal = oneOf({ gregorian: 1, julian: 0 }, calendar, "calendar");
    const greg = cal === "gregorian" ? 1 : 0;
    ve_revjul(jdUt, greg, outPtr);
    let v = out();
    // Round to the millisecond (a Julian day near 2.4e6 resolves ~40 µs), so
    // 06:30 does not come back as 06:29:59.99999; carry into the next day if needed.
    let ms = Math.round(v[3]! * 3_600_000);
    if (ms >= 86_400_000) {
      ve_revjul(jdUt + 1 / 86_400_000, greg, outPtr);
      v = out();
      ms = 0;
    }
    const hour = Math.floor(ms / 3_600_000);
    const minute = Math.floor((ms % 3_600_000) / 60_000);
    const second = (ms % 60_000) / 1000;
    return { year: v[0]!, month: v[1]!, day: v[2]!, hour, minute, second, calendar: cal };
  };

  const deltaTSeconds = (jdUt: number): number => ve_deltat(finite(jdUt, "jdUt")) * 86_400;

  const nextEclipse = (kind: EclipseKind, jdUtStart: number, observer: Observer): LocalEclipse => {
    const k = oneOf({ solar: 0, lunar: 1 }, kind, "eclipse kind");
    const lat = finite(observer.latitudeDeg, "observer.latitudeDeg");
    const lon = finite(observer.longitudeDeg, "observer.longitudeDeg");
    const flags = ve_eclipse_loc(k === "solar" ? 0 : 1, finite(jdUtStart, "jdUtStart"), lon, lat, outPtr, serrPtr);
    check(flags, "nextEclipse");
    const v = out();
    const t = (i: number): number | null => (v[i]! > 0 ? v[i]! : null);
    const type: LocalEclipse["type"] =
      flags & ECL.ANNULAR_TOTAL ? "hybrid" : flags & ECL.TOTAL ? "total" : flags & ECL.ANNULAR ? "annular" : flags & ECL.PENUMBRAL ? "penumbral" : "partial";
    if (k === "solar") {
      const start = v[1]!;
      const end = v[4]!;
      return {
        kind: k,
        type,
        maximum: v[0]!,
        start,
        end,
        centralStart: t(2),
        centralEnd: t(3),
        penumbralStart: null,
        penumbralEnd: null,
        // tret[5]/[6]: sunrise or sunset during the eclipse.
        visibleStart: t(5) ?? start,
        visibleEnd: t(6) ?? end,
        magnitude: v[10]!,
        maxVisible: (flags & ECL.MAX_VISIBLE) !== 0,
      };
    }
    // The whole eclipse's contacts (slots 30–39): the local search zeroes those below the horizon.
    const g = (i: number): number | null => t(30 + i);
    // The eclipse's own type, from its contacts (the local flags describe only the part seen).
    const penumbral = g(2) === null;
    const start = (penumbral ? g(6) : g(2)) ?? v[0]!;
    const end = (penumbral ? g(7) : g(3)) ?? v[0]!;
    return {
      kind: k,
      type: g(4) !== null ? "total" : penumbral ? "penumbral" : "partial",
      // The local search reports the visible maximum (moonrise when the true one is below the horizon).
      maximum: g(0) ?? v[0]!,
      start,
      end,
      centralStart: g(4),
      centralEnd: g(5),
      penumbralStart: g(6),
      penumbralEnd: g(7),
      // tret[8]/[9]: moonrise or moonset during the eclipse.
      visibleStart: Math.max(start, t(8) ?? start),
      visibleEnd: Math.min(end, t(9) ?? end),
      magnitude: penumbral ? v[11]! : v[10]!,
      maxVisible: (flags & ECL.MAX_VISIBLE) !== 0,
    };
  };

  return { positions, luminaries, riseSet, ayanamsaDeg, julianDayUt, fromJulianDay, deltaTSeconds, nextEclipse };
}
