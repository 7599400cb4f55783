/**
 * The panchang engine's answer as the API's JSON: instants as ISO 8601 with the place's
 * offset, plus the panchang's clock form ("27:44:10" = 03:44:10 the next morning, hours past
 * the date's midnight, as drikpanchang.com prints times before the next sunrise), and every
 * name in the requested language.
 */
import { epochMsFromJulianDay } from "@ephemeris";
import { type GlossaryLocale, grahaNames, nakshatraIds, nakshatraNames, signNames, signIds } from "@jyotish/glossary";
import type { Interval, Panchang } from "@jyotish/panchang/index";
import {
  ayanaNames,
  choghadiyaNames,
  choghadiyaQuality,
  karanaIdOf,
  karanaNames,
  masaName,
  pakshaNames,
  qualityNames,
  rituNames,
  samvatsaraNames,
  tamilMonthNames,
  tithiName,
  varaNames,
  varaVedicNames,
  yogaNames,
} from "@jyotish/panchang-names";
import { monthNamingFor } from "@jyotish/panchang/conventions";
import { isoInZone } from "../../lib/timezone";

export interface Presenter {
  iso(jd: number): string;
  isoOrNull(jd: number | null): string | null;
  /** "HH:MM:SS" hours past the date's local midnight; null before that midnight. */
  clock(jd: number | null): string | null;
  span(i: Interval): { start: string; end: string; startClock: string | null; endClock: string | null };
}

export function presenter(p: Panchang, timeZone: string): Presenter {
  const iso = (jd: number) => isoInZone(epochMsFromJulianDay(jd), timeZone);
  // The date's midnight as a wall clock: a DST change within the day shifts later clock
  // readings by the change, as a printed panchang's would.
  const clock = (jd: number | null) => {
    if (jd === null || jd < p.midnight - 1e-9) return null;
    const seconds = Math.round((jd - p.midnight) * 86_400);
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
  };
  return {
    iso,
    isoOrNull: (jd) => (jd === null ? null : iso(jd)),
    clock,
    span: (i) => ({ start: iso(i.start), end: iso(i.end), startClock: clock(i.start), endClock: clock(i.end) }),
  };
}

/** The full panchang of `GET /api/panchang`. */
export function presentPanchang(p: Panchang, query: { date: string; latitude: number; longitude: number; timezone: string }, lang: GlossaryLocale) {
  const f = presenter(p, query.timezone);
  const { frame, masa, samvat, muhurtas: m } = p;
  const named = <T extends { number: number; start: number; end: number }, E extends object = object>(list: T[], name: (x: T) => string, extra?: (x: T) => E) =>
    list.map((x) => ({ number: x.number, name: name(x), ...(extra?.(x) as E), ...f.span(x) }));
  const signSpan = (list: Panchang["sunSign"]) =>
    list.map((s) => ({ sign: signIds[s.sign]!, name: signNames[signIds[s.sign]!][lang], start: f.isoOrNull(s.start), end: f.isoOrNull(s.end), endClock: f.clock(s.end) }));
  const nakshatraName = (n: number) => nakshatraNames[nakshatraIds[n - 1]!][lang];
  return {
    date: query.date,
    place: { latitude: query.latitude, longitude: query.longitude, timezone: query.timezone },
    sunrise: f.iso(frame.sunrise),
    sunset: f.iso(frame.sunset),
    nextSunrise: f.iso(frame.nextSunrise),
    moonrise: f.isoOrNull(frame.moonrise),
    moonset: f.isoOrNull(frame.moonset),
    clock: {
      sunrise: f.clock(frame.sunrise),
      sunset: f.clock(frame.sunset),
      nextSunrise: f.clock(frame.nextSunrise),
      moonrise: f.clock(frame.moonrise),
      moonset: f.clock(frame.moonset),
    },
    dinamana: Math.round(p.dinamana * 86_400),
    ratrimana: Math.round(p.ratrimana * 86_400),
    madhyahna: f.iso(m.madhyahna),
    vara: {
      number: p.vara.weekday + 1,
      name: varaNames[p.vara.weekday]![lang],
      vedicName: varaVedicNames[p.vara.weekday]![lang],
      english: varaNames[p.vara.weekday]!.en,
      lord: p.vara.lord,
      lordName: grahaNames[p.vara.lord][lang],
    },
    paksha: { id: p.paksha, name: pakshaNames[p.paksha][lang] },
    tithi: named(p.tithi, (t) => tithiName(t.number, lang), (t) => ({ paksha: t.number <= 15 ? ("shukla" as const) : ("krishna" as const) })),
    nakshatra: named(p.nakshatra, (n) => nakshatraName(n.number), (n) => ({ lord: n.lord, lordName: grahaNames[n.lord][lang] })),
    nakshatraPadas: named(p.nakshatraPadas, (n) => nakshatraName(n.number), (n) => ({ pada: n.pada })),
    yoga: named(p.yoga, (y) => yogaNames[y.number - 1]![lang]),
    karana: named(p.karana, (k) => karanaNames[karanaIdOf(k.number)][lang]),
    sunSign: signSpan(p.sunSign),
    moonSign: signSpan(p.moonSign),
    sunNakshatra: p.sunNakshatra.map((s) => ({ number: s.number, name: nakshatraName(s.number), start: f.isoOrNull(s.start), end: f.isoOrNull(s.end), endClock: f.clock(s.end) })),
    masa: {
      amanta: { ...masa.amanta, name: masaName(masa.amanta.number, masa.amanta.adhika, lang) },
      purnimanta: { ...masa.purnimanta, name: masaName(masa.purnimanta.number, masa.purnimanta.adhika, lang) },
      /** The naming the page's language reads by default: amanta for Tamil and Telugu, purnimanta otherwise. */
      convention: monthNamingFor(lang),
    },
    /** The Tamil solar month and its day (Tamil pages date the day by it: "கார்த்திகை 10"). */
    solarMonth: { number: p.solarMonth.sign + 1, name: tamilMonthNames[p.solarMonth.sign]![lang], day: p.solarMonth.day, sankranti: f.iso(p.solarMonth.sankrantiJd) },
    samvat: {
      vikram: { year: samvat.vikram, samvatsara: samvatsaraNames[samvat.vikramSamvatsara]![lang] },
      shaka: { year: samvat.shaka, samvatsara: samvatsaraNames[samvat.shakaSamvatsara]![lang] },
    },
    ritu: {
      vedic: { number: p.ritu.vedic + 1, name: rituNames[p.ritu.vedic]![lang] },
      drik: { number: p.ritu.drik + 1, name: rituNames[p.ritu.drik]![lang] },
    },
    ayana: {
      vedic: { id: p.ayana.vedic, name: ayanaNames[p.ayana.vedic][lang] },
      drik: { id: p.ayana.drik, name: ayanaNames[p.ayana.drik][lang] },
    },
    rahuKaal: f.span(m.rahuKaal),
    yamaganda: f.span(m.yamaganda),
    gulika: f.span(m.gulika),
    abhijitMuhurta: m.abhijitMuhurta && f.span(m.abhijitMuhurta),
    brahmaMuhurta: f.span(m.brahmaMuhurta),
    durMuhurtam: m.durMuhurtam.map(f.span),
    varjyam: p.varjyam.map(f.span),
    amritKalam: p.amritKalam.map(f.span),
    choghadiya: {
      day: m.choghadiya.day.map((c) => choghadiyaOut(c, lang, f)),
      night: m.choghadiya.night.map((c) => choghadiyaOut(c, lang, f)),
    },
    hora: m.hora.map((h) => ({ lord: h.lord, name: grahaNames[h.lord][lang], ...f.span(h) })),
    options: {
      ...p.options,
      monthSchemes: ["amanta", "purnimanta"],
      conventions: {
        day: "sunrise to next sunrise",
        sunrise: p.options.sunrise === "upper-limb" ? "upper limb on the horizon, with refraction (drikpanchang.com)" : "centre of the disc, no refraction (Jagannatha Hora, PyJHora)",
        masa: "amanta month named by the Sun's sidereal sign at the new moon that begins it; a month without a sankranti is adhika",
        samvatsara: "Vikram year: north Indian name; Shaka year: south Indian name",
        rituAyana: "vedic: from the lunar month / sidereal Sun; drik: from the tropical Sun",
      },
    },
  };
}

