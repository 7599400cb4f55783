/** Remedies from hand-built charts: which grahas are weak and which doshas are found, and every remedy text in four languages. */
import { describe, expect, it } from "vitest";
import type { KaalSarp, Manglik, PitraDosha } from "../kundli/doshas";
import { langs } from "../terms/lang";
import { render } from "../text/render";
import { doshaIds, remedyReading, type RemedyInput } from "./index";
import { doshaRemedyCount } from "./texts";

function chart(lagna: number, signs: Record<string, number>, extra: Partial<Record<string, { dignity?: string; combust?: boolean }>> = {}) {
  const planets = Object.entries(signs).map(([id, signIndex]) => ({
    id,
    signIndex,
    house: ((signIndex - lagna + 12) % 12) + 1,
    dignity: extra[id]?.dignity ?? (id === "rahu" || id === "ketu" ? null : "neutral"),
    combust: extra[id]?.combust ?? false,
  }));
  return { ascendant: { signIndex: lagna }, planets } as unknown as RemedyInput["chart"];
}
const noManglik: Manglik = { school: "south", present: false, from: [], cancellations: [], effective: false };
const noKaalSarp: KaalSarp = { present: false, type: null, direction: null };
const noPitra: PitraDosha = { present: false, reasons: [] };
const quietSaturn = { sadeSati: null, dhaiya: null };

describe("remedies for weak grahas", () => {
  // Aries lagna. Saturn debilitated in Aries (1st); Mercury combust in Pisces (12th); Jupiter in Virgo (6th), an enemy's sign;
  // Mars in Virgo (6th) is a natural malefic there: not weak; Moon in Cancer, Venus in Aquarius, Sun in Pisces.
  const c = chart(0, { sun: 11, moon: 3, mars: 5, mercury: 11, jupiter: 5, venus: 10, saturn: 0, rahu: 2, ketu: 8 }, {
    saturn: { dignity: "debilitated" },
    mercury: { dignity: "debilitated", combust: true },
    jupiter: { dignity: "enemy" },
    moon: { dignity: "own" },
  });
  const r = remedyReading({ chart: c, doshas: { manglik: noManglik, kaalSarp: noKaalSarp, pitra: noPitra }, saturnNow: quietSaturn });

  it("finds debilitated Saturn, combust and debilitated Mercury in the 12th, Jupiter in the 6th in an enemy's sign, and the Sun in the 12th", () => {
    expect(r.weakPlanets.map((w) => [w.planet, w.reasons.map((x) => x.code)])).toEqual([
      ["sun", ["gem.weak.dusthana"]],
      ["mercury", ["gem.weak.debilitated", "gem.weak.combust", "gem.weak.dusthana"]],
      ["jupiter", ["gem.weak.dusthana", "gem.weak.enemy"]],
      ["saturn", ["gem.weak.debilitated"]],
    ]);
    expect(r.doshas).toEqual([]);
    expect(r.none).toBeUndefined();
  });

  it("gives each weak graha its beej mantra, japa count, charity, fast, deity and conduct", () => {
    const saturn = r.weakPlanets.find((w) => w.planet === "saturn")!.remedies;
    expect(saturn.transliteration).toBe("oṃ prāṃ prīṃ prauṃ saḥ śanaiścarāya namaḥ");
    expect(saturn.japa.params).toEqual({ planet: "saturn", count: 23000 });
    expect(render(saturn.charity, "en")).toContain("Saturday");
    expect(render(saturn.fast, "hi")).toContain("शनिवार");
    expect(render(saturn.mantra, "te")).toBe("ఓం ప్రాం ప్రీం ప్రౌం సః శనైశ్చరాయ నమః");
  });

  it("advises a stone only for a functional benefic: Jupiter (9th lord) yes; Mercury and Saturn (malefics for Aries) no", () => {
    const gem = (p: string) => r.weakPlanets.find((w) => w.planet === p)!.remedies;
    expect(gem("jupiter").gem.code).toBe("rem.gem.advised");
    expect(gem("jupiter").gemAdvised).toBe(true);
    expect(gem("mercury").gem.code).toBe("rem.gem.avoid");
    expect(gem("saturn").gem.code).toBe("rem.gem.avoid");
    expect(gem("sun").gem.code).toBe("rem.gem.advised");
  });
});

