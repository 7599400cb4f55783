/**
 * The visitor's default place from the edge's `request.cf` and the account's saved city
 * (issue 19), over the full gazetteer (workerd → sqld).
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { signUpThroughMail } from "../auth/signup.testing";
import type { DefaultPlaceAnswer, HomePlaceAnswer } from "@contract/places";

type Cf = Record<string, string>;
const fetchWithCf = (path: string, cf?: Cf, init: RequestInit = {}) => exports.default.fetch(new Request(`http://example.com${path}`, { ...init, cf } as RequestInit));

/** What Cloudflare puts in `request.cf` for a visitor in Chennai (fields as documented, strings for coordinates). */
const chennaiCf: Cf = { city: "Chennai", latitude: "13.08360", longitude: "80.28250", timezone: "Asia/Kolkata", country: "IN", region: "Tamil Nadu", regionCode: "TN" };
const hyderabadPkCf: Cf = { city: "Hyderabad", latitude: "25.39240", longitude: "68.37370", timezone: "Asia/Karachi", country: "PK", region: "Sindh", regionCode: "SD" };

async function defaultPlace(cf?: Cf, lang = "en"): Promise<DefaultPlaceAnswer> {
  const res = await fetchWithCf(`/api/places/default?lang=${lang}`, cf);
  expect(res.status).toBe(200);
  return (await res.json()) as DefaultPlaceAnswer;
}

describe("GET /api/places/default", () => {
  it("gives a visitor the edge locates in Chennai Chennai, with its zone, named in the page's language", async () => {
    const en = await defaultPlace(chennaiCf);
    expect(en.source).toBe("edge");
    expect(en.place).toMatchObject({ name: "Chennai", timezone: "Asia/Kolkata", country: "IN", state: "Tamil Nadu" });
    expect(en.place.latitude).toBeCloseTo(13.08, 1);
    expect((await defaultPlace(chennaiCf, "ta")).place.name).toBe("சென்னை");
  });

  it("gives New Delhi without a location (local development) and for a point the gazetteer has nothing near", async () => {
    for (const answer of [await defaultPlace(), await defaultPlace({ latitude: "0.5", longitude: "-30.2", country: "XX" })]) {
      expect(answer.source).toBe("default");
      expect(answer.place).toMatchObject({ name: "New Delhi", latitude: 28.6139, longitude: 77.209, timezone: "Asia/Kolkata" });
    }
    expect((await defaultPlace(undefined, "hi")).place.name).toBe("नई दिल्ली");
  });

  it("matches a city the edge names without coordinates by name within its country", async () => {
    const answer = await defaultPlace({ city: "Coimbatore", country: "IN" });
    expect(answer).toMatchObject({ source: "edge", place: { name: "Coimbatore", state: "Tamil Nadu" } });
  });

  it("writes the visitor's place into the page for the SPA", async () => {
    const page = await (await fetchWithCf("/tamil/panchang", chennaiCf)).text();
    const json = /<script type="application\/json" id="edge-place">(.*?)<\/script>/.exec(page)?.[1];
    expect(JSON.parse(json!)).toMatchObject({ source: "edge", place: { name: "சென்னை", timezone: "Asia/Kolkata" } });
  });
});

describe("place search leans to where the visitor is", () => {
  const search = async (query: string, cf?: Cf) => {
    const res = await fetchWithCf(`/api/locations/search?query=${encodeURIComponent(query)}`, cf);
    expect(res.status).toBe(200);
    return ((await res.json()) as { locations: { name: string; display: string; country: string; matched?: string }[] }).locations;
  };

  it('gives "chen" Chennai first and no more than 3 foreign cities in the top 10', async () => {
    const found = await search("chen");
    expect(found[0]?.name).toBe("Chennai");
    expect(found.filter((l) => l.country !== "IN").length, found.map((l) => l.display).join(" | ")).toBeLessThanOrEqual(3);
  });

  it('gives "hyd" Hyderabad in Sindh first to a visitor in Pakistan, Hyderabad in Telangana to one in India', async () => {
    expect((await search("hyd", hyderabadPkCf))[0]).toMatchObject({ name: "Hyderabad", country: "PK" });
    expect((await search("hyd", chennaiCf))[0]).toMatchObject({ name: "Hyderabad", country: "IN" });
  });

  it("names the other name the query matched, in its script", async () => {
    expect((await search("बनारस"))[0]).toMatchObject({ name: "वाराणसी", matched: "बनारस" });
    expect((await search("Benares"))[0]).toMatchObject({ name: "Varanasi", matched: "Benares" });
    expect((await search("varanasi"))[0]?.matched).toBeUndefined();
  });
});

