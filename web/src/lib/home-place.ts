/**
 * The place a page computes for when its URL names none (issue 19), in this order:
 *  1. the place chosen on this device (local storage, kept across visits);
 *  2. the signed-in account's saved city (`GET /api/me/place`);
 *  3. the visitor's city, located at the edge and written into the page (`#edge-place`);
 *  4. New Delhi.
 * A choice made in a place box is remembered on the device and, when signed in, on the account.
 * Panchang, muhurat and festival pages read it through `defaultPlace`; it is not imported by
 * the home page's first screen.
 */
import * as v from "valibot";
import type { HomePlaceAnswer } from "@contract/places";
import { apiFetch, getJson } from "./api";
import { readStoredToken } from "./token";

/** A place as the pages keep it in their URLs: label, latitude, longitude, IANA zone. */
export interface HomePlace {
  place: string;
  lat: number;
  lon: number;
  tz: string;
}
export type HomePlaceSource = "device" | "account" | "edge" | "default";

/** New Delhi: the place when nothing else is known (as drikpanchang.com opens). */
export const delhi: HomePlace = { place: "New Delhi, Delhi, India", lat: 28.6139, lon: 77.209, tz: "Asia/Kolkata" };

/** Local-storage keys: the device's own choice, and the copy of the account's city. */
export const deviceKey = "homePlace";
export const accountKey = "accountHomePlace";

const storedSchema = v.object({
  place: v.pipe(v.string(), v.minLength(1), v.maxLength(160)),
  lat: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  lon: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
  tz: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
});
const edgeSchema = v.object({
  place: v.object({ name: v.string(), latitude: v.number(), longitude: v.number(), timezone: v.string() }),
  source: v.picklist(["edge", "default"]),
});

function readStored(key: string): HomePlace | null {
  try {
    const text = localStorage.getItem(key);
    const parsed = text ? v.safeParse(storedSchema, JSON.parse(text)) : null;
    return parsed?.success ? parsed.output : null;
  } catch {
    return null;
  }
}

function writeStored(key: string, place: HomePlace | null): void {
  try {
    if (place) localStorage.setItem(key, JSON.stringify(place));
    else localStorage.removeItem(key);
  } catch {
    // storage unavailable (private mode): the choice lasts this page only
  }
}

/** The edge's city written into the page by the Worker, or null (a static server, or New Delhi as fallback). */
export function edgePlace(): HomePlace | null {
  try {
    const text = typeof document === "undefined" ? null : document.getElementById("edge-place")?.textContent;
    const parsed = text ? v.safeParse(edgeSchema, JSON.parse(text)) : null;
    if (!parsed?.success || parsed.output.source !== "edge") return null;
    const { name, latitude, longitude, timezone } = parsed.output.place;
    return { place: name, lat: latitude, lon: longitude, tz: timezone };
  } catch {
    return null;
  }
}

/** The place to use and where it came from (see the module's order). */
export function homePlace(): HomePlace & { source: HomePlaceSource } {
  const device = readStored(deviceKey);
  if (device) return { ...device, source: "device" };
  const account = readStoredToken() ? readStored(accountKey) : null;
  if (account) return { ...account, source: "account" };
  const edge = edgePlace();
  if (edge) return { ...edge, source: "edge" };
  return { ...delhi, source: "default" };
}

/** The place for a page without one in its URL; New Delhi is shown as `delhiLabel` (the page's language). */
export function defaultPlace(delhiLabel: string): HomePlace {
  const { source, ...place } = homePlace();
  return source === "default" ? { ...place, place: delhiLabel } : place;
}

/** Remembers a place chosen in a place box: on this device, and on the account when signed in. */
export function rememberPlace(place: HomePlace): void {
  writeStored(deviceKey, place);
  if (!readStoredToken()) return;
  writeStored(accountKey, place);
  const body = { name: place.place.slice(0, 160), latitude: place.lat, longitude: place.lon, timezone: place.tz };
  apiFetch("/api/me/place", { method: "PUT", body: JSON.stringify(body) }).catch((err: unknown) => console.warn("saving the city on the account failed", err));
}

let accountSync: Promise<void> | undefined;

/**
 * Fetches the account's city once per page load when signed in and this device has made no
 * choice, so a new device opens at the account's city. Failures leave the order's next step.
 */
export function syncAccountPlace(): Promise<void> {
  if (!readStoredToken() || readStored(deviceKey)) return Promise.resolve();
  accountSync ??= getJson<HomePlaceAnswer>("/api/me/place")
    .then(({ place }) => writeStored(accountKey, place && { place: place.name, lat: place.latitude, lon: place.longitude, tz: place.timezone }))
    .catch(() => undefined);
  return accountSync;
}
