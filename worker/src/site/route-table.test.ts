import { describe, expect, it } from "vitest";
import en from "./meta/en.json";
import hi from "./meta/hi.json";
import ta from "./meta/ta.json";
import te from "./meta/te.json";
import { editionYears, expandPaths, matchRoute, routeTable } from "./route-table";
import { fillMeta } from "./meta/text";
import { subjectName } from "./subject";

describe("the route table", () => {
  it("has no path twice for the same languages", () => {
    const seen = new Set<string>();
    for (const r of routeTable) {
      const key = `${r.path} ${r.locales?.join(",") ?? "all"}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });

  it("has metadata for every page in all four languages, with {name} where a page has a subject", () => {
    for (const table of [en, hi, ta, te] as Record<string, { title: string; heading: string; description: string; keywords: string; offers: string[] }>[]) {
      for (const r of routeTable) {
        const text = table[r.meta];
        expect(text, r.meta).toBeDefined();
        expect(text!.offers).toHaveLength(3);
        const needsName = ["daily-horoscope-sign", "weekly-horoscope-sign", "monthly-horoscope-sign", "rashi", "nakshatra", "festival"].includes(r.meta) || r.subject !== undefined;
        expect(text!.title.includes("{name}"), r.meta).toBe(needsName);
      }
    }
  });

  it("points every alias at a page of the table", () => {
    for (const r of routeTable.filter((r) => r.aliasOf)) expect(matchRoute(r.aliasOf!), r.path).not.toBeNull();
  });

  it("matches literal paths before parameter paths and checks parameter values", () => {
    expect(matchRoute("/daily-horoscope")?.entry.meta).toBe("daily-horoscope");
    expect(matchRoute("/daily-horoscope/aries")?.params).toEqual({ sign: "aries" });
    expect(matchRoute("/daily-horoscope/ophiuchus")).toBeNull();
    expect(matchRoute("/daily-horoscope/mesham")).toBeNull();
    expect(matchRoute("/daily-horoscope/mesham", "ta")?.params).toEqual({ tamilSign: "mesham" });
    expect(matchRoute("/jathagam")?.entry).toMatchObject({ redirect: true, aliasOf: "/kundli", redirectSearch: { style: "south" } });
    expect(matchRoute("/jathagam", "ta")?.entry.meta).toBe("jathagam");
    expect(matchRoute("/kundli/")?.entry.path).toBe("/kundli");
    expect(matchRoute("/chat/abc-123")?.entry.access).toBe("user");
    expect(matchRoute("/admin-dashboard")?.entry.access).toBe("admin");
  });

  it("covers the spec's routes (§2.1, §2.2)", () => {
    const required = [
      "/", "/admin-dashboard", "/admin/articles", "/admin/settings", "/astrologer-dashboard", "/astrologer-profile", "/astrologers",
      "/astrologer/x", "/consultations", "/checkout", "/chat/1", "/clean-chat/1", "/multi-chat", "/dashboard", "/profile", "/packages",
      "/payment", "/payment-success", "/payment-failure", "/wallet-recharge", "/reports/career", "/reports/marriage", "/reports/child",
      "/reports/premium", "/reports/life", "/premium-report", "/premium-reports", "/career-report", "/marriage-report", "/child-report",
      "/life-report", "/astrology-tools", "/birth-details", "/kundli", "/kundli-matching", "/match-making", "/panchang", "/chart-test",
      "/divination", "/kundli/north-indian", "/kundli/south-indian", "/kundli/planetary", "/kundli/lagna-rasi", "/kundli/dasha",
      "/horoscopes", "/daily-horoscope/leo", "/weekly-horoscope/leo", "/monthly-horoscope/leo", "/yearly-horoscope", "/career-horoscope",
      "/health-horoscope", "/love-horoscope", "/landing", "/blog", "/blog/some-post", "/article/3", "/about", "/support", "/privacy-policy",
      "/terms-of-service", "/refund-policy", "/shipping-policy", "/learn-astrology/advanced", "/nakshatras/ashwini",
      "/articles/dasha-periods-guide", "/topics/karva-chauth-2025", "/wealth-finance-astrology", "/planet-transit-2025",
      "/shubh-muhurat", "/hora-timings", "/brihat-kundli-results", "/gemstones", "/login", "/auth-login", "/signup", "/reset-pin",
      "/auth-success", "/auth/success", "/sade-sati-calculator", "/astro-tools", "/shubh-muhurat/journey-start",
      "/year-2025/planet-transits", "/hindi-kundli", "/rashi/mesh", "/astrological-report-form", "/tarot-reading", "/remedies",
      "/planet-transits", "/zodiac-signs", "/festivals", "/spirituality", "/packages/ast_01", "/payment/success", "/payment/failure",
      "/contact", "/delivery-policy", "/disclaimer", "/cookie-policy", "/report", "/dashboard/reports", "/dashboard/bookings",
      "/dashboard/chat", "/dashboard/wallet", "/admin",
    ];
    for (const path of required) expect(matchRoute(path), path).not.toBeNull();
    expect(matchRoute("/register", "hi")).not.toBeNull();
    expect(matchRoute("/admin-articles", "ta")).not.toBeNull();
    expect(expandPaths(routeTable.find((r) => r.path === "/nakshatras/:slug")!)).toHaveLength(27);
  });

  it("publishes this year's and next year's editions (the header's year menu opens this year's), the same pages for each year", () => {
    const thisYear = new Date().getFullYear();
    expect(editionYears).toContain(thisYear);
    expect(editionYears, `add ${thisYear + 1} to editionYears in route-table.ts`).toContain(thisYear + 1);
    for (const year of editionYears) {
      for (const path of [`/horoscope-${year}`, `/numerology-${year}`, `/tarot-${year}`, `/festivals-${year}`, `/planet-transit-${year}`]) {
        expect(matchRoute(path)?.entry.subject, path).toBe(String(year));
      }
      expect(matchRoute(`/year-${year}/planet-transits`)?.entry.aliasOf).toBe(`/planet-transit-${year}`);
      expect(matchRoute(`/year-${year}/festivals`)?.entry.state).toBe("complete");
    }
    expect(matchRoute("/festivals-1999")).toBeNull();
  });

  it("writes each edition's year into its metadata, in every language", () => {
    const match = matchRoute("/festivals-2027", "te")!;
    expect(fillMeta(te["festivals-year"], subjectName(match, "te")).heading).toBe("పండుగలు 2027");
    expect(fillMeta(en["horoscope-year"], subjectName(matchRoute("/horoscope-2026")!, "en")).title).toBe("Horoscope 2026 – Yearly Predictions for 12 Signs");
  });
});
