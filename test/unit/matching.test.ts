/**
 * Kundli matching: the `matching` reference cases (PyJHora's tables) under the "pyjhora"
 * school and porutham variant; each koota's table against its classical definition; and
 * properties over all 108 × 108 nakshatra-pada pairs.
 */
import { describe, expect, it } from "vitest";
import { ashtakoot, type KootaId, maitriScore, taraOf, yoniScore } from "@jyotish/matching/ashtakoot";
import { countStars, ganaOf, moonFromLongitude, moonFromStar, nadiOf, rajjuOf, vedhaPair, yoniOf, yonis } from "@jyotish/matching/moon";
import { porutham, poruthamVariants } from "@jyotish/matching/porutham";
import { matchingRegions as pageRegions, matchingSchools as pageSchools, poruthamVariants as pageVariants } from "../../web/src/features/matching/search";
import { matchingRegions } from "@jyotish/matching/verdict";
import { matchingSchools } from "@jyotish/matching/ashtakoot";
import cases from "../fixtures/reference-cases.json";

const allPadas = Array.from({ length: 108 }, (_, i) => moonFromStar(Math.floor(i / 4) + 1, (i % 4) + 1));
const score = (a: ReturnType<typeof ashtakoot>, id: KootaId) => a.kootas.find((k) => k.id === id)!.score;

describe("the oracle's matching cases (PyJHora) under the pyjhora school", () => {
  it.each(cases.matching.map((c) => [c.id, c] as const))("%s", (_id, c) => {
    const boy = moonFromStar(c.inputs.boy.nakshatra_no, c.inputs.boy.pada);
    const girl = moonFromStar(c.inputs.girl.nakshatra_no, c.inputs.girl.pada);
    const a = ashtakoot(boy, girl, "pyjhora");
    const n = c.expected.north_ashtakoota;
    expect({
      varna: score(a, "varna"), vashya: score(a, "vashya"), gana: score(a, "gana"), tara: score(a, "tara"), yoni: score(a, "yoni"),
      maitri: score(a, "graha-maitri"), bhakoot: score(a, "bhakoot"), nadi: score(a, "nadi"), total: a.total,
    }).toEqual({
      varna: n.varna, vashya: n.vashya, gana: n.gana, tara: n.tara_dina, yoni: n.yoni, maitri: n.graha_maitri, bhakoot: n.bhakoot, nadi: n.nadi, total: n.total_of_36,
    });
    const p = porutham(boy, girl, "pyjhora");
    const s = c.expected.south_10_porutham;
    const ok = (id: string) => p.items.find((i) => i.id === id)!.ok;
    expect({
      dina: ok("dina"), gana: ok("gana"), mahendra: ok("mahendra"), stree: ok("stree-deergha"), yoni: ok("yoni"), rasi: ok("rasi"),
      lords: ok("rasi-adhipathi"), vasya: ok("vasya"), rajju: ok("rajju"), vedha: ok("vedha"), count: p.count, minimum: p.minimumTamilPorutham,
    }).toEqual({
      dina: s.dina, gana: s.gana, mahendra: s.mahendra, stree: s.sthree_dheerga, yoni: s.yoni, rasi: s.rasi,
      lords: s.rasi_adhipathi, vasya: s.vasiya, rajju: s.rajju, vedha: s.vedha, count: s.score_of_10, minimum: s.minimum_tamil_porutham,
    });
    // PyJHora's North-method extras that follow the classical rules the Tamil variant uses.
    const tamil = porutham(boy, girl, "tamil");
    const tok = (id: string) => tamil.items.find((i) => i.id === id)!.ok;
    expect([tok("mahendra"), tok("rajju"), tok("stree-deergha")]).toEqual([c.expected.extra_poruthams.mahendra, c.expected.extra_poruthams.rajju_ok, c.expected.extra_poruthams.sthree_dheerga]);
  });
});

it("the matching page's light choice lists are the engine's", () => {
  expect(pageSchools).toEqual(matchingSchools);
  expect(pageVariants).toEqual(poruthamVariants);
  expect(pageRegions).toEqual(matchingRegions);
});

