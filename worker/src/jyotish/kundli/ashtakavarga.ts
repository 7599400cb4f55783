// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * Ashtakavarga: Parashara's bhinnashtakavarga (the benefic points, bindus, of each of the seven
 * planets) and the sarvashtakavarga (their sum), Brihat Parashara Hora Shastra ch. 66
 * (Ashtakavarga), with the tables as B.V. Raman reproduces them in "Ashtakavarga System of
 * Prediction".
 *
 * For the ashtakavarga of planet P, each of the eight contributors (Sun, Moon, Mars, Mercury,
 * Jupiter, Venus, Saturn and the Lagna) gives one bindu to each of its benefic places, the places
 * being counted inclusively in signs from the contributor's own sign (1 = the contributor's sign,
 * 2 = the next, …). A sign's value is the number of contributors giving it a bindu, so 0–8.
 *
 * The tables fix the totals whatever the chart: Sun 48, Moon 49, Mars 39, Mercury 54,
 * Jupiter 56, Venus 52, Saturn 39; sarvashtakavarga 337. Signs are 0 = Aries … 11 = Pisces;
 * only the signs of the grahas and the ascendant matter (no house system is used). Rahu and
 * Ketu take no part (Parashara's scheme).
 */
import type { BirthChart } from "./chart";

export const ashtakavargaPlanets = ["sun", "moon", "mars", "mercury", "jupiter", "venus", "saturn"] as const;
export type AshtakavargaPlanet = (typeof ashtakavargaPlanets)[number];
/** The eight contributors: the seven planets and the Lagna. */
export type AshtakavargaContributor = AshtakavargaPlanet | "lagna";

/**
 * Benefic places, `[planet whose ashtakavarga][contributor]`: places counted from the
 * contributor's sign (1 = its own sign). BPHS ch. 66; B.V. Raman, Ashtakavarga System of Prediction.
 */
export const beneficPlaces: Readonly<Record<AshtakavargaPlanet, Readonly<Record<AshtakavargaContributor, readonly number[]>>>> = {
  // 48
  sun: {
    sun: [1, 2, 4, 7, 8, 9, 10, 11],
    moon: [3, 6, 10, 11],
    mars: [1, 2, 4, 7, 8, 9, 10, 11],
    mercury: [3, 5, 6, 9, 10, 11, 12],
    jupiter: [5, 6, 9, 11],
    venus: [6, 7, 12],
    saturn: [1, 2, 4, 7, 8, 9, 10, 11],
    lagna: [3, 4, 6, 10, 11, 12],
  },
  // 49
  moon: {
    sun: [3, 6, 7, 8, 10, 11],
    moon: [1, 3, 6, 7, 10, 11],
    mars: [2, 3, 5, 6, 9, 10, 11],
    mercury: [1, 3, 4, 5, 7, 8, 10, 11],
    jupiter: [1, 4, 7, 8, 10, 11, 12],
    venus: [3, 4, 5, 7, 9, 10, 11],
    saturn: [3, 5, 6, 11],
    lagna: [3, 6, 10, 11],
  },
  // 39
  mars: {
    sun: [3, 5, 6, 10, 11],
    moon: [3, 6, 11],
    mars: [1, 2, 4, 7, 8, 10, 11],
    mercury: [3, 5, 6, 11],
    jupiter: [6, 10, 11, 12],
    venus: [6, 8, 11, 12],
    saturn: [1, 4, 7, 8, 9, 10, 11],
    lagna: [1, 3, 6, 10, 11],
  },
  // 54
  mercury: {
    sun: [5, 6, 9, 11, 12],
    moon: [2, 4, 6, 8, 10, 11],
    mars: [1, 2, 4, 7, 8, 9, 10, 11],
    mercury: [1, 3, 5, 6, 9, 10, 11, 12],
    jupiter: [6, 8, 11, 12],
    venus: [1, 2, 3, 4, 5, 8, 9, 11],
    saturn: [1, 2, 4, 7, 8, 9, 10, 11],
    lagna: [1, 2, 4, 6, 8, 10, 11],
  },
  // 56
  jupiter: {
    sun: [1, 2, 3, 4, 7, 8, 9, 10, 11],
    moon: [2, 5, 7, 9, 11],
    mars: [1, 2, 4, 7, 8, 10, 11],
    mercury: [1, 2, 4, 5, 6, 9, 10, 11],
    jupiter: [1, 2, 3, 4, 7, 8, 10, 11],
    venus: [2, 5, 6, 9, 10, 11],
    saturn: [3, 5, 6, 12],
    lagna: [1, 2, 4, 5, 6, 7, 9, 10, 11],
  },
  // 52
  venus: {
    sun: [8, 11, 12],
    moon: [1, 2, 3, 4, 5, 8, 9, 11, 12],
    mars: [3, 5, 6, 9, 11, 12],
    mercury: [3, 5, 6, 9, 11],
    jupiter: [5, 8, 9, 10, 11],
    venus: [1, 2, 3, 4, 5, 8, 9, 10, 11],
    saturn: [3, 4, 5, 8, 9, 10, 11],
    lagna: [1, 2, 3, 4, 5, 8, 9, 11],
  },
  // 39
  saturn: {
    sun: [1, 2, 4, 7, 8, 10, 11],
    moon: [3, 6, 11],
    mars: [3, 5, 6, 10, 11, 12],
    mercury: [6, 8, 9, 10, 11, 12],
    jupiter: [5, 6, 11, 12],
    venus: [6, 11, 12],
    saturn: [3, 5, 6, 11],
    lagna: [1, 3, 4, 6, 10, 11],
  },
};

export interface Ashtakavarga {
  /** Bhinnashtakavarga: bindus of each planet's ashtakavarga by sign, index 0 = Aries. */
  bhinna: Record<AshtakavargaPlanet, number[]>;
  /** Sarvashtakavarga: the seven bhinnashtakavargas summed, by sign, index 0 = Aries. */
  sarva: number[];
}

/** Bhinnashtakavarga of the seven planets and the sarvashtakavarga of a birth chart. */
export function ashtakavarga(chart: BirthChart): Ashtakavarga {
  const signOf: Record<AshtakavargaContributor, number> = { lagna: chart.ascendant.signIndex } as Record<AshtakavargaContributor, number>;
  for (const id of ashtakavargaPlanets) {
    const p = chart.planets.find((g) => g.id === id);
    if (!p) throw new Error(`ashtakavarga: chart has no ${id}`);
    signOf[id] = p.signIndex;
  }
  const sarva = new Array<number>(12).fill(0);
  const bhinna = {} as Record<AshtakavargaPlanet, number[]>;
  for (const planet of ashtakavargaPlanets) {
    const bindus = new Array<number>(12).fill(0);
    for (const [contributor, places] of Object.entries(beneficPlaces[planet]) as [AshtakavargaContributor, readonly number[]][]) {
      for (const place of places) {
        const sign = (signOf[contributor] + place - 1) % 12;
        bindus[sign]! += 1;
        sarva[sign]! += 1;
      }
    }
    bhinna[planet] = bindus;
  }
  return { bhinna, sarva };
}
