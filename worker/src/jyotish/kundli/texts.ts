// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The codes of the kundli's explanations (doshas' reasons, yogas' rules) and their
 * parameters: graha and sign ids, house numbers. The sentences are in `text/<lang>.ts`.
 */
import type { GrahaId } from "../terms/grahas";
import type { SignId } from "../terms/signs";
import { type Samples, text, type TextOf } from "../text";
import type { VargaId } from "./vargas";

/** How two grahas are joined: in one sign, in each other's sign, or 7th from each other. */
export type Association = "together" | "exchange" | "mutual-seventh";
/** A pair of house lords and where they stand (raj and dhana yogas). */
export interface LordPair {
  first: GrahaId;
  /** The houses `first` rules among those the rule names. */
  firstHouses: number[];
  firstSign: SignId;
  second: GrahaId;
  secondHouses: number[];
  secondSign: SignId;
  ways: Association[];
}
export interface NeechaCanceller {
  lord: GrahaId;
  /** Lord of the debilitated planet's sign, or of its exaltation sign. */
  of: "debilitation" | "exaltation";
  sign: SignId;
  /** Its house from the lagna and from the Moon, where that is a kendra. */
  fromLagna?: number;
  fromMoon?: number;
}

export interface KundliTexts {
  "manglik.own-sign": Record<string, never>;
  "manglik.exalted": Record<string, never>;
  "manglik.with-jupiter": Record<string, never>;
  "manglik.jupiter-aspect": { aspect: number };
  "manglik.sign-exception": { house: number };
  "pitra.sun-with-node": { node: "rahu" | "ketu" };
  "pitra.node-in-9th": { node: "rahu" | "ketu" };
  "yoga.mahapurusha": { planet: GrahaId; sign: SignId; dignity: "exalted" | "own"; house: number };
  "yoga.gaja-kesari": { jupiterSign: SignId; fromMoon: number; moonSign: SignId };
  "yoga.budha-aditya": { sign: SignId };
  "yoga.chandra-mangala": { sign: SignId };
  /** `first`: the kendra lord; `second`: the trikona lord. */
  "yoga.raj-yoga": LordPair;
  /** `first`: the lord of the 2nd or 11th; `second`: the lord of the 1st, 5th or 9th. */
  "yoga.dhana-yoga": LordPair;
  "yoga.neecha-bhanga-raja-yoga": { planet: GrahaId; sign: SignId; cancellers: NeechaCanceller[] };
  "yoga.viparita-raja-yoga": { planet: GrahaId; houses: number[]; house: number; sign: SignId };
  "yoga.kemadruma": { moonSign: SignId; before: SignId; after: SignId };
  "yoga.adhi": { moonSign: SignId; mercury: number; jupiter: number; venus: number };
  "yoga.amala": { places: { planet: GrahaId; sign: SignId; fromLagna: boolean; fromMoon: boolean }[] };
  "varga.D1": Record<string, never>;
  "varga.D2": Record<string, never>;
  "varga.D3": Record<string, never>;
  "varga.D4": Record<string, never>;
  "varga.D7": Record<string, never>;
  "varga.D9": Record<string, never>;
  "varga.D10": Record<string, never>;
  "varga.D12": Record<string, never>;
  "varga.D16": Record<string, never>;
  "varga.D20": Record<string, never>;
  "varga.D24": Record<string, never>;
  "varga.D27": Record<string, never>;
  "varga.D30": Record<string, never>;
  "varga.D40": Record<string, never>;
  "varga.D45": Record<string, never>;
  "varga.D60": Record<string, never>;
}
export type KundliText = TextOf<KundliTexts>;
export const kundliText = text<KundliTexts>();

export const kundliSamples: Samples<KundliTexts> = {
  "manglik.own-sign": {},
  "manglik.exalted": {},
  "manglik.with-jupiter": {},
  "manglik.jupiter-aspect": { aspect: 7 },
  "manglik.sign-exception": { house: 4 },
  "pitra.sun-with-node": { node: "rahu" },
  "pitra.node-in-9th": { node: "ketu" },
  "yoga.mahapurusha": { planet: "jupiter", sign: "cancer", dignity: "exalted", house: 10 },
  "yoga.gaja-kesari": { jupiterSign: "pisces", fromMoon: 4, moonSign: "sagittarius" },
  "yoga.budha-aditya": { sign: "leo" },
  "yoga.chandra-mangala": { sign: "aries" },
  "yoga.raj-yoga": { first: "moon", firstHouses: [4], firstSign: "taurus", second: "jupiter", secondHouses: [9], secondSign: "taurus", ways: ["together"] },
  "yoga.dhana-yoga": { first: "venus", firstHouses: [2], firstSign: "libra", second: "mars", secondHouses: [1, 5], secondSign: "taurus", ways: ["exchange", "mutual-seventh"] },
  "yoga.neecha-bhanga-raja-yoga": {
    planet: "sun",
    sign: "libra",
    cancellers: [
      { lord: "venus", of: "debilitation", sign: "libra", fromLagna: 4 },
      { lord: "mars", of: "exaltation", sign: "aries", fromLagna: 1, fromMoon: 7 },
    ],
  },
  "yoga.viparita-raja-yoga": { planet: "saturn", houses: [6, 8], house: 12, sign: "gemini" },
  "yoga.kemadruma": { moonSign: "virgo", before: "leo", after: "libra" },
  "yoga.adhi": { moonSign: "aries", mercury: 6, jupiter: 7, venus: 8 },
  // (vargas.ts imports this module: its id list is spelled out here rather than imported.)
  ...(Object.fromEntries(
    (["D1", "D2", "D3", "D4", "D7", "D9", "D10", "D12", "D16", "D20", "D24", "D27", "D30", "D40", "D45", "D60"] satisfies VargaId[]).map((id) => [`varga.${id}`, {}]),
  ) as Record<`varga.${VargaId}`, Record<string, never>>),
  "yoga.amala": { places: [{ planet: "venus", sign: "pisces", fromLagna: false, fromMoon: true }, { planet: "jupiter", sign: "aquarius", fromLagna: true, fromMoon: true }] },
};