describe("attribute tables against their classical definitions", () => {
  it("gana, nadi: nine stars each; yoni: two stars per animal but the mongoose (Abhijit's partner is left out)", () => {
    const stars = Array.from({ length: 27 }, (_, i) => i + 1);
    for (const g of ["deva", "manushya", "rakshasa"]) expect(stars.filter((n) => ganaOf(n) === g)).toHaveLength(9);
    for (const x of ["adi", "madhya", "antya"]) expect(stars.filter((n) => nadiOf(n) === x)).toHaveLength(9);
    for (const y of yonis) expect(stars.filter((n) => yoniOf(n) === y)).toHaveLength(y === "mongoose" ? 1 : 2);
    // Textbook anchors: Ashwini deva, adi, horse; Krittika rakshasa, antya, sheep; Revati deva, antya, elephant.
    expect([ganaOf(1), nadiOf(1), yoniOf(1)]).toEqual(["deva", "adi", "horse"]);
    expect([ganaOf(3), nadiOf(3), yoniOf(3)]).toEqual(["rakshasa", "antya", "sheep"]);
    expect([ganaOf(27), nadiOf(27), yoniOf(27)]).toEqual(["deva", "antya", "elephant"]);
  });

  it("yoni: symmetric, 4 only for the same animal, 0 exactly for the seven sworn-enemy pairs", () => {
    const enemies = ["horse/buffalo", "elephant/lion", "sheep/monkey", "serpent/mongoose", "dog/deer", "cat/rat", "cow/tiger"];
    for (const a of yonis) {
      for (const b of yonis) {
        expect(yoniScore(a, b)).toBe(yoniScore(b, a));
        expect(yoniScore(a, b) === 4).toBe(a === b);
        expect(yoniScore(a, b) === 0).toBe(enemies.includes(`${a}/${b}`) || enemies.includes(`${b}/${a}`));
      }
    }
  });

  it("graha maitri reproduces the classical 7 × 7 table from the natural relationships", () => {
    const lords = ["sun", "moon", "mars", "mercury", "jupiter", "venus", "saturn"] as const;
    const table = [
      [5, 5, 5, 4, 5, 0, 0],
      [5, 5, 4, 1, 4, 0.5, 0.5],
      [5, 4, 5, 0.5, 5, 3, 0.5],
      [4, 1, 0.5, 5, 0.5, 5, 4],
      [5, 4, 5, 0.5, 5, 0.5, 3],
      [0, 0.5, 3, 5, 0.5, 5, 5],
      [0, 0.5, 0.5, 4, 3, 5, 5],
    ];
    expect(lords.map((a) => lords.map((b) => maitriScore(a, b)))).toEqual(table);
  });

  it("tara: the nine taras repeat every nine stars; rajju runs foot to head and back", () => {
    expect(taraOf(1, 1)).toBe("janma");
    expect(taraOf(1, 3)).toBe("vipat");
    expect(taraOf(1, 10)).toBe("janma");
    expect(taraOf(5, 4)).toBe("ati-mitra");
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => rajjuOf(n).rajju)).toEqual(["pada", "kati", "nabhi", "kantha", "shira", "kantha", "nabhi", "kati", "pada"]);
    expect(vedhaPair(1, 18) && vedhaPair(18, 1) && vedhaPair(5, 14) && vedhaPair(14, 23) && !vedhaPair(18, 19)).toBe(true);
  });
});

