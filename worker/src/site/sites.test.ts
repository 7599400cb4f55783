import { readFileSync } from "node:fs";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { sitesSchema } from "@contract/admin";
import { routeFileFor } from "./head";
import { measurementIdsByHost, parseMeasurementIds, siteForRequest } from "./sites";
import { fixtureSites } from "./sites.fixture";

const site = (url: string, headers: Record<string, string> = {}, ids = {}) => siteForRequest(fixtureSites, new URL(url), new Headers(headers), ids);

describe("sister sites", () => {
  it("are tested with the list the migration seeds, which the settings schema accepts", () => {
    const sql = readFileSync(new URL("../../../migrations/0022_sites_settings.sql", import.meta.url), "utf8");
    const seeded: unknown = JSON.parse(/VALUES \('sites', '(.*)'\) ON CONFLICT/.exec(sql)![1]!);
    expect(fixtureSites).toEqual(seeded);
    expect(v.safeParse(sitesSchema, seeded).success).toBe(true);
  });

  it("picks the site by host and falls back to the main site", () => {
    expect(site("https://tamil.jyotishsetu.in/").id).toBe("tamil");
    expect(site("https://www.jyotishsetu.in/").id).toBe("main");
    expect(site("https://unknown.example/").id).toBe("main");
  });

  it("lets a development host emulate any site by ?site= or X-Site, but not a public host", () => {
    expect(site("http://127.0.0.1:8787/?site=hindi").id).toBe("hindi");
    expect(site("http://localhost:8787/", { "X-Site": "telugu" }).id).toBe("telugu");
    expect(site("https://jyotishsetu.in/?site=hindi").id).toBe("main");
  });

  it("takes measurement ids from configuration and ignores malformed ones", () => {
    expect(parseMeasurementIds('{"main":"G-ABC1234","hindi":"nope","tamil":5}')).toEqual({ main: "G-ABC1234" });
    expect(parseMeasurementIds("{not json")).toEqual({});
    expect(site("https://jyotishsetu.in/", {}, { main: "G-ABC1234" }).measurementId).toBe("G-ABC1234");
  });
});

describe("route files for modulepreload", () => {
  const files = new Set(["index.tsx", "astrologers.tsx", "astrologer/$id.tsx", "kundli/index.tsx", "kundli/dasha.tsx", "$.tsx"]);
  it("maps route-table paths to the SPA's route files (literal before parameter files), else to the splat route", () => {
    expect(routeFileFor("/", files)).toBe("index.tsx");
    expect(routeFileFor("/astrologer/:id", files)).toBe("astrologer/$id.tsx");
    expect(routeFileFor("/kundli", files)).toBe("kundli/index.tsx");
    expect(routeFileFor("/kundli/dasha", files)).toBe("kundli/dasha.tsx");
    expect(routeFileFor("/refund-policy", files)).toBe("$.tsx");
    const families = new Set(["shubh-muhurat/index.tsx", "shubh-muhurat/$kind.tsx", "topics/$topic.tsx", "topics/navratri-2025.tsx", "payment/$outcome.tsx", "$.tsx"]);
    expect(routeFileFor("/shubh-muhurat/marriage", families)).toBe("shubh-muhurat/$kind.tsx");
    expect(routeFileFor("/shubh-muhurat", families)).toBe("shubh-muhurat/index.tsx");
    expect(routeFileFor("/topics/navratri-2025", families)).toBe("topics/navratri-2025.tsx");
    expect(routeFileFor("/topics/career-astrology", families)).toBe("topics/$topic.tsx");
    expect(routeFileFor("/payment/success", families)).toBe("payment/$outcome.tsx");
    const editions = new Set(["festivals.tsx", "festivals-{$year}.tsx", "year-{$year}/$page.tsx", "year-{$year}/festivals.tsx", "$.tsx"]);
    expect(routeFileFor("/festivals-2026", editions)).toBe("festivals-{$year}.tsx");
    expect(routeFileFor("/festivals", editions)).toBe("festivals.tsx");
    expect(routeFileFor("/year-2027/festivals", editions)).toBe("year-{$year}/festivals.tsx");
    expect(routeFileFor("/year-2027/tarot", editions)).toBe("year-{$year}/$page.tsx");
    expect(routeFileFor(null, files)).toBe("$.tsx");
    expect(routeFileFor("/", new Set())).toBeNull();
  });
});

describe("measurement ids by host (the page's analytics fallback, spec §8)", () => {
  it("maps every host of a site with an id to it, and names the main site's id", () => {
    const table = measurementIdsByHost(fixtureSites, { main: "G-MAIN0001", telugu: "G-TELUGU01" });
    expect(table.mainId).toBe("G-MAIN0001");
    expect(table.byHost).toEqual({ "jyotishsetu.in": "G-MAIN0001", "www.jyotishsetu.in": "G-MAIN0001", "telugu.jyotishsetu.in": "G-TELUGU01" });
  });

  it("is empty when no site has analytics", () => {
    expect(measurementIdsByHost(fixtureSites, {})).toEqual({ byHost: {}, mainId: null });
  });
});
