// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * Lucky numbers, days and colours from the birth date, the name and the Moon sign.
 *
 * - The lucky numbers are the moolank, the bhagyank and the number of the Moon sign's lord.
 * - Each number's planet (Sun 1, Moon 2, Jupiter 3, Rahu 4, Mercury 5, Venus 6, Ketu 7,
 *   Saturn 8, Mars 9): Cheiro, Cheiro's Book of Numbers (1926), as Indian numerology uses it
 *   (the same table as the horoscope's `grahaNumbers`).
 * - A lucky day is the weekday its planet rules; Rahu and Ketu rule none and take the day of the
 *   planet they act like, "Shanivat Rahu, Kujavat Ketu" (Rahu like Saturn, Ketu like Mars: the
 *   dictum Indian astrologers quote after Brihat Parashara Hora Shastra's treatment of the nodes).
 * - A lucky colour is its planet's colour, the weekday lords' colours the horoscope uses
 *   (`grahaColors`), the nodes taking their model planet's.
 * - The name's Chaldean number (Cheiro) is checked against the lucky numbers.
 */
import type { GrahaId } from "../terms/grahas";
import { signIds, type SignId } from "../terms/signs";
import { signLords } from "../kundli/chart";
import { grahaColors, grahaNumbers } from "../horoscope/engine";
import type { ColorId } from "../horoscope/texts";
import { type CalendarDate, bhagyank, lettersOf, moolank, type CoreNumber } from "./reading";
import { sumAndReduce } from "./reduce";
import { transliterate } from "./transliterate";
import { type NumerologyText, numerologyText as t } from "./texts";

/** The planet of each number 1–9. */
export const planetOfNumber: Readonly<Record<number, GrahaId>> = Object.fromEntries(Object.entries(grahaNumbers).map(([g, n]) => [n, g as GrahaId]));

/** Weekday index (0 = Sunday) of the seven lords. */
const weekdayOf: Readonly<Partial<Record<GrahaId, number>>> = { sun: 0, moon: 1, mars: 2, mercury: 3, jupiter: 4, venus: 5, saturn: 6 };
/** "Shanivat Rahu, Kujavat Ketu". */
const nodeModel: Readonly<Partial<Record<GrahaId, GrahaId>>> = { rahu: "saturn", ketu: "mars" };
const model = (g: GrahaId): GrahaId => nodeModel[g] ?? g;

export interface LuckyNumber {
  number: number;
  planet: GrahaId;
  sources: ("moolank" | "bhagyank" | "moon-lord")[];
}

export interface Lucky {
  moolank: CoreNumber;
  bhagyank: CoreNumber;
  moonSign: SignId;
  moonLord: GrahaId;
  /** Ascending, each once, with where it comes from. */
  numbers: LuckyNumber[];
  reasons: NumerologyText[];
  days: { weekday: number; planet: GrahaId; rule: NumerologyText }[];
  colors: { color: ColorId; planet: GrahaId; rule: NumerologyText }[];
  /** The name's Chaldean number, when a name was given. */
  name: { latinName: string; number: CoreNumber; lucky: boolean; rule: NumerologyText } | null;
  convention: NumerologyText;
}

/** Lucky numbers, days and colours (pure): `moonSignIndex` 0 = Aries (sidereal). */
export function luckyNumbers(birth: CalendarDate, moonSignIndex: number, name?: string): Lucky {
  const root = moolank(birth);
  const fortune = bhagyank(birth);
  const moonSign = signIds[moonSignIndex]!;
  const moonLord = signLords[moonSignIndex]!;
  const found: [number, LuckyNumber["sources"][number]][] = [
    [root.value, "moolank"],
    [fortune.value, "bhagyank"],
    [grahaNumbers[moonLord], "moon-lord"],
  ];
  const numbers: LuckyNumber[] = [];
  for (const [number, source] of found) {
    const known = numbers.find((n) => n.number === number);
    if (known) known.sources.push(source);
    else numbers.push({ number, planet: planetOfNumber[number]!, sources: [source] });
  }
  numbers.sort((a, b) => a.number - b.number);
  const days: Lucky["days"] = [];
  const colors: Lucky["colors"] = [];
  for (const { planet } of numbers) {
    const like = model(planet);
    const weekday = weekdayOf[like]!;
    if (!days.some((d) => d.weekday === weekday)) days.push({ weekday, planet, rule: t("lucky.day", { planet, weekday, like: like === planet ? null : like }) });
    const color = grahaColors[like]!;
    if (!colors.some((c) => c.color === color)) colors.push({ color, planet, rule: t("lucky.colour", { planet, color }) });
  }
  days.sort((a, b) => a.weekday - b.weekday);
  let nameNumber: Lucky["name"] = null;
  const latinName = name ? transliterate(name) : "";
  const letters = lettersOf(latinName, "chaldean");
  if (letters.length > 0) {
    const number = sumAndReduce(
      letters.map((l) => l.value),
      false,
    );
    const lucky = numbers.some((n) => n.number === number.value);
    nameNumber = { latinName, number, lucky, rule: t("lucky.name", { number: number.value, lucky }) };
  }
  return {
    moolank: root,
    bhagyank: fortune,
    moonSign,
    moonLord,
    numbers,
    reasons: [
      t("lucky.moolank", { number: root.value, planet: planetOfNumber[root.value]! }),
      t("lucky.bhagyank", { number: fortune.value, planet: planetOfNumber[fortune.value]! }),
      t("lucky.moon-lord", { sign: moonSign, planet: moonLord, number: grahaNumbers[moonLord] }),
    ],
    days,
    colors,
    name: nameNumber,
    convention: t("lucky.planet-numbers", {}),
  };
}
