import { exports } from "cloudflare:workers";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";

const api = (path: string) => exports.default.fetch(new Request(`http://example.com${path}`));

interface Festival {
  id: string;
  kind: string;
  name: string;
  date: string;
  start?: string;
  end?: string;
  rule: { tithi: string | null; window: string; decided: string; explanation: string; sources: string[] };
  alternativeDate?: string;
  tithiSpan: { start: string; end: string } | null;
}
interface Answer {
  festivals: Festival[];
  eclipses: { kind: string; type: string; sutak: { start: string } | null }[];
  options: Record<string, string>;
}

describe("GET /api/festivals", () => {
  it("answers the year for New Delhi in the issue's shape, Diwali 2024 with its rule, alternative day and Lakshmi puja window", async () => {
    const res = await api("/api/festivals?year=2024&latitude=28.6139&longitude=77.209&timezone=Asia/Kolkata&tradition=smarta");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe(`public, max-age=${365 * 86400}`);
    const a = (await res.json()) as Answer;
    const diwali = a.festivals.find((f) => f.id === "diwali")!;
    expect(diwali).toMatchObject({ date: "2024-10-31", alternativeDate: "2024-11-01", rule: { window: "pradosha", decided: "both-days-more", tithi: "Kartika Amavasya" } });
    expect(diwali.start).toMatch(/^2024-10-31T1[89]:\d\d:\d\d\+05:30$/);
    expect(diwali.rule.sources.length).toBeGreaterThan(0);
    expect(diwali.rule.explanation).toContain("31 Oct");
    expect(a.festivals.filter((f) => f.kind === "ekadashi").length).toBeGreaterThanOrEqual(24);
    expect(a.options).toMatchObject({ tradition: "smarta", months: "purnimanta" });
  });

  it("names months amanta for Tamil and Telugu readers and purnimanta for Hindi ones unless asked otherwise (issue 19)", async () => {
    const months = async (query: string) => ((await (await api(`/api/festivals?year=2025&${query}`)).json()) as Answer).options.months;
    expect(await months("lang=ta")).toBe("amanta");
    expect(await months("lang=te")).toBe("amanta");
    expect(await months("lang=hi")).toBe("purnimanta");
    expect(await months("lang=ta&months=purnimanta")).toBe("purnimanta");
  });

  it("dates every day in the Tamil solar calendar too: Pongal is Thai 1 (2023: 15 Jan, sankranti after sunset; 2025: 14 Jan)", async () => {
    for (const [year, date] of [[2023, "2023-01-15"], [2025, "2025-01-14"]] as const) {
      const a = (await (await api(`/api/festivals?year=${year}&latitude=13.0878&longitude=80.2785&timezone=Asia/Kolkata&lang=ta`)).json()) as Answer;
      const pongal = a.festivals.find((f) => f.id === "pongal") as unknown as { date: string; solarDate: { name: string; day: number } };
      expect(pongal.date).toBe(date);
      expect(pongal.solarDate).toMatchObject({ name: "தை", day: 1 });
      const all = a.festivals as unknown as { solarDate?: { day: number } }[];
      expect(all.every((f) => f.solarDate && f.solarDate.day >= 1 && f.solarDate.day <= 32)).toBe(true);
    }
  });

  it("names festivals in the language asked, and under amanta month naming", async () => {
    const a = (await (await api("/api/festivals?year=2025&lang=hi&months=amanta")).json()) as Answer;
    const diwali = a.festivals.find((f) => f.id === "diwali")!;
    expect(diwali.name).toMatch(/[\u0900-\u097F]/);
    expect(diwali.rule.tithi).toBe("आश्विन अमावस्या");
    // The rule that decided the day, written in Hindi too, with its code beside it.
    expect(diwali.rule.explanation).toMatch(/^आश्विन अमावस्या .*(लिया जाता है|व्याप्त है)।$/);
    expect((diwali.rule as { explanationCode?: string }).explanationCode).toMatch(/^festival\./);
    // 2025 from New Delhi: the total lunar eclipse of 7–8 September, with sutak.
    expect(a.eclipses.some((e) => e.kind === "lunar" && e.type === "total" && e.sutak)).toBe(true);
  });

  it.each([
    ["no year", "/api/festivals"],
    ["a bad year", "/api/festivals?year=24"],
    ["a year out of range", "/api/festivals?year=1500"],
    ["half a place", "/api/festivals?year=2025&latitude=28.6"],
    ["an unknown tradition", "/api/festivals?year=2025&tradition=shaiva"],
    ["an unknown reckoning", "/api/festivals?year=2025&reckoning=sunset"],
    ["an unknown parameter", "/api/festivals?year=2025&city=delhi"],
    ["a bad zone", "/api/festivals?year=2025&latitude=28.6&longitude=77.2&timezone=Mars/Olympus"],
  ])("answers 400 for %s", async (_, path) => {
    const res = await api(path);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("validation_failed");
  });
});

describe("GET /api/festivals.ics", () => {
  it("is an iCalendar feed that parses, one all-day event per festival", async () => {
    const res = await api("/api/festivals.ics?year=2024");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    const cal = new ICAL.Component(ICAL.parse(await res.text()));
    const events = cal.getAllSubcomponents("vevent").map((e) => new ICAL.Event(e));
    expect(events.length).toBeGreaterThan(100);
    const diwali = events.find((e) => e.uid.startsWith("diwali-2024-10-31@"))!;
    expect(diwali.startDate.toString()).toBe("2024-10-31");
    expect(diwali.startDate.isDate).toBe(true);
  });

  it("without a year covers this year and the next", async () => {
    const text = await (await api("/api/festivals.ics?lang=ta")).text();
    const years = new Set([...text.matchAll(/DTSTART;VALUE=DATE:(\d{4})/g)].map((m) => m[1]));
    expect(years.size).toBe(2);
  });
});

describe("GET /api/muhurat", () => {
  it("finds marriage windows with their reasons and the periods avoided", async () => {
    const res = await api("/api/muhurat?kind=marriage&from=2025-11-01&to=2026-01-31");
    expect(res.status).toBe(200);
    const a = (await res.json()) as { windows: { start: string; end: string; nakshatra: { id: string }; reasons: string[] }[]; excluded: { id: string }[]; rule: { nakshatras: string[] } };
    expect(a.windows.length).toBeGreaterThan(3);
    for (const w of a.windows) {
      expect(a.rule.nakshatras).toContain(w.nakshatra.id);
      expect(Date.parse(w.end) - Date.parse(w.start)).toBeGreaterThanOrEqual(30 * 60_000);
      expect(w.reasons.join(" ")).toContain("Rahu kaal");
    }
    expect(a.excluded.some((e) => e.id === "kharmas")).toBe(true);
  });

  it.each([
    ["an unknown kind", "/api/muhurat?kind=haircut&from=2025-01-01&to=2025-02-01"],
    ["a range ending before it starts", "/api/muhurat?kind=marriage&from=2025-02-01&to=2025-01-01"],
    ["a range over 366 days", "/api/muhurat?kind=marriage&from=2025-01-01&to=2026-06-01"],
    ["a bad date", "/api/muhurat?kind=marriage&from=2025-02-30&to=2025-03-01"],
  ])("answers 400 for %s", async (_, path) => {
    expect((await api(path)).status).toBe(400);
  });
});
