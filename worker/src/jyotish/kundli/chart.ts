// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The birth chart (D1): the ascendant and the nine grahas with sign, degree, nakshatra and
 * pada, house, retrograde and combust flags and dignity.
 *
 * Conventions (each an option or named in the answer):
 * - Sidereal longitudes, Lahiri by default; mean nodes by default.
 * - Houses: whole sign by default (house 1 = the ascendant's sign); with Placidus, Sripati,
 *   Porphyry or KP a graha's house is the bhava between two cusps (bhava chalit).
 * - Combustion (asta) orbs of Surya Siddhanta as Jagannatha Hora uses them: Moon 12°,
 *   Mars 17°, Mercury 14° (12° retrograde), Jupiter 11°, Venus 10° (8° retrograde), Saturn 15°.
 * - Dignity by Brihat Parashara Hora Shastra ch. 3: exaltation and debilitation signs,
 *   moolatrikona ranges, own signs, then the sign lord's natural (naisargika) relationship.
 *   Rahu is taken exalted in Taurus and Ketu in Scorpio (the common North Indian reading).
 */
import { type Ayanamsa, type Ephemeris, type HouseSystem, type NodeType, nakshatraOf, signedDeltaDeg, type DashaLord } from "@ephemeris";
import type { GrahaId } from "../glossary";

export interface ChartOptions {
  ayanamsa: Ayanamsa;
  node: NodeType;
  houseSystem: HouseSystem;
}
export const defaultChartOptions: Readonly<ChartOptions> = Object.freeze({ ayanamsa: "lahiri", node: "mean", houseSystem: "whole-sign" });

export type Dignity = "exalted" | "debilitated" | "moolatrikona" | "own" | "friend" | "neutral" | "enemy";

export interface Placement {
  longitudeDeg: number;
  signIndex: number;
  degInSign: number;
  nakshatra: { number: number; pada: number; lord: DashaLord };
}
export interface GrahaPlacement extends Placement {
  id: GrahaId;
  speedDegPerDay: number;
  house: number;
  retrograde: boolean;
  combust: boolean;
  dignity: Dignity | null;
}
export interface BirthChart {
  jdUt: number;
  options: ChartOptions;
  ayanamsaDeg: number;
  ascendant: Placement;
  planets: GrahaPlacement[];
  /** Cusps of houses 1–12 (the sign starts for whole-sign houses). */
  cuspsDeg: number[];
  houseSystemUsed: HouseSystem;
  warning?: string;
}

const grahaOrder: readonly GrahaId[] = ["sun", "moon", "mars", "mercury", "jupiter", "venus", "saturn", "rahu", "ketu"];

/** House of `sign` counted from `fromSign` (1 = the same sign), whole signs. */
export const houseFrom = (fromSign: number, sign: number): number => ((((sign - fromSign) % 12) + 12) % 12) + 1;

/** Lords of the signs, Aries first. */
export const signLords: readonly GrahaId[] = ["mars", "venus", "mercury", "moon", "sun", "mercury", "venus", "mars", "jupiter", "saturn", "saturn", "jupiter"];

/** The sign (0 = Aries) of each graha's exaltation (BPHS ch. 3); its debilitation is the seventh from it. */
export const exaltation: Partial<Record<GrahaId, number>> = { sun: 0, moon: 1, mars: 9, mercury: 5, jupiter: 3, venus: 11, saturn: 6, rahu: 1, ketu: 7 };
/** Moolatrikona sign and degree range. */
const moolatrikona: Partial<Record<GrahaId, [number, number, number]>> = {
  sun: [4, 0, 20],
  moon: [1, 3, 30],
  mars: [0, 0, 12],
  mercury: [5, 15, 20],
  jupiter: [8, 0, 10],
  venus: [6, 0, 15],
  saturn: [10, 0, 20],
};
/** Natural friends and enemies (the rest are neutral). */
const friends: Partial<Record<GrahaId, GrahaId[]>> = {
  sun: ["moon", "mars", "jupiter"],
  moon: ["sun", "mercury"],
  mars: ["sun", "moon", "jupiter"],
  mercury: ["sun", "venus"],
  jupiter: ["sun", "moon", "mars"],
  venus: ["mercury", "saturn"],
  saturn: ["mercury", "venus"],
};
const enemies: Partial<Record<GrahaId, GrahaId[]>> = {
  sun: ["venus", "saturn"],
  moon: [],
  mars: ["mercury"],
  mercury: ["moon"],
  jupiter: ["mercury", "venus"],
  venus: ["sun", "moon"],
  saturn: ["sun", "moon", "mars"],
};
/** How `a` regards `b` by the natural (naisargika) relationships of BPHS ch. 3; a graha is its own "friend". */
export function naturalRelation(a: GrahaId, b: GrahaId): "friend" | "neutral" | "enemy" {
  if (a === b || friends[a]?.includes(b)) return "friend";
  return enemies[a]?.includes(b) ? "enemy" : "neutral";
}

export const combustionOrb: Readonly<Partial<Record<GrahaId, [number, number]>>> = {
  moon: [12, 12],
  mars: [17, 17],
  mercury: [14, 12],
  jupiter: [11, 11],
  venus: [10, 8],
  saturn: [15, 15],
};

export function dignityOf(id: GrahaId, longitudeDeg: number): Dignity | null {
  const sign = Math.floor(longitudeDeg / 30);
  const deg = longitudeDeg - sign * 30;
  const ex = exaltation[id];
  if (ex !== undefined && sign === ex) return "exalted";
  if (ex !== undefined && sign === (ex + 6) % 12) return "debilitated";
  if (id === "rahu" || id === "ketu") return null;
  const mt = moolatrikona[id];
  if (mt && sign === mt[0] && deg >= mt[1] && deg < mt[2]) return "moolatrikona";
  const lord = signLords[sign]!;
  if (lord === id) return "own";
  if (friends[id]!.includes(lord)) return "friend";
  if (enemies[id]!.includes(lord)) return "enemy";
  return "neutral";
}


function placement(longitudeDeg: number): Placement {
  const n = nakshatraOf(longitudeDeg);
  const signIndex = Math.floor(longitudeDeg / 30);
  return { longitudeDeg, signIndex, degInSign: longitudeDeg - signIndex * 30, nakshatra: { number: n.number, pada: n.pada, lord: n.lord } };
}

/** House (1–12) of a longitude between cusps (bhava chalit). */
function houseBetweenCusps(cusps: number[], lon: number): number {
  for (let i = 0; i < 12; i++) {
    const from = cusps[i]!;
    const to = cusps[(i + 1) % 12]!;
    const width = (((to - from) % 360) + 360) % 360;
    const offset = (((lon - from) % 360) + 360) % 360;
    if (offset < width) return i + 1;
  }
  return 1;
}

/** The D1 chart at `jdUt` for a place, with the given options. */
export function birthChart(eph: Ephemeris, jdUt: number, place: { latitudeDeg: number; longitudeDeg: number }, options: Partial<ChartOptions> = {}): BirthChart {
  const opts: ChartOptions = { ...defaultChartOptions, ...options };
  const p = eph.positions(jdUt, { ayanamsa: opts.ayanamsa, node: opts.node, houseSystem: opts.houseSystem }, place);
  const ascendant = placement(p.ascendantDeg!);
  const sun = p.bodies[0]!;
  const planets = p.bodies.slice(0, 9).map((b, i): GrahaPlacement => {
    const id = grahaOrder[i]!;
    const orb = combustionOrb[id];
    return {
      id,
      ...placement(b.longitudeDeg),
      speedDegPerDay: b.speedDegPerDay,
      house: opts.houseSystem === "whole-sign" ? houseFrom(ascendant.signIndex, Math.floor(b.longitudeDeg / 30)) : houseBetweenCusps(p.cuspsDeg!, b.longitudeDeg),
      retrograde: b.retrograde,
      combust: orb !== undefined && Math.abs(signedDeltaDeg(b.longitudeDeg, sun.longitudeDeg)) <= orb[b.retrograde ? 1 : 0],
      dignity: dignityOf(id, b.longitudeDeg),
    };
  });
  return {
    jdUt,
    options: opts,
    ayanamsaDeg: p.ayanamsaDeg,
    ascendant,
    planets,
    cuspsDeg: p.cuspsDeg!,
    houseSystemUsed: p.houseSystemUsed!,
    ...(p.warning ? { warning: p.warning } : {}),
  };
}
