/**
 * The numerology routes under workerd: a reading's numbers and texts in each language, a Hindi
 * name transliterated, the lucky numbers from a birth (the Moon sign as /api/kundli finds it),
 * the year's nine cycles, edge caching, and 400s in the one error shape for bad input.
 */
import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { LuckyAnswer, NumerologyAnswer, YearAnswer } from "@contract/numerology";
import { createApp } from "../../app";

const app = createApp();

async function call(path: string) {
  const ctx = createExecutionContext();
  const res = await app.request(path, { headers: { "CF-Connecting-IP": "192.0.2.91" } }, env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

async function json<T>(path: string): Promise<T> {
  const res = await call(path);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
}

async function rejected(path: string, status = 400) {
  const res = await call(path);
  expect(res.status, path).toBe(status);
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe("validation_failed");
  expect(body.error.message.length).toBeGreaterThan(0);
  return body;
}

describe("GET /api/numerology", () => {
  it("reads राहुल शर्मा as Rahul Sharma, Chaldean destiny 33 kept as a master, with Hindi texts", async () => {
    const q = new URLSearchParams({ name: "राहुल शर्मा", date: "1988-03-15", system: "chaldean", on: "2026-11-26", lang: "hi" });
    const a = await json<NumerologyAnswer>(`/api/numerology?${q}`);
    expect(a).toMatchObject({ script: "devanagari", latinName: "Rahul Sharma", system: "chaldean", on: "2026-11-26" });
    expect(a.numbers.destiny).toMatchObject({ value: 33, master: true });
    expect(a.bhagyank.value).toBe(8);
    expect(a.meanings["33"]!.character).toMatch(/[\u0900-\u097F]/);
    expect(a.rules.transliteration).toMatch(/देवनागरी/);
    expect(a.positions.lifePath.name).toMatch(/[\u0900-\u097F]/);
  });

  it("gives the Decoz life path of November 22, 1992 (11 + 22 + 3 = 36 → 9) with its working", async () => {
    const a = await json<NumerologyAnswer>("/api/numerology?name=Anna%20Torres&date=1992-11-22&on=2026-01-01");
    expect(a.system).toBe("pythagorean");
    expect(a.numbers.lifePath.value).toBe(9);
    expect(a.numbers.lifePath.parts!.map((p) => p.reduction.value)).toEqual([11, 22, 3]);
    expect(a.numbers.destiny.value).toBe(8);
    expect(a.cycles.personalYear.title.length).toBeGreaterThan(0);
  });

  it("counts the personal cycles for today in India without `on`, and is cached at the edge", async () => {
    const path = "/api/numerology?name=Priya&date=1995-07-09&lang=ta";
    const first = await call(path);
    expect(first.status).toBe(200);
    expect(first.headers.get("Cache-Control")).toMatch(/max-age=\d+/);
    const a = (await first.json()) as NumerologyAnswer;
    expect(a.on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(a.rules.lifePath).toMatch(/[\u0B80-\u0BFF]/);
  });

  it.each([
    ["a name with no letters", "name=123%20!!&date=1990-01-01"],
    ["no name", "date=1990-01-01"],
    ["a bad date", "name=Ravi&date=1990-02-30"],
    ["no date", "name=Ravi"],
    ["an unknown system", "name=Ravi&date=1990-01-01&system=kabbalah"],
    ["a bad `on`", "name=Ravi&date=1990-01-01&on=tomorrow"],
    ["an unknown parameter", "name=Ravi&date=1990-01-01&sytem=chaldean"],
  ])("answers 400 for %s", async (_what, query) => {
    await rejected(`/api/numerology?${query}`);
  });
});

describe("GET /api/numerology/lucky", () => {
  it("takes the Moon sign's lord as /api/kundli places the Moon, and gives numbers, days and colours with rules", async () => {
    const birth = { date: "1988-03-15", time: "10:30", latitude: "28.6139", longitude: "77.209" };
    const a = await json<LuckyAnswer>(`/api/numerology/lucky?${new URLSearchParams({ ...birth, name: "Rahul Sharma", timezone: "Asia/Kolkata" })}`);
    const chart = await json<{ planets: { id: string; signIndex: number }[] }>(`/api/kundli?${new URLSearchParams({ ...birth, timezone: "Asia/Kolkata" })}`);
    const moonSign = chart.planets.find((p) => p.id === "moon")!.signIndex;
    const lords = ["mars", "venus", "mercury", "moon", "sun", "mercury", "venus", "mars", "jupiter", "saturn", "saturn", "jupiter"];
    expect(a.moonLord).toBe(lords[moonSign]);
    expect(a.moolank.value).toBe(6);
    expect(a.bhagyank.value).toBe(8);
    expect(a.numbers.map((n) => n.number)).toEqual([...new Set([6, 8, a.numbers.find((n) => n.sources.includes("moon-lord"))!.number])].sort((x, y) => x - y));
    expect(a.days.length).toBeGreaterThan(0);
    for (const d of a.days) expect(d.rule.length).toBeGreaterThan(0);
    expect(a.colors.length).toBeGreaterThan(0);
    expect(a.name).toMatchObject({ latinName: "Rahul Sharma" });
    expect(a.reasons).toHaveLength(3);
  });

  it("writes its rules in Telugu for lang=te", async () => {
    const a = await json<LuckyAnswer>("/api/numerology/lucky?date=2000-01-04&time=06:00&latitude=17.385&longitude=78.4867&lang=te");
    expect(a.name).toBeNull();
    expect(a.convention).toMatch(/[\u0C00-\u0C7F]/);
    expect(a.birth.timezone).toBe("Asia/Kolkata");
  });

  it.each([
    ["no time", "date=2000-01-04&latitude=17.3&longitude=78.4"],
    ["a bad time", "date=2000-01-04&time=25:00&latitude=17.3&longitude=78.4"],
    ["a latitude off the globe", "date=2000-01-04&time=06:00&latitude=95&longitude=78.4"],
    ["no place", "date=2000-01-04&time=06:00"],
    ["an unknown zone", "date=2000-01-04&time=06:00&latitude=17.3&longitude=78.4&timezone=Mars%2FOlympus"],
    ["a name with no letters", "name=%2B%2B%2B&date=2000-01-04&time=06:00&latitude=17.3&longitude=78.4"],
  ])("answers 400 for %s", async (_what, query) => {
    await rejected(`/api/numerology/lucky?${query}`);
  });
});

describe("GET /api/numerology/year", () => {
  it("2026 is universal year 1 with nine moolank cycles and a forecast for each", async () => {
    const a = await json<YearAnswer>("/api/numerology/year?year=2026&lang=hi");
    expect(a.universal.value).toBe(1);
    expect(a.cycles.map((c) => c.moolank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(a.cycles.map((c) => c.cycle)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 1]);
    expect(Object.keys(a.forecasts).sort()).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9"]);
    expect(a.rule).toMatch(/[\u0900-\u097F]/);
  });

  it.each(["year=26", "year=1800", "year=abcd", ""])("answers 400 for %s", async (query) => {
    await rejected(`/api/numerology/year?${query}`);
  });
});
