/**
 * The one overall reading of a match (verdict.ts): the table's cases on real star pairs
 * (North Indian guna tables, Tamil porutham rules), manglik weighed on top, and properties of
 * the table over all 108 × 108 nakshatra-pada pairs.
 */
import { describe, expect, it } from "vitest";
import { ashtakoot } from "./ashtakoot";
import type { ManglikMatch } from "./manglik-match";
import { moonFromStar } from "./moon";
import { porutham } from "./porutham";
import { langs } from "../terms/lang";
import { render } from "../text/render";
import type { MatchingText } from "./texts";
import { type MatchingRegion, matchVerdict, regionOfLang, verdictCodes } from "./verdict";

const side = (effective: boolean) => ({ present: effective, effective, from: [], cancellations: [] });
const oneSidedManglik: ManglikMatch = { school: "south", boy: side(false), girl: side(true), status: "one-sided", compatible: false, cancellations: [] };
const bothManglik: ManglikMatch = { school: "south", boy: side(true), girl: side(true), status: "both", compatible: true, cancellations: [] };

/** Boy's and girl's star and pada → the reading under `region`. */
function reading(boy: [number, number], girl: [number, number], region: MatchingRegion, manglik: ManglikMatch | null = null) {
  const b = moonFromStar(...boy);
  const g = moonFromStar(...girl);
  const a = ashtakoot(b, g);
  const p = porutham(b, g, "tamil");
  return { a, p, v: matchVerdict({ ashtakoot: a, porutham: p, manglik, region, regionFrom: "language" }) };
}
const codes = (v: ReturnType<typeof matchVerdict>) => v.reasons.map((r) => r.code);
const allPadas = Array.from({ length: 108 }, (_, i) => moonFromStar(Math.floor(i / 4) + 1, (i % 4) + 1));
/** One reason per distinct shape (code, which lists are empty, whether the raw score was under the minimum). */
const reasonShapes = new Map<string, MatchingText>();
const shapeOf = (r: MatchingText) =>
  `${r.code}:${Object.entries(r.params).map(([k, x]) => (Array.isArray(x) ? `${k}=${x.length}` : k === "total" ? `low=${(x as number) < 18}` : typeof x === "string" ? `${k}=${x}` : k))}`;

