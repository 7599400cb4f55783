// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * A year's numerology: the universal year number (the year's digits added and reduced to 1–9)
 * and, for each moolank 1–9, the year's cycle number: reduce(moolank + universal year), the rule
 * of Indian yearly number forecasts (अंक राशिफल), which read a year for a root number as its
 * personal year would be read. (A person's exact personal year needs the birth month and day:
 * `personalCycles` in ./reading.)
 */
import { cycleNumbers, type CycleNumber } from "./content/types";
import { reduce, type Reduction, sumAndReduce } from "./reduce";
import { type NumerologyText, numerologyText as t } from "./texts";

export interface YearNumerology {
  year: number;
  universal: Reduction;
  rule: NumerologyText;
  cycleRule: NumerologyText;
  /** One row per moolank 1–9. */
  cycles: { moolank: CycleNumber; cycle: CycleNumber; working: Reduction }[];
}

export function yearNumerology(year: number): YearNumerology {
  const universal = sumAndReduce(String(year).split("").map(Number), false);
  return {
    year,
    universal,
    rule: t("year.universal", { year, number: universal.value }),
    cycleRule: t("year.cycle", { year, universal: universal.value }),
    cycles: cycleNumbers.map((moolank) => {
      const working = reduce(moolank + universal.value, false, [moolank, universal.value]);
      return { moolank, cycle: working.value as CycleNumber, working };
    }),
  };
}
