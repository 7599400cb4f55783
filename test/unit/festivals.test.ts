/**
 * The festival engine against the `festivals` reference cases (New Delhi civil dates), its tie
 * rules on constructed and real edge cases, invariants over a decade, and the eclipses against
 * native Swiss Ephemeris.
 */
import ICAL from "ical.js";
import sweph from "sweph";
import { beforeAll, describe, expect, it } from "vitest";
import type { Ephemeris } from "@ephemeris";
import { loadEphemerisNode } from "@ephemeris/node";
import { eclipsesBetween } from "@jyotish/festivals/eclipses";
import { computeFestivals, decideTithi, type FestivalDay, festivalIds, type FestivalYear, type Tradition, type YearSky } from "@jyotish/festivals/index";
import { festivalDayName } from "@jyotish/festivals/names";
import { icsCalendar, foldLine } from "../../worker/src/features/festivals/ics";
import cases from "../fixtures/reference-cases.json";

let eph: Ephemeris;
beforeAll(async () => {
  eph = await loadEphemerisNode();
});

const DELHI = { latitudeDeg: 28.6139, longitudeDeg: 77.209, timeZone: "Asia/Kolkata" };
const years = new Map<string, FestivalYear>();
function yearAt(year: number, tradition: Tradition = "smarta"): FestivalYear {
  const key = `${year}-${tradition}`;
  if (!years.has(key)) years.set(key, computeFestivals(eph, { year, ...DELHI, options: { tradition } }));
  return years.get(key)!;
}
const find = (y: FestivalYear, id: string): FestivalDay => {
  const d = y.days.find((x) => x.id === id);
  if (!d) throw new Error(`no ${id}`);
  return d;
};

/** The reference cases' festival names → the engine's ids (and the tradition a case names). */
const idOf: Record<string, [string, Tradition]> = {
  Holi: ["holi", "smarta"],
  "Ram Navami": ["ram-navami", "smarta"],
  "Mahavir Jayanti": ["mahavir-jayanti", "smarta"],
  "Buddha Purnima": ["buddha-purnima", "smarta"],
  "Janmashtami (Vaishnava)": ["janmashtami", "vaishnava"],
  Dussehra: ["dussehra", "smarta"],
  "Diwali (Deepavali)": ["diwali", "smarta"],
  "Guru Nanak Jayanti": ["guru-nanak-jayanti", "smarta"],
  "Makar Sankranti": ["makar-sankranti", "smarta"],
  "Maha Shivaratri": ["maha-shivaratri", "smarta"],
  "Basant Panchami": ["basant-panchami", "smarta"],
  "Chaitra Sukladi / Gudi Padava / Ugadi": ["ugadi", "smarta"],
  "Bhai Duj": ["bhai-dooj", "smarta"],
  "Ganesh Chaturthi / Vinayaka Chaturthi": ["ganesh-chaturthi", "smarta"],
};

describe("festival reference cases (New Delhi, DoPT holiday lists)", () => {
  it.each(cases.festivals.map((c) => [c.name, c] as const))("%s", (name, c) => {
    const [id, tradition] = idOf[name] ?? [];
    expect(id, `no id mapped for ${name}`).toBeDefined();
    expect(c.inputs.lat).toBeCloseTo(DELHI.latitudeDeg, 3);
    const day = find(yearAt(c.inputs.year, tradition), id!);
    expect(day.date).toBe(c.expected.civil_date);
    expect(new Date(`${day.date}T00:00:00Z`).toLocaleDateString("en-US", { weekday: "long", timeZone: "UTC" })).toBe(c.expected.weekday);
  });

  it("Diwali 2024: amavasya holds pradosha on both evenings; the day it covers more (31 Oct) is taken, 1 Nov named", () => {
    const d = find(yearAt(2024), "diwali");
    expect(d.decided).toBe("both-days-more");
    expect(d.alternativeDate).toBe("2024-11-01");
    // Lakshmi puja: pradosha ∩ amavasya ∩ Vrishabha lagna, inside the evening.
    expect(d.muhurat?.id).toBe("lakshmi-puja");
    const { start, end } = d.muhurat!;
    expect(end - start).toBeGreaterThan(1 / 24);
    expect(start).toBeGreaterThanOrEqual(d.tithiSpan!.start);
  });

  it("Makar Sankranti 2024: ingress after midnight belongs to the Hindu day of 14 Jan; its punya kaal (15 Jan) is named", () => {
    const d = find(yearAt(2024), "makar-sankranti");
    expect(d.decided).toBe("ingress-hindu-day");
    expect(d.alternativeDate).toBe("2024-01-15");
    expect(find(yearAt(2024), "pongal").date).toBe("2024-01-15");
  });
});

