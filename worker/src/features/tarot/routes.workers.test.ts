/**
 * The tarot routes under workerd: a seeded draw answers the same cards every time (and from the
 * edge cache), an unseeded one makes its own seed and is never cached, the spreads lay the
 * right number of places, texts come in the request's language, and bad input answers 400.
 */
import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { type DrawAnswer, drawAnswer, type YearAnswer, yearAnswer } from "@contract/tarot";
import { signIds } from "@jyotish/terms/signs";
import { drawSpread, yearCard } from "@jyotish/tarot/draw";
import { createApp } from "../../app";

const app = createApp();

async function call(path: string, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const res = await app.request(path, { headers: { "CF-Connecting-IP": "192.0.2.88", ...headers } }, env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

async function json<T>(path: string): Promise<T> {
  const res = await call(path);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
}

const SEED = "0123456789abcdef0123456789abcdef";

describe("GET /api/tarot/draw", () => {
  it("lays the seed's three cards in the past, present and future places, in the contract's shape", async () => {
    const answer = await json<DrawAnswer>(`/api/tarot/draw?spread=three&seed=${SEED}`);
    expect(v.safeParse(drawAnswer, answer).success).toBe(true);
    expect(answer.seed).toBe(SEED);
    expect(answer.cards.map((c) => c.position.id)).toEqual(["past", "present", "future"]);
    expect(answer.cards.map((c) => [c.card.id, c.card.reversed])).toEqual(drawSpread("three", SEED).map((d) => [d.card, d.reversed]));
    expect(answer.cards[0]!.card.name.length).toBeGreaterThan(0);
  });

  it("answers a seeded reading identically the second time, from the edge cache, with an ETag and a week's max-age", async () => {
    const first = await call(`/api/tarot/draw?spread=celtic-cross&seed=${SEED}&lang=en`);
    const second = await call(`/api/tarot/draw?seed=${SEED.toUpperCase()}&lang=en&spread=celtic-cross`);
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get("X-Edge-Cache")).toBe("hit");
    expect(second.headers.get("Cache-Control")).toBe("public, max-age=604800");
    const notModified = await call(`/api/tarot/draw?spread=celtic-cross&seed=${SEED}&lang=en`, { "If-None-Match": first.headers.get("ETag")! });
    expect(notModified.status).toBe(304);
  });

  it("lays Waite's ten Celtic Cross places with ten different cards", async () => {
    const answer = await json<DrawAnswer>(`/api/tarot/draw?spread=celtic-cross&seed=${SEED}`);
    expect(answer.cards.map((c) => c.position.id)).toEqual(["covers", "crosses", "crowns", "beneath", "behind", "before", "self", "house", "hopes", "outcome"]);
    expect(new Set(answer.cards.map((c) => c.card.id)).size).toBe(10);
    expect(answer.source).toContain("Pictorial Key");
  });

  it("makes a fresh 128-bit seed when none is given, returns it, and does not cache the reading", async () => {
    const res = await call("/api/tarot/draw?spread=single");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const answer = (await res.json()) as DrawAnswer;
    expect(answer.seed).toMatch(/^[0-9a-f]{32}$/);
    expect(answer.cards).toHaveLength(1);
    const again = await json<DrawAnswer>(`/api/tarot/draw?spread=single&seed=${answer.seed}`);
    expect(again.cards[0]!.card.id).toBe(answer.cards[0]!.card.id);
    const other = await json<DrawAnswer>("/api/tarot/draw?spread=single");
    expect(other.seed).not.toBe(answer.seed);
  });

  it("gives the Hindi names, places and meanings with lang=hi", async () => {
    const answer = await json<DrawAnswer>(`/api/tarot/draw?spread=three&seed=${SEED}&lang=hi`);
    expect(answer.cards.map((c) => c.position.name)).toEqual(["अतीत", "वर्तमान", "भविष्य"]);
    for (const { card } of answer.cards) {
      expect(card.name).toMatch(/[\u0900-\u097F]/);
      expect(card.meaning).toMatch(/[\u0900-\u097F]/);
    }
  });

  it.each([
    ["spread=five", "spread"],
    [`spread=three&seed=${SEED.slice(1)}`, "seed"],
    [`seed=${"g".repeat(32)}`, "seed"],
    ["lang=fr", "lang"],
    ["spred=three", "spred"],
  ])("answers 400 for %s, naming the parameter", async (query, field) => {
    const res = await call(`/api/tarot/draw?${query}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; details: { path: string }[] } };
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.details.map((d) => d.path).join(" ")).toContain(field);
  });
});

describe("GET /api/tarot/year", () => {
  it("gives each of the twelve signs its card of the year, the one its year seed draws", async () => {
    const answer = await json<YearAnswer>("/api/tarot/year?year=2026");
    expect(v.safeParse(yearAnswer, answer).success).toBe(true);
    expect(answer.signs.map((s) => s.sign)).toEqual([...signIds]);
    for (const s of answer.signs) {
      const drawn = yearCard(2026, s.sign);
      expect([s.card.id, s.card.reversed]).toEqual([drawn.card, drawn.reversed]);
      expect(s.yearText.length).toBeGreaterThan(10);
    }
    expect(answer.method).toContain("tarot-year:2026:aries");
  });

  it("names the signs in Hindi with lang=hi", async () => {
    const answer = await json<YearAnswer>("/api/tarot/year?year=2025&lang=hi");
    expect(answer.signs[0]!.signName).toBe("मेष");
    expect(answer.signs[0]!.yearText).toMatch(/[\u0900-\u097F]/);
  });

  it.each(["", "year=25", "year=1800", "year=abcd", "year=2026&spread=three"])("answers 400 for ?%s", async (query) => {
    const res = await call(`/api/tarot/year?${query}`);
    expect(res.status).toBe(400);
  });
});
