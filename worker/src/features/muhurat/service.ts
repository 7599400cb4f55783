// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The shubh muhurat windows of an undertaking within a date range at a place, each with the
 * values that passed and why, plus the avoided periods in the range: the engine
 * (`@jyotish/muhurat`) over the Worker's ephemeris, presented in the contract's shape.
 */
import type * as v from "valibot";
import { epochMsFromJulianDay } from "@ephemeris";
import { type MuhuratAnswer, type muhuratQuery } from "@contract/muhurat";
import { type GlossaryLocale, nakshatraIds, nakshatraNames, signIds, signNames } from "@jyotish/glossary";
import { findMuhurats } from "@jyotish/muhurat/index";
import { muhuratReasons } from "@jyotish/muhurat/texts";
import { render } from "@jyotish/text/render";
import { NoSunriseError } from "@jyotish/panchang/index";
import { tithiName, varaNames, yogaNames } from "@jyotish/panchang-names";
import { ephemeris } from "../../lib/ephemeris";
import { ApiError } from "../../lib/errors";
import { isoInZone } from "../../lib/timezone";

type MuhuratQuery = v.InferOutput<typeof muhuratQuery>;

/** The answer of `GET /api/muhurat` for a validated query at a resolved place. */
export function muhuratAnswer(q: MuhuratQuery, place: { latitude: number; longitude: number; timezone: string }): MuhuratAnswer {
  let result;
  try {
    result = findMuhurats(ephemeris(), {
      kind: q.kind,
      from: q.from,
      to: q.to,
      latitudeDeg: place.latitude,
      longitudeDeg: place.longitude,
      timeZone: place.timezone,
      options: { ayanamsa: q.ayanamsa, sunrise: q.sunrise },
    });
  } catch (error) {
    if (error instanceof NoSunriseError) throw new ApiError("no_sunrise", error.event === "rise" ? "no_sunrise" : "no_sunset", { from: q.from, to: q.to, ...place });
    throw error;
  }
  const iso = (jd: number) => isoInZone(epochMsFromJulianDay(jd), place.timezone);
  const lang: GlossaryLocale = q.lang;
  const { rule } = result;
  return {
    kind: q.kind,
    from: q.from,
    to: q.to,
    place,
    windows: result.windows.map((w) => {
      const why = muhuratReasons(w, q.kind);
      return {
        date: w.date,
        start: iso(w.start),
        end: iso(w.end),
        weekday: { number: w.weekday, name: varaNames[w.weekday]![lang] },
        tithi: { number: w.tithi, name: tithiName(w.tithi, lang) },
        nakshatra: { number: w.nakshatra, id: nakshatraIds[w.nakshatra - 1]!, name: nakshatraNames[nakshatraIds[w.nakshatra - 1]!][lang] },
        yoga: { number: w.yoga, name: yogaNames[w.yoga - 1]![lang] },
        lagnas: w.lagnas?.map((s) => ({ sign: signIds[s]!, name: signNames[signIds[s]!][lang] })) ?? null,
        clear: w.clear,
        // Why the window passes, in the requested language; the codes and parameters beside them.
        reasons: why.map((r) => render(r, lang)),
        reasonsTexts: why,
      };
    }),
    excluded: result.excluded,
    rule: {
      nakshatras: rule.nakshatras.map((n) => nakshatraIds[n - 1]!),
      tithis: [...rule.tithis],
      weekdays: [...rule.weekdays],
      lagnas: rule.lagnas?.map((s) => signIds[s]!) ?? null,
      avoid: [...rule.avoid],
      daytime: rule.daytime,
      sources: [...rule.sources],
    },
    options: { ayanamsa: q.ayanamsa, sunrise: q.sunrise, lang },
  };
}