function choghadiyaOut(c: { id: keyof typeof choghadiyaNames; start: number; end: number }, lang: GlossaryLocale, f: Presenter) {
  const quality = choghadiyaQuality[c.id];
  return { id: c.id, name: choghadiyaNames[c.id][lang], quality, qualityName: qualityNames[quality][lang], ...f.span(c) };
}

/** The element of `list` in force at `jd` (the first when none is). */
function current<T extends { start: number; end: number }>(list: T[], jd: number): T {
  return list.find((x) => x.start <= jd && jd < x.end) ?? list[0]!;
}

/**
 * `GET /api/panchang/today`'s data, in the shape of spec §3: the limbs in force now (tithi and
 * nakshatra with the percentage of them elapsed, yoga and karana with their end), the day's
 * timings, and the place.
 */
export function presentToday(p: Panchang, nowJd: number, place: { name: string; latitude: number; longitude: number; timezone: string }, lang: GlossaryLocale) {
  const f = presenter(p, place.timezone);
  const percent = (x: { start: number; end: number }) => Math.round(Math.min(100, Math.max(0, ((nowJd - x.start) / (x.end - x.start)) * 100)) * 10) / 10;
  const window = (i: Interval | null) => i && { start: f.iso(i.start), end: f.iso(i.end) };
  const tithi = current(p.tithi, nowJd);
  const nakshatra = current(p.nakshatra, nowJd);
  const yoga = current(p.yoga, nowJd);
  const karana = current(p.karana, nowJd);
  return {
    date: f.iso(p.midnight).slice(0, 10),
    tithi: { number: tithi.number, name: tithiName(tithi.number, lang), percentage: percent(tithi), end_time: f.iso(tithi.end) },
    nakshatra: { number: nakshatra.number, name: nakshatraNames[nakshatraIds[nakshatra.number - 1]!][lang], percentage: percent(nakshatra), end_time: f.iso(nakshatra.end) },
    yoga: { number: yoga.number, name: yogaNames[yoga.number - 1]![lang], end_time: f.iso(yoga.end) },
    karana: { number: karana.number, name: karanaNames[karanaIdOf(karana.number)][lang], end_time: f.iso(karana.end) },
    vara: { english: varaNames[p.vara.weekday]!.en, name: varaNames[p.vara.weekday]![lang], planet_lord: grahaNames[p.vara.lord].en, planet_lord_name: grahaNames[p.vara.lord][lang] },
    sunrise: f.iso(p.frame.sunrise),
    sunset: f.iso(p.frame.sunset),
    moonrise: f.isoOrNull(p.frame.moonrise),
    moonset: f.isoOrNull(p.frame.moonset),
    inauspicious_timings: { rahu_kaal: window(p.muhurtas.rahuKaal), yamaganda: window(p.muhurtas.yamaganda) },
    auspicious_timings: { abhijit_muhurta: window(p.muhurtas.abhijitMuhurta), brahma_muhurta: window(p.muhurtas.brahmaMuhurta) },
    location: place,
    options: p.options,
  };
}
