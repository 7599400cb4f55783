import { describe, expect, it } from "vitest";
import { kpLords, vimshottari } from "./kp";

const dms = (d: number, m = 0, s = 0) => d + m / 60 + s / 3600;

describe("kpLords", () => {
  it("gives Ketu star and Ketu sub at 0° Aries, Mars the sign", () => {
    expect(kpLords(0)).toEqual({ signLord: "mars", starLord: "ketu", subLord: "ketu", nakshatra: 1 });
  });

  it("ends the first sub (Ketu, 13°20′ × 7/120) at 0°46′40″, where Venus's sub begins", () => {
    expect(kpLords(dms(0, 46, 39.9)).subLord).toBe("ketu");
    expect(kpLords(dms(0, 46, 40))).toMatchObject({ starLord: "ketu", subLord: "venus" });
  });

  it("has the Sun's sub at 3°20′ Aries (Ketu 0°46′40″ + Venus 2°13′20″ end exactly at 3°00′)", () => {
    expect(kpLords(dms(2, 59, 59.9)).subLord).toBe("venus");
    expect(kpLords(dms(3, 0, 0)).subLord).toBe("sun");
    expect(kpLords(dms(3, 20))).toMatchObject({ starLord: "ketu", subLord: "sun" });
  });

  it("starts each nakshatra's subs from its own lord: Bharani (13°20′) is Venus/Venus, Krittika spans Aries and Taurus", () => {
    expect(kpLords(dms(13, 20))).toEqual({ signLord: "mars", starLord: "venus", subLord: "venus", nakshatra: 2 });
    expect(kpLords(dms(26, 40))).toMatchObject({ signLord: "mars", starLord: "sun", subLord: "sun", nakshatra: 3 });
    expect(kpLords(dms(30))).toMatchObject({ signLord: "venus", starLord: "sun", nakshatra: 3 });
  });

  it("gives a nakshatra's last sub to the lord just before its own (Revati's last part is Saturn's)", () => {
    expect(kpLords(dms(359, 59, 59))).toEqual({ signLord: "jupiter", starLord: "mercury", subLord: "saturn", nakshatra: 27 });
    expect(kpLords(360)).toMatchObject({ starLord: "ketu", subLord: "ketu", nakshatra: 1 });
  });

  it("divides a nakshatra into nine subs whose widths follow the years (120 in all)", () => {
    expect(vimshottari.reduce((a, p) => a + p.years, 0)).toBe(120);
    // Ashwini's subs: cumulative ends in arc-seconds are 400 × the running sum of years.
    let end = 0;
    for (const part of vimshottari) {
      expect(kpLords((end + 1) / 3600).subLord).toBe(part.lord);
      end += 400 * part.years;
      expect(kpLords((end - 1) / 3600).subLord).toBe(part.lord);
    }
    expect(end).toBe(48_000);
  });
});
