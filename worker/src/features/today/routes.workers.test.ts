import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

const api = (path: string) => exports.default.fetch(new Request(`http://example.com${path}`));
interface Today {
  at: string;
  timezone: string;
  moon: { signIndex: number; nakshatra: { id: string; number: number; pada: number; lord: string }; startsAt: string; endsAt: string };
  guidance: { nature: string; text: string };
  options: { ayanamsa: string };
}

describe("GET /api/today", () => {
  it("gives the Moon's nakshatra now, bracketed by its start and end in Indian time, with guidance", async () => {
    const res = await api("/api/today");
    expect(res.status).toBe(200);
    const body = (await res.json()) as Today;
    expect(body.timezone).toBe("Asia/Kolkata");
    expect(body.at).toMatch(/\+05:30$/);
    expect(Date.parse(body.moon.startsAt)).toBeLessThanOrEqual(Date.parse(body.at) + 1000);
    expect(Date.parse(body.moon.endsAt)).toBeGreaterThan(Date.parse(body.at) - 1000);
    expect(body.moon.nakshatra.number).toBeGreaterThanOrEqual(1);
    expect(body.guidance.text.length).toBeGreaterThan(20);
    expect(body.options.ayanamsa).toBe("lahiri");
  });

  it.each([
    ["hi", /\p{Script=Devanagari}/u],
    ["ta", /\p{Script=Tamil}/u],
    ["te", /\p{Script=Telugu}/u],
  ])("writes the guidance in %s", async (lang, script) => {
    expect(((await (await api(`/api/today?lang=${lang}`)).json()) as Today).guidance.text).toMatch(script);
  });

  it("answers in another time zone when asked", async () => {
    expect(((await (await api("/api/today?timezone=Asia/Kathmandu")).json()) as Today).at).toMatch(/\+05:45$/);
  });

  it.each(["lang=fr", "timezone=Mars/Olympus", "x=1"])("answers 400 for ?%s", async (qs) => {
    expect((await api(`/api/today?${qs}`)).status).toBe(400);
  });
});
