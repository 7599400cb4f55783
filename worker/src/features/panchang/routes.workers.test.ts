import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

const api = (path: string, init?: RequestInit) => exports.default.fetch(new Request(`http://example.com${path}`, init));

interface Span {
  start: string;
  end: string;
  startClock: string | null;
  endClock: string | null;
}
interface PanchangAnswer {
  date: string;
  sunrise: string;
  sunset: string;
  nextSunrise: string;
  moonrise: string | null;
  moonset: string | null;
  clock: Record<string, string | null>;
  vara: { number: number; name: string; english: string; lord: string };
  tithi: (Span & { number: number; name: string; paksha: string })[];
  nakshatra: (Span & { number: number; name: string; lord: string })[];
  yoga: (Span & { number: number; name: string })[];
  karana: (Span & { number: number; name: string })[];
  masa: { amanta: { number: number; name: string; adhika: boolean }; purnimanta: { number: number; name: string; adhika: boolean } };
  samvat: { vikram: { year: number; samvatsara: string }; shaka: { year: number; samvatsara: string } };
  rahuKaal: Span;
  abhijitMuhurta: Span | null;
  brahmaMuhurta: Span;
  durMuhurtam: Span[];
  amritKalam: Span[];
  choghadiya: { day: (Span & { name: string; quality: string })[]; night: (Span & { name: string; quality: string })[] };
  hora: (Span & { lord: string })[];
  options: { ayanamsa: string; sunrise: string; position: string };
}

const delhi = "latitude=28.6139&longitude=77.209&timezone=Asia/Kolkata";

