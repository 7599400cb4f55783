import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createApp } from "../../app";
import type { Env } from "../../env";
import { placeQueries } from "../../../../test/fixtures/place-queries";
import type { PlaceResult } from "./search";

const api = (path: string) => exports.default.fetch(new Request(`http://example.com${path}`));
type Location = Omit<PlaceResult, "id">;
const search = async (query: string) => {
  const res = await api(`/api/locations/search?query=${encodeURIComponent(query)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { success: boolean; locations: Location[] };
};

describe("GET /api/locations/search over the full gazetteer (workerd → sqld)", () => {
  it.each(placeQueries.map((p) => [p.query, p.expect, p.why, p.country] as const))("%s finds %s first (%s)", async (query, expected, _why, country) => {
    const body = await search(query);
    expect(body.success).toBe(true);
    const first = body.locations[0];
    expect(first?.display.replace(/^.* – /, ""), JSON.stringify(body.locations.slice(0, 3).map((l) => l.display))).toMatch(new RegExp(`^${expected}(,|$)`));
    expect(first?.country).toBe(country);
  });

  it("answers in the spec's shape with time zone, country, state and population; at most 10", async () => {
    const body = await search("san");
    expect(body.locations.length).toBe(10);
    for (const l of body.locations) {
      expect(Object.keys(l).sort()).toEqual(["country", "display", "latitude", "longitude", "name", "population", "state", "timezone"]);
    }
  });

  it("gives every Indian place the zone Asia/Kolkata", async () => {
    for (const query of ["ka", "ma", "pa", "ra", "vi", "ba", "sa", "ta"]) {
      for (const l of (await search(query)).locations) if (l.country === "IN") expect(l.timezone, l.display).toBe("Asia/Kolkata");
    }
  });

  it("names a place in the script it was searched in", async () => {
    const tamil = (await search("சென்னை")).locations[0]!;
    expect(tamil.name).toBe("சென்னை");
    expect(tamil.display).toBe("சென்னை – Chennai, Tamil Nadu, India");
    expect((await search("chennai")).locations[0]!.name).toBe("Chennai");
  });

  it("matches Indic text by whole words, not by fragments between vowel signs", async () => {
    for (const query of ["वारा", "சென்", "విజయ"]) {
      const { locations } = await search(query);
      expect(locations.length, query).toBeGreaterThan(0);
      for (const l of locations) expect(l.name.split(" ").some((w) => w.startsWith(query)), `${query} → ${l.display}`).toBe(true);
    }
  });

  it("answers an empty list for fewer than 2 characters, and for nothing found", async () => {
    expect(await search("v")).toEqual({ success: true, locations: [] });
    expect(await search(" ")).toEqual({ success: true, locations: [] });
    expect(await search("qqqqzzzz")).toEqual({ success: true, locations: [] });
  });

  it("treats FTS syntax in the query as text", async () => {
    for (const query of ['"', "NEAR(a b)", "a OR b", "*", "va*", "-x", "^ab"]) expect((await api(`/api/locations/search?query=${encodeURIComponent(query)}`)).status, query).toBe(200);
  });

  it.each([
    ["", "missing query"],
    [`query=${"a".repeat(81)}`, "overlong"],
    ["query=ab%00c", "control character"],
    ["query=ab&x=1", "unknown parameter"],
  ])("answers 400 in the error shape for %s (%s)", async (qs) => {
    const res = await api(`/api/locations/search?${qs}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("validation_failed");
  });

  it("is cacheable", async () => {
    const res = await api("/api/locations/search?query=pune");
    expect(res.headers.get("Cache-Control")).toMatch(/public, max-age=\d+/);
  });
});

describe("GET /api/timezone", () => {
  const tz = async (qs: string) => (await (await api(`/api/timezone?${qs}`)).json()) as { timezone: string; utcOffset: string; utcOffsetMinutes: number };

  it("gives Kathmandu +05:45", async () => {
    expect(await tz("latitude=27.70169&longitude=85.3206&datetime=2025-05-01T12:00Z")).toMatchObject({ timezone: "Asia/Kathmandu", utcOffset: "+05:45" });
  });

  it("gives a 1942 birth in Kolkata India's war-time offset, +06:30", async () => {
    expect(await tz("latitude=22.56263&longitude=88.36304&datetime=1942-10-15T06:00Z")).toMatchObject({ timezone: "Asia/Kolkata", utcOffsetMinutes: 390 });
    expect(await tz("latitude=22.56263&longitude=88.36304&datetime=1996-12-07T05:04Z")).toMatchObject({ utcOffset: "+05:30" });
  });

  it("follows daylight saving abroad", async () => {
    expect((await tz("latitude=51.5&longitude=-0.12&datetime=2025-07-01T12:00Z")).utcOffset).toBe("+01:00");
    expect((await tz("latitude=51.5&longitude=-0.12&datetime=2025-01-01T12:00Z")).utcOffset).toBe("+00:00");
  });

  it.each(["latitude=91&longitude=0", "latitude=10", "latitude=10&longitude=20&datetime=1999-02-30T00:00Z", "latitude=x&longitude=1"])("answers 400 for ?%s", async (qs) => {
    expect((await api(`/api/timezone?${qs}`)).status).toBe(400);
  });
});

describe("GET /api/locations/search is cached per normalised text (issue 18: one libSQL query per keystroke capped it at ~90 requests/s)", () => {
  const withoutDatabase = { ...env, LIBSQL_URL: "" };
  const call = async (query: string, withEnv: Env) => {
    const ctx = createExecutionContext();
    const res = await createApp().request(`/api/locations/search?query=${encodeURIComponent(query)}`, {}, withEnv, ctx);
    await waitOnExecutionContext(ctx);
    return res;
  };

  it("answers a repeated search, in any spelling of the same text, without the database", async () => {
    const first = await call("Bhubaneswar", env);
    expect(first.status).toBe(200);
    expect(first.headers.get("X-Edge-Cache")).toBe("miss");
    expect(first.headers.get("Cache-Control")).toBe("public, max-age=86400");
    const body = await first.text();
    for (const again of ["Bhubaneswar", "  BHUBANESWAR ", "bhubaneswar."]) {
      const res = await call(again, withoutDatabase);
      expect(res.status, again).toBe(200);
      expect(res.headers.get("X-Edge-Cache")).toBe("hit");
      expect(await res.text()).toBe(body);
    }
  });

  it("never caches a failure", async () => {
    expect((await call("Bhagalpur", withoutDatabase)).status).toBe(503);
    const res = await call("Bhagalpur", env);
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Edge-Cache")).toBe("miss");
  });
});