describe("remedies for doshas", () => {
  const c = chart(3, { sun: 4, moon: 1, mars: 3, mercury: 4, jupiter: 8, venus: 5, saturn: 2, rahu: 4, ketu: 10 }, { mars: { dignity: "debilitated" }, moon: { dignity: "exalted" } });

  it("lists an uncancelled manglik, a pitra dosha and the sade sati running now, each with its grahas' mantras", () => {
    const manglik: Manglik = { school: "south", present: true, from: [{ reference: "lagna", house: 1 }], cancellations: [], effective: true };
    const pitra: PitraDosha = { present: true, reasons: [{ id: "sun-with-node", node: "rahu", rule: { code: "pitra.sun-with-node", params: { node: "rahu" } } }] };
    const r = remedyReading({ chart: c, doshas: { manglik, kaalSarp: noKaalSarp, pitra }, saturnNow: { sadeSati: "peak", dhaiya: null } });
    expect(r.doshas.map((d) => [d.id, d.planets.map((p) => p.planet)])).toEqual([
      ["manglik", ["mars"]],
      ["pitra", ["sun"]],
      ["sade-sati", ["saturn"]],
    ]);
    expect(r.doshas[0]!.remedies).toHaveLength(3);
    expect(render(r.doshas[0]!.why, "en")).toBe("Mars in the 1st from the lagna, with no cancellation (south school, B. V. Raman's cancellations).");
  });

  it("leaves out a cancelled manglik and a kaal sarp that is absent, and reports the kantaka dhaiya when no sade sati runs", () => {
    const cancelled: Manglik = { school: "south", present: true, from: [{ reference: "moon", house: 7 }], cancellations: [{ id: "own-sign", rule: { code: "manglik.own-sign", params: {} } }], effective: false };
    const r = remedyReading({ chart: c, doshas: { manglik: cancelled, kaalSarp: noKaalSarp, pitra: noPitra }, saturnNow: { sadeSati: null, dhaiya: "kantaka" } });
    expect(r.doshas.map((d) => d.id)).toEqual(["dhaiya"]);
  });

  it("says that nothing is called for when no graha is weak and no dosha is present", () => {
    const calm = chart(0, { sun: 0, moon: 1, mars: 0, mercury: 1, jupiter: 3, venus: 1, saturn: 2, rahu: 2, ketu: 8 });
    const r = remedyReading({ chart: calm, doshas: { manglik: noManglik, kaalSarp: noKaalSarp, pitra: noPitra }, saturnNow: quietSaturn });
    expect(r.weakPlanets).toEqual([]);
    expect(r.none?.code).toBe("rem.none");
  });
});

describe("remedy texts", () => {
  const script: Record<string, RegExp> = { hi: /[\u0900-\u097F]/, ta: /[\u0B80-\u0BFF]/, te: /[\u0C00-\u0C7F]/ };
  it.each(langs)("every dosha remedy and every graha's remedy renders in %s", (lang) => {
    const texts = [
      ...doshaIds.flatMap((dosha) => Array.from({ length: doshaRemedyCount[dosha] }, (_, n) => ({ code: "rem.dosha.remedy", params: { dosha, n } }))),
      ...["sun", "moon", "mars", "mercury", "jupiter", "venus", "saturn", "rahu", "ketu"].flatMap((planet) =>
        ["rem.mantra", "rem.charity", "rem.fast", "rem.deity", "rem.conduct"].map((code) => ({ code, params: { planet } })),
      ),
    ];
    for (const text of texts) {
      const s = render(text, lang);
      expect(s.length, `${text.code} ${JSON.stringify(text.params)}`).toBeGreaterThan(0);
      if (lang !== "en") expect(s).toMatch(script[lang]!);
    }
  });
});
