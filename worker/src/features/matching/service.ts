/**
 * Matching of a parsed request: Ashtakoot guna milan, the ten poruthams and manglik
 * compatibility. Each partner is birth data (both charts are cast) or the Moon's nakshatra and
 * pada ("match by star"). Pure apart from the ephemeris.
 */
import * as v from "valibot";
import { birthSide, type MatchingAnswer, matchingOptions, partnerQueryFields, type Side, starSide } from "@contract/matching";
import { type MessageId, render } from "@contract/messages";
import { nakshatraIds } from "@jyotish/glossary";
import { birthInstant } from "@jyotish/kundli/birth-time";
import { birthChart } from "@jyotish/kundli/chart";
import { manglik, type ManglikSchool } from "@jyotish/kundli/doshas";
import { ashtakoot } from "@jyotish/matching/ashtakoot";
import { manglikMatch } from "@jyotish/matching/manglik-match";
import { moonFromLongitude, moonFromStar } from "@jyotish/matching/moon";
import { porutham } from "@jyotish/matching/porutham";
import { matchVerdict, regionOfLang } from "@jyotish/matching/verdict";
import type { Lang } from "@jyotish/terms/lang";
import { ApiError } from "../../lib/errors";
import { ephemeris } from "../../lib/ephemeris";
import { issueDetails, type IssueDetail } from "../../lib/validate";
import { resolvedBirth, withZone } from "../kundli/service";

type BirthSide = ReturnType<typeof withZone<v.InferOutput<ReturnType<typeof birthSide>>>>;
type StarSide = v.InferOutput<ReturnType<typeof starSide>>;
export interface MatchingRequest {
  boy: BirthSide | StarSide;
  girl: BirthSide | StarSide;
  options: v.InferOutput<typeof matchingOptions>;
}

/** Issues of one part of the body, their paths under that part's key. */
const under = (key: string, issues: Parameters<typeof issueDetails>[0]): IssueDetail[] =>
  issueDetails(issues).map((i) => ({ ...i, path: i.path ? `${key}.${i.path}` : key }));

const invalidBody = { code: "invalid_input", params: { field: "target.body" } } as const;
/** An issue the Worker finds itself, with its message id (English here; the error answer renders it in the request's language). */
const detail = (path: string, code: MessageId): IssueDetail => ({ path, code, params: {}, message: render("en", code) });

/** Parses a body: each side is star data when it names a nakshatra, birth data otherwise; every issue of both sides is reported. */
export function parseMatchingRequest(body: unknown): MatchingRequest {
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw new ApiError("validation_failed", invalidBody, [detail("", "body_not_partners")]);
  const b = body as Record<string, unknown>;
  const issues: IssueDetail[] = [];
  for (const key of Object.keys(b)) if (!["boy", "girl", "options"].includes(key)) issues.push(detail(key, "unknown_field"));
  const parsed: Partial<MatchingRequest> = {};
  for (const side of ["boy", "girl"] as const) {
    const raw = b[side] ?? {};
    const star = typeof raw === "object" && raw !== null && "nakshatra" in raw;
    const result = v.safeParse(star ? starSide(side) : birthSide(side), raw);
    if (result.success) parsed[side] = "nakshatra" in result.output ? result.output : withZone(result.output);
    else issues.push(...under(side, result.issues));
  }
  const options = v.safeParse(matchingOptions, b.options);
  if (!options.success) issues.push(...under("options", options.issues));
  if (issues.length > 0) throw new ApiError("validation_failed", invalidBody, issues);
  return { boy: parsed.boy!, girl: parsed.girl!, options: options.output! };
}

