import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { kundliBody } from "../kundli";
import { locationSearchQuery } from "../locations";
import { acceptedLanguage, catalogs, messageIds, messageLanguages, render } from "./index";

const placeholders = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
/** Letters of the language's script beside digits, punctuation and Latin API names. */
const script = { hi: /\p{Script=Devanagari}/u, ta: /\p{Script=Tamil}/u, te: /\p{Script=Telugu}/u } as const;

describe("API messages", () => {
  it("every message id has a template in all four languages with the same placeholders", () => {
    for (const lang of messageLanguages) {
      expect(Object.keys(catalogs[lang].messages).sort()).toEqual([...messageIds].sort());
      for (const id of messageIds) expect(placeholders(catalogs[lang].messages[id]), `${lang} ${id}`).toEqual(placeholders(catalogs.en.messages[id]));
      expect(Object.keys(catalogs[lang].fields).sort()).toEqual(Object.keys(catalogs.en.fields).sort());
    }
  });

  it("writes hi in Devanagari, ta in Tamil script and te in Telugu script", () => {
    for (const lang of ["hi", "ta", "te"] as const) {
      for (const id of messageIds) expect(catalogs[lang].messages[id], `${lang} ${id}`).toMatch(script[lang]);
      for (const [field, word] of Object.entries(catalogs[lang].fields)) expect(word, `${lang} ${field}`).toMatch(script[lang]);
    }
  });

  it("renders English exactly as the API wrote it before ids (spec §5 and others)", () => {
    expect(render("en", "min_chars", { field: "Name", min: 2 })).toBe("Name must be at least 2 characters");
    expect(render("en", "required", { field: "birth.date" })).toBe("Birth date is required");
    expect(render("en", "required", { field: "birth.time" })).toBe("Birth time is required");
    expect(render("en", "place_required", { field: "birth.place" })).toBe("Birth place is required (pick the place from the suggestions)");
    expect(render("en", "required", { field: "boy.date" })).toBe("Boy's birth date is required");
    expect(render("en", "at_least", { field: "latitude", min: -90 })).toBe("latitude must be at least -90");
    expect(render("en", "unknown_query_parameter")).toBe("Unknown query parameter");
    expect(render("en", "one_of", { field: "lang", options: "en, hi, ta, te" })).toBe("lang must be one of en, hi, ta, te");
    expect(render("en", "no_astrologer", { id: "x" })).toBe("No astrologer x");
    expect(render("en", "invalid_input", { field: "target.body" })).toBe("Invalid body");
  });

  it("schemas give each issue its code and params and render in valibot's lang", () => {
    const en = v.safeParse(kundliBody, { name: "A" });
    expect(en.issues?.map((i) => i.message)).toEqual(
      expect.arrayContaining(["Name must be at least 2 characters", "Birth date is required", "Birth time is required", "Birth place is required (pick the place from the suggestions)"]),
    );
    expect(en.issues?.find((i) => i.message === "Birth date is required")).toMatchObject({ code: "required", params: { field: "birth.date" } });
    const hi = v.safeParse(kundliBody, { name: "A" }, { lang: "hi" });
    expect(hi.issues?.map((i) => i.message)).toContain("जन्म तिथि देना ज़रूरी है");
    const ta = v.safeParse(locationSearchQuery, { query: "x".repeat(81) }, { lang: "ta" });
    expect(ta.issues?.[0]?.message).toBe("query மிக நீளமாக உள்ளது");
  });

  it("picks the best of en/hi/ta/te in Accept-Language", () => {
    expect(acceptedLanguage("hi-IN,hi;q=0.9,en;q=0.8")).toBe("hi");
    expect(acceptedLanguage("fr-FR, te;q=0.5, en;q=0.4")).toBe("te");
    expect(acceptedLanguage("en;q=0.2, ta")).toBe("ta");
    expect(acceptedLanguage("fr, de")).toBeUndefined();
    expect(acceptedLanguage("hi;q=0")).toBeUndefined();
    expect(acceptedLanguage(null)).toBeUndefined();
  });
});
