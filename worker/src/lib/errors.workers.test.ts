import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

const api = (path: string, headers: Record<string, string> = {}, init: RequestInit = {}) =>
  exports.default.fetch(new Request(`http://example.com${path}`, { ...init, headers: { ...headers, ...(init.headers as Record<string, string>) } }));
const postKundli = (body: unknown, headers: Record<string, string> = {}) =>
  api("/api/kundli", headers, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

interface Issue {
  path: string;
  code?: string;
  params?: Record<string, string | number>;
  message: string;
}
interface Body {
  error: { code: string; message: string; messageCode?: string; params?: Record<string, string | number>; details?: Issue[] };
}

const dateIssue = (body: Body) => body.error.details!.find((i) => i.path === "date")!;

describe("API errors in the request's language", () => {
  it("answers English by default, with each issue's code and params", async () => {
    const res = await postKundli({ name: "A" });
    expect(res.status).toBe(400);
    expect(res.headers.get("Vary")).toMatch(/Accept-Language/);
    const body = (await res.json()) as Body;
    expect(body.error).toMatchObject({ code: "validation_failed", message: "Invalid body", messageCode: "invalid_input", params: { field: "target.body" } });
    expect(body.error.details).toContainEqual({ path: "name", code: "min_chars", params: { field: "Name", min: 2 }, message: "Name must be at least 2 characters" });
    expect(dateIssue(body)).toEqual({ path: "date", code: "required", params: { field: "birth.date" }, message: "Birth date is required" });
  });

  it("answers a bad /api/kundli in hi, ta and te by Accept-Language, with the same codes", async () => {
    const expected = { hi: "जन्म तिथि देना ज़रूरी है", ta: "பிறந்த தேதி அவசியம் தேவை", te: "పుట్టిన తేదీ తప్పనిసరి" } as const;
    for (const [lang, message] of Object.entries(expected)) {
      const res = await postKundli({ name: "A" }, { "Accept-Language": `${lang}-IN,${lang};q=0.9,en;q=0.8` });
      expect(res.status).toBe(400);
      expect(res.headers.get("Content-Language")).toBe(lang);
      const body = (await res.json()) as Body;
      expect(body.error.code).toBe("validation_failed");
      expect(dateIssue(body)).toEqual({ path: "date", code: "required", params: { field: "birth.date" }, message });
    }
    const get = (await (await api("/api/kundli?date=1996-12-07&time=10:34&latitude=91&longitude=80", { "Accept-Language": "hi" })).json()) as Body;
    expect(get.error.details).toContainEqual({ path: "latitude", code: "at_most", params: { field: "Latitude", max: 90 }, message: "अक्षांश अधिक से अधिक 90 हो सकता है" });
  });

  it("lets a route's lang= win over Accept-Language", async () => {
    const res = await api("/api/festivals?year=12&lang=ta", { "Accept-Language": "hi" });
    expect(res.status).toBe(400);
    const body = (await res.json()) as Body;
    expect(body.error.details).toContainEqual({ path: "year", code: "year_format", params: { field: "year" }, message: "year நான்கு இலக்க ஆண்டாக இருக்க வேண்டும்" });
    const english = (await (await api("/api/festivals?year=12&lang=en", { "Accept-Language": "te" })).json()) as Body;
    expect(english.error.details?.[0]?.message).toBe("year must be a four-digit year");
  });

  it("renders the errors the domain throws (not found) in the request's language", async () => {
    const body = (await (await api("/api/nope", { "Accept-Language": "te" })).json()) as Body;
    expect(body.error).toMatchObject({ code: "not_found", messageCode: "no_api_route", params: { method: "GET", path: "/api/nope" }, message: "GET /api/nope కు API మార్గం లేదు" });
  });
});
