import { describe, expect, it } from "vitest";
import { browserLocale, localeFromPath, localizePath, resolveInitialLocale, stripLocalePrefix } from "./locale";

describe("language prefixes (spec §2.2)", () => {
  it("reads the language from the first path segment; no prefix means none", () => {
    expect(localeFromPath("/hindi/kundli")).toBe("hi");
    expect(localeFromPath("/tamil")).toBe("ta");
    expect(localeFromPath("/telugu/rashi/mesha")).toBe("te");
    expect(localeFromPath("/kundli")).toBeNull();
    expect(localeFromPath("/hindikundli")).toBeNull();
  });

  it("strips the prefix for the router", () => {
    expect(stripLocalePrefix("/hindi")).toBe("/");
    expect(stripLocalePrefix("/hindi/")).toBe("/");
    expect(stripLocalePrefix("/tamil/astrologers")).toBe("/astrologers");
    expect(stripLocalePrefix("/astrologers")).toBe("/astrologers");
  });

  it("rewrites a path when switching language: English drops the prefix, others put theirs first", () => {
    expect(localizePath("/hindi/astrologers", "en")).toBe("/astrologers");
    expect(localizePath("/", "hi")).toBe("/hindi");
    expect(localizePath("/kundli", "hi")).toBe("/hindi/kundli");
    expect(localizePath("/hindi/panchang", "ta")).toBe("/tamil/panchang");
    expect(localizePath("/telugu", "te")).toBe("/telugu");
  });

  it("takes the first offered browser language", () => {
    expect(browserLocale(["fr-FR", "ta-IN", "hi"])).toBe("ta");
    expect(browserLocale(["en-GB"])).toBe("en");
    expect(browserLocale(["fr"])).toBeNull();
  });
});

describe("first-load language (spec §4)", () => {
  it("follows the URL prefix over everything else", () => {
    expect(resolveInitialLocale({ pathname: "/tamil/x", saved: "hi", browserLanguages: ["te"] })).toEqual({ locale: "ta", redirectTo: null });
  });

  it("uses the saved choice, then the browser language, for an unprefixed URL", () => {
    expect(resolveInitialLocale({ pathname: "/astrologers", saved: "hi", browserLanguages: ["te"] })).toEqual({
      locale: "hi",
      redirectTo: "/hindi/astrologers",
    });
    expect(resolveInitialLocale({ pathname: "/", saved: null, browserLanguages: ["te-IN"] })).toEqual({ locale: "te", redirectTo: "/telugu" });
  });

  it("prefers a sister site's language to the browser's, but not to a saved choice", () => {
    expect(resolveInitialLocale({ pathname: "/", saved: null, browserLanguages: ["hi"], siteDefault: "te" })).toEqual({ locale: "te", redirectTo: "/telugu" });
    expect(resolveInitialLocale({ pathname: "/", saved: "en", browserLanguages: [], siteDefault: "te" })).toEqual({ locale: "en", redirectTo: null });
  });

  it("stays in English when English was chosen or nothing matches, and ignores a corrupt saved value", () => {
    expect(resolveInitialLocale({ pathname: "/", saved: "en", browserLanguages: ["hi"] })).toEqual({ locale: "en", redirectTo: null });
    expect(resolveInitialLocale({ pathname: "/", saved: "xx", browserLanguages: ["fr"] })).toEqual({ locale: "en", redirectTo: null });
  });
});
