/**
 * The baby-name routes under workerd: the syllables of a pada and the names that start with
 * them, the filters, the 108-row table, caching and clear 400s.
 */
import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { type BabyNamesAnswer, babyNamesAnswer, type SyllablesAnswer, syllablesAnswer } from "@contract/baby-names";
import { createApp } from "../../app";

const app = createApp();

async function call(path: string, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const res = await app.request(path, { headers: { "CF-Connecting-IP": "192.0.2.81", ...headers } }, env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

async function json<T>(path: string): Promise<T> {
  const res = await call(path);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
}

describe("GET /api/baby-names", () => {
  it("gives Rohini pada 1 the syllable ओ (o) and lists only names starting with it, with Tamil forms and Tamil meanings", async () => {
    const answer = await json<BabyNamesAnswer>("/api/baby-names?nakshatra=rohini&pada=1&lang=ta");
    expect(v.is(babyNamesAnswer, answer)).toBe(true);
    expect(answer.syllables).toHaveLength(1);
    expect(answer.syllables[0]).toMatchObject({ nakshatra: "rohini", pada: 1, hi: "ओ", latin: "o", ta: "ஓ", te: "ఓ", sign: "taurus", nakshatraName: "ரோகிணி", signName: "ரிஷபம்" });
    expect(answer.total).toBeGreaterThan(0);
    for (const name of answer.names) {
      expect(name.latin.toLowerCase().startsWith("o"), name.latin).toBe(true);
      expect(name.ta).toMatch(/[\u0B80-\u0BFF]/);
      expect(name.meaning).toMatch(/[\u0B80-\u0BFF]/);
    }
  });

  it("gives a whole nakshatra its four syllables and a rashi its nine", async () => {
    expect((await json<BabyNamesAnswer>("/api/baby-names?nakshatra=ashwini")).keys).toEqual(["chu", "che", "cho", "la"]);
    expect((await json<BabyNamesAnswer>("/api/baby-names?rashi=mesh")).syllables).toHaveLength(9);
  });

  it("finds the unisex Harpreet under हा (Punarvasu 3), for girls and for boys", async () => {
    for (const gender of ["girl", "boy", "unisex"]) {
      const answer = await json<BabyNamesAnswer>(`/api/baby-names?nakshatra=punarvasu&pada=3&gender=${gender}&maxLetters=8`);
      expect(answer.names.map((n) => n.latin)).toContain("Harpreet");
    }
  });

  it("narrows the list with gender, length and number, each name passing all three", async () => {
    const all = await json<BabyNamesAnswer>("/api/baby-names?syllable=%E0%A4%95%E0%A4%BE");
    const some = await json<BabyNamesAnswer>("/api/baby-names?syllable=ka&gender=unisex&length=medium&number=3");
    expect(all.keys).toEqual(["ka"]);
    expect(some.total).toBeLessThan(all.total);
    for (const name of some.names) {
      expect(name).toMatchObject({ gender: "unisex", number: 3 });
      expect(name.letters).toBeGreaterThanOrEqual(5);
      expect(name.letters).toBeLessThanOrEqual(7);
    }
  });

  it("pages the list thirty names at a time", async () => {
    const first = await json<BabyNamesAnswer>("/api/baby-names?page=1");
    const second = await json<BabyNamesAnswer>("/api/baby-names?page=2");
    expect(first.names).toHaveLength(30);
    expect(first.pages).toBe(Math.ceil(first.total / 30));
    expect(second.names[0]!.latin).not.toBe(first.names[0]!.latin);
  });

  it("is cached at the edge with an ETag", async () => {
    const res = await call("/api/baby-names?nakshatra=magha");
    expect(res.headers.get("Cache-Control")).toContain("max-age=86400");
    const etag = res.headers.get("ETag")!;
    expect((await call("/api/baby-names?nakshatra=magha", { "If-None-Match": etag })).status).toBe(304);
  });

  it.each([
    ["a pada without its nakshatra", "/api/baby-names?pada=2", "nakshatra"],
    ["pada 5", "/api/baby-names?nakshatra=rohini&pada=5", "pada"],
    ["an unknown nakshatra", "/api/baby-names?nakshatra=pluto", "nakshatra"],
    ["a syllable of no script of the table", "/api/baby-names?syllable=%D0%B4%D0%B0", "syllable"],
    ["number 0", "/api/baby-names?number=0", "number"],
    ["a minimum above the maximum", "/api/baby-names?minLetters=9&maxLetters=3", "minLetters"],
    ["an unknown parameter", "/api/baby-names?sex=girl", "sex"],
  ])("answers 400 for %s, naming the parameter", async (_what, path, field) => {
    const res = await call(path);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; details: { path: string }[] } };
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.details.map((d) => d.path)).toContain(field);
  });
});

describe("GET /api/baby-names/syllables", () => {
  it("gives the 108 syllables, Ashwini 1 to Revati 4, with the source in Hindi", async () => {
    const answer = await json<SyllablesAnswer>("/api/baby-names/syllables?lang=hi");
    expect(v.is(syllablesAnswer, answer)).toBe(true);
    expect(answer.syllables).toHaveLength(108);
    expect(answer.syllables[0]).toMatchObject({ nakshatra: "ashwini", pada: 1, hi: "चू", nakshatraName: "अश्विनी", signName: "मेष" });
    expect(answer.syllables[107]).toMatchObject({ nakshatra: "revati", pada: 4, hi: "ची", sign: "pisces" });
    expect(answer.rules.source).toContain("अवकहड़ा");
  });
});
