/**
 * The horoscope routes under workerd: the answer's shape and its facts against `/api/planets`
 * for all twelve signs, the sign's many names, caching (ETag, 304, max-age until the period's
 * end), clear errors, the year's transits, the personal horoscope from a saved chart, and the
 * prediction in the first HTML of the sign pages.
 */
import { env, exports } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { type HoroscopeAnswer, horoscopeAnswer, personalHoroscopeAnswer, type PersonalHoroscopeAnswer, type TransitsAnswer, transitsAnswer } from "@contract/horoscope";
import { signIds } from "@jyotish/terms/signs";
import { createApp } from "../../app";
import { signUpThroughMail } from "../auth/signup.testing";

const app = createApp();

async function call(path: string, init: { token?: string; method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { "CF-Connecting-IP": "192.0.2.71", ...init.headers };
  if (init.body !== undefined) headers["Content-Type"] = "application/json";
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const ctx = createExecutionContext();
  const res = await app.request(path, { method: init.method ?? "GET", headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) }, env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

async function json<T>(path: string, init?: Parameters<typeof call>[1]): Promise<T> {
  const res = await call(path, init);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
}

const DAY = "2026-11-26";

describe("GET /api/horoscope", () => {
  it("counts every graha's house from each of the twelve Moon signs, as /api/planets places them", async () => {
    // Noon IST: for a graha that changes sign that day the horoscope takes the sign of most of the day.
    const planets = await json<{ planets: { id: string; signIndex: number }[] }>(`/api/planets?datetime=${encodeURIComponent(`${DAY}T12:00:00+05:30`)}`);
    for (const [index, sign] of signIds.entries()) {
      const answer = await json<HoroscopeAnswer>(`/api/horoscope?sign=${sign}&date=${DAY}`);
      v.parse(horoscopeAnswer, answer);
      expect(answer).toMatchObject({ sign, period: "daily", date: DAY, from: DAY, to: DAY, previous: "2026-11-25", next: "2026-11-27" });
      expect(answer.transits).toHaveLength(9);
      for (const row of answer.transits) {
        if (answer.events.some((e) => e.kind === "ingress" && e.planet === row.planet)) continue;
        const at = planets.planets.find((b) => b.id === row.planet)!.signIndex;
        expect(row.sign, `${sign}: ${row.planet}`).toBe(signIds[at]);
        expect(row.house, `${sign}: ${row.planet}`).toBe(((at - index + 12) % 12) + 1);
      }
      for (const field of ["prediction", "love", "career", "health", "finances"] as const) expect(answer[field].length, field).toBeGreaterThan(40);
      expect(answer.tara).toHaveLength(3);
      expect(answer.lucky.rule.length).toBeGreaterThan(20);
    }
  });

  it("takes a sign by its English, Vedic, Tamil or native-script name, in any case", async () => {
    const names = ["aries", "ARIES", "mesh", "mesham", encodeURIComponent("मेष"), encodeURIComponent("மேஷம்"), encodeURIComponent("మేషం")];
    const answers = await Promise.all(names.map((n) => json<HoroscopeAnswer>(`/api/horoscope?sign=${n}&date=${DAY}`)));
    for (const a of answers) expect(a.prediction).toBe(answers[0]!.prediction);
  });

  it("writes every period and area in the language asked for", async () => {
    const ta = await json<HoroscopeAnswer>(`/api/horoscope?sign=leo&period=monthly&area=love&lang=ta&date=${DAY}`);
    expect(ta).toMatchObject({ period: "monthly", area: "love", from: "2026-11-01", to: "2026-11-30" });
    expect(ta.prediction).toMatch(/[\u0B80-\u0BFF]/);
    expect(ta.signName).toBe("சிம்மம்");
    const week = await json<HoroscopeAnswer>(`/api/horoscope?sign=leo&period=weekly&lang=hi&date=${DAY}`);
    expect(week).toMatchObject({ from: "2026-11-23", to: "2026-11-29" });
    expect(week.prediction).toMatch(/[\u0900-\u097F]/);
    const year = await json<HoroscopeAnswer>(`/api/horoscope?sign=leo&period=yearly&lang=te&date=${DAY}`);
    expect(year.transits.map((t) => t.planet)).not.toContain("moon");
    expect(year.events.some((e) => e.kind === "ingress" && e.planet === "jupiter")).toBe(true);
    expect(year.prediction).toMatch(/[\u0C00-\u0C7F]/);
  });

  it("is cached at the edge: an ETag answered 304, kept until the period ends in IST", async () => {
    const first = await call("/api/horoscope?sign=virgo");
    expect(first.status).toBe(200);
    const etag = first.headers.get("ETag")!;
    const maxAge = Number(/max-age=(\d+)/.exec(first.headers.get("Cache-Control") ?? "")?.[1]);
    const nowMs = Date.now();
    const istMidnight = Math.ceil((nowMs + 5.5 * 3_600_000) / 86_400_000) * 86_400_000 - 5.5 * 3_600_000;
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(Math.max(60, Math.ceil((istMidnight - nowMs) / 1000)) + 1);
    const again = await call("/api/horoscope?sign=virgo", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
  });

  it("answers 400 with the error shape to a bad sign, period, area, date or an unknown parameter", async () => {
    for (const q of ["sign=ophiuchus", "sign=aries&period=hourly", "sign=aries&area=money", "sign=aries&date=2026-02-30", "sign=aries&colour=red", "period=daily"]) {
      const res = await call(`/api/horoscope?${q}`);
      expect(res.status, q).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code, q).toBe("validation_failed");
    }
  });
});

describe("GET /api/transits", () => {
  it("lists the year's ingresses, stations and combustions in IST, and what each ingress means for a sign", async () => {
    const year = await json<TransitsAnswer>("/api/transits?year=2026&sign=aries");
    v.parse(transitsAnswer, year);
    const jupiter = year.events.find((e) => e.kind === "ingress" && e.planet === "jupiter" && e.sign === "cancer")!;
    expect(jupiter.at).toMatch(/^2026-06-0[12]T.*\+05:30$/);
    expect(jupiter.house).toBe(4);
    expect(jupiter.effect).toMatchObject({ verdict: "unfavourable" });
    expect(year.events.some((e) => e.kind === "retrograde" && e.planet === "mercury")).toBe(true);
    expect(year.events.every((e) => e.at.startsWith("2026-"))).toBe(true);
    const plain = await json<TransitsAnswer>("/api/transits?year=2026&lang=hi");
    expect(plain.events.every((e) => e.effect === null && e.house === null)).toBe(true);
    expect(plain.events[0]!.text).toMatch(/[\u0900-\u097F]/);
    expect((await call("/api/transits?year=1800")).status).toBe(400);
  });
});

describe("GET /api/horoscope/personal", () => {
  it("needs a sign-in and a saved chart, then reads the day from the chart's own Moon, nakshatra and bindus", async () => {
    expect((await call("/api/horoscope/personal")).status).toBe(401);
    const address = `192.0.2.${Math.floor(Math.random() * 200) + 1}`;
    const { token } = await signUpThroughMail(async (path, body) => {
      const ctx = createExecutionContext();
      const res = await app.request(path, { method: "POST", headers: { "Content-Type": "application/json", "CF-Connecting-IP": address }, body: JSON.stringify(body) }, env, ctx);
      await waitOnExecutionContext(ctx);
      return res;
    }, { email: `horo.${crypto.randomUUID().slice(0, 8)}@example.com`, password: "long enough 1" });
    const none = await call("/api/horoscope/personal", { token });
    expect(none.status).toBe(404);
    const birth = { name: "Asha Rao", relation: "self", gender: "female", date: "1990-08-15", time: "06:30", location: "Chennai", latitude: 13.0878, longitude: 80.2785, timezone: "Asia/Kolkata" };
    expect((await call("/api/charts", { token, method: "POST", body: birth })).status).toBe(201);
    const kundli = await json<{ planets: { id: string; signIndex: number }[] }>(`/api/kundli?${new URLSearchParams({ date: birth.date, time: birth.time, latitude: String(birth.latitude), longitude: String(birth.longitude), timezone: birth.timezone })}`);
    const personal = await json<PersonalHoroscopeAnswer>(`/api/horoscope/personal?date=${DAY}`, { token });
    v.parse(personalHoroscopeAnswer, personal);
    expect(personal.chart.name).toBe("Asha Rao");
    const moon = kundli.planets.find((p) => p.id === "moon")!;
    expect(personal.natal.moonSign).toBe(personal.sign);
    expect(personal.natal.moonSign).toBe(signIds[moon.signIndex]);
    expect(personal.tara).toHaveLength(1);
    expect(personal.transits.filter((t) => t.bindus !== null).map((t) => t.planet).sort()).toEqual(["jupiter", "mars", "mercury", "moon", "saturn", "sun", "venus"]);
    for (const t of personal.transits) if (t.bindus !== null) expect(t.bindus).toBeGreaterThanOrEqual(0);
    expect((await call("/api/horoscope/personal", { token })).headers.get("Cache-Control")).toContain("no-store");
  });
});

describe("the sign pages' first HTML", () => {
  it.each([
    ["/daily-horoscope/aries", "aries", "daily", "en", /[A-Za-z]{4}/],
    ["/tamil/daily-horoscope/mesham", "aries", "daily", "ta", /[\u0B80-\u0BFF]/],
    ["/hindi/weekly-horoscope/leo", "leo", "weekly", "hi", /[\u0900-\u097F]/],
    ["/telugu/rashi/mesh", "aries", "daily", "te", /[\u0C00-\u0C7F]/],
  ] as const)("%s carries the prediction and its answer before any script runs", async (path, sign, period, lang, script) => {
    const res = await exports.default.fetch(new Request(`http://example.com${path}`, { headers: { Accept: "text/html" } }));
    expect(res.status).toBe(200);
    const html = await res.text();
    const data = /<script type="application\/json" id="edge-horoscope">([^<]*)<\/script>/.exec(html);
    expect(data, "the answer is in the page").not.toBeNull();
    const { key, answer } = JSON.parse(data![1]!) as { key: string; answer: HoroscopeAnswer };
    expect(key).toBe(`${sign}|${period}|${answer.date}|general|${lang}`);
    expect(answer.prediction).toMatch(script);
    const escaped = answer.prediction.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
    // In the first screen (painted before the JavaScript) when the build wrote one, and in the answer's JSON always.
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<script>/.exec(html)?.[1] ?? "";
    if (root.includes("aria-busy")) expect(root).toContain(escaped);
  });
});
