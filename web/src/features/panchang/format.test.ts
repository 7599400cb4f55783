import { afterAll, describe, expect, it } from "vitest";
import { activateLocale } from "../../i18n/runtime";
import type { Locale } from "../../i18n/locale";
import { addDays, formatDate, formatLongDate, formatShortDate, formatTime } from "./format";

describe("the panchang page's dates", () => {
  it("heads 0050-03-14 with Monday of the year 50, not 1950's Tuesday (Date.UTC reads 0–99 as 1900–1999)", () => {
    expect(formatDate("0050-03-14")).toMatch(/^Monday,? 14 March 50$/);
    expect(formatDate("2026-11-22")).toMatch(/^Sunday,? 22 November 2026$/);
  });

  it("steps through the first century and the Gregorian reform day by day", () => {
    expect(addDays("0099-12-31", 1)).toBe("0100-01-01");
    expect(addDays("0001-01-01", -1)).toBe("0000-12-31");
    expect(addDays("1582-10-04", 1)).toBe("1582-10-05");
    expect(formatShortDate("0004-02-29T06:00:00+05:53")).toBe("29 Feb 4");
  });
});

describe("times and dates in each page language (issue 19: no 'am/pm' on Hindi pages, no stray comma in Telugu dates)", () => {
  // 01:42 UTC = 07:12 IST; 13:35 UTC = 19:05 IST.
  const morning = "2026-11-22T01:42:00Z";
  const evening = "2026-11-22T13:35:00Z";
  const clock = (locale: Locale): [string, string] => {
    activateLocale(locale);
    return [formatTime(morning, "Asia/Kolkata", "2026-11-22"), formatTime(evening, "Asia/Kolkata", "2026-11-22")];
  };
  afterAll(() => activateLocale("en"));

  it("writes English times with am/pm", () => {
    expect(clock("en")).toEqual(["07:12 am", "07:05 pm"]);
  });

  it.each(["hi", "ta", "te"] as const)("writes %s times with the language's day-part word, never the Latin am/pm", (locale) => {
    const [am, pm] = clock(locale);
    for (const t of [am, pm]) {
      expect(t).not.toMatch(/[ap]\.?m\.?/i);
      expect(t).toMatch(/[\u0900-\u0C7F]/);
    }
    expect(am).toContain("7:12");
    expect(pm).toContain("7:05");
    expect(am).not.toBe(pm.replace("7:05", "7:12"));
  });

  it("reads सुबह 7:12 and शाम 7:05 on Hindi pages", () => {
    expect(clock("hi")).toEqual(["सुबह 7:12", "शाम 7:05"]);
  });

  it.each([
    ["en", /^Sunday,? 22 November 2026$/, /^22 Nov 2026$/],
    ["hi", /^रविवार, 22 नवंबर 2026$/, /^22 नव\S* 2026$/],
    ["ta", /^ஞாயிறு, 22 நவம்பர் 2026$/, /^22 நவ\S* 2026$/],
    ["te", /^22 నవంబర్ 2026, ఆదివారం$/, /^22 నవం\S* 2026$/],
  ] as const)("heads the %s page's day with no stray comma between day, month and year", (locale, long, short) => {
    activateLocale(locale);
    expect(formatDate("2026-11-22")).toMatch(long);
    expect(formatShortDate("2026-11-22")).toMatch(short);
    expect(formatShortDate("2026-11-22")).not.toContain(",");
    // The long date without the weekday (member since, review dates): no comma at all.
    expect(formatLongDate("2026-11-22T18:30:00Z")).not.toContain(",");
    expect(formatLongDate("2026-11-22")).toContain("2026");
    expect(formatDate("0050-03-14")).not.toMatch(/^\d+,|, \d+$/);
  });
});
