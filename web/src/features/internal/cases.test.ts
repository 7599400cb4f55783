import { describe, expect, it } from "vitest";
import { arcSeconds, chartCases, chartCaseUrl, clockSeconds, panchangCases, panchangCaseUrl, zoneFor } from "./cases";

describe("the reference cases as the internal pages read them", () => {
  it("reads the first chart case as ten longitudes with the case's 0.02° (72″) tolerance, the lagna first", () => {
    const c = chartCases[0]!;
    expect(c.id).toBe("pyjhora-own-chennai-1996-12-07");
    expect(c.points.map((p) => p.id)).toEqual(["ascendant", "sun", "moon", "mars", "mercury", "jupiter", "venus", "saturn", "rahu", "ketu"]);
    expect(c.points[0]).toMatchObject({ sign: 9, toleranceSec: 72 });
    expect(c.points[0]!.longitudeDeg).toBeCloseTo(292.45, 9);
    expect(chartCaseUrl(c)).toBe("/api/kundli?date=1996-12-07&time=10%3A34&latitude=13.0878&longitude=80.2785&utcOffsetHours=5.5&ayanamsa=lahiri&node=mean");
  });

  it("keeps sign-only cases as signs and leaves out cases with no sidereal point (special lagnas)", () => {
    expect(chartCases.find((c) => c.id === "pvr-book-chart1-2000-04-09")!.points.every((p) => p.longitudeDeg === null && p.sign >= 0)).toBe(true);
    expect(chartCases.some((c) => c.id.endsWith("special-lagnas"))).toBe(false);
    expect(chartCases.find((c) => c.id.startsWith("jyotisha-lagna"))!.ayanamsa).toBe("true-chitra");
  });

  it("measures differences on the shorter arc and reads panchang clock times past 24 h", () => {
    expect(arcSeconds(0.01, 359.99)).toBeCloseTo(72, 6);
    expect(arcSeconds(359.99, 0.01)).toBeCloseTo(-72, 6);
    expect(clockSeconds("27:07:38")).toBe(27 * 3600 + 7 * 60 + 38);
    expect(clockSeconds("09:30")).toBe(9 * 3600 + 30 * 60);
    expect(clockSeconds("12:54:20 (HEAD)")).toBe(12 * 3600 + 54 * 60 + 20);
    expect(clockSeconds(undefined)).toBeNull();
  });

  it("asks the panchang API with the case's fixed offset and sunrise rule", () => {
    expect(zoneFor(5.5)).toBe("Asia/Kolkata");
    expect(zoneFor(2)).toBe("Etc/GMT-2");
    const shillong = panchangCases.find((c) => c.id === "shillong-2009-06-21")!;
    expect(shillong.discCentre).toBe(true);
    expect(panchangCaseUrl(shillong)).toContain("sunrise=disc-centre");
    expect(panchangCaseUrl(shillong)).toContain("position=apparent");
    expect(panchangCaseUrl(panchangCases.find((c) => c.id.startsWith("drik-"))!)).not.toContain("position=");
    expect(shillong.checks.map((c) => c.label)).toEqual(["nakshatras", "nakshatras", "sunrise"]);
  });
});
