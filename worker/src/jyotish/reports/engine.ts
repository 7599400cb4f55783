// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The report engine: from a chart's facts to a report's sections. Pure — no clock, no I/O; the
 * caller passes the moment "now", the transits and the months (transits.ts computes them from
 * the ephemeris). Each section is a list of paragraphs; each paragraph is a statement code with
 * its parameters (`report.*`, written by the report library of the report's language, or a code
 * of another domain such as a yoga's rule or a horoscope transit statement) and the facts it was
 * chosen by, cited under it.
 *
 * Conventions (each an explicit choice, cited):
 * - houses are whole signs counted from the lagna (Parashari practice; BPHS ch. 11), lords by
 *   sign rulership (BPHS ch. 4);
 * - a graha is strong when exalted, in moolatrikona or in its own sign, weak when debilitated,
 *   combust, or in a dusthana (6, 8, 12) without dignity (BPHS ch. 3 and 27 in outline);
 * - the sarva ashtakavarga: above 28 bindus a house is strong, below 25 weak (BPHS ch. 66);
 * - the matters' significators (karakas) after BPHS ch. 32;
 * - gemstones by the lagna convention: the lagna lord's gem first, then the 5th and 9th lords',
 *   and no gem for a lord of the 6th, 8th or 12th that rules no trine;
 * - numerology: root number = the digit sum of the birth day, destiny = of the whole date, reduced to 1–9.
 */
import type { Dignity } from "../kundli/chart";
import { exaltation, houseFrom, signLords } from "../kundli/chart";
import { grahaColors, grahaNumbers } from "../horoscope/engine";
import { varaLords } from "../panchang/muhurta";
import { grahaIds, type GrahaId } from "../terms/grahas";
import { nakshatraIds } from "../terms/nakshatras";
import { signIds, type SignId } from "../terms/signs";
import type { Text } from "../text";
import { type ReportKind, reportSections, type SectionId } from "./catalog";
import type { Element, Fact, House, LifeArea, MatchVerdict, SadeSatiPhase, Strength, VargaId, Weekday } from "./texts";

// ——— Input ———

export interface PlanetFacts {
  id: GrahaId;
  signIndex: number;
  degInSign: number;
  retrograde: boolean;
  combust: boolean;
  dignity: Dignity | null;
}

export interface DashaSpan {
  lord: GrahaId;
  start: string;
  end: string;
  sub?: DashaSpan[];
}

export interface TransitNow {
  planet: GrahaId;
  sign: number;
  /** ISO date the graha leaves the sign. */
  until: string;
}

export interface MonthSky {
  from: string;
  to: string;
  /** Signs (0–11) of the Sun and Mars at the month's middle. */
  sun: number;
  mars: number;
}

export interface PartnerFacts {
  points: number;
  max: number;
  verdict: MatchVerdict;
  /** The koota explanations (matching domain texts). */
  kootas: Text[];
  youManglik: boolean;
  partnerManglik: boolean;
}

export interface ReportInput {
  kind: ReportKind;
  name: string | null;
  birth: { date: string; time: string; location: string | null };
  ascendant: { signIndex: number; degInSign: number };
  planets: readonly PlanetFacts[];
  moonNakshatra: { number: number; pada: number };
  vargas: Record<VargaId, { ascendant: number; planets: Record<GrahaId, number> }>;
  dasha: { yearDays: number; balanceAtBirth: { lord: GrahaId; years: number; months: number; days: number }; periods: readonly DashaSpan[] };
  /** Sarva ashtakavarga bindus by sign, 0 = Aries. */
  sarva: readonly number[];
  yogas: readonly { id: string; rule: Text }[];
  doshas: {
    manglik: { present: boolean; effective: boolean; cancellations: readonly { rule: Text }[] };
    kaalSarp: { present: boolean };
    pitra: { present: boolean; reasons: readonly { rule: Text }[] };
  };
  sadeSati: { periods: readonly { start: string; end: string; phases: readonly { phase: SadeSatiPhase; start: string; end: string }[] }[] } | null;
  /** The moment the report is written (ISO); "now" for running periods and transits. */
  now: string;
  transits: readonly TransitNow[];
  /** Yearly report: the coming twelve months. */
  months: readonly MonthSky[];
  /** Marriage report with a partner. */
  partner: PartnerFacts | null;
}

// ——— Output ———

export interface Paragraph {
  text: Text;
  cites: Fact[];
}

export interface ChartData {
  varga: string;
  ascendant: number;
  planets: { id: GrahaId; signIndex: number; degInSign: number; retrograde: boolean }[];
}

export interface SectionData {
  id: SectionId;
  paragraphs: Paragraph[];
  chart?: ChartData;
}

const r = (code: string, params: object = {}): Text => ({ code: `report.${code}`, params });

// ——— Chart helpers ———

const sign = (index: number): SignId => signIds[((index % 12) + 12) % 12]!;
const asHouse = (n: number) => n as House;
const dusthanas: readonly number[] = [6, 8, 12];
const trines: readonly number[] = [1, 5, 9];
/** The graha of a root or destiny number 1–9 (the Indian convention the horoscopes' lucky numbers use). */
const numberLord = (n: number): GrahaId => grahaIds.find((g) => grahaNumbers[g] === n)!;
const elementOfSign: readonly Element[] = ["fire", "earth", "air", "water"];

/** The significator and the house of each matter (BPHS ch. 32; the houses of BPHS ch. 11). */
const areaRule: Record<LifeArea, { karaka: GrahaId; houses: readonly House[] }> = {
  education: { karaka: "mercury", houses: [4, 5] },
  career: { karaka: "saturn", houses: [10] },
  wealth: { karaka: "jupiter", houses: [2] },
  gains: { karaka: "jupiter", houses: [11] },
  property: { karaka: "mars", houses: [4] },
  marriage: { karaka: "venus", houses: [7] },
  children: { karaka: "jupiter", houses: [5] },
  health: { karaka: "sun", houses: [1, 6] },
  siblings: { karaka: "mars", houses: [3] },
  parents: { karaka: "sun", houses: [4, 9] },
  travel: { karaka: "rahu", houses: [12, 9] },
  spirituality: { karaka: "ketu", houses: [9, 12] },
  friendships: { karaka: "mercury", houses: [11] },
};

/** The facts of one chart, derived once for all sections. */
class Chart {
  readonly lagna: number;
  readonly byId: Record<GrahaId, PlanetFacts>;
  /** The Vimshottari mahadashas from birth until at least 21 years after "now". */
  readonly periods: readonly DashaSpan[];
  constructor(readonly input: ReportInput) {
    this.lagna = input.ascendant.signIndex;
    this.byId = Object.fromEntries(input.planets.map((p) => [p.id, p])) as Record<GrahaId, PlanetFacts>;
    this.periods = continuedDasha(input.dasha.periods, input.dasha.yearDays, Date.parse(addYears(input.now, 21)));
  }
  houseOf = (g: GrahaId): House => asHouse(houseFrom(this.lagna, this.byId[g].signIndex));
  signOfHouse = (h: number): number => (this.lagna + h - 1) % 12;
  lordOf = (h: number): GrahaId => signLords[this.signOfHouse(h)]!;
  housesRuledBy = (g: GrahaId): House[] => [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((h) => this.lordOf(h) === g).map(asHouse);
  occupants = (h: number): GrahaId[] => grahaIds.filter((g) => this.houseOf(g) === h);
  bindusOf = (h: number): number => this.input.sarva[this.signOfHouse(h)] ?? 0;
  strength(g: GrahaId): Strength {
    const p = this.byId[g];
    if (p.dignity === "exalted" || p.dignity === "moolatrikona" || p.dignity === "own") return "strong";
    if (p.dignity === "debilitated" || p.combust || dusthanas.includes(this.houseOf(g))) return "weak";
    return "average";
  }
  placement(g: GrahaId): Fact {
    const p = this.byId[g];
    return { kind: "placement", planet: g, house: this.houseOf(g), sign: sign(p.signIndex), dignity: p.dignity, retrograde: p.retrograde && g !== "rahu" && g !== "ketu", combust: p.combust };
  }
  lordFact(h: number): Fact {
    const g = this.lordOf(h);
    return { kind: "lord", of: asHouse(h), planet: g, house: this.houseOf(g), sign: sign(this.byId[g].signIndex) };
  }
  strongPlanets = (): GrahaId[] => grahaIds.filter((g) => this.strength(g) === "strong");
  weakPlanets = (): GrahaId[] => grahaIds.filter((g) => g !== "rahu" && g !== "ketu" && this.strength(g) === "weak");
  d1(): ChartData {
    return { varga: "D1", ascendant: this.lagna, planets: this.input.planets.map((p) => ({ id: p.id, signIndex: p.signIndex, degInSign: p.degInSign, retrograde: p.retrograde })) };
  }
  /** The Vimshottari periods as a flat list at one depth (1 maha, 2 antar, 3 pratyantar), with their parents. */
  private readonly flat = new Map<number, { maha: GrahaId; antar: GrahaId | null; pratyantar: GrahaId | null; start: string; end: string }[]>();
  periodsAt(depth: 1 | 2 | 3): { maha: GrahaId; antar: GrahaId | null; pratyantar: GrahaId | null; start: string; end: string }[] {
    const known = this.flat.get(depth);
    if (known) return known;
    const out: { maha: GrahaId; antar: GrahaId | null; pratyantar: GrahaId | null; start: string; end: string }[] = [];
    for (const m of this.periods) {
      if (depth === 1) out.push({ maha: m.lord, antar: null, pratyantar: null, start: m.start, end: m.end });
      else
        for (const a of m.sub ?? []) {
          if (depth === 2) out.push({ maha: m.lord, antar: a.lord, pratyantar: null, start: a.start, end: a.end });
          else for (const p of a.sub ?? []) out.push({ maha: m.lord, antar: a.lord, pratyantar: p.lord, start: p.start, end: p.end });
        }
    }
    this.flat.set(depth, out);
    return out;
  }
  runningAt(depth: 1 | 2 | 3, iso: string) {
    const t = Date.parse(iso);
    return this.periodsAt(depth).find((p) => Date.parse(p.start) <= t && t < Date.parse(p.end)) ?? null;
  }
}

/**
 * The 120-year Vimshottari cycle repeated after it ends (as Jagannatha Hora lists the periods
 * of a second cycle), so that a chart older than 120 years still has running and coming periods.
 */
export function continuedDasha(periods: readonly DashaSpan[], yearDays: number, untilMs: number): DashaSpan[] {
  const cycleMs = 120 * yearDays * 86_400_000;
  const shift = (p: DashaSpan, ms: number): DashaSpan => ({
    lord: p.lord,
    start: new Date(Date.parse(p.start) + ms).toISOString(),
    end: new Date(Date.parse(p.end) + ms).toISOString(),
    ...(p.sub ? { sub: p.sub.map((q) => shift(q, ms)) } : {}),
  });
  const out = [...periods];
  // The nine periods span one whole cycle (the first starts before birth, dasha.ts): each repeat is the same nine, 120 years on.
  for (let n = 1; out.length > 0 && Date.parse(out[out.length - 1]!.end) < untilMs && n < 100; n++) {
    for (const p of periods.slice(0, 9)) out.push(shift(p, n * cycleMs));
  }
  return out;
}

const dashaFact = (p: { maha: GrahaId; antar: GrahaId | null; start: string; end: string }): Fact => ({ kind: "dasha", maha: p.maha, antar: p.antar, from: p.start.slice(0, 10), to: p.end.slice(0, 10) });
const addYears = (iso: string, years: number): string => {
  const d = new Date(iso);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.toISOString();
};
const digitRoot = (n: number): number => (n === 0 ? 0 : 1 + ((n - 1) % 9));
const digitSum = (s: string): number => [...s].filter((c) => c >= "0" && c <= "9").reduce((a, c) => a + Number(c), 0);

// ——— Sections ———

type Builder = (c: Chart) => Omit<SectionData, "id">;

const planetSection = (g: GrahaId): Builder => (c) => {
  const p = c.byId[g];
  const placement = c.placement(g);
  const paragraphs: Paragraph[] = [{ text: r("planet-in-house", { planet: g, house: c.houseOf(g) }), cites: [placement] }];
  if (p.dignity) paragraphs.push({ text: r("dignity", { planet: g, dignity: p.dignity }), cites: [placement] });
  if (p.retrograde && g !== "sun" && g !== "moon" && g !== "rahu" && g !== "ketu") paragraphs.push({ text: r("retrograde", { planet: g }), cites: [placement] });
  if (p.combust && g !== "sun" && g !== "rahu" && g !== "ketu") paragraphs.push({ text: r("combust", { planet: g }), cites: [placement] });
  return { paragraphs };
};

const houseSection = (h: House): Builder => (c) => {
  const lord = c.lordOf(h);
  const inside = c.occupants(h);
  const bindus = c.bindusOf(h);
  const strength: Strength = bindus > 28 ? "strong" : bindus < 25 ? "weak" : "average";
  // The lagna lord is read in full by its own section (`ascendant-lord`), just before the houses.
  const lordParagraph: Paragraph[] = h === 1 && reportSections[c.input.kind].includes("ascendant-lord") ? [] : [{ text: r("lord-in-house", { of: h, house: c.houseOf(lord) }), cites: [c.lordFact(h)] }];
  return {
    paragraphs: [
      ...lordParagraph,
      inside.length > 0
        ? { text: r("occupants", { house: h, planets: inside }), cites: inside.map((g) => c.placement(g)) }
        : { text: r("empty-house", { house: h }), cites: [{ kind: "occupants", house: h, planets: [] }] },
      { text: r("bindus", { strength, house: h, bindus }), cites: [{ kind: "bindus", house: h, bindus }] },
    ],
  };
};

/** A matter of life: the lord of its house(s), the grahas in it, and its significator's strength. */
const areaSection = (area: LifeArea): Builder => (c) => {
  const rule = areaRule[area];
  const paragraphs: Paragraph[] = [];
  for (const h of rule.houses) {
    const lord = c.lordOf(h);
    // Where the report has the house's own section, that section reads the lord in full: say it briefly here.
    const text = reportSections[c.input.kind].includes(`house-${h}` as SectionId)
      ? r("lord-link", { of: h, planet: lord, house: c.houseOf(lord), area })
      : r("lord-in-house", { of: h, house: c.houseOf(lord) });
    paragraphs.push({ text, cites: [c.lordFact(h)] });
  }
  const main = rule.houses[0]!;
  const inside = c.occupants(main);
  if (inside.length > 0) paragraphs.push({ text: r("occupants", { house: main, planets: inside }), cites: inside.map((g) => c.placement(g)) });
  paragraphs.push({ text: r("karaka", { area, strength: c.strength(rule.karaka), planet: rule.karaka }), cites: [c.placement(rule.karaka)] });
  return { paragraphs };
};

const vargaSection = (varga: VargaId): Builder => (c) => {
  const v = c.input.vargas[varga];
  const facts = (planets: GrahaId[]) => planets.map((g): Fact => ({ kind: "varga", varga, planet: g, sign: sign(v.planets[g]), dignity: vargaDignity(g, v.planets[g]), vargottama: v.planets[g] === c.byId[g].signIndex }));
  const same = grahaIds.filter((g) => v.planets[g] === c.byId[g].signIndex);
  const strong = grahaIds.filter((g) => ["exalted", "own"].includes(vargaDignity(g, v.planets[g]) ?? ""));
  const weak = grahaIds.filter((g) => vargaDignity(g, v.planets[g]) === "debilitated");
  const paragraphs: Paragraph[] = [{ text: r("varga-lagna", { varga, sign: sign(v.ascendant) }), cites: [] }];
  if (same.length > 0) paragraphs.push({ text: r("vargottama", { varga, planets: same }), cites: facts(same) });
  if (strong.length > 0) paragraphs.push({ text: r("varga-strong", { varga, planets: strong }), cites: facts(strong) });
  if (weak.length > 0) paragraphs.push({ text: r("varga-weak", { varga, planets: weak }), cites: facts(weak) });
  if (same.length + strong.length + weak.length === 0) paragraphs.push({ text: r("varga-plain", { varga }), cites: [] });
  return {
    paragraphs,
    chart: { varga, ascendant: v.ascendant, planets: grahaIds.map((g) => ({ id: g, signIndex: v.planets[g], degInSign: 0, retrograde: c.byId[g].retrograde })) },
  };
};

/** Exalted, debilitated or own sign by sign alone (a varga has no degrees to speak of). */
function vargaDignity(g: GrahaId, s: number): Dignity | null {
  if (g === "rahu" || g === "ketu") return null;
  const ex = exaltation[g]!;
  if (s === ex) return "exalted";
  if (s === (ex + 6) % 12) return "debilitated";
  if (signLords[s] === g) return "own";
  return null;
}

const transitSection = (planets: readonly GrahaId[]): Builder => (c) => {
  const moonSign = c.byId.moon.signIndex;
  const paragraphs: Paragraph[] = [];
  for (const g of planets) {
    const t = c.input.transits.find((x) => x.planet === g);
    if (!t) continue;
    const fromMoon = asHouse(houseFrom(moonSign, t.sign));
    const fact: Fact = { kind: "transit", planet: g, sign: sign(t.sign), fromMoon };
    paragraphs.push({ text: r("transit-now", { planet: g, sign: sign(t.sign), fromMoon, until: t.until.slice(0, 10) }), cites: [fact, { kind: "sign", role: "moon", sign: sign(moonSign) }] });
    paragraphs.push({ text: { code: "transit", params: { planet: g, house: fromMoon, area: "general" } }, cites: [fact] });
  }
  return { paragraphs };
};

/** The antardashas overlapping [from, to) (ISO), each with its lord's role. */
function periodsBetween(c: Chart, from: string, to: string): Paragraph[] {
  const a = Date.parse(from);
  const b = Date.parse(to);
  return c
    .periodsAt(2)
    .filter((p) => Date.parse(p.end) > a && Date.parse(p.start) < b)
    .map((p) => ({ text: r("dasha-period", { maha: p.maha, antar: p.antar, from: p.start.slice(0, 10), to: p.end.slice(0, 10) }), cites: [dashaFact(p), c.placement(p.antar!)] }));
}

const dashaYears = (fromYears: number, toYears: number): Builder => (c) => {
  const from = addYears(c.input.now, fromYears);
  const to = addYears(c.input.now, toYears);
  const paragraphs = periodsBetween(c, from, to);
  // The mahadasha lords of the span, each with the houses it rules and where it sits.
  const lords = [...new Set(c.periodsAt(1).filter((p) => Date.parse(p.end) > Date.parse(from) && Date.parse(p.start) < Date.parse(to)).map((p) => p.maha))];
  const roles = lords.map((g): Paragraph => ({ text: r("dasha-lord-role", { lord: g, rules: c.housesRuledBy(g), house: c.houseOf(g) }), cites: [c.placement(g)] }));
  return { paragraphs: [...roles, ...paragraphs] };
};

const timingSection = (area: "career" | "marriage"): Builder => (c) => {
  const house = area === "career" ? 10 : 7;
  const triggers = new Set<GrahaId>([c.lordOf(house), ...c.occupants(house), area === "career" ? "saturn" : "venus"]);
  const now = Date.parse(c.input.now);
  const horizon = Date.parse(addYears(c.input.now, 20));
  const periods = c
    .periodsAt(2)
    .filter((p) => Date.parse(p.end) > now && Date.parse(p.start) < horizon && triggers.has(p.antar!))
    .slice(0, 4);
  if (periods.length === 0) return { paragraphs: [{ text: r("timing-none", { area }), cites: [c.lordFact(house)] }] };
  return {
    paragraphs: periods.map((p) => ({ text: r("timing", { area, maha: p.maha, antar: p.antar, from: p.start.slice(0, 10), to: p.end.slice(0, 10) }), cites: [dashaFact(p), c.lordFact(house)] })),
  };
};

/** The gem lords by the lagna convention: lagna lord, then the 5th and 9th lords; avoid 6/8/12 lords that rule no trine. */
function gemLords(c: Chart) {
  const primary = c.lordOf(1);
  const fortune = [...new Set([c.lordOf(5), c.lordOf(9)])].filter((g) => g !== primary);
  const avoid = [...new Set([c.lordOf(6), c.lordOf(8), c.lordOf(12)])].filter((g) => !c.housesRuledBy(g).some((h) => trines.includes(h)));
  return { primary, fortune, avoid };
}

function summaryParts(c: Chart) {
  const strong = c.strongPlanets();
  const best = strong.length > 0 ? strong : grahaIds.filter((g) => [1, 4, 5, 7, 9, 10].includes(c.houseOf(g)) && g !== "rahu" && g !== "ketu").slice(0, 3);
  return { best: best.length > 0 ? best : [c.lordOf(1)], weak: c.weakPlanets() };
}

const builders: Record<SectionId, Builder> = {
  overview: (c) => {
    const i = c.input;
    const moon = c.byId.moon;
    return {
      paragraphs: [
        {
          text: r("overview", { name: i.name, date: i.birth.date, time: i.birth.time, place: i.birth.location, lagna: sign(c.lagna), moon: sign(moon.signIndex), sun: sign(c.byId.sun.signIndex), nakshatra: nakshatraIds[i.moonNakshatra.number - 1], pada: i.moonNakshatra.pada }),
          cites: [
            { kind: "sign", role: "lagna", sign: sign(c.lagna) },
            { kind: "sign", role: "moon", sign: sign(moon.signIndex) },
            { kind: "nakshatra", nakshatra: nakshatraIds[i.moonNakshatra.number - 1]!, pada: i.moonNakshatra.pada },
          ],
        },
      ],
      chart: c.d1(),
    };
  },
  ascendant: (c) => ({ paragraphs: [{ text: r("ascendant", { sign: sign(c.lagna) }), cites: [{ kind: "sign", role: "lagna", sign: sign(c.lagna) }] }] }),
  "ascendant-lord": (c) => {
    const g = c.lordOf(1);
    const p = c.byId[g];
    const paragraphs: Paragraph[] = [{ text: r("lord-in-house", { of: 1, house: c.houseOf(g) }), cites: [c.lordFact(1)] }];
    if (p.dignity) paragraphs.push({ text: r("dignity", { planet: g, dignity: p.dignity }), cites: [c.placement(g)] });
    return { paragraphs };
  },
  "moon-sign": (c) => ({ paragraphs: [{ text: r("moon-sign", { sign: sign(c.byId.moon.signIndex) }), cites: [{ kind: "sign", role: "moon", sign: sign(c.byId.moon.signIndex) }] }] }),
  "birth-star": (c) => {
    const n = nakshatraIds[c.input.moonNakshatra.number - 1]!;
    return { paragraphs: [{ text: r("birth-star", { nakshatra: n }), cites: [{ kind: "nakshatra", nakshatra: n, pada: c.input.moonNakshatra.pada }] }] };
  },
  "sun-sign": (c) => ({ paragraphs: [{ text: r("sun-sign", { sign: sign(c.byId.sun.signIndex) }), cites: [{ kind: "sign", role: "sun", sign: sign(c.byId.sun.signIndex) }] }] }),
  "planet-sun": planetSection("sun"),
  "planet-moon": planetSection("moon"),
  "planet-mars": planetSection("mars"),
  "planet-mercury": planetSection("mercury"),
  "planet-jupiter": planetSection("jupiter"),
  "planet-venus": planetSection("venus"),
  "planet-saturn": planetSection("saturn"),
  "planet-rahu": planetSection("rahu"),
  "planet-ketu": planetSection("ketu"),
  "house-1": houseSection(1),
  "house-2": houseSection(2),
  "house-3": houseSection(3),
  "house-4": houseSection(4),
  "house-5": houseSection(5),
  "house-6": houseSection(6),
  "house-7": houseSection(7),
  "house-8": houseSection(8),
  "house-9": houseSection(9),
  "house-10": houseSection(10),
  "house-11": houseSection(11),
  "house-12": houseSection(12),
  dignities: (c) => {
    const strong = c.strongPlanets();
    const weak = grahaIds.filter((g) => c.byId[g].dignity === "debilitated");
    const paragraphs: Paragraph[] = [];
    if (strong.length > 0) paragraphs.push({ text: r("strong-planets", { planets: strong }), cites: strong.map((g) => c.placement(g)) });
    if (weak.length > 0) paragraphs.push({ text: r("weak-planets", { planets: weak }), cites: weak.map((g) => c.placement(g)) });
    if (paragraphs.length === 0) paragraphs.push({ text: r("no-extremes"), cites: grahaIds.slice(0, 7).map((g) => c.placement(g)) });
    return { paragraphs };
  },
  "retrograde-combust": (c) => {
    const paragraphs: Paragraph[] = [];
    for (const g of ["mars", "mercury", "jupiter", "venus", "saturn"] as const) if (c.byId[g].retrograde) paragraphs.push({ text: r("retrograde", { planet: g }), cites: [c.placement(g)] });
    for (const g of ["moon", "mars", "mercury", "jupiter", "venus", "saturn"] as const) if (c.byId[g].combust) paragraphs.push({ text: r("combust", { planet: g }), cites: [c.placement(g)] });
    if (paragraphs.length === 0) paragraphs.push({ text: r("no-retro-combust"), cites: [] });
    return { paragraphs };
  },
  ashtakavarga: (c) => {
    const houses = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((h) => ({ house: asHouse(h), bindus: c.bindusOf(h) }));
    const strongest = houses.reduce((a, b) => (b.bindus > a.bindus ? b : a));
    const weakest = houses.reduce((a, b) => (b.bindus < a.bindus ? b : a));
    return {
      paragraphs: [
        { text: r("strongest-house", strongest), cites: [{ kind: "bindus", ...strongest }] },
        { text: r("weakest-house", weakest), cites: [{ kind: "bindus", ...weakest }] },
      ],
    };
  },
  yogas: (c) => {
    const yogas = c.input.yogas;
    if (yogas.length === 0) return { paragraphs: [{ text: r("yogas-none"), cites: [] }] };
    return {
      paragraphs: [{ text: r("yogas-found", { count: yogas.length }), cites: [] }, ...yogas.map((y): Paragraph => ({ text: y.rule, cites: [{ kind: "yoga", name: y.id }] }))],
    };
  },
  manglik: (c) => {
    const m = c.input.doshas.manglik;
    const state = m.effective ? "present" : m.present ? "cancelled" : "absent";
    const fact: Fact = { kind: "dosha", dosha: "manglik", present: m.present, cancelled: m.present && !m.effective };
    const paragraphs: Paragraph[] = [{ text: r("manglik", { state }), cites: [fact, c.placement("mars")] }];
    for (const x of m.cancellations) paragraphs.push({ text: x.rule, cites: [fact] });
    if (m.effective) paragraphs.push({ text: r("manglik-remedy"), cites: [] });
    return { paragraphs };
  },
  "kaal-sarp": (c) => {
    const present = c.input.doshas.kaalSarp.present;
    const fact: Fact = { kind: "dosha", dosha: "kaal-sarp", present, cancelled: false };
    const paragraphs: Paragraph[] = [{ text: r("kaal-sarp", { state: present ? "present" : "absent" }), cites: [fact, c.placement("rahu"), c.placement("ketu")] }];
    if (present) paragraphs.push({ text: r("kaal-sarp-remedy"), cites: [] });
    return { paragraphs };
  },
  pitra: (c) => {
    const p = c.input.doshas.pitra;
    const fact: Fact = { kind: "dosha", dosha: "pitra", present: p.present, cancelled: false };
    const paragraphs: Paragraph[] = [{ text: r("pitra", { state: p.present ? "present" : "absent" }), cites: [fact, c.placement("sun")] }];
    for (const x of p.reasons) paragraphs.push({ text: x.rule, cites: [fact] });
    if (p.present) paragraphs.push({ text: r("pitra-remedy"), cites: [] });
    return { paragraphs };
  },
  "sade-sati": (c) => {
    const now = Date.parse(c.input.now);
    const periods = c.input.sadeSati?.periods ?? [];
    const moon: Fact = { kind: "sign", role: "moon", sign: sign(c.byId.moon.signIndex) };
    const paragraphs: Paragraph[] = [];
    const current = periods.find((p) => Date.parse(p.start) <= now && now < Date.parse(p.end));
    if (current) {
      const phase = current.phases.find((p) => Date.parse(p.start) <= now && now < Date.parse(p.end)) ?? current.phases[0]!;
      paragraphs.push({ text: r("sade-sati-now", { phase: phase.phase, until: current.end.slice(0, 10) }), cites: [moon, { kind: "sade-sati", phase: phase.phase, from: current.start.slice(0, 10), to: current.end.slice(0, 10) }] });
    }
    const next = periods.find((p) => Date.parse(p.start) > now);
    if (next) paragraphs.push({ text: r("sade-sati-next", { from: next.start.slice(0, 10), to: next.end.slice(0, 10) }), cites: [moon, { kind: "sade-sati", phase: null, from: next.start.slice(0, 10), to: next.end.slice(0, 10) }] });
    if (paragraphs.length === 0) paragraphs.push({ text: r("sade-sati-none"), cites: [moon] });
    paragraphs.push({ text: r("sade-sati-advice"), cites: [] });
    return { paragraphs };
  },
  "dasha-balance": (c) => {
    const b = c.input.dasha.balanceAtBirth;
    const first = c.periodsAt(1)[0]!;
    return { paragraphs: [{ text: r("dasha-balance", b), cites: [{ kind: "nakshatra", nakshatra: nakshatraIds[c.input.moonNakshatra.number - 1]!, pada: c.input.moonNakshatra.pada }, dashaFact(first)] }] };
  },
  "mahadasha-now": (c) => {
    const p = c.runningAt(1, c.input.now);
    if (!p) return { paragraphs: [{ text: r("summary-close"), cites: [] }] };
    return {
      paragraphs: [
        { text: r("mahadasha", { planet: p.maha }), cites: [dashaFact(p)] },
        { text: r("dasha-lord-role", { lord: p.maha, rules: c.housesRuledBy(p.maha), house: c.houseOf(p.maha) }), cites: [c.placement(p.maha)] },
      ],
    };
  },
  "antardasha-now": (c) => {
    const p = c.runningAt(2, c.input.now);
    if (!p) return { paragraphs: [{ text: r("summary-close"), cites: [] }] };
    return {
      paragraphs: [
        { text: r("antardasha", { planet: p.antar }), cites: [dashaFact(p)] },
        { text: r("dasha-lord-role", { lord: p.antar, rules: c.housesRuledBy(p.antar!), house: c.houseOf(p.antar!) }), cites: [c.placement(p.antar!)] },
      ],
    };
  },
  "dasha-years-1-5": dashaYears(0, 5),
  "dasha-years-6-10": dashaYears(5, 10),
  "dasha-years-11-15": dashaYears(10, 15),
  "dasha-years-16-20": dashaYears(15, 20),
  temperament: (c) => {
    const counts: Record<Element, number> = { fire: 0, earth: 0, air: 0, water: 0 };
    const signs = [c.lagna, c.lagna, ...grahaIds.filter((g) => g !== "rahu" && g !== "ketu").map((g) => c.byId[g].signIndex), c.byId.moon.signIndex];
    for (const s of signs) counts[elementOfSign[s % 4]!] += 1;
    const element = (Object.keys(counts) as Element[]).reduce((a, b) => (counts[b] > counts[a] ? b : a));
    return {
      paragraphs: [
        { text: r("element", { element }), cites: [{ kind: "element", element, count: counts[element] }] },
        { text: r("temperament-blend", { lagna: sign(c.lagna), moon: sign(c.byId.moon.signIndex) }), cites: [{ kind: "sign", role: "lagna", sign: sign(c.lagna) }, { kind: "sign", role: "moon", sign: sign(c.byId.moon.signIndex) }] },
      ],
    };
  },
  education: areaSection("education"),
  career: areaSection("career"),
  "career-fields": (c) => {
    const inside = c.occupants(10).filter((g) => g !== "rahu" && g !== "ketu");
    const ranked = [...inside].sort((a, b) => strengthRank(c.strength(b)) - strengthRank(c.strength(a)));
    const g = ranked[0] ?? c.lordOf(10);
    const second = ranked[0] ? c.lordOf(10) : null;
    const paragraphs: Paragraph[] = [{ text: r("career-field", { planet: g }), cites: [ranked[0] ? c.placement(g) : c.lordFact(10)] }];
    if (second && second !== g) paragraphs.push({ text: r("career-field", { planet: second }), cites: [c.lordFact(10)] });
    return { paragraphs };
  },
  "career-timing": timingSection("career"),
  wealth: areaSection("wealth"),
  gains: areaSection("gains"),
  property: areaSection("property"),
  marriage: areaSection("marriage"),
  spouse: (c) => {
    const s = sign(c.signOfHouse(7));
    return { paragraphs: [{ text: r("spouse-sign", { sign: s }), cites: [{ kind: "sign", role: "lagna", sign: sign(c.lagna) }, c.lordFact(7)] }] };
  },
  "marriage-timing": timingSection("marriage"),
  children: areaSection("children"),
  health: areaSection("health"),
  siblings: areaSection("siblings"),
  parents: areaSection("parents"),
  travel: areaSection("travel"),
  spirituality: areaSection("spirituality"),
  friendships: areaSection("friendships"),
  "varga-d2": vargaSection("D2"),
  "varga-d3": vargaSection("D3"),
  "varga-d4": vargaSection("D4"),
  "varga-d7": vargaSection("D7"),
  "varga-d9": vargaSection("D9"),
  "varga-d10": vargaSection("D10"),
  "varga-d12": vargaSection("D12"),
  "varga-d16": vargaSection("D16"),
  "varga-d20": vargaSection("D20"),
  "varga-d24": vargaSection("D24"),
  "transit-saturn": transitSection(["saturn"]),
  "transit-jupiter": transitSection(["jupiter"]),
  "transit-nodes": transitSection(["rahu", "ketu"]),
  "gemstone-primary": (c) => {
    const { primary } = gemLords(c);
    return {
      paragraphs: [
        { text: r("gem-for", { planet: primary, role: 1 }), cites: [c.lordFact(1)] },
        { text: r("gem", { planet: primary }), cites: [c.placement(primary)] },
      ],
    };
  },
  "gemstone-fortune": (c) => {
    const { fortune } = gemLords(c);
    const paragraphs: Paragraph[] = [];
    for (const g of fortune) {
      const role = c.lordOf(5) === g ? 5 : 9;
      paragraphs.push({ text: r("gem-for", { planet: g, role }), cites: [c.lordFact(role)] }, { text: r("gem", { planet: g }), cites: [c.placement(g)] });
    }
    if (paragraphs.length === 0) paragraphs.push({ text: r("gem-for", { planet: c.lordOf(5), role: 5 }), cites: [c.lordFact(5)] });
    return { paragraphs };
  },
  "gemstone-caution": (c) => {
    const { avoid } = gemLords(c);
    const paragraphs: Paragraph[] = [];
    if (avoid.length > 0) paragraphs.push({ text: r("gem-avoid", { planets: avoid }), cites: avoid.map((g) => c.lordFact(c.housesRuledBy(g).find((h) => dusthanas.includes(h)) ?? 6)) });
    paragraphs.push({ text: r("gem-caution"), cites: [] });
    return { paragraphs };
  },
  mantras: (c) => {
    const running = c.runningAt(1, c.input.now);
    const planets = [...new Set([...(running ? [running.maha] : []), ...c.weakPlanets()])].slice(0, 4);
    const chosen = planets.length > 0 ? planets : [c.lordOf(1)];
    return {
      paragraphs: [
        { text: r("mantra-for", { planets: chosen }), cites: [...(running ? [dashaFact(running)] : []), ...chosen.map((g) => c.placement(g))] },
        ...chosen.map((g): Paragraph => ({ text: r("mantra", { planet: g }), cites: [] })),
      ],
    };
  },
  "charity-fasting": (c) => {
    const weak = c.weakPlanets();
    const running = c.runningAt(1, c.input.now);
    const planets = (weak.length > 0 ? weak : running ? [running.maha] : [c.lordOf(1)]).slice(0, 3);
    return { paragraphs: planets.map((g) => ({ text: r("fasting", { planet: g }), cites: [c.placement(g)] })) };
  },
  "lucky-factors": (c) => {
    const g = c.lordOf(1);
    // A lagna lord is one of the seven weekday lords, each with its colour (horoscope/engine.ts).
    const lucky = { number: grahaNumbers[g], weekday: varaLords.indexOf(g) as Weekday, color: grahaColors[g]!, planet: g };
    return { paragraphs: [{ text: r("lucky", lucky), cites: [c.lordFact(1)] }] };
  },
  "numerology-root": (c) => {
    const day = Number(c.input.birth.date.slice(8, 10));
    const number = digitRoot(day);
    return {
      paragraphs: [
        { text: r("root-calc", { day, number }), cites: [{ kind: "number", which: "root", value: number, from: c.input.birth.date }] },
        { text: r("root-number", { number }), cites: [c.placement(numberLord(number))] },
      ],
    };
  },
  "numerology-destiny": (c) => {
    const number = digitRoot(digitSum(c.input.birth.date));
    return {
      paragraphs: [
        { text: r("destiny-calc", { date: c.input.birth.date, number }), cites: [{ kind: "number", which: "destiny", value: number, from: c.input.birth.date }] },
        { text: r("destiny-number", { number }), cites: [c.placement(numberLord(number))] },
      ],
    };
  },
  summary: (c) => {
    const { best, weak } = summaryParts(c);
    const paragraphs: Paragraph[] = [{ text: r("summary-strengths", { planets: best }), cites: best.map((g) => c.placement(g)) }];
    if (weak.length > 0) paragraphs.push({ text: r("summary-cautions", { planets: weak }), cites: weak.map((g) => c.placement(g)) });
    const running = c.runningAt(2, c.input.now);
    if (running) paragraphs.push({ text: r("summary-period", { maha: running.maha, antar: running.antar, until: running.end.slice(0, 10) }), cites: [dashaFact(running)] });
    paragraphs.push({ text: r("summary-close"), cites: [] });
    return { paragraphs };
  },
  "partner-match": (c) => {
    const p = c.input.partner;
    if (!p) return { paragraphs: [{ text: r("partner-missing"), cites: [] }] };
    const fact: Fact = { kind: "match", points: p.points, max: p.max };
    return { paragraphs: [{ text: r("match-score", { points: p.points, max: p.max, verdict: p.verdict }), cites: [fact] }, ...p.kootas.map((k) => ({ text: k, cites: [fact] }))] };
  },
  "partner-manglik": (c) => {
    const p = c.input.partner;
    if (!p) return { paragraphs: [{ text: r("partner-missing"), cites: [] }] };
    const who = p.youManglik && p.partnerManglik ? "both" : p.youManglik ? "you" : p.partnerManglik ? "partner" : "neither";
    return { paragraphs: [{ text: r("partner-manglik", { who }), cites: [{ kind: "dosha", dosha: "manglik", present: p.youManglik, cancelled: false }] }] };
  },
  "year-dasha": (c) => ({ paragraphs: periodsBetween(c, c.input.now, addYears(c.input.now, 1)) }),
  "month-1": monthSection(0),
  "month-2": monthSection(1),
  "month-3": monthSection(2),
  "month-4": monthSection(3),
  "month-5": monthSection(4),
  "month-6": monthSection(5),
  "month-7": monthSection(6),
  "month-8": monthSection(7),
  "month-9": monthSection(8),
  "month-10": monthSection(9),
  "month-11": monthSection(10),
  "month-12": monthSection(11),
};

function monthSection(index: number): Builder {
  return (c) => {
    const m = c.input.months[index];
    if (!m) return { paragraphs: [{ text: r("summary-close"), cites: [] }] };
    const moonSign = c.byId.moon.signIndex;
    const paragraphs: Paragraph[] = [{ text: r("month-span", { from: m.from, to: m.to }), cites: [] }];
    for (const [g, s] of [["sun", m.sun], ["mars", m.mars]] as const) {
      const fromMoon = asHouse(houseFrom(moonSign, s));
      paragraphs.push({ text: { code: "transit", params: { planet: g, house: fromMoon, area: "general" } }, cites: [{ kind: "transit", planet: g, sign: sign(s), fromMoon }] });
    }
    const middle = new Date((Date.parse(m.from) + Date.parse(m.to)) / 2).toISOString();
    const p = c.runningAt(3, middle);
    if (p) paragraphs.push({ text: r("month-period", { maha: p.maha, antar: p.antar, pratyantar: p.pratyantar }), cites: [dashaFact(p)] });
    return { paragraphs };
  };
}

const strengthRank = (s: Strength) => (s === "strong" ? 2 : s === "average" ? 1 : 0);

/** The sections of a report kind, in reading order (the caller may write them in batches). */
export function sectionIdsOf(kind: ReportKind): readonly SectionId[] {
  return reportSections[kind];
}

/** Builds one section from the chart's facts. */
export function buildSection(input: ReportInput, id: SectionId, chart: Chart = new Chart(input)): SectionData {
  return { id, ...builders[id](chart) };
}

/** Builds the sections `from` … `to - 1` of the input's kind (a batch). */
export function buildSections(input: ReportInput, from = 0, to = Number.POSITIVE_INFINITY): SectionData[] {
  const chart = new Chart(input);
  return sectionIdsOf(input.kind)
    .slice(from, to)
    .map((id) => buildSection(input, id, chart));
}