describe("GET /api/panchang", () => {
  it("gives New Delhi's panchang for 2022-01-24 as drikpanchang.com prints it (Lahiri, upper limb)", async () => {
    const res = await api(`/api/panchang?date=2022-01-24&${delhi}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as PanchangAnswer;
    expect(body.sunrise.slice(11, 16)).toBe("07:12"); // 07:12:42 — drikpanchang.com shows 07:13
    expect(body.sunrise).toMatch(/\+05:30$/);
    expect(body.vara).toMatchObject({ number: 2, english: "Monday", lord: "moon" });
    expect(body.tithi[0]).toMatchObject({ number: 21, name: "Krishna Shashthi", paksha: "krishna" });
    expect(body.nakshatra.map((n) => n.name)).toEqual(["Hasta", "Chitra"]);
    expect(body.nakshatra[0]!.endClock!.slice(0, 5)).toBe("11:15");
    expect(body.karana.map((k) => k.name)).toEqual(["Vanija", "Vishti", "Bava"]);
    expect(body.yoga[0]!.name).toBe("Sukarma");
    expect(body.masa.amanta).toEqual({ number: 10, adhika: false, name: "Pausha" });
    expect(body.masa.purnimanta.name).toBe("Magha");
    expect(body.samvat.vikram.year).toBe(2078);
    expect(body.samvat.shaka).toEqual({ year: 1943, samvatsara: "Plava" });
    expect(body.rahuKaal.start.slice(11, 16)).toBe("08:32");
    expect(body.amritKalam[0]!.startClock!.slice(0, 5)).toBe("28:36"); // 04:36 next morning on drikpanchang.com
    expect(body.amritKalam[0]!.start.slice(0, 10)).toBe("2022-01-25");
    expect(body.clock.nextSunrise!.startsWith("31:12")).toBe(true);
    expect(body.choghadiya.day).toHaveLength(8);
    expect(body.choghadiya.night).toHaveLength(8);
    expect(body.choghadiya.day[0]).toMatchObject({ name: "Amrit", quality: "good" });
    expect(body.hora).toHaveLength(24);
    expect(body.hora[0]!.lord).toBe("moon");
    expect(body.options).toMatchObject({ ayanamsa: "lahiri", sunrise: "upper-limb", position: "drik" });
  });

  it("names everything in Hindi, Tamil and Telugu", async () => {
    for (const [lang, tithi, vara] of [
      ["hi", "कृष्ण षष्ठी", "सोमवार"],
      ["ta", "தேய்பிறை சஷ்டி", "திங்கள்"],
      ["te", "కృష్ణ షష్ఠి", "సోమవారం"],
    ] as const) {
      const body = (await (await api(`/api/panchang?date=2022-01-24&${delhi}&lang=${lang}`)).json()) as PanchangAnswer;
      expect(body.tithi[0]!.name).toBe(tithi);
      expect(body.vara.name).toBe(vara);
      expect(body.vara.english).toBe("Monday");
    }
  });

  it("takes the disc-centre sunrise and another ayanamsa as options, and says so", async () => {
    const upper = (await (await api(`/api/panchang?date=2024-07-17&latitude=13.0878&longitude=80.2785&timezone=Asia/Kolkata`)).json()) as PanchangAnswer;
    const centre = (await (await api(`/api/panchang?date=2024-07-17&latitude=13.0878&longitude=80.2785&timezone=Asia/Kolkata&sunrise=disc-centre&ayanamsa=true-chitra`)).json()) as PanchangAnswer;
    expect(centre.sunrise.slice(11, 19)).toBe("05:54:27"); // Jagannatha Hora 05:54:29, PyJHora 05:54:27
    const diffMin = (Date.parse(centre.sunrise) - Date.parse(upper.sunrise)) / 60_000;
    expect(diffMin).toBeGreaterThan(3);
    expect(diffMin).toBeLessThan(4.5);
    expect(centre.options).toMatchObject({ ayanamsa: "true-chitra", sunrise: "disc-centre" });
  });

  it("knows Abhijit is not observed on Wednesdays", async () => {
    const body = (await (await api(`/api/panchang?date=2022-01-26&${delhi}`)).json()) as PanchangAnswer;
    expect(body.vara.english).toBe("Wednesday");
    expect(body.abhijitMuhurta).toBeNull();
  });

  it("is cacheable at the edge: Cache-Control, a strong ETag, 304 on If-None-Match, the same entry whatever the parameter order", async () => {
    const first = await api(`/api/panchang?date=2023-03-01&${delhi}`);
    expect(first.headers.get("Cache-Control")).toBe("public, max-age=86400");
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^"[0-9a-f]{24}"$/);
    await first.text();
    const again = await api(`/api/panchang?timezone=Asia/Kolkata&longitude=77.209&latitude=28.6139&date=2023-03-01`);
    expect(again.headers.get("ETag")).toBe(etag);
    expect(again.headers.get("X-Edge-Cache")).toBe("hit");
    await again.text();
    const conditional = await api(`/api/panchang?date=2023-03-01&${delhi}`, { headers: { "If-None-Match": etag } });
    expect(conditional.status).toBe(304);
  });

  it("answers a polar night with 422 no_sunrise in the error shape", async () => {
    const res = await api("/api/panchang?date=2024-12-21&latitude=78.22&longitude=15.65&timezone=Arctic/Longyearbyen");
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("no_sunrise");
    expect(body.error.message).toMatch(/does not rise/);
  });

  it.each([
    ["no date", `/api/panchang?${delhi}`],
    ["a date that does not exist", `/api/panchang?date=2023-02-29&${delhi}`],
    ["a malformed date", `/api/panchang?date=22-01-2024&${delhi}`],
    ["latitude out of range", "/api/panchang?date=2024-01-01&latitude=91&longitude=77&timezone=Asia/Kolkata"],
    ["no time zone", "/api/panchang?date=2024-01-01&latitude=28&longitude=77"],
    ["an unknown time zone", "/api/panchang?date=2024-01-01&latitude=28&longitude=77&timezone=Mars/Olympus"],
    ["an unknown ayanamsa", `/api/panchang?date=2024-01-01&${delhi}&ayanamsa=tropical`],
    ["an unknown sunrise", `/api/panchang?date=2024-01-01&${delhi}&sunrise=lower-limb`],
    ["an unknown frame", `/api/panchang?date=2024-01-01&${delhi}&position=topocentric`],
    ["an unknown language", `/api/panchang?date=2024-01-01&${delhi}&lang=fr`],
    ["an unknown parameter", `/api/panchang?date=2024-01-01&${delhi}&foo=1`],
  ])("answers 400 in the error shape for %s", async (_what, path) => {
    const res = await api(path);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.message.length).toBeGreaterThan(0);
  });
});

interface TodayAnswer {
  success: boolean;
  data: {
    date: string;
    tithi: { name: string; percentage: number };
    nakshatra: { name: string; percentage: number };
    yoga: { name: string; end_time: string };
    karana: { name: string; end_time: string };
    vara: { english: string; planet_lord: string };
    sunrise: string;
    sunset: string;
    moonrise: string | null;
    moonset: string | null;
    inauspicious_timings: { rahu_kaal: { start: string; end: string }; yamaganda: { start: string; end: string } };
    auspicious_timings: { abhijit_muhurta: { start: string; end: string } | null; brahma_muhurta: { start: string; end: string } };
    location: { name: string; timezone: string };
  };
}

describe("GET /api/panchang/today", () => {
  it("answers the spec's shape for New Delhi (IST) by default, on the local date", async () => {
    const res = await api("/api/panchang/today");
    expect(res.status).toBe(200);
    const { success, data } = (await res.json()) as TodayAnswer;
    expect(success).toBe(true);
    expect(data.location).toMatchObject({ name: "New Delhi", timezone: "Asia/Kolkata" });
    const istToday = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    expect(data.date).toBe(istToday);
    expect(data.sunrise.slice(0, 10)).toBe(istToday);
    expect(data.sunrise).toMatch(/\+05:30$/);
    expect(data.tithi.percentage).toBeGreaterThanOrEqual(0);
    expect(data.tithi.percentage).toBeLessThanOrEqual(100);
    expect(data.nakshatra.percentage).toBeGreaterThanOrEqual(0);
    expect(Date.parse(data.yoga.end_time)).toBeGreaterThan(Date.now() - 86_400_000);
    expect(["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn"]).toContain(data.vara.planet_lord);
    expect(Date.parse(data.inauspicious_timings.rahu_kaal.end)).toBeGreaterThan(Date.parse(data.inauspicious_timings.rahu_kaal.start));
    expect(Date.parse(data.auspicious_timings.brahma_muhurta.end)).toBeLessThanOrEqual(Date.parse(data.sunrise) + 1000);
  });

  it("takes a place, and refuses half a place", async () => {
    const res = await api("/api/panchang/today?latitude=13.0878&longitude=80.2785&timezone=Asia/Kolkata&name=Chennai&lang=ta");
    const { data } = (await res.json()) as TodayAnswer;
    expect(data.location.name).toBe("Chennai");
    expect(/[\u0B80-\u0BFF]/.test(data.tithi.name)).toBe(true);
    const half = await api("/api/panchang/today?latitude=13.0878");
    expect(half.status).toBe(400);
  });

  describe("regional conventions by language (issue 19)", () => {
    const chennai = "latitude=13.0878&longitude=80.2785&timezone=Asia%2FKolkata";
    const day = async (date: string, lang: string) =>
      (await (await api(`/api/panchang?date=${date}&${chennai}&lang=${lang}`)).json()) as PanchangAnswer & {
        masa: { convention: string; amanta: { name: string }; purnimanta: { name: string } };
        solarMonth: { number: number; name: string; day: number };
      };

    it("reads amanta months in Tamil and Telugu, purnimanta in Hindi and English", async () => {
      expect((await day("2026-11-26", "ta")).masa.convention).toBe("amanta");
      expect((await day("2026-11-26", "te")).masa.convention).toBe("amanta");
      expect((await day("2026-11-26", "hi")).masa.convention).toBe("purnimanta");
      expect((await day("2026-11-26", "en")).masa.convention).toBe("purnimanta");
    });

    it("dates 26 November 2026 in Karthigai (கார்த்திகை) in Tamil", async () => {
      const ta = await day("2026-11-26", "ta");
      expect(ta.solarMonth).toMatchObject({ number: 8, name: "கார்த்திகை" });
      expect(ta.solarMonth.day).toBeGreaterThanOrEqual(9);
      expect(ta.solarMonth.day).toBeLessThanOrEqual(11);
    });

    it("starts Thai on the day of Makara sankranti when it falls before sunset, else the next day (Pongal 2022: 14 Jan; 2023: 15 Jan)", async () => {
      // Makara sankranti: 14 Jan 2022 about 14:2x IST (before sunset); 14 Jan 2023 about 20:4x IST (after it).
      expect((await day("2022-01-14", "ta")).solarMonth).toMatchObject({ name: "தை", day: 1 });
      expect((await day("2022-01-24", "ta")).solarMonth).toMatchObject({ name: "தை", day: 11 });
      expect((await day("2023-01-14", "ta")).solarMonth).toMatchObject({ name: "மார்கழி", day: 30 });
      expect((await day("2023-01-15", "ta")).solarMonth).toMatchObject({ name: "தை", day: 1 });
    });
  });
});