/** The spec's matching query string (boyName, boyBirthDate …) → a body for `parseMatchingRequest`. */
export function matchingBodyFromQuery(q: Record<string, string>): unknown {
  const num = (s: string | undefined) => (s === undefined || s.trim() === "" ? undefined : Number(s));
  const known = new Set(["school", "poruthamVariant", "ayanamsa", "manglikSchool", "region"]);
  const side = (p: Side) => {
    const star = q[`${p}Nakshatra`];
    if (star !== undefined) {
      return { name: q[`${p}Name`], nakshatra: /^\d+$/.test(star) ? Number(star) : star, pada: num(q[`${p}Pada`]) };
    }
    const out: Record<string, unknown> = {
      name: q[`${p}Name`],
      date: q[`${p}BirthDate`],
      time: q[`${p}BirthTime`],
      location: q[`${p}BirthPlace`],
      latitude: num(q[`${p}Latitude`]),
      longitude: num(q[`${p}Longitude`]),
      timezone: q[`${p}Timezone`],
    };
    return Object.fromEntries(Object.entries(out).filter(([, x]) => x !== undefined));
  };
  // `lang` picks the explanations' language, not the match.
  const unknown = Object.keys(q).filter((k) => !known.has(k) && k !== "lang" && !partnerQueryFields.some((f) => k === `boy${f}` || k === `girl${f}`));
  if (unknown.length > 0) throw new ApiError("validation_failed", { code: "invalid_input", params: { field: "target.query" } }, unknown.map((path) => detail(path, "unknown_query_parameter")));
  const options = Object.fromEntries([...known].filter((k) => q[k] !== undefined).map((k) => [k, q[k]]));
  return { boy: side("boy"), girl: side("girl"), options };
}

const nakshatraNumber = (n: number | string) => (typeof n === "number" ? n : nakshatraIds.indexOf(n as (typeof nakshatraIds)[number]) + 1);

/**
 * The whole answer for a parsed request (pure apart from the ephemeris). `lang` sets which
 * tradition leads the overall reading unless the request names a `region`: Tamil and Telugu
 * read the match the South Indian way.
 */
export function computeMatching(r: MatchingRequest, lang: Lang = "en") {
  const ayanamsa = r.options.ayanamsa ?? "lahiri";
  const school = r.options.school ?? "north";
  const poruthamVariant = r.options.poruthamVariant ?? (school === "pyjhora" ? "pyjhora" : "tamil");
  const manglikSchool: ManglikSchool = r.options.manglikSchool ?? "south";
  const region = r.options.region ?? regionOfLang(lang);
  const eph = ephemeris();
  const sides = (["boy", "girl"] as const).map((side) => {
    const s = r[side];
    if ("nakshatra" in s) return { moon: moonFromStar(nakshatraNumber(s.nakshatra), s.pada), name: s.name, chart: null, manglik: null, input: null };
    const instant = birthInstant(s);
    const chart = birthChart(eph, instant.jdUt, { latitudeDeg: s.latitude, longitudeDeg: s.longitude }, { ayanamsa });
    return { moon: moonFromLongitude(chart.planets[1]!.longitudeDeg), name: s.name, chart, manglik: manglik(chart, manglikSchool), input: resolvedBirth(s, instant) };
  });
  const [boy, girl] = sides as [(typeof sides)[number], (typeof sides)[number]];
  const describe = (s: typeof boy) => ({
    ...(s.name ? { name: s.name } : {}),
    from: s.moon.from,
    ...(s.input ? { input: s.input } : {}),
    moonSign: s.moon.signIndex,
    moonLongitudeDeg: s.moon.longitudeDeg,
    nakshatra: s.moon.nakshatra,
    pada: s.moon.pada,
    manglik: s.manglik,
    chart: s.chart && {
      ascendant: s.chart.ascendant.signIndex,
      planets: Object.fromEntries(s.chart.planets.map((p) => [p.id, { signIndex: p.signIndex, degInSign: p.degInSign, retrograde: p.retrograde }])),
    },
  });
  const kootas = ashtakoot(boy.moon, girl.moon, school);
  const poruthams = porutham(boy.moon, girl.moon, poruthamVariant);
  // Manglik compatibility needs both charts; matching by star gives none.
  const manglikCompatibility =
    boy.chart && boy.manglik && girl.chart && girl.manglik ? manglikMatch({ chart: boy.chart, manglik: boy.manglik }, { chart: girl.chart, manglik: girl.manglik }) : null;
  return {
    boy: describe(boy),
    girl: describe(girl),
    ashtakoot: kootas,
    porutham: poruthams,
    manglik: manglikCompatibility,
    verdict: matchVerdict({ ashtakoot: kootas, porutham: poruthams, manglik: manglikCompatibility, region, regionFrom: r.options.region ? "option" : "language" }),
    options: { school, poruthamVariant, ayanamsa, manglikSchool, region, node: "mean" as const, zodiac: "sidereal" as const },
  };
}
