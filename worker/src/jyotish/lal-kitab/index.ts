// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The Lal Kitab chart and its readings, from the planets' sidereal signs.
 *
 * Source: Lal Kitab (the 1952 edition, "Lal Kitab ke Farmaan", Pt. Roop Chand Joshi), as its
 * rules are commonly read by practitioners today. Where readings differ, the choice is an option
 * or is said in the rule's text:
 * - Houses are fixed by sign: Aries is house 1 … Pisces house 12, whatever the lagna (the book's
 *   "kaalpurush" chart: the 1952 edition reads every birth chart with the signs' numbers removed).
 * - Pakka ghar (each planet's permanent house) and the houses of exaltation and debilitation as
 *   the book counts them; for Rahu and Ketu one common reading of the book (Rahu high in 3 and 6, low in 8
 *   and 9; Ketu high in 9 and 12, low in 3 and 8), not the Parashari signs; readers differ here.
 * - Aspects (drishti) go from house to house, not from planet to planet: 1 sees 7 and 4 sees 10
 *   (full), 3 sees 9 and 11, 5 sees 9 (half), 2 sees 6, 6 sees 12 and 8 sees 2 (a quarter).
 *   Houses 7, 9, 10, 11 and 12 cast no aspect of their own.
 * - A planet is asleep (soya hua) when no planet sits in any house it aspects (so a planet in a
 *   house that aspects nothing is asleep); with `sleep: "pakka-awake"` a planet in its pakka ghar
 *   or its house of exaltation is always awake, as many practitioners read the book.
 * - A house is asleep when no planet sits in it and no planet aspects it.
 * - The nine rins (debts) and their conditions: the table in the book's section on rin
 *   (pitri rin and the rest), as it is usually reproduced.
 */
import type { GrahaId } from "../terms/grahas";
import { grahaIds } from "../terms/grahas";
import { lalKitabText, type LalKitabText, type LkRuleId } from "./texts";

export type LkHouse = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;
export const lkHouses: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** Lal Kitab's house of a sign: Aries (0) → 1 … Pisces (11) → 12. */
export const lalKitabHouse = (signIndex: number): number => ((((Math.floor(signIndex) % 12) + 12) % 12) + 1);

/** Pakka ghar: the permanent house(s) of each planet (Lal Kitab 1952, the table of pakka ghar). */
export const pakkaGhar: Readonly<Record<GrahaId, readonly number[]>> = {
  sun: [1],
  moon: [4],
  mars: [3, 8],
  mercury: [7],
  jupiter: [2],
  venus: [7],
  saturn: [8],
  rahu: [12],
  ketu: [6],
};

/** Houses of exaltation (uchcha) as the book counts them. */
export const exaltedIn: Readonly<Record<GrahaId, readonly number[]>> = {
  sun: [1],
  moon: [2],
  mars: [10],
  mercury: [6],
  jupiter: [4],
  venus: [12],
  saturn: [7],
  rahu: [3, 6],
  ketu: [9, 12],
};
/** Houses of debilitation (neech) as the book counts them. */
export const debilitatedIn: Readonly<Record<GrahaId, readonly number[]>> = {
  sun: [7],
  moon: [8],
  mars: [4],
  mercury: [12],
  jupiter: [10],
  venus: [6],
  saturn: [1],
  rahu: [8, 9],
  ketu: [3, 8],
};

export type AspectStrength = "full" | "half" | "quarter";
/** Lal Kitab's house-to-house aspects (drishti) and their strength. */
export const aspectsFrom: Readonly<Record<number, readonly { house: number; strength: AspectStrength }[]>> = {
  1: [{ house: 7, strength: "full" }],
  2: [{ house: 6, strength: "quarter" }],
  3: [
    { house: 9, strength: "half" },
    { house: 11, strength: "half" },
  ],
  4: [{ house: 10, strength: "full" }],
  5: [{ house: 9, strength: "half" }],
  6: [{ house: 12, strength: "quarter" }],
  7: [],
  8: [{ house: 2, strength: "quarter" }],
  9: [],
  10: [],
  11: [],
  12: [],
};

export const rinIds = ["pitri", "matri", "stri", "bhai-bandhu", "behen-putri", "zulm", "ajanma", "daivik", "swayam"] as const;
export type RinId = (typeof rinIds)[number];
/**
 * Each rin's condition: one of `planets` in one of `houses` (whose lord the debt is owed to).
 * The table of the book's section on rin, as usually reproduced.
 */
export const rinRules: Readonly<Record<RinId, { planets: readonly GrahaId[]; houses: readonly number[] }>> = {
  /** Jupiter's houses (2, 5, 9, 12) held by its enemies. */
  pitri: { planets: ["venus", "mercury", "rahu"], houses: [2, 5, 9, 12] },
  /** The Moon's house held by Ketu. */
  matri: { planets: ["ketu"], houses: [4] },
  /** Venus's houses held by the Sun, Rahu or Ketu. */
  stri: { planets: ["sun", "rahu", "ketu"], houses: [2, 7] },
  /** Mars's houses held by Mercury or Ketu. */
  "bhai-bandhu": { planets: ["mercury", "ketu"], houses: [1, 8] },
  /** Mercury's houses held by the Moon. */
  "behen-putri": { planets: ["moon"], houses: [3, 6] },
  /** Saturn's houses held by the Sun, the Moon or Mars. */
  zulm: { planets: ["sun", "moon", "mars"], houses: [10, 11] },
  /** Rahu's house held by the Sun, Venus or Mars. */
  ajanma: { planets: ["sun", "venus", "mars"], houses: [12] },
  /** Ketu's house held by the Moon or Mars. */
  daivik: { planets: ["moon", "mars"], houses: [6] },
  /** The Sun's house held by Venus, Saturn, Rahu or Ketu. */
  swayam: { planets: ["venus", "saturn", "rahu", "ketu"], houses: [5] },
};

export const sleepRules = ["strict", "pakka-awake"] as const;
export type SleepRule = (typeof sleepRules)[number];
export interface LalKitabOptions {
  sleep: SleepRule;
}
export const defaultLalKitabOptions: Readonly<LalKitabOptions> = Object.freeze({ sleep: "strict" });

export interface LkPlanet {
  id: GrahaId;
  house: number;
  pakkaGhar: readonly number[];
  inPakkaGhar: boolean;
  dignity: "exalted" | "debilitated" | null;
  /** The houses this planet's house aspects. */
  aspects: readonly number[];
  asleep: boolean;
  why: LalKitabText;
  effect: LalKitabText;
  remedy: LalKitabText;
  source: LalKitabText;
}
export interface LkHouseCell {
  house: number;
  /** The sign of the house: house 1 is Aries (0). */
  signIndex: number;
  planets: GrahaId[];
  /** Houses whose aspect falls on this one and hold a planet. */
  aspectedFrom: number[];
  asleep: boolean;
  why: LalKitabText;
}
export interface LkRin {
  id: RinId;
  name: LalKitabText;
  present: boolean;
  /** The planets of the chart meeting the condition, with their houses. */
  found: { planet: GrahaId; house: number }[];
  rule: LalKitabText;
  reason: LalKitabText;
  /** The book's remedy for the debt, done by the whole family together. */
  remedy: LalKitabText;
}
export interface LalKitabChart {
  options: LalKitabOptions;
  houses: LkHouseCell[];
  planets: LkPlanet[];
  sleepingPlanets: GrahaId[];
  sleepingHouses: number[];
  rins: LkRin[];
  /** Every rule this reading applied, in the order the page shows them, each with its source. */
  rules: { id: LkRuleId; text: LalKitabText; source: LalKitabText }[];
}

const ruleOrder: readonly LkRuleId[] = ["houses", "pakka-ghar", "dignity", "aspects", "sleep", "sleeping-houses", "rins", "effects", "remedies"];

/**
 * The Lal Kitab reading of a chart given by each planet's sidereal sign (0 = Aries).
 * Pure: the signs come from the birth chart (`birthChart`), which this never computes.
 */
export function lalKitabChart(signs: Readonly<Record<GrahaId, number>>, options: Partial<LalKitabOptions> = {}): LalKitabChart {
  const opts: LalKitabOptions = { ...defaultLalKitabOptions, ...options };
  const houseOf = Object.fromEntries(grahaIds.map((id) => [id, lalKitabHouse(signs[id])])) as Record<GrahaId, number>;
  const occupants = (h: number) => grahaIds.filter((id) => houseOf[id] === h);

  const planets = grahaIds.map((id): LkPlanet => {
    const house = houseOf[id];
    const aspects = aspectsFrom[house]!.map((a) => a.house);
    const occupied = aspects.filter((h) => occupants(h).length > 0);
    const dignity = exaltedIn[id].includes(house) ? "exalted" : debilitatedIn[id].includes(house) ? "debilitated" : null;
    const inPakkaGhar = pakkaGhar[id].includes(house);
    const keptAwake = opts.sleep === "pakka-awake" && (inPakkaGhar || dignity === "exalted");
    const asleep = occupied.length === 0 && !keptAwake;
    const why =
      occupied.length > 0
        ? lalKitabText("lk.awake.aspect", { planet: id, house, aspects, occupied })
        : keptAwake
          ? lalKitabText("lk.awake.pakka", { planet: id, house, kind: inPakkaGhar ? "pakka" : "exalted" })
          : aspects.length === 0
            ? lalKitabText("lk.asleep.no-aspect", { planet: id, house })
            : lalKitabText("lk.asleep.empty", { planet: id, house, aspects });
    return {
      id,
      house,
      pakkaGhar: pakkaGhar[id],
      inPakkaGhar,
      dignity,
      aspects,
      asleep,
      why,
      effect: lalKitabText("lk.effect", { planet: id, house }),
      remedy: lalKitabText("lk.remedy", { planet: id, house }),
      source: lalKitabText("lk.source.planet-house", { planet: id, house }),
    };
  });

  const houses = lkHouses.map((house): LkHouseCell => {
    const here = occupants(house);
    const aspectedFrom = lkHouses.filter((from) => aspectsFrom[from]!.some((a) => a.house === house) && occupants(from).length > 0);
    const asleep = here.length === 0 && aspectedFrom.length === 0;
    const why =
      here.length > 0
        ? lalKitabText("lk.house.occupied", { house, planets: here })
        : asleep
          ? lalKitabText("lk.house.asleep", { house })
          : lalKitabText("lk.house.aspected", { house, from: aspectedFrom });
    return { house, signIndex: house - 1, planets: here, aspectedFrom, asleep, why };
  });

  const rins = rinIds.map((id): LkRin => {
    const r = rinRules[id];
    const found = r.planets.filter((p) => r.houses.includes(houseOf[p])).map((planet) => ({ planet, house: houseOf[planet] }));
    return {
      id,
      name: lalKitabText("lk.rin.name", { rin: id }),
      present: found.length > 0,
      found,
      rule: lalKitabText("lk.rin.rule", { rin: id, planets: [...r.planets], houses: [...r.houses] }),
      reason: found.length > 0 ? lalKitabText("lk.rin.present", { rin: id, found }) : lalKitabText("lk.rin.absent", { rin: id }),
      remedy: lalKitabText("lk.rin.remedy", { rin: id }),
    };
  });

  return {
    options: opts,
    houses,
    planets,
    sleepingPlanets: planets.filter((p) => p.asleep).map((p) => p.id),
    sleepingHouses: houses.filter((h) => h.asleep).map((h) => h.house),
    rins,
    rules: ruleOrder.map((id) => ({ id, text: lalKitabText("lk.rule", { rule: id, sleep: opts.sleep }), source: lalKitabText("lk.rule.source", { rule: id }) })),
  };
}
