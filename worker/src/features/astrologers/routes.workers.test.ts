import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ReviewsAnswer } from "@contract/astrologers";
import { seedAstrologers } from "../../../../scripts/seed/astrologers";
import type { AstrologerDto } from "./astrologer";

const seededSlugs = new Set(seedAstrologers.map((a) => a.slug));

/**
 * The API; a listing answer keeps the seeded astrologers only (by slug): other test files add
 * astrologers to the shared workers database (approved applications, consultation tests), and
 * these tests are about the seed.
 */
async function api(path: string): Promise<Response> {
  const res = await exports.default.fetch(new Request(`http://example.com${path}`));
  if (!/^\/api\/astrologers(\?|$)/.test(path) || res.status !== 200) return res;
  const list = (await res.json()) as AstrologerDto[];
  return Response.json(list.filter((a) => seededSlugs.has(a.slug)), { status: res.status, headers: res.headers });
}

// The first request of a file starts the Worker (and its WebAssembly): slow on a busy machine.
describe("GET /api/astrologers (workerd → libSQL)", { timeout: 60_000 }, () => {
  it("lists at least 12 seeded astrologers in the spec's shape, rates in rupees", async () => {
    const res = await api("/api/astrologers");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/application\/json/);
    const list = (await res.json()) as AstrologerDto[];
    expect(list.length).toBeGreaterThanOrEqual(12);
    for (const a of list) {
      expect(a).toEqual(
        expect.objectContaining({
          id: expect.any(String),
          name: expect.any(String),
          isOnline: expect.any(Boolean),
          experience: expect.any(Number),
          rating: expect.any(Number),
          reviews: expect.any(Number),
          specialties: expect.any(Array),
          ratePerMinute: expect.any(Number),
        }),
      );
    }
    const gopal = list.find((a) => a.slug === "pandit-gopal-mishra");
    expect(gopal?.ratePerMinute).toBe(75); // stored as 7500 paise
  });

  it("puts online astrologers first, best rated first, on English pages", async () => {
    const list = (await (await api("/api/astrologers")).json()) as AstrologerDto[];
    const firstOffline = list.findIndex((a) => !a.isOnline);
    expect(list.slice(firstOffline).every((a) => !a.isOnline)).toBe(true);
    const online = list.filter((a) => a.isOnline).map((a) => a.rating);
    expect(online).toEqual([...online].sort((x, y) => y - x));
  });

  it("filters by online=true, specialty and free text", async () => {
    const online = (await (await api("/api/astrologers?online=true")).json()) as AstrologerDto[];
    expect(online.length).toBeGreaterThan(0);
    expect(online.every((a) => a.isOnline)).toBe(true);

    const kp = (await (await api("/api/astrologers?specialty=KP")).json()) as AstrologerDto[];
    expect(kp.map((a) => a.slug).sort()).toEqual(["meenakshi-raghavan", "rohit-kulkarni"]);

    const tamil = (await (await api("/api/astrologers?language=ta")).json()) as AstrologerDto[];
    expect(tamil.every((a) => a.languages.includes("ta"))).toBe(true);

    const byName = (await (await api("/api/astrologers?q=kavitha")).json()) as AstrologerDto[];
    expect(byName.map((a) => a.slug)).toEqual(["kavitha-reddy"]);
  });

  it("treats LIKE wildcards in the search text literally", async () => {
    const res = await api(`/api/astrologers?q=${encodeURIComponent("%_")}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });

  it.each([
    ["online=maybe", "online"],
    ["onlne=true", "onlne"],
    [`q=${"x".repeat(81)}`, "q"],
    ["specialty=", "specialty"],
  ])("answers 400 in the error shape for ?%s", async (query, path) => {
    const res = await api(`/api/astrologers?${query}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string; details: { path: string }[] } };
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.details.map((d) => d.path)).toContain(path);
  });
});

