/**
 * Horoscopes as the API answers them: the engine's facts (@jyotish/horoscope) for a sign and a
 * period, written in the request's language. The period's sky is the same for the twelve signs,
 * so each isolate keeps the skies it computed (a year's costs most: its samples and the
 * bisection of about a hundred events).
 */
import { epochMsFromJulianDay } from "@ephemeris";
import type { HoroscopeAnswer, HoroscopeQuery, PersonalHoroscopeAnswer, PersonalHoroscopeQuery, TransitsAnswer, TransitsQuery } from "@contract/horoscope";
import { birthInstant } from "@jyotish/kundli/birth-time";
import { ashtakavarga } from "@jyotish/kundli/ashtakavarga";
import { birthChart } from "@jyotish/kundli/chart";
import { eventFact, horoscope, type Horoscope, type HoroscopeEventFact, type Personal } from "@jyotish/horoscope/engine";
import { goodHouses, type NodeRule } from "@jyotish/horoscope/gochara";
import { istDate, IST_OFFSET_MINUTES, periodOf, type PeriodSpan } from "@jyotish/horoscope/periods";
import { periodSky, type PeriodSky } from "@jyotish/horoscope/sky";
import { colorNames } from "@jyotish/horoscope/text";
import { horoscopeText, type Period } from "@jyotish/horoscope/texts";
import { grahaNames } from "@jyotish/terms/grahas";
import type { Lang } from "@jyotish/terms/lang";
import { nakshatraIds, nakshatraNames } from "@jyotish/terms/nakshatras";
import { signIds, signNames } from "@jyotish/terms/signs";
import type { Text } from "@jyotish/text";
import { render } from "@jyotish/text/render";
import type { Database } from "../../db/client";
import { IsolateMemo } from "../../lib/edge-cache";
import { ephemeris } from "../../lib/ephemeris";
import { isoWithOffset } from "../../lib/timezone";
import { ApiError } from "../../lib/errors";
import { findChart, listCharts } from "../charts/store";
import { withZone } from "../kundli/service";

/** Skies by period and first date: a year's is about 30 KB of events, a day's a few hundred bytes. */
const skies = new IsolateMemo<PeriodSky>(96, 4_000_000);

export function skyOf(span: PeriodSpan): PeriodSky {
  const key = `${span.period}|${span.from}`;
  const nowMs = Date.now();
  let sky = skies.get(key, nowMs);
  if (!sky) {
    sky = periodSky(ephemeris(), span.period, span.startMs, span.endMs);
    skies.set(key, sky, 200 + sky.events.length * 120, Number.POSITIVE_INFINITY);
  }
  return sky;
}

/** Seconds until a period ends (at least a minute): how long an answer for "the current period" may be kept. */
export function secondsUntilEnd(span: PeriodSpan, nowMs: number): number {
  return Math.max(60, Math.floor((span.endMs - nowMs) / 1000));
}

const ist = (jd: number) => isoWithOffset(epochMsFromJulianDay(jd), IST_OFFSET_MINUTES);

const eventRow = (e: HoroscopeEventFact, say: (x: Text) => string) => ({ at: ist(e.jd), kind: e.kind, planet: e.planet, sign: e.sign === null ? null : signIds[e.sign]!, house: e.house, text: say(e.text) });

/** The engine's horoscope in `lang`, in the contract's shape. */
function written(h: Horoscope, span: PeriodSpan, date: string, nodes: NodeRule, lang: Lang): HoroscopeAnswer {
  const say = (x: Text) => render(x, lang);
  const join = (xs: Text[]) => xs.map(say).join(" ");
  return {
    sign: signIds[h.sign]!,
    signName: signNames[signIds[h.sign]!][lang],
    period: h.period,
    area: h.area,
    date,
    from: span.from,
    to: span.to,
    previous: span.previous,
    next: span.next,
    prediction: join(h.prediction),
    love: join(h.paragraphs.love),
    career: join(h.paragraphs.career),
    health: join(h.paragraphs.health),
    finances: join(h.paragraphs.finances),
    scores: { general: h.scores.general, love: h.scores.love, career: h.scores.career, health: h.scores.health, finances: h.scores.finances },
    lucky: { color: h.lucky.color, colorName: colorNames[lang][h.lucky.color], number: h.lucky.number, rule: say(h.lucky.rule) },
    transits: h.transits.map((x) => ({
      planet: x.planet,
      planetName: grahaNames[x.planet][lang],
      sign: signIds[x.sign]!,
      signName: signNames[signIds[x.sign]!][lang],
      house: x.house,
      verdict: x.verdict,
      obstruction: x.obstruction ? { planet: x.obstruction.planet, planetName: grahaNames[x.obstruction.planet][lang], house: x.obstruction.house } : null,
      retrograde: x.retrograde,
      combust: x.combust,
      rule: say(x.rule),
      vedhaRule: x.vedhaRule ? say(x.vedhaRule) : null,
      bindus: x.bindus,
    })),
    events: h.events.map((e) => eventRow(e, say)),
    tara: h.tara.map((x) => ({ nakshatra: nakshatraIds[x.nakshatra - 1]!, nakshatraName: nakshatraNames[nakshatraIds[x.nakshatra - 1]!][lang], tara: x.tara, good: x.good, text: say(x.text) })),
    notes: h.notes.map(say),
    convention: say(h.convention),
    options: { ayanamsa: "lahiri", reckoning: "moon-sign", nodes, timeZone: "Asia/Kolkata" },
  };
}

