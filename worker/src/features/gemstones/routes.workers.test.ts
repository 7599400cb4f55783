import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

const api = (path: string) => exports.default.fetch(new Request(`http://example.com${path}`));
// PyJHora's Chennai 1996 chart (the kundli tests'): Capricorn lagna, Moon in Libra, manglik cancelled.
const chennai = { date: "1996-12-07", time: "10:34", latitude: "13.0878", longitude: "80.2785", timezone: "Asia/Kolkata" };
const qs = (extra: Record<string, string> = {}) => new URLSearchParams({ ...chennai, ...extra });

// The first chart of a workerd instance compiles the ephemeris's WebAssembly: on a busy
// 2-core machine that alone took over a minute, so it happens before the tests, not in one.
beforeAll(async () => {
  await api(`/api/gemstones/remedies?${qs({ lang: "hi" })}`);
}, 300_000);

interface Gems {
  lagna: { sign: string; lord: string };
  roles: { planet: string; nature: string; reason: string; reasonCode: string }[];
  recommendations: { planet: string; purposes: string[]; stone: { gem: string; name: string; substitutes: string[]; finger: string; metals: string; day: string } }[];
  avoid: { gem: string }[];
  cautions: string[];
  cautionsTexts: { code: string }[];
  rule: string;
}

describe("GET /api/gemstones", () => {
  it("reads the Chennai 1996 chart: Capricorn lagna, Saturn's life stone, Venus the yogakaraka, no coral or yellow sapphire", async () => {
    const res = await api(`/api/gemstones?${qs()}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=604800");
    const g = (await res.json()) as Gems;
    expect(g.lagna).toEqual({ signIndex: 9, sign: "capricorn", lord: "saturn" });
    expect(g.recommendations.map((r) => [r.planet, r.purposes])).toEqual([
      ["saturn", ["life"]],
      ["venus", ["intellect", "yogakaraka"]],
      ["mercury", ["fortune"]],
    ]);
    const life = g.recommendations[0]!.stone;
    expect(life).toMatchObject({ gem: "blue-sapphire", name: "Blue sapphire", finger: "middle finger of the right hand", metals: "silver or panchadhatu (five-metal alloy)" });
    expect(life.substitutes).toContain("Amethyst");
    expect(life.day).toMatch(/^Saturday/);
    expect(g.roles.find((r) => r.planet === "venus")).toMatchObject({ nature: "yogakaraka", reasonCode: "gem.role.yogakaraka" });
    expect(g.avoid.map((a) => a.gem).sort()).toEqual(["red-coral", "yellow-sapphire"]);
    expect(g.cautionsTexts.map((c) => c.code)).toContain("gem.caution.nodes");
    expect(g.rule).toContain("Brihat Parashara Hora Shastra ch. 34");
  });

  it("writes the stones and the cautions in Telugu for lang=te", async () => {
    const g = (await (await api(`/api/gemstones?${qs({ lang: "te" })}`)).json()) as Gems;
    const telugu = /[\u0C00-\u0C7F]/;
    expect(g.recommendations[0]!.stone.name).toBe("నీలం");
    expect(g.recommendations[0]!.stone.finger).toMatch(telugu);
    expect(g.cautions.every((c) => telugu.test(c))).toBe(true);
    expect(g.rule).toContain("బృహత్ పరాశర హోరా శాస్త్రం");
  });

  it("answers 400 in the error shape without a date, with a bad latitude, an unknown parameter or lang=xx", async () => {
    for (const bad of [
      new URLSearchParams({ time: "10:34", latitude: "13", longitude: "80" }),
      qs({ latitude: "91" }),
      qs({ colour: "red" }),
      qs({ lang: "xx" }),
    ]) {
      const res = await api(`/api/gemstones?${bad}`);
      expect(res.status, String(bad)).toBe(400);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("validation_failed");
    }
  });
});

interface Remedies {
  weakPlanets: { planet: string; reasons: string[]; remedies: { mantra: string; transliteration: string; charity: string; gem: string; gemAdvised: boolean } }[];
  doshas: { id: string; why: string; remedies: string[] }[];
  rule: string;
}

describe("GET /api/gemstones/remedies", () => {
  it("finds the Chennai chart's weak grahas with mantras and charity, and leaves out its cancelled manglik", async () => {
    const res = await api(`/api/gemstones/remedies?${qs()}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=86400");
    const r = (await res.json()) as Remedies;
    expect(r.weakPlanets.length).toBeGreaterThan(0);
    for (const w of r.weakPlanets) {
      expect(w.reasons.length).toBeGreaterThan(0);
      expect(w.remedies.mantra).toMatch(/^ॐ /);
      expect(w.remedies.transliteration).toMatch(/^oṃ /);
      expect(w.remedies.charity).toMatch(/day/);
    }
    expect(r.doshas.map((d) => d.id)).not.toContain("manglik");
    expect(r.rule).toContain("combust");
  });

  it("writes the mantra in Tamil letters and the reasons in Tamil for lang=ta", async () => {
    const r = (await (await api(`/api/gemstones/remedies?${qs({ lang: "ta" })}`)).json()) as Remedies;
    const tamil = /[\u0B80-\u0BFF]/;
    const first = r.weakPlanets[0]!;
    expect(first.remedies.mantra).toMatch(/^ஓம் /);
    expect(first.reasons.every((x) => tamil.test(x))).toBe(true);
  });

  it("answers 400 for a time out of range", async () => {
    const res = await api(`/api/gemstones/remedies?${qs({ time: "25:00" })}`);
    expect(res.status).toBe(400);
  });
});