describe("the overall matching verdict", () => {
  it("high koota with rajju failing (Ashwini 1 with Ashwini 2): caution in the North, not recommended in the South", () => {
    const north = reading([1, 1], [1, 2], "north");
    // 28 of 36, the nadi dosha cancelled by the same star in different padas: effectively 36.
    expect([north.a.total, north.a.verdict.afterCancellation.total]).toEqual([28, 36]);
    expect(north.p.vetoes).toEqual(["rajju"]);
    expect(north.v).toMatchObject({ code: "caution", lead: "ashtakoota", kootaGrade: "strong", poruthamGrade: "fails" });
    expect(codes(north.v)).toEqual(["verdict.koota.meets", "verdict.porutham.veto", "verdict.region"]);
    const south = reading([1, 1], [1, 2], "south");
    expect(south.v).toMatchObject({ code: "not-recommended", lead: "porutham" });
    expect(south.v.reasons[0]).toEqual({ code: "verdict.porutham.veto", params: { count: south.p.count, vetoes: ["rajju"] } });
  });

  it("a low koota score that the cancellations lift (Ashwini 1 with Vishakha 4: 17.5 → 29.5) meets the minimum but is not strong: acceptable", () => {
    const { a, v } = reading([1, 1], [16, 4], "north");
    expect(a.total).toBe(17.5);
    expect(a.doshas.every((d) => d.cancelled)).toBe(true);
    expect(v.kootaGrade).toBe("meets");
    expect(v.code).toBe("acceptable");
    expect(v.reasons[0]).toEqual({ code: "verdict.koota.meets", params: { total: 17.5, effective: 29.5, cancelled: ["bhakoot", "gana"], minimum: 18 } });
  });

  it("both bad (Krittika 1 with Magha 2: 16.5 of 36, rajju failing, 4 of 10): not recommended in either tradition", () => {
    for (const region of ["north", "south"] as const) {
      const { v } = reading([3, 1], [12, 2], region);
      expect(v).toMatchObject({ code: "not-recommended", kootaGrade: "fails", poruthamGrade: "fails" });
    }
  });

  it("both good (Ashwini 1 with Bharani 1: 34 of 36, 8 of 10 with every essential porutham): excellent in either tradition", () => {
    for (const region of ["north", "south"] as const) {
      const { v } = reading([1, 1], [2, 1], region);
      expect(v).toMatchObject({ code: "excellent", kootaGrade: "strong", poruthamGrade: "strong" });
      expect(v.headline).toEqual({ code: "verdict.excellent", params: {} });
    }
  });

  it("a manglik mismatch caps even an excellent match at caution; both manglik cancel and leave it excellent", () => {
    const mismatch = reading([1, 1], [2, 1], "north", oneSidedManglik).v;
    expect(mismatch.code).toBe("caution");
    expect(mismatch.reasons).toContainEqual({ code: "verdict.manglik.mismatch", params: { side: "girl" } });
    const both = reading([1, 1], [2, 1], "south", bothManglik).v;
    expect(both.code).toBe("excellent");
    expect(codes(both)).toContain("verdict.manglik.both");
  });

  it("an uncancelled nadi dosha keeps the reading at caution whatever the total (the same star and pada: 28 of 36)", () => {
    const { v } = reading([1, 1], [1, 1], "north");
    expect(v).toMatchObject({ code: "caution", kootaGrade: "weak" });
    expect(v.reasons[0]).toEqual({ code: "verdict.koota.dosha-stands", params: { total: 28, effective: 28, doshas: ["nadi"] } });
  });

  it("Tamil and Telugu pages read the match the South Indian way; English and Hindi the North Indian way", () => {
    expect(["en", "hi", "ta", "te"].map(regionOfLang)).toEqual(["north", "north", "south", "south"]);
  });

  it("over all 108 × 108 pairs: the lead's failure is never overruled, a South veto is never advised, a North veto is at best caution", () => {
    const seen = new Set<string>();
    const broken: string[] = [];
    for (const boy of allPadas) {
      for (const girl of allPadas) {
        const a = ashtakoot(boy, girl);
        const p = porutham(boy, girl, "tamil");
        const north = matchVerdict({ ashtakoot: a, porutham: p, manglik: null, region: "north", regionFrom: "language" });
        const south = matchVerdict({ ashtakoot: a, porutham: p, manglik: null, region: "south", regionFrom: "language" });
        seen.add(north.code).add(south.code);
        const pair = `${boy.nakshatra}.${boy.pada}-${girl.nakshatra}.${girl.pada}`;
        if (a.verdict.afterCancellation.total < 18 && north.code !== "not-recommended") broken.push(`${pair}: North ${north.code} below 18`);
        if (p.vetoes.length > 0 && south.code !== "not-recommended") broken.push(`${pair}: South ${south.code} with a veto`);
        if (p.vetoes.length > 0 && north.code !== "caution" && north.code !== "not-recommended") broken.push(`${pair}: North ${north.code} with a veto`);
        // The reasons always say which tradition leads, last.
        if (north.reasons.at(-1)?.code !== "verdict.region" || south.reasons.at(-1)?.code !== "verdict.region") broken.push(`${pair}: no region reason last`);
        for (const r of [...north.reasons, ...south.reasons]) reasonShapes.set(shapeOf(r), r);
      }
    }
    expect(broken).toEqual([]);
    expect([...seen].sort()).toEqual([...verdictCodes].sort());
  });

  it("every shape of reason the pairs produce reads in English, Hindi, Tamil and Telugu, with no id or placeholder left", () => {
    expect(reasonShapes.size).toBeGreaterThan(10);
    for (const r of reasonShapes.values()) {
      for (const lang of langs) {
        const s = render(r, lang);
        expect(s).not.toMatch(/[{}]|undefined|NaN|\[object/);
        if (lang !== "en") expect(s, `${r.code} in ${lang}: ${s}`).not.toMatch(/[A-Za-z]{3,}/);
      }
    }
  });
});