describe("tie rules", () => {
  /** A synthetic sky: day n (2000-01-0n) has sunrise at n + 0.25 and sunset at n + 0.75 (JD-like units). */
  const synthetic = (tithiAfter?: { start: number; end: number }) => {
    const dayNo = (date: string) => Number(date.slice(8, 10));
    const dateOf = (n: number) => `2000-01-${String(n).padStart(2, "0")}`;
    return {
      bhadra: [],
      day: (date: string) => ({ date, sunrise: dayNo(date) + 0.25, sunset: dayNo(date) + 0.75, nextSunrise: dayNo(date) + 1.25 }),
      hinduDate: (jd: number) => dateOf(Math.floor(jd - 0.25)),
      moonrise: (date: string) => dayNo(date) + 0.9,
      tithiAt: (jd: number) => (tithiAfter && jd >= tithiAfter.start && jd < tithiAfter.end ? { tithi: 12, month: 1, adhika: false, ...tithiAfter } : null),
    } as unknown as YearSky;
  };

  it("a tithi spanning two sunrises: first, second or the more-covered day, the other named", () => {
    const span = { start: 3.2, end: 4.4 }; // holds sunrise of day 3 (3.25) and day 4 (4.25)
    const sky = synthetic();
    expect(decideTithi(sky, span, { window: "udaya", tie: "first", none: "longer" })).toEqual({ date: "2000-01-03", decided: "both-days-first", alternativeDate: "2000-01-04" });
    expect(decideTithi(sky, span, { window: "udaya", tie: "second", none: "longer" })).toEqual({ date: "2000-01-04", decided: "both-days-second", alternativeDate: "2000-01-03" });
    // Madhyahna is 0.45–0.55 of each day: day 3 fully (0.1), day 4 not at all → one day only.
    expect(decideTithi(sky, span, { window: "madhyahna", tie: "more", none: "longer" }).decided).toBe("only-day");
    // Purvahna 0.25–0.5: day 3 covers 0.25, day 4 covers 0.15 → day 3 by "more".
    expect(decideTithi(sky, span, { window: "purvahna", tie: "more", none: "longer" })).toEqual({ date: "2000-01-03", decided: "both-days-more", alternativeDate: "2000-01-04" });
  });

  it("Smarta ekadashi over two sunrises: the second day when dwadashi holds the sunrise after, else the first", () => {
    const span = { start: 3.2, end: 4.4 };
    expect(decideTithi(synthetic({ start: 4.4, end: 5.5 }), span, { window: "udaya", tie: "dwadashi", none: "longer" }).date).toBe("2000-01-04");
    expect(decideTithi(synthetic({ start: 4.4, end: 5.1 }), span, { window: "udaya", tie: "dwadashi", none: "longer" }).date).toBe("2000-01-03");
  });

  it("a kshaya tithi (no sunrise): the day it covers longer, or the next day (Vaishnava)", () => {
    const span = { start: 3.3, end: 4.1 }; // begins after day 3's sunrise, ends before day 4's arunodaya (4.18) and
    const sky = synthetic();
    expect(decideTithi(sky, span, { window: "udaya", tie: "first", none: "longer" })).toEqual({ date: "2000-01-03", decided: "neither-day-longer" });
    expect(decideTithi(sky, span, { window: "arunodaya", tie: "first", none: "next" })).toMatchObject({ date: "2000-01-04", decided: "neither-day-next" });
  });

  it("real cases: Rama Ekadashi 2024 over two sunrises; Ugadi 2026 on a kshaya pratipada; Raksha Bandhan 2025 when Bhadra fills the first aparahna", () => {
    const rama = find(yearAt(2024), "rama-ekadashi");
    expect([rama.date, rama.decided, rama.alternativeDate]).toEqual(["2024-10-28", "both-days-dwadashi", "2024-10-27"]);
    const ugadi = find(yearAt(2026), "ugadi");
    expect([ugadi.date, ugadi.decided]).toEqual(["2026-03-19", "neither-day-longer"]);
    const rakhi = find(yearAt(2025), "raksha-bandhan");
    expect([rakhi.date, rakhi.decided]).toEqual(["2025-08-09", "neither-day-udaya"]);
  });
});

