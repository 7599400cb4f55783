/**
 * The numerology answers: the pure engine's results (`@jyotish/numerology`) with their texts
 * rendered in the request's language and the readable meanings of each number attached. The
 * lucky numbers need the Moon's sidereal sign at the birth: the ephemeris, as the Moon sign
 * checker's chart finds it (`moonNakshatra`, Lahiri).
 */
import tzLookup from "@photostructure/tz-lookup";
import type { LuckyAnswer, LuckyQuery, NumerologyAnswer, NumerologyQuery, YearAnswer, YearQuery } from "@contract/numerology";
import { birthInstant } from "@jyotish/kundli/birth-time";
import { colorNames } from "@jyotish/horoscope/text";
import { moonNakshatra } from "@jyotish/moon-today";
import { byLang } from "@jyotish/numerology/content";
import type { CoreNumber as NumberKey, CycleNumber } from "@jyotish/numerology/content/types";
import { luckyNumbers } from "@jyotish/numerology/lucky";
import { parseDate, reading } from "@jyotish/numerology/reading";
import { localizeNumerology, renderNumerology } from "@jyotish/numerology/text";
import { numerologyText as t } from "@jyotish/numerology/texts";
import { yearNumerology } from "@jyotish/numerology/year";
import { grahaNames } from "@jyotish/terms/grahas";
import { varaNames } from "@jyotish/terms/panchang";
import { signNames } from "@jyotish/terms/signs";
import { ephemeris } from "../../lib/ephemeris";
import { dateInZone } from "../../lib/timezone";

const IST = "Asia/Kolkata";

export function numerologyReading(q: NumerologyQuery & { on: string }): NumerologyAnswer {
  const r = reading({ name: q.name, birthDate: q.date, system: q.system, on: q.on });
  const content = byLang[q.lang];
  const meanings: NumerologyAnswer["meanings"] = {};
  const numbers = [...Object.values(r.numbers), r.moolank, r.bhagyank];
  for (const n of numbers) if (n) meanings[String(n.value)] = content.numbers[n.value as NumberKey];
  const rule = (code: Parameters<typeof t>[0], params: object = {}) => renderNumerology({ code, params }, q.lang);
  const onYear = parseDate(q.on).year;
  return {
    ...localizeNumerology(r, q.lang),
    lang: q.lang,
    meanings,
    positions: content.positions,
    cycles: {
      personalYear: content.cycles[r.numbers.personalYear.value as CycleNumber],
      personalMonth: content.cycles[r.numbers.personalMonth.value as CycleNumber],
      personalDay: content.cycles[r.numbers.personalDay.value as CycleNumber],
    },
    rules: {
      system: rule("rule.system", { system: r.system }),
      transliteration: rule("rule.transliteration", { script: r.script }),
      lifePath: rule("rule.life-path"),
      destiny: rule("rule.destiny"),
      soulUrge: rule("rule.soul-urge"),
      personality: rule("rule.personality"),
      birthday: rule("rule.birthday"),
      maturity: rule("rule.maturity"),
      personalYear: rule("rule.personal-year", { year: onYear }),
      personalMonth: rule("rule.personal-month"),
      personalDay: rule("rule.personal-day"),
      moolank: rule("rule.moolank"),
      bhagyank: rule("rule.bhagyank"),
      masters: rule("rule.masters"),
    },
  };
}

/** Today's date in India, the default day of the personal cycles. */
export const todayInIndia = (nowMs: number): string => dateInZone(nowMs, IST);

export function luckyReading(q: LuckyQuery): LuckyAnswer {
  const timezone = q.timezone ?? tzLookup(q.latitude, q.longitude);
  const instant = birthInstant({ date: q.date, time: q.time, timezone });
  const moon = moonNakshatra(ephemeris(), instant.jdUt, "lahiri");
  const lucky = luckyNumbers(parseDate(q.date), moon.signIndex, q.name);
  const content = byLang[q.lang];
  const planets = new Set([...lucky.numbers.map((n) => n.planet), ...lucky.days.map((d) => d.planet), ...lucky.colors.map((c) => c.planet), lucky.moonLord]);
  return {
    ...localizeNumerology(lucky, q.lang),
    lang: q.lang,
    birth: { date: q.date, time: q.time, latitude: q.latitude, longitude: q.longitude, timezone, utc: new Date(instant.epochMs).toISOString(), ...(q.location ? { location: q.location } : {}) },
    moonSignName: signNames[lucky.moonSign][q.lang],
    moonLordName: grahaNames[lucky.moonLord][q.lang],
    planetNames: Object.fromEntries([...planets].map((p) => [p, grahaNames[p][q.lang]])),
    dayNames: Object.fromEntries(lucky.days.map((d) => [String(d.weekday), varaNames[d.weekday]![q.lang]])),
    colorNames: Object.fromEntries(lucky.colors.map((c) => [c.color, colorNames[q.lang][c.color]])),
    meanings: Object.fromEntries(lucky.numbers.map((n) => [String(n.number), content.numbers[n.number as NumberKey]])),
  };
}

export function yearReading(q: YearQuery): YearAnswer {
  const y = yearNumerology(q.year);
  const content = byLang[q.lang];
  return {
    ...localizeNumerology(y, q.lang),
    lang: q.lang,
    forecasts: Object.fromEntries(y.cycles.map((c) => [String(c.cycle), content.cycles[c.cycle]])),
    moolankName: moolankNames[q.lang],
  };
}

/** The word for the root number (मूलांक) as each language's numerologists say it. */
const moolankNames = { en: "Moolank (root number)", hi: "मूलांक", ta: "பிறவி எண்", te: "మూలాంకం" } as const;
