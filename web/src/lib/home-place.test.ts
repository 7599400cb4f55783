import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { accountKey, defaultPlace, deviceKey, homePlace } from "./home-place";

const store = new Map<string, string>();
let edgeJson: string | null = null;
const chennaiEdge = JSON.stringify({ source: "edge", place: { name: "Chennai", latitude: 13.08, longitude: 80.28, timezone: "Asia/Kolkata", display: "Chennai, Tamil Nadu, India", country: "IN", state: "Tamil Nadu" } });
const madurai = { place: "Madurai", lat: 9.92, lon: 78.12, tz: "Asia/Kolkata" };
const pune = { place: "Pune", lat: 18.52, lon: 73.86, tz: "Asia/Kolkata" };

beforeEach(() => {
  store.clear();
  edgeJson = null;
  vi.stubGlobal("localStorage", {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  });
  vi.stubGlobal("document", { getElementById: (id: string) => (id === "edge-place" && edgeJson ? { textContent: edgeJson } : null) });
});
afterEach(() => vi.unstubAllGlobals());

describe("the place a page opens with (issue 19)", () => {
  it("is New Delhi, under the page's label, when nothing else is known", () => {
    expect(homePlace().source).toBe("default");
    expect(defaultPlace("नई दिल्ली (IST)")).toEqual({ place: "नई दिल्ली (IST)", lat: 28.6139, lon: 77.209, tz: "Asia/Kolkata" });
  });

  it("is the visitor's city when the edge located them", () => {
    edgeJson = chennaiEdge;
    expect(homePlace()).toMatchObject({ source: "edge", place: "Chennai", lat: 13.08 });
  });

  it("prefers the account's city to the edge's when signed in, and ignores it when signed out", () => {
    edgeJson = chennaiEdge;
    store.set(accountKey, JSON.stringify(pune));
    expect(homePlace().source).toBe("edge");
    store.set("token", "a.b.c");
    expect(homePlace()).toMatchObject({ source: "account", place: "Pune" });
  });

  it("prefers the choice made on this device to everything else", () => {
    edgeJson = chennaiEdge;
    store.set("token", "a.b.c");
    store.set(accountKey, JSON.stringify(pune));
    store.set(deviceKey, JSON.stringify(madurai));
    expect(homePlace()).toMatchObject({ source: "device", place: "Madurai" });
  });

  it("skips a stored place that is not one (edited by hand, an older format)", () => {
    store.set(deviceKey, JSON.stringify({ place: "Nowhere", lat: 123, lon: 0, tz: "UTC" }));
    store.set(accountKey, "not json");
    store.set("token", "a.b.c");
    expect(homePlace().source).toBe("default");
  });
});