describe("a decade of festival years", () => {
  const decade = Array.from({ length: 11 }, (_, i) => 2020 + i);

  it.each(decade)("%i: every festival once (Makar Sankranti and Pongal once each), ids unique, in order", (year) => {
    const y = yearAt(year);
    const ids = y.days.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of festivalIds) expect(y.days.filter((d) => d.kind === id), `${year} ${id}`).toHaveLength(1);
    const ekadashis = y.days.filter((d) => d.kind === "ekadashi").length;
    expect(ekadashis).toBeGreaterThanOrEqual(24);
    expect(ekadashis).toBeLessThanOrEqual(26);
    for (const kind of ["purnima", "amavasya", "sankashti-chaturthi", "masik-shivaratri"] as const) {
      const n = y.days.filter((d) => d.kind === kind).length;
      expect(n, `${year} ${kind}`).toBeGreaterThanOrEqual(12);
      expect(n, `${year} ${kind}`).toBeLessThanOrEqual(14);
    }
    const date = (id: string) => find(y, id).date;
    expect(date("holi") > date("holika-dahan")).toBe(true);
    expect(date("dhanteras") < date("diwali") && date("diwali") <= date("govardhan-puja") && date("govardhan-puja") <= date("bhai-dooj")).toBe(true);
    expect(date("sharad-navratri") < date("durga-ashtami") && date("durga-ashtami") <= date("maha-navami") && date("maha-navami") < date("dussehra")).toBe(true);
    expect(date("ugadi") === date("chaitra-navratri") && date("ram-navami") === find(y, "chaitra-navratri").endDate).toBe(true);
    for (const d of y.days) {
      expect(d.date.startsWith(`${year}-`)).toBe(true);
      if (d.alternativeDate) expect(d.alternativeDate).not.toBe(d.date);
      if (d.muhurat) expect(d.muhurat.end).toBeGreaterThan(d.muhurat.start);
      expect(festivalDayName(d, "purnimanta", "hi")).toMatch(/[\u0900-\u097F]/);
    }
  });

  it("Vaishnava ekadashis never fall before the Smarta ones", () => {
    for (const year of [2024, 2025]) {
      const smarta = yearAt(year).days.filter((d) => d.kind === "ekadashi");
      const vaishnava = yearAt(year, "vaishnava").days.filter((d) => d.kind === "ekadashi");
      for (const v of vaishnava) {
        const s = smarta.find((x) => x.ekadashi === v.ekadashi && Math.abs(Date.parse(x.date) - Date.parse(v.date)) < 3 * 86_400_000);
        if (s) expect(v.date >= s.date, `${v.id} ${v.date} vs ${s.date}`).toBe(true);
      }
    }
  });
});

describe("eclipses", () => {
  it("match native Swiss Ephemeris (contacts to a second) and carry sutak; the 7 Sep 2025 total lunar eclipse from New Delhi", () => {
    const from = eph.julianDayUt(Date.UTC(2025, 0, 1));
    const found = eclipsesBetween(eph, from, from + 4 * 365.25, DELHI);
    expect(found.length).toBeGreaterThanOrEqual(4);
    for (const e of found) {
      const native =
        e.kind === "solar"
          ? sweph.sol_eclipse_when_loc(e.maximum - 2, sweph.constants.SEFLG_MOSEPH, [DELHI.longitudeDeg, DELHI.latitudeDeg, 0], false)
          : sweph.lun_eclipse_when(e.maximum - 2, sweph.constants.SEFLG_MOSEPH, 0, false);
      expect(Math.abs(native.data[0]! - e.maximum) * 86400, `${e.kind} ${e.maximum}`).toBeLessThan(1);
      expect(e.visibleStart).toBeGreaterThanOrEqual(e.start - 1e-9);
      expect(e.visibleEnd).toBeLessThanOrEqual(e.end + 1e-9);
    }
    const sep = found.find((e) => e.kind === "lunar" && Math.abs(e.maximum - eph.julianDayUt(Date.UTC(2025, 8, 7, 18, 12))) < 0.05)!;
    expect(sep.type).toBe("total");
    // Sutak: three prahars (9 h) before the umbral first contact (21:57 IST → 12:57 IST).
    expect((sep.start - sep.sutak!.start) * 24).toBeCloseTo(9, 6);
    expect(new Date((sep.start - 2440587.5) * 86_400_000).toISOString().slice(11, 16)).toBe("16:27");
  });
});

describe("iCalendar", () => {
  it("folds long lines at 75 octets without splitting characters and parses back", () => {
    const long = "दीपावली ".repeat(20);
    for (const piece of foldLine(`SUMMARY:${long}`).split("\r\n")) expect(new TextEncoder().encode(piece).length).toBeLessThanOrEqual(75);
    const text = icsCalendar("Festivals; 2025", [{ uid: "diwali-2025-10-20@test", date: "2025-10-20", summary: `Diwali, ${long}`, description: "a\nb; c" }], "20250101T000000Z");
    const cal = new ICAL.Component(ICAL.parse(text));
    const ev = new ICAL.Event(cal.getFirstSubcomponent("vevent")!);
    expect(ev.summary).toBe(`Diwali, ${long}`);
    expect(ev.description).toBe("a\nb; c");
    expect(ev.startDate.toString()).toBe("2025-10-20");
    expect(ev.endDate.toString()).toBe("2025-10-21");
  });
});
