import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** Every UI string exists in all four languages with the same parameters (spec §1, §2.2). */
const locales = ["en", "hi", "ta", "te"] as const;
/** A message with variants (plural forms): `[{ declarations, selectors, match: { "countPlural=one": "…" } }]`. */
type Variants = { declarations?: string[]; selectors?: string[]; match: Record<string, string> }[];
const raw = Object.fromEntries(
  locales.map((l) => [l, JSON.parse(readFileSync(new URL(`../../web/messages/${l}.json`, import.meta.url), "utf8")) as Record<string, string | Variants>]),
) as Record<(typeof locales)[number], Record<string, string | Variants>>;
/** Each message as text: a plain message as it is, a message with variants as all its variants, one per line. */
const messages = Object.fromEntries(
  locales.map((l) => [l, Object.fromEntries(Object.entries(raw[l]).map(([k, v]) => [k, typeof v === "string" ? v : v.flatMap((x) => Object.values(x.match)).join("\n")]))]),
) as Record<(typeof locales)[number], Record<string, string>>;

const keys = (l: (typeof locales)[number]) => Object.keys(messages[l]).filter((k) => k !== "$schema").sort();
const params = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Which script each language's text must be written in (a guard against untranslated copies). */
const script: Record<string, RegExp> = { hi: /\p{Script=Devanagari}/u, ta: /\p{Script=Tamil}/u, te: /\p{Script=Telugu}/u };

describe("UI messages", () => {
  it.each(["hi", "ta", "te"] as const)("%s has exactly the English keys", (l) => {
    expect(keys(l)).toEqual(keys("en"));
  });

  it.each(["hi", "ta", "te"] as const)("%s keeps every message's parameters", (l) => {
    for (const key of keys("en")) expect([key, params(messages[l][key] ?? "")]).toEqual([key, params(messages.en[key] ?? "")]);
  });

  it.each(["hi", "ta", "te"] as const)("%s is written in its own script, not copied English", (l) => {
    const untranslated = keys(l).filter((k) => !script[l]!.test(messages[l][k] ?? "") && !/^footer_rights$/.test(k));
    expect(untranslated).toEqual([]);
  });

  it.each(["hi", "ta", "te"] as const)("%s declares a message's variants as English does (the same inputs and selectors, every variant written)", (l) => {
    for (const key of keys("en")) {
      const en = raw.en[key];
      const other = raw[l][key];
      if (!Array.isArray(en)) continue;
      expect(Array.isArray(other), `${l}.${key}`).toBe(true);
      const shape = (v: Variants) => v.map((x) => ({ declarations: x.declarations, selectors: x.selectors, cases: Object.keys(x.match).sort() }));
      expect(shape(other as Variants), `${l}.${key}`).toEqual(shape(en));
      for (const text of (other as Variants).flatMap((x) => Object.values(x.match))) expect(text.trim(), `${l}.${key}`).toBeTruthy();
    }
  });

  it("has no empty message in any language", () => {
    for (const l of locales) for (const k of keys(l)) expect(messages[l][k]?.trim(), `${l}.${k}`).toBeTruthy();
  });

  it("uses no ★ or emoji, which the shipped Noto fonts cannot draw", () => {
    for (const l of locales) for (const k of keys(l)) expect(messages[l][k], `${l}.${k}`).not.toMatch(/[\u2600-\u27BF\u{1F000}-\u{1FAFF}]/u);
  });
});