const list = async (query: string) => {
  const res = await api(`/api/astrologers?${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as AstrologerDto[];
};

describe("GET /api/astrologers: page language, filter and sort", { timeout: 60_000 }, () => {
  it.each([
    ["ta", /\p{Script=Tamil}/u],
    ["te", /\p{Script=Telugu}/u],
    ["hi", /\p{Script=Devanagari}/u],
  ] as const)("on a lang=%s page puts that language's speakers first, then online, best rated", async (lang, script) => {
    const all = await list(`lang=${lang}`);
    const speakers = all.filter((a) => a.languages.includes(lang)).length;
    expect(speakers).toBeGreaterThan(0);
    expect(all.slice(0, speakers).every((a) => a.languages.includes(lang))).toBe(true);
    const first = all.slice(0, speakers);
    const firstOffline = first.findIndex((a) => !a.isOnline);
    if (firstOffline >= 0) expect(first.slice(firstOffline).every((a) => !a.isOnline)).toBe(true);
    // Names and bios come in the page's script.
    expect(all.every((a) => script.test(a.name) && script.test(a.bio))).toBe(true);
  });

  it("answers names and bios in the page's script, and the default ones without lang", async () => {
    const ta = (await list("lang=ta")).find((a) => a.id === "ast_02");
    expect(ta).toMatchObject({ slug: "meenakshi-raghavan", name: "மீனாட்சி ராகவன்" });
    const en = (await list("")).find((a) => a.id === "ast_02");
    expect(en).toMatchObject({ name: "Meenakshi Raghavan" });
    const one = (await (await api("/api/astrologers/meenakshi-raghavan?lang=te")).json()) as AstrologerDto;
    expect(one.name).toBe("మీనాక్షి రాఘవన్");
  });

  it("filters by language on the server", async () => {
    const telugu = await list("language=te&lang=en");
    expect(telugu.map((a) => a.slug).sort()).toEqual(["kavitha-reddy", "lakshmi-prasanna-vadlamudi", "sowmya-narayanan", "srinivas-murthy-kandula"]);
  });

  it("sorts by price either way, by rating and by experience", async () => {
    const rates = (await list("sort=price_asc")).map((a) => a.ratePerMinute);
    expect(rates).toEqual([...rates].sort((x, y) => x - y));
    const desc = (await list("sort=price_desc")).map((a) => a.ratePerMinute);
    expect(desc).toEqual([...rates].reverse());
    const ratings = (await list("sort=rating")).map((a) => a.rating);
    expect(ratings).toEqual([...ratings].sort((x, y) => y - x));
    const years = (await list("sort=experience")).map((a) => a.experience);
    expect(years).toEqual([...years].sort((x, y) => y - x));
    // An explicit sort replaces the page language's order.
    expect((await list("sort=price_asc&lang=ta")).map((a) => a.ratePerMinute)).toEqual(rates);
  });

  it("combines the language filter with a sort", async () => {
    const tamil = await list("language=ta&sort=experience");
    expect(tamil.every((a) => a.languages.includes("ta"))).toBe(true);
    expect(tamil.map((a) => a.slug)).toEqual(["dr-ramesh-iyer", "meenakshi-raghavan", "sowmya-narayanan", "bhavana-nair"]);
  });

  it.each([
    ["sort=cheapest", "sort"],
    ["lang=fr", "lang"],
    ["lang=", "lang"],
  ])("answers 400 in the error shape for ?%s", async (query, path) => {
    const res = await api(`/api/astrologers?${query}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; details: { path: string }[] } };
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.details.map((d) => d.path)).toContain(path);
  });

  it("gives every astrologer an image that answers (the generated portrait without a photo)", async () => {
    for (const a of await list("")) {
      expect(a.image).toBeTruthy();
      const res = await api(a.image!);
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toMatch(/^image\/svg\+xml/);
      await res.arrayBuffer();
    }
  });
});

describe("GET /api/astrologers/{id}/reviews", { timeout: 60_000 }, () => {
  const reviews = async (path: string) => {
    const res = await api(path);
    expect(res.status).toBe(200);
    return (await res.json()) as ReviewsAnswer;
  };

  it("has as many reviews as the listing's review count, and the listing's rating is their mean", async () => {
    for (const a of await list("")) {
      const page = await reviews(`/api/astrologers/${a.id}/reviews?pageSize=20`);
      expect(page.total).toBe(a.reviews);
      expect(page.reviews).toHaveLength(a.reviews);
      const mean = page.reviews.reduce((sum, r) => sum + r.rating, 0) / page.reviews.length;
      expect(a.rating).toBe(Math.round(mean * 10) / 10);
    }
  });

  it("puts reviews in the page's language first, newest first, by id or slug", async () => {
    const ta = await reviews("/api/astrologers/meenakshi-raghavan/reviews?lang=ta");
    expect(ta.reviews.map((r) => r.lang)).toEqual(["ta", "ta", "en"]);
    const en = await reviews("/api/astrologers/ast_02/reviews?lang=en");
    expect(en.reviews[0]!.lang).toBe("en");
    const dates = ta.reviews.filter((r) => r.lang === "ta").map((r) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("pages through the reviews", async () => {
    const first = await reviews("/api/astrologers/ast_01/reviews?pageSize=2&page=1");
    const second = await reviews("/api/astrologers/ast_01/reviews?pageSize=2&page=2");
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.reviews).toHaveLength(2);
    expect(second.reviews).toHaveLength(1);
    expect(new Set([...first.reviews, ...second.reviews].map((r) => r.id)).size).toBe(3);
    expect((await reviews("/api/astrologers/ast_01/reviews?page=9")).reviews).toEqual([]);
  });

  it("answers 404 for an unknown astrologer and 400 for a bad page size", async () => {
    const missing = await api("/api/astrologers/nobody/reviews");
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe("not_found");
    for (const q of ["pageSize=0", "pageSize=21", "page=0", "pages=2"]) {
      const res = await api(`/api/astrologers/ast_01/reviews?${q}`);
      expect(res.status, q).toBe(400);
      await res.arrayBuffer();
    }
  });
});

describe("GET /api/astrologers/{id}/portrait.svg", { timeout: 60_000 }, () => {
  it("draws the same portrait for an id every time, cached for good when versioned", async () => {
    const a = await api("/api/astrologers/ast_01/portrait.svg?v=1");
    const b = await api("/api/astrologers/ast_01/portrait.svg?v=1");
    expect(a.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const svg = await a.text();
    expect(svg).toMatch(/^<svg /);
    expect(await b.text()).toBe(svg);
    const other = await api("/api/astrologers/ast_02/portrait.svg?v=1");
    expect(await other.text()).not.toBe(svg);
    const plain = await api("/api/astrologers/ast_01/portrait.svg");
    expect(plain.headers.get("Cache-Control")).toBe("public, max-age=86400");
    await plain.arrayBuffer();
  });

  it("rejects an unknown drawing version and a malformed id", async () => {
    for (const path of ["/api/astrologers/ast_01/portrait.svg?v=2", "/api/astrologers/AST!/portrait.svg"]) {
      const res = await api(path);
      expect(res.status, path).toBe(400);
      await res.arrayBuffer();
    }
  });
});
