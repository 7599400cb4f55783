import { describe, expect, it } from "vitest";
import { type ErrorTexts, type ProfileForm, withoutErrorsOf, fromWeek, profileBody, profileErrors, rupeesToPaise, serverFieldErrors, toWeek, windowsValid } from "./form";

const texts: ErrorTexts = { name: "name", bio: (n) => `bio ${n}`, experience: "experience", rate: "rate", pickOne: "pick", pickMax: (n) => `max ${n}`, window: "window" };

const form = (changes: Partial<ProfileForm> = {}): ProfileForm => ({
  name: "Meenakshi Raghavan",
  nameHi: "",
  nameTa: "மீனாட்சி ராகவன்",
  nameTe: "",
  bio: "Krishnamurti Paddhati practitioner from Madurai.",
  bioHi: "",
  bioTa: "",
  bioTe: "",
  experienceYears: "17",
  languages: ["ta", "en"],
  specialties: ["kp", "marriage"],
  chatRate: "35",
  callRate: "",
  videoRate: "50",
  week: toWeek([{ day: 1, from: "09:00", to: "13:00" }]),
  ...changes,
});

describe("the astrologer's profile form", () => {
  it("reads whole rupees from ₹5 to ₹1,000 as paise; empty is 'the chat rate', anything else is invalid", () => {
    expect(rupeesToPaise("35")).toBe(3500);
    expect(rupeesToPaise(" 1000 ")).toBe(100_000);
    expect(rupeesToPaise("")).toBeNull();
    for (const bad of ["4", "1001", "12.5", "-5", "₹20", "1e3"]) expect(rupeesToPaise(bad), bad).toBeNaN();
  });

  it("shows the week Sunday first with closed days, and sends only the open days' windows", () => {
    const week = toWeek([{ day: 1, from: "09:00", to: "13:00" }, { day: 1, from: "17:00", to: "20:00" }]);
    expect(week).toHaveLength(7);
    expect(week[0]).toMatchObject({ day: 0, closed: true });
    expect(week[1]).toMatchObject({ day: 1, closed: false, windows: [{ from: "09:00", to: "13:00" }, { from: "17:00", to: "20:00" }] });
    expect(fromWeek(week.map((row) => (row.day === 0 ? { ...row, closed: true } : row)))).toEqual([
      { day: 1, from: "09:00", to: "13:00" },
      { day: 1, from: "17:00", to: "20:00" },
    ]);
  });

  it("refuses a window that ends before it starts or overlaps another", () => {
    expect(windowsValid([{ from: "09:00", to: "12:00" }, { from: "12:00", to: "14:00" }])).toBe(true);
    expect(windowsValid([{ from: "12:00", to: "09:00" }])).toBe(false);
    expect(windowsValid([{ from: "09:00", to: "12:00" }, { from: "11:00", to: "14:00" }])).toBe(false);
  });

  it("names each field that needs fixing before anything is sent", () => {
    expect(profileErrors(form(), texts)).toEqual({});
    const errors = profileErrors(form({ bio: "short", chatRate: "3", videoRate: "2000", specialties: [], week: toWeek([{ day: 2, from: "18:00", to: "10:00" }]) }), texts);
    expect(errors).toEqual({ bio: "bio 5", chatRate: "rate", videoRate: "rate", specialties: "pick", "week.2": "window" });
  });

  it("sends paise, null for an empty call rate and for empty translations", () => {
    expect(profileBody(form())).toMatchObject({ chatRatePaise: 3500, callRatePaise: null, videoRatePaise: 5000, nameHi: null, nameTa: "மீனாட்சி ராகவன்", availability: [{ day: 1, from: "09:00", to: "13:00" }] });
  });

  it("puts the server's 400 issues on their fields, a window's on its weekday's row", () => {
    const body = {
      error: {
        code: "validation_failed" as const,
        message: "Invalid body",
        details: [
          { path: "chatRatePaise", message: "rupees" },
          { path: "availability.1", message: "order" },
          { path: "bio", message: "control" },
        ],
      },
    };
    expect(serverFieldErrors(body, [{ day: 1, from: "09:00", to: "10:00" }, { day: 4, from: "12:00", to: "11:00" }])).toEqual({ chatRate: "rupees", "week.4": "order", bio: "control" });
    expect(serverFieldErrors(null)).toEqual({});
  });

  it("drops a field's error once the field is edited, and every weekday's once the week is", () => {
    const errors = { bio: "bio", chatRate: "rate", "week.2": "window", availability: "overlap" };
    expect(withoutErrorsOf(errors, { bio: "new text" })).toEqual({ chatRate: "rate", "week.2": "window", availability: "overlap" });
    expect(withoutErrorsOf(errors, { week: [] })).toEqual({ bio: "bio", chatRate: "rate" });
  });
});
