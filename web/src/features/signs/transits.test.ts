import { describe, expect, it } from "vitest";
import { byGraha, byMonth, slowIngresses, sunMonths, type TransitEvent } from "./transits";

const event = (at: string, planet: TransitEvent["planet"], sign: TransitEvent["sign"], kind: TransitEvent["kind"] = "ingress"): TransitEvent => ({
  at,
  kind,
  planet,
  sign,
  house: null,
  text: `${planet} ${kind} ${sign}`,
  effect: null,
});

/** The Sun's sankrantis of 2026 (Lahiri), as the API lists them, out of order to show the helper sorts. */
const sun2026: TransitEvent[] = [
  event("2026-04-14T09:38:00+05:30", "sun", "aries"),
  event("2026-01-14T15:13:00+05:30", "sun", "capricorn"),
  event("2026-02-13T04:09:00+05:30", "sun", "aquarius"),
  event("2026-03-15T01:07:00+05:30", "sun", "pisces"),
  event("2026-05-15T06:23:00+05:30", "sun", "taurus"),
  event("2026-06-15T13:04:00+05:30", "sun", "gemini"),
  event("2026-07-16T23:52:00+05:30", "sun", "cancer"),
  event("2026-08-17T08:08:00+05:30", "sun", "leo"),
  event("2026-09-17T08:11:00+05:30", "sun", "virgo"),
  event("2026-10-17T20:10:00+05:30", "sun", "libra"),
  event("2026-11-16T20:04:00+05:30", "sun", "scorpio"),
  event("2026-12-16T10:36:00+05:30", "sun", "sagittarius"),
];

describe("the Sun's sidereal months", () => {
  it("run from one sankranti to the next: Mesha from 14 April to 15 May 2026", () => {
    const months = sunMonths(sun2026);
    expect(months.aries).toEqual({ from: "2026-04-14T09:38:00+05:30", to: "2026-05-15T06:23:00+05:30" });
    expect(Object.keys(months)).toHaveLength(12);
  });

  it("end Dhanu at the next year's Makara sankranti, on the day of this year's", () => {
    expect(sunMonths(sun2026).sagittarius).toEqual({ from: "2026-12-16T10:36:00+05:30", to: "2027-01-14T15:13:00+05:30" });
  });

  it("ignore other grahas and other kinds of event", () => {
    const months = sunMonths([...sun2026, event("2026-05-01T10:00:00+05:30", "mars", "aries"), event("2026-05-02T10:00:00+05:30", "sun", null, "combust")]);
    expect(months.aries!.to).toBe("2026-05-15T06:23:00+05:30");
  });
});

describe("grouping a year's transits", () => {
  const year = [
    event("2026-06-02T05:00:00+05:30", "jupiter", "cancer"),
    event("2026-01-14T15:13:00+05:30", "sun", "capricorn"),
    event("2026-03-10T12:00:00+05:30", "mercury", null, "retrograde"),
    event("2026-01-20T01:00:00+05:30", "rahu", "aquarius"),
    event("2026-01-20T01:00:00+05:30", "ketu", "leo"),
  ];

  it("by graha, Sun first and Ketu last, each graha's events in time order", () => {
    expect(byGraha(year).map((g) => g.planet)).toEqual(["sun", "mercury", "jupiter", "rahu", "ketu"]);
  });

  it("by IST month, in time order", () => {
    expect(byMonth(year).map((g) => [g.month, g.events.length])).toEqual([["2026-01", 3], ["2026-03", 1], ["2026-06", 1]]);
  });

  it("keeps Jupiter's, Saturn's, Rahu's and Ketu's ingresses for the yearly view", () => {
    expect(slowIngresses(year).map((e) => e.planet)).toEqual(["rahu", "ketu", "jupiter"]);
  });
});
