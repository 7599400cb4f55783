import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { hasBirthData, kundliSearchSchema, kundliUrl } from "./api";
import { chartFilename, rangeCovers } from "./download";
import { formatDms } from "./names";
import { dashaYearOptions, vargaIds } from "../../components/kundli-search";
import { dashaYearOptions as engineYears } from "@jyotish/kundli/dasha";
import { vargaIds as engineVargas } from "@jyotish/kundli/vargas";

describe("the kundli pages' URL state", () => {
  it("reads the spec's query string as the router parses it (numbers, and names that look like numbers)", () => {
    const s = v.parse(kundliSearchSchema, { name: 1234, date: "1996-12-07", time: "10:34", location: "Chennai", gender: "female", latitude: 13.0878, longitude: "80.2785" });
    expect(s).toMatchObject({ name: "1234", latitude: 13.0878, longitude: 80.2785 });
    expect(hasBirthData(s)).toBe(true);
  });

  it("drops bad values instead of failing the page", () => {
    const s = v.parse(kundliSearchSchema, { date: "7/12/1996", time: "25:00", latitude: 123, longitude: "east", style: "west", varga: "D5", year: 364 });
    expect(s).toEqual({});
    expect(hasBirthData(s)).toBe(false);
  });

  it("needs a place with coordinates that are not zero (spec §5)", () => {
    expect(hasBirthData({ date: "1996-12-07", time: "10:34", latitude: 0, longitude: 80 })).toBe(false);
  });

  it("asks the API with the birth details and the options, leaving out a one-letter name", () => {
    const url = new URL(kundliUrl({ name: "A", date: "1996-12-07", time: "10:34", latitude: 13.08, longitude: 80.27, house: "kp", year: 360, style: "south" }), "http://x");
    expect(url.pathname).toBe("/api/kundli");
    expect(Object.fromEntries(url.searchParams)).toEqual({ date: "1996-12-07", time: "10:34", latitude: "13.08", longitude: "80.27", houseSystem: "kp", dashaYearDays: "360" });
  });
});

describe("chart downloads", () => {
  it("embeds only font faces whose unicode-range covers the chart's characters", () => {
    const telugu = [..."సూ"].map((c) => c.codePointAt(0)!);
    expect(rangeCovers("U+0C00-0C7F, U+200C-200D", telugu)).toBe(true);
    expect(rangeCovers("U+0900-097F", telugu)).toBe(false);
    expect(rangeCovers("U+0C3?", telugu)).toBe(true);
    expect(rangeCovers("U+0C1?", telugu)).toBe(false);
    expect(rangeCovers("", telugu)).toBe(true);
  });

  it("names files in ASCII from the name, varga and style", () => {
    expect(chartFilename("Asha Rao", "D9", "north")).toBe("asha-rao-d9-north");
    expect(chartFilename("आशा", "D1", "south")).toBe("kundli-d1-south");
  });

  it("prints degrees as degrees, minutes and seconds, carrying a rounded 60″", () => {
    expect(formatDms(22.446)).toBe("22°26′46″");
    expect(formatDms(9.99999)).toBe("10°00′00″");
  });
});

describe("the URL state's choice lists", () => {
  it("are the engine's own lists", () => {
    expect(dashaYearOptions).toEqual(engineYears);
    expect(vargaIds).toEqual(engineVargas);
  });
});
