import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { zodiacSvg } from "./art";

const api = (path: string, init?: RequestInit) => exports.default.fetch(new Request(`http://example.com${path}`, init));

const signs = ["Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo", "Libra", "Scorpio", "Sagittarius", "Capricorn", "Aquarius", "Pisces"];

describe("GET /api/zodiac-image/{Sign}.jpg", () => {
  it.each(signs)("answers the %s tile as a cacheable SVG", async (name) => {
    const res = await api(`/api/zodiac-image/${name}.jpg`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("ETag")).toBeTruthy();
    const body = await res.text();
    expect(body.startsWith("<svg ")).toBe(true);
    expect(body).toContain(`aria-label="${name}"`);
  });

  it.each(["aries.jpg", "ARIES.JPG", "Aries.svg", "aries.png"])("accepts %s as the same image", async (file) => {
    const res = await api(`/api/zodiac-image/${file}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
    expect(await res.text()).toBe(zodiacSvg("aries"));
  });

  it("answers 304 to If-None-Match with its ETag", async () => {
    const first = await api("/api/zodiac-image/Leo.jpg");
    const tag = first.headers.get("ETag")!;
    const second = await api("/api/zodiac-image/Leo.jpg", { headers: { "If-None-Match": tag } });
    expect(second.status).toBe(304);
  });

  it.each(["Ophiuchus.jpg", "../etc.jpg", "..%2Fetc.jpg", "Aries.gif", "Aries", "Aries.jpg.jpg", "%20Aries.jpg"])(
    "answers 404 in the error shape for %s",
    async (file) => {
      const res = await api(`/api/zodiac-image/${file}`);
      expect(res.status).toBe(404);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("not_found");
      expect(body.error.message).toBeTruthy();
    },
  );
});