/** The request's date (today in India without one) and its period. */
export function spanOf(period: Period, date: string | undefined, nowMs: number): { date: string; span: PeriodSpan } {
  const day = date ?? istDate(nowMs);
  return { date: day, span: periodOf(period, day) };
}

/** `GET /api/horoscope`. */
export function signHoroscope(q: HoroscopeQuery, date: string, span: PeriodSpan): HoroscopeAnswer {
  const sign = signIds.indexOf(q.sign);
  const h = horoscope({ sign, span, sky: skyOf(span), area: q.area, nodes: q.nodes });
  return written(h, span, date, q.nodes, q.lang);
}

/** `GET /api/horoscope/personal`: the chart asked for, else the one saved as "self", else the newest; 404 without one. */
export async function personalHoroscope(db: Database, userId: string, q: PersonalHoroscopeQuery, nowMs: number): Promise<PersonalHoroscopeAnswer> {
  const chart = q.chart ? await findChart(db, userId, q.chart) : await defaultChart(db, userId);
  if (!chart) throw new ApiError("not_found", q.chart ? "no_such_chart" : "no_saved_chart");
  const zone = withZone({ latitude: chart.latitude, longitude: chart.longitude, timezone: chart.timezone, utcOffsetHours: chart.utcOffsetHours });
  const instant = birthInstant({ date: chart.date, time: chart.time, timezone: zone.timezone, utcOffsetHours: chart.utcOffsetHours });
  // Lahiri, mean node, as the transits are read (whatever the chart's own display options).
  const natal = birthChart(ephemeris(), instant.jdUt, { latitudeDeg: chart.latitude, longitudeDeg: chart.longitude });
  const moon = natal.planets[1]!;
  const av = ashtakavarga(natal);
  const personal: Personal = { bhinna: av.bhinna, nakshatra: moon.nakshatra.number };
  const { date, span } = spanOf("daily", q.date, nowMs);
  const h = horoscope({ sign: moon.signIndex, span, sky: skyOf(span), area: "general", nodes: q.nodes, personal });
  const answer = written(h, span, date, q.nodes, q.lang);
  const nakshatra = nakshatraIds[moon.nakshatra.number - 1]!;
  return {
    ...answer,
    chart: { id: chart.id, name: chart.name },
    natal: { moonSign: signIds[moon.signIndex]!, moonSignName: signNames[signIds[moon.signIndex]!][q.lang], nakshatra, nakshatraName: nakshatraNames[nakshatra][q.lang] },
  };
}

async function defaultChart(db: Database, userId: string) {
  const { charts } = await listCharts(db, userId, 1);
  return charts.find((c) => c.relation === "self") ?? charts[0] ?? null;
}

/** `GET /api/transits`: the year's events (no Moon), with what each ingress means for `sign`. */
export function transitsOfYear(q: TransitsQuery): TransitsAnswer {
  const span = periodOf("yearly", `${String(q.year).padStart(4, "0")}-01-01`);
  const sky = skyOf(span);
  const sign = q.sign === undefined ? null : signIds.indexOf(q.sign);
  const say = (x: Text) => render(x, q.lang);
  const events = sky.events.map((e) => {
    const fact = eventFact(e, sign);
    const effect =
      e.kind === "ingress" && fact.house !== null
        ? { verdict: goodHouses(e.planet, q.nodes).includes(fact.house) ? ("favourable" as const) : ("unfavourable" as const), text: say(horoscopeText("transit", { planet: e.planet, house: fact.house, area: "general" })) }
        : null;
    return { ...eventRow(fact, say), effect };
  });
  return { year: q.year, sign: q.sign ?? null, events, options: { ayanamsa: "lahiri", nodes: q.nodes, timeZone: "Asia/Kolkata" } };
}