describe("textbook pairs (north school)", () => {
  it("the same star and pada: 28 points and an uncancelled nadi dosha", () => {
    const a = ashtakoot(moonFromStar(1, 1), moonFromStar(1, 1));
    expect(a.kootas.map((k) => k.score)).toEqual([1, 2, 3, 4, 5, 6, 7, 0]);
    expect(a.total).toBe(28);
    expect(a.doshas).toEqual([{ id: "nadi", cancelled: false, cancellations: [] }]);
    expect(a.verdict.afterCancellation).toEqual({ total: 28, level: "average", remainingDoshas: ["nadi"] });
  });

  it("Ashwini boy, Bharani girl (both Aries): 34 of 36, only yoni short (horse with elephant: 2)", () => {
    const a = ashtakoot(moonFromStar(1, 2), moonFromStar(2, 2));
    expect(a.kootas.map((k) => [k.id, k.score])).toEqual([
      ["varna", 1], ["vashya", 2], ["tara", 3], ["yoni", 2], ["graha-maitri", 5], ["gana", 6], ["bhakoot", 7], ["nadi", 8],
    ]);
    expect(a.verdict.raw.level).toBe("excellent");
  });

  it("the same star in different signs cancels nadi dosha (Krittika 1 in Aries, Krittika 2 in Taurus)", () => {
    const a = ashtakoot(moonFromStar(3, 1), moonFromStar(3, 2));
    expect(a.doshas.find((d) => d.id === "nadi")).toMatchObject({ cancelled: true, cancellations: [{ id: "same-star-different-sign" }] });
  });

  it("Aries with Scorpio (6/8) is bhakoot dosha cancelled by their one lord, Mars", () => {
    const a = ashtakoot(moonFromStar(1, 1), moonFromStar(17, 1));
    expect(score(a, "bhakoot")).toBe(0);
    expect(a.doshas.find((d) => d.id === "bhakoot")).toMatchObject({ cancelled: true, cancellations: [{ id: "same-lord" }] });
    expect(a.verdict.afterCancellation.total).toBe(a.total + 7);
  });

  it("vashya splits Sagittarius at 15°: from the chart's longitude, not the star", () => {
    expect(ashtakoot(moonFromLongitude(244), moonFromLongitude(244)).kootas[1]!.boy).toBe("manava");
    expect(ashtakoot(moonFromLongitude(256), moonFromLongitude(256)).kootas[1]!.boy).toBe("chatushpada");
  });
});

describe("properties over all 108 × 108 nakshatra-pada pairs", () => {
  const symmetricKootas: KootaId[] = ["tara", "yoni", "graha-maitri", "bhakoot", "nadi"];
  it.each(["north", "pyjhora"] as const)("%s: totals within 0…36 in half points; each koota within its maximum; symmetric kootas symmetric", (school) => {
    let min = 36;
    let max = 0;
    for (const boy of allPadas) {
      for (const girl of allPadas) {
        const a = ashtakoot(boy, girl, school);
        const b = ashtakoot(girl, boy, school);
        expect(a.total).toBeGreaterThanOrEqual(0);
        expect(a.total).toBeLessThanOrEqual(36);
        expect(Number.isInteger(a.total * 2)).toBe(true);
        for (const k of a.kootas) expect(k.score >= 0 && k.score <= k.max).toBe(true);
        for (const id of symmetricKootas) if (school === "north" || id !== "tara") expect(score(a, id)).toBe(score(b, id));
        expect(a.verdict.afterCancellation.total).toBeGreaterThanOrEqual(a.total);
        min = Math.min(min, a.total);
        max = Math.max(max, a.total);
      }
    }
    expect(min).toBeLessThan(10);
    expect(max).toBeGreaterThan(33);
  });

  it.each(poruthamVariants)("%s poruthams: count is the agreeing items; rajju or vedha failing is always a veto; rajju and vedha symmetric", (variant) => {
    for (const boy of allPadas) {
      for (const girl of allPadas) {
        const p = porutham(boy, girl, variant);
        const q = porutham(girl, boy, variant);
        expect(p.items).toHaveLength(10);
        expect(p.count).toBe(p.items.filter((i) => i.ok).length);
        const failed = p.items.filter((i) => !i.ok).map((i) => i.id);
        expect(p.vetoes).toEqual(failed.filter((id) => id === "rajju" || id === "vedha"));
        if (p.vetoes.length > 0) expect(p.verdict).toBe("not-recommended");
        const ok = (x: typeof p, id: string) => x.items.find((i) => i.id === id)!.ok;
        expect(ok(p, "rajju")).toBe(ok(q, "rajju"));
        expect(ok(p, "vedha")).toBe(ok(q, "vedha"));
        if (variant === "tamil") {
          expect(ok(p, "rajju")).toBe(rajjuOf(boy.nakshatra).rajju !== rajjuOf(girl.nakshatra).rajju);
          expect(ok(p, "mahendra")).toBe([4, 7, 10, 13, 16, 19, 22, 25].includes(countStars(girl.nakshatra, boy.nakshatra)));
        }
      }
    }
  });
});
