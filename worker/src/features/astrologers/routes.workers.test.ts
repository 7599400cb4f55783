import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { AstrologerDto } from "./astrologer";

const api = (path: string) => exports.default.fetch(new Request(`http://example.com${path}`));

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

  it("puts online astrologers first, best rated first", async () => {
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
