/**
 * The contract writes a few choice lists itself, so that the SPA can take them without the
 * engine's modules; these tests keep each equal to the engine's list it copies.
 */
import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { monthNamings as engineMonthNamings, reckonings as engineReckonings, traditions as engineTraditions } from "@jyotish/festivals/index";
import { dashaYearOptions as engineDashaYears } from "@jyotish/kundli/dasha";
import { vargaIds as engineVargaIds } from "@jyotish/kundli/vargas";
import { matchingSchools as engineSchools } from "@jyotish/matching/ashtakoot";
import { poruthamVariants as engineVariants } from "@jyotish/matching/porutham";
import { matchingRegions as engineRegions } from "@jyotish/matching/verdict";
import { muhuratKinds as engineKinds, periodIds as enginePeriods } from "@jyotish/muhurat/index";
import { sunriseDefinitions as engineSunrise } from "@jyotish/panchang/sky";
import { errorBody, errorStatus } from "./common";
import { monthNamings, reckonings, traditions } from "./festivals";
import { dashaYearOptions, kundliBody, vargaIds } from "./kundli";
import { matchingRegions, matchingSchools, poruthamVariants } from "./matching";
import { muhuratKinds, periodIds } from "./muhurat";
import { sunriseDefinitions } from "./panchang";

describe("the API contract", () => {
  it("offers the engine's choices: dasha years, vargas, sunrise definitions, traditions, month namings, muhurat kinds and periods, matching schools and porutham variants", () => {
    expect(dashaYearOptions).toEqual(engineDashaYears);
    expect(vargaIds).toEqual(engineVargaIds);
    expect(sunriseDefinitions).toEqual(engineSunrise);
    expect(traditions).toEqual(engineTraditions);
    expect(reckonings).toEqual(engineReckonings);
    expect(monthNamings).toEqual(engineMonthNamings);
    expect(muhuratKinds).toEqual(engineKinds);
    expect(periodIds).toEqual(enginePeriods);
    expect(matchingSchools).toEqual(engineSchools);
    expect(poruthamVariants).toEqual(engineVariants);
    expect(matchingRegions).toEqual(engineRegions);
  });

  it("describes the error body every failure answers, with a code the status table knows", () => {
    const body = { error: { code: "no_sunrise", message: "The Sun does not rise", requestId: "r1" } };
    expect(v.is(errorBody, body)).toBe(true);
    expect(errorStatus.no_sunrise).toBe(422);
    expect(v.is(errorBody, { error: { code: "teapot", message: "x" } })).toBe(false);
  });

  it("rejects a kundli body without a birth date with the spec's §5 message", () => {
    const result = v.safeParse(kundliBody, { time: "10:00", latitude: 13, longitude: 80 });
    expect(result.success).toBe(false);
    expect(result.issues?.map((i) => i.message)).toContain("Birth date is required");
  });
});