describe("GET/PUT /api/me/place", () => {
  const app = createApp();
  const call = async (method: string, token?: string, body?: unknown) => {
    const headers: Record<string, string> = { "Content-Type": "application/json" };
    if (token) headers.Authorization = `Bearer ${token}`;
    const ctx = createExecutionContext();
    const res = await app.request("/api/me/place", { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }, env, ctx);
    await waitOnExecutionContext(ctx);
    return res;
  };
  const signUp = () =>
    signUpThroughMail(
      async (path, body) => {
        const ctx = createExecutionContext();
        const res = await app.request(path, { method: "POST", headers: { "Content-Type": "application/json", "CF-Connecting-IP": `192.0.2.${Math.floor(Math.random() * 200) + 1}` }, body: JSON.stringify(body) }, env, ctx);
        await waitOnExecutionContext(ctx);
        return res;
      },
      { email: `place.${crypto.randomUUID().slice(0, 8)}@example.com`, password: "long enough 1" },
    );

  it("keeps the signed-in user's city: none at first, then the one saved, replaced by the next", async () => {
    const { token } = await signUp();
    expect(((await (await call("GET", token)).json()) as HomePlaceAnswer).place).toBeNull();
    const madurai = { name: "Madurai, Tamil Nadu, India", latitude: 9.919, longitude: 78.119, timezone: "Asia/Kolkata" };
    expect((await call("PUT", token, madurai)).status).toBe(200);
    expect(((await (await call("GET", token)).json()) as HomePlaceAnswer).place).toEqual(madurai);
    const pune = { ...madurai, name: "Pune", latitude: 18.52, longitude: 73.855 };
    await call("PUT", token, pune);
    expect(((await (await call("GET", token)).json()) as HomePlaceAnswer).place).toEqual(pune);
  });

  it("refuses a place without a known zone or with coordinates out of range, in the error shape", async () => {
    const { token } = await signUp();
    for (const bad of [{ name: "X", latitude: 10, longitude: 10, timezone: "Mars/Olympus" }, { name: "X", latitude: 91, longitude: 10, timezone: "Asia/Kolkata" }, { name: "", latitude: 1, longitude: 1, timezone: "UTC" }]) {
      const res = await call("PUT", token, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("validation_failed");
    }
  });

  it("needs a signed-in user", async () => {
    expect((await call("GET")).status).toBe(401);
    expect((await call("PUT", undefined, { name: "X", latitude: 1, longitude: 1, timezone: "UTC" })).status).toBe(401);
  });
});

describe("a request from this machine (wrangler dev)", () => {
  it("gets New Delhi, not the made-up location wrangler dev puts in cf (Austin, Texas)", async () => {
    const austin: Cf = { city: "Austin", latitude: "30.27130", longitude: "-97.74260", timezone: "America/Chicago", country: "US", region: "Texas" };
    for (const address of ["127.0.0.1", "::1", "192.168.1.20"]) {
      const res = await fetchWithCf("/api/places/default", austin, { headers: { "CF-Connecting-IP": address } });
      expect(((await res.json()) as DefaultPlaceAnswer).place.name, address).toBe("New Delhi");
    }
    const fromAbroad = await fetchWithCf("/api/places/default", austin, { headers: { "CF-Connecting-IP": "203.0.113.9" } });
    expect(((await fromAbroad.json()) as DefaultPlaceAnswer).place).toMatchObject({ name: "Austin", timezone: "America/Chicago" });
  });
});
