import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

const api = (path: string, init?: RequestInit) => exports.default.fetch(new Request(`http://example.com${path}`, init));
const post = (body: unknown) => api("/api/matching", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

interface Answer {
  boy: { name?: string; from: string; moonSign: number; nakshatra: number; pada: number; manglik: { present: boolean; effective: boolean } | null; chart: { ascendant: number } | null };
  girl: Answer["boy"];
  ashtakoot: { total: number; max: number; kootas: { id: string; score: number; max: number; boy: string; girl: string; explanation: string }[]; doshas: { id: string }[]; verdict: { raw: { level: string } } };
  porutham: { count: number; max: number; items: { id: string; ok: boolean }[]; vetoes: string[]; minimumTamilPorutham?: boolean };
  manglik: { status: string; compatible: boolean } | null;
  verdict: { code: string; region: string; lead: string; headline: string; headlineCode: string; reasons: string[]; reasonsTexts: { code: string; params: object }[] };
  options: Record<string, string>;
}
interface ErrorBody {
  error: { code: string; details: { path: string; message: string }[] };
}

// PyJHora's Chennai 1996 native (Moon in Swati 1, Libra; manglik, cancelled in the chart) and a girl born in Delhi.
const boy = { name: "Ravi", date: "1996-12-07", time: "10:34", latitude: 13.0878, longitude: 80.2785, timezone: "Asia/Kolkata", location: "Chennai" };
const girl = { name: "Sita", date: "1998-03-15", time: "06:20", latitude: 28.6139, longitude: 77.209, location: "New Delhi" };

describe("POST /api/matching and GET /api/matching", () => {
  it("matches two births: both Moons, eight kootas adding to the total, ten poruthams, both manglik statuses and charts", async () => {
    const res = await post({ boy, girl });
    expect(res.status).toBe(200);
    const a = (await res.json()) as Answer;
    expect(a.boy).toMatchObject({ name: "Ravi", from: "chart", moonSign: 6, nakshatra: 15, pada: 1 });
    expect(a.boy.manglik).toMatchObject({ present: true, effective: false });
    expect(a.boy.chart!.ascendant).toBe(9);
    expect(a.girl.chart).not.toBeNull();
    expect(a.ashtakoot.kootas.map((k) => k.id)).toEqual(["varna", "vashya", "tara", "yoni", "graha-maitri", "gana", "bhakoot", "nadi"]);
    expect(a.ashtakoot.kootas.map((k) => k.max)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(a.ashtakoot.total).toBe(a.ashtakoot.kootas.reduce((s, k) => s + k.score, 0));
    expect(a.ashtakoot.max).toBe(36);
    expect(a.porutham.items).toHaveLength(10);
    expect(a.porutham.count).toBe(a.porutham.items.filter((i) => i.ok).length);
    expect(a.manglik).not.toBeNull();
    expect(a.options).toMatchObject({ school: "north", poruthamVariant: "tamil", ayanamsa: "lahiri", manglikSchool: "south" });
  });

  it("matches by star alone and reproduces the oracle's Rohini 1 – Mrigashira 3 case under the PyJHora school", async () => {
    const res = await post({ boy: { nakshatra: 4, pada: 1 }, girl: { nakshatra: "mrigashira", pada: 3 }, options: { school: "pyjhora" } });
    expect(res.status).toBe(200);
    const a = (await res.json()) as Answer;
    expect(a.ashtakoot.total).toBe(23.5);
    expect(a.porutham).toMatchObject({ count: 8, minimumTamilPorutham: true });
    expect(a.options.poruthamVariant).toBe("pyjhora");
    expect(a.manglik).toBeNull();
    expect(a.boy).toMatchObject({ from: "star", moonSign: 1, manglik: null, chart: null });
  });

  it("answers the spec's §7 matching query string at a cacheable URL", async () => {
    const qs = new URLSearchParams({
      boyName: boy.name, boyBirthDate: boy.date, boyBirthTime: boy.time, boyBirthPlace: boy.location, boyLatitude: String(boy.latitude), boyLongitude: String(boy.longitude),
      girlName: girl.name, girlBirthDate: girl.date, girlBirthTime: girl.time, girlBirthPlace: girl.location, girlLatitude: String(girl.latitude), girlLongitude: String(girl.longitude),
    });
    const res = await api(`/api/matching?${qs}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=604800");
    const fromGet = (await res.json()) as Answer;
    const fromPost = (await (await post({ boy, girl })).json()) as Answer;
    expect(fromGet.ashtakoot).toEqual(fromPost.ashtakoot);
    expect(fromGet.porutham).toEqual(fromPost.porutham);
  });

  it("writes the explanations in Hindi for lang=hi, with each code beside its sentence, and caches each language apart", async () => {
    const qs = "boyNakshatra=4&boyPada=1&girlNakshatra=mrigashira&girlPada=3";
    const hi = (await (await api(`/api/matching?${qs}&lang=hi`)).json()) as Answer & {
      ashtakoot: { kootas: { explanationCode: string }[] };
      porutham: { items: { explanation: string; explanationCode: string }[] };
    };
    const devanagari = /[\u0900-\u097F]/;
    const latinWords = /\b(?:the|boy|girl|star|sign|both|from)\b/i;
    for (const k of hi.ashtakoot.kootas) {
      expect(k.explanation).toMatch(devanagari);
      expect(k.explanation).not.toMatch(latinWords);
      expect(k.explanationCode).toMatch(new RegExp(`^koota\\.${k.id}\\.`));
    }
    for (const i of hi.porutham.items) expect(i.explanation).toMatch(devanagari);
    // Rohini and Mrigashira are both Sarpa (serpent) yoni: the same yoni, in Hindi.
    expect(hi.ashtakoot.kootas.find((k) => k.id === "yoni")!.explanation).toBe("दोनों की योनि एक ही है (सर्प): पूरा सामंजस्य।");
    const en = (await (await api(`/api/matching?${qs}`)).json()) as Answer;
    expect(en.ashtakoot.kootas.find((k) => k.id === "yoni")!.explanation).toBe("The same yoni (Serpent): full harmony.");
    expect(en.ashtakoot.total).toBe(hi.ashtakoot.total);
  });

  it("gives one overall verdict in all four languages: Tamil and Telugu lead with the poruthams (rajju fails: not recommended), English and Hindi with the koota score (caution)", async () => {
    // Ashwini 1 and Ashwini 2: 28 of 36 with the nadi dosha cancelled (same star, different pada), but the same rajju.
    const qs = "boyNakshatra=1&boyPada=1&girlNakshatra=1&girlPada=2";
    const script: Record<string, RegExp> = { en: /[A-Za-z]/, hi: /[\u0900-\u097F]/, ta: /[\u0B80-\u0BFF]/, te: /[\u0C00-\u0C7F]/ };
    const expected = { en: ["north", "caution"], hi: ["north", "caution"], ta: ["south", "not-recommended"], te: ["south", "not-recommended"] } as const;
    for (const lang of ["en", "hi", "ta", "te"] as const) {
      const res = await api(`/api/matching?${qs}&lang=${lang}`);
      expect(res.status).toBe(200);
      const a = (await res.json()) as Answer;
      const [region, code] = expected[lang];
      expect(a.options.region).toBe(region);
      expect(a.verdict).toMatchObject({ code, region, lead: region === "north" ? "ashtakoota" : "porutham", headlineCode: `verdict.${code}` });
      expect(a.verdict.headline).toMatch(script[lang]!);
      expect(a.verdict.reasons.length).toBeGreaterThanOrEqual(3);
      for (const r of a.verdict.reasons) {
        expect(r).toMatch(script[lang]!);
        if (lang !== "en") expect(r).not.toMatch(/[A-Za-z]{3,}/);
      }
      // The codes and parameters beside the sentences, lead school first.
      expect(a.verdict.reasonsTexts[0]!.code).toBe(region === "north" ? "verdict.koota.meets" : "verdict.porutham.veto");
      expect(a.verdict.reasonsTexts.at(-1)).toEqual({ code: "verdict.region", params: { region, from: "language" } });
    }
  });

  it("lets region override the page's language, and answers 400 for a region it does not know", async () => {
    const qs = "boyNakshatra=1&boyPada=1&girlNakshatra=1&girlPada=2";
    const ta = (await (await api(`/api/matching?${qs}&lang=ta&region=north`)).json()) as Answer;
    expect(ta.verdict).toMatchObject({ code: "caution", region: "north" });
    expect(ta.verdict.reasonsTexts.at(-1)).toEqual({ code: "verdict.region", params: { region: "north", from: "option" } });
    const viaPost = await post({ boy: { nakshatra: 1, pada: 1 }, girl: { nakshatra: 1, pada: 2 }, options: { region: "south" } });
    expect(((await viaPost.json()) as Answer).verdict.code).toBe("not-recommended");
    const bad = await api(`/api/matching?${qs}&region=east`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).error.details.map((d) => d.path)).toContain("options.region");
  });

  it("answers 400 for a language it does not speak (lang=xx), on GET and POST", async () => {
    const res = await api("/api/matching?boyNakshatra=4&boyPada=1&girlNakshatra=5&girlPada=1&lang=xx");
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.details.map((d) => d.path)).toEqual(["lang"]);
    const viaPost = await api("/api/matching?lang=xx", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ boy: { nakshatra: 4, pada: 1 }, girl: { nakshatra: 5, pada: 1 } }) });
    expect(viaPost.status).toBe(400);
  });

  it("reports every missing field of both partners with the spec's messages (400, error shape)", async () => {
    const res = await post({ boy: { name: "R" }, girl: {} });
    expect(res.status).toBe(400);
    const e = (await res.json()) as ErrorBody;
    expect(e.error.code).toBe("validation_failed");
    const messages = e.error.details.map((d) => `${d.path}: ${d.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        "boy.name: Boy's name is required",
        "boy.date: Boy's birth date is required",
        "boy.time: Boy's birth time is required",
        expect.stringMatching(/^boy\.latitude: Boy's birth place is required/),
        "girl.date: Girl's birth date is required",
        "girl.time: Girl's birth time is required",
        expect.stringMatching(/^girl\.longitude: Girl's birth place is required/),
      ]),
    );
  });

  it.each([
    ["a bad pada", { boy: { nakshatra: 4, pada: 5 }, girl: { nakshatra: 5, pada: 1 } }, "boy.pada"],
    ["an unknown star", { boy: { nakshatra: "pluto", pada: 1 }, girl: { nakshatra: 5, pada: 1 } }, "boy.nakshatra"],
    ["an unknown school", { boy: { nakshatra: 4, pada: 1 }, girl: { nakshatra: 5, pada: 1 }, options: { school: "east" } }, "options.school"],
    ["an unknown field", { boy: { nakshatra: 4, pada: 1 }, girl: { nakshatra: 5, pada: 1 }, extra: 1 }, "extra"],
    ["an impossible date", { boy: { ...boy, date: "1996-02-30" }, girl }, "boy.date"],
    ["a partner that is text", { boy: "Ravi", girl }, "boy"],
    ["a partner that is null", { boy: null, girl }, "boy.date"],
    ["a star that is null", { boy: { nakshatra: null, pada: 1 }, girl }, "boy.nakshatra"],
    ["options that are text", { boy, girl, options: "north" }, "options"],
  ])("answers 400 for %s", async (_what, body, path) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.details.map((d) => d.path)).toContain(path);
  });

  it("answers 400, not 500, for a body that is not JSON or not an object, and for unknown query parameters", async () => {
    const bad = await api("/api/matching", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{" });
    expect(bad.status).toBe(400);
    expect((await post([1, 2])).status).toBe(400);
    expect((await api("/api/matching?boyNakshatra=4&boyPada=1&girlNakshatra=5&girlPada=1&colour=red")).status).toBe(400);
    expect((await api("/api/matching?boyNakshatra=4&boyPada=x&girlNakshatra=5&girlPada=1")).status).toBe(400);
    expect((await api("/api/matching?boyBirthDate=1996-12-07&boyBirthTime=10:34&boyLatitude=abc&boyLongitude=80&girlNakshatra=5&girlPada=1")).status).toBe(400);
    expect((await api("/api/matching?boyNakshatra=4&boyPada=1&girlNakshatra=5&girlPada=1")).status).toBe(200);
  });
});
