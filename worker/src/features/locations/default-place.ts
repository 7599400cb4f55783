/**
 * The visitor's default place (issue 19): the city the edge located the request in
 * (`request.cf`: city, latitude, longitude, time zone, country, region), matched to the
 * gazetteer; New Delhi when the request carries none (local development, tests, or a
 * location Cloudflare could not resolve) or the gazetteer has nothing near it.
 */
import type { DefaultPlaceAnswer } from "@contract/places";
import { DELHI } from "../../lib/place";
import { IsolateMemo } from "../../lib/edge-cache";
import { normalizeText, presentPlace, type SearchLang, type SearchVisitor, type SqlClient } from "./search";

/** What the edge knows of where a request came from (Cloudflare's `request.cf`), checked. */
export interface EdgeLocation {
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  timezone: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string | null;
  /** The state's name ("Tamil Nadu"), as GeoNames' admin1 names in `places.state`. */
  region: string | null;
}

const str = (x: unknown, max = 100): string | null => (typeof x === "string" && x.trim() && x.length <= max ? x.trim() : null);
const deg = (x: unknown, limit: number): number | null => {
  const n = typeof x === "number" ? x : typeof x === "string" && /^[+-]?\d{1,3}(\.\d+)?$/.test(x) ? Number(x) : NaN;
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
};

const unknownLocation: EdgeLocation = { city: null, latitude: null, longitude: null, timezone: null, country: null, region: null };

/**
 * A loopback or private client address: a request from this machine or its network, which
 * `wrangler dev` answers with a made-up `cf` (Austin, Texas) rather than a real location.
 */
export function isLocalAddress(address: string): boolean {
  const ip = address.toLowerCase().replace(/^::ffff:/, "");
  return /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|169\.254\.)/.test(ip) || ip === "::1" || /^f[cd][0-9a-f]{2}:/.test(ip) || /^fe80:/.test(ip);
}

/**
 * The edge's location of a request; every field null when it has no `cf` (tests) or comes
 * from a local address (`wrangler dev`: New Delhi locally, as in production when unknown).
 */
export function edgeLocation(request: Request): EdgeLocation {
  const client = request.headers.get("CF-Connecting-IP");
  if (client && isLocalAddress(client)) return unknownLocation;
  const cf = (request as Request & { cf?: Record<string, unknown> }).cf ?? {};
  const country = str(cf.country, 2);
  return {
    city: str(cf.city),
    latitude: deg(cf.latitude, 90),
    longitude: deg(cf.longitude, 180),
    timezone: str(cf.timezone, 64),
    // "T1" is Tor, "XX" unknown: neither is a country to rank by.
    country: country && /^[A-Z]{2}$/.test(country) && country !== "T1" && country !== "XX" ? country : null,
    region: str(cf.region),
  };
}

/** Where place search should lean: the visitor's country and state, India when unknown (the audience). */
export function searchVisitor(edge: EdgeLocation): SearchVisitor {
  return edge.country ? { country: edge.country, region: edge.region } : { country: "IN", region: null };
}

/** New Delhi in the four languages (the gazetteer's names, scripts/seed/place-names.json). */
const delhiNames: Record<SearchLang, string> = { en: "New Delhi", hi: "नई दिल्ली", ta: "புது டெல்லி", te: "న్యూఢిల్లీ" };

export function delhiPlace(lang: SearchLang): DefaultPlaceAnswer {
  const where = "New Delhi, Delhi, India";
  return {
    place: { ...DELHI, name: delhiNames[lang], display: lang === "en" ? where : `${delhiNames[lang]} – ${where}`, country: "IN", state: "Delhi" },
    source: "default",
  };
}

/** How near the edge's point a place must be to stand for it: same name within 50 km, else the largest within 15 km. */
const sameNameKm = 50;
const nearbyKm = 15;

function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(a)));
}

const columns = "id, name, state, country, latitude, longitude, population, timezone, name_hi, name_ta, name_te, alt_names";

/**
 * The gazetteer's place for an edge location, or null. With coordinates: the place of the
 * city's name within 50 km (the largest), else the largest place within 15 km; without them,
 * the largest place of that name in that country.
 */
export async function matchEdgeLocation(client: SqlClient, edge: EdgeLocation): Promise<Record<string, unknown> | null> {
  const cityKey = edge.city ? normalizeText(edge.city) : null;
  const named = (row: Record<string, unknown>) =>
    cityKey !== null && [row.name, row.name_hi, row.name_ta, row.name_te, ...parseAlts(row.alt_names)].some((n) => typeof n === "string" && foldLatin(normalizeText(n)) === foldLatin(cityKey));
  if (edge.latitude !== null && edge.longitude !== null) {
    const { latitude: lat, longitude: lon } = edge;
    const dLat = sameNameKm / 111;
    const dLon = sameNameKm / (111 * Math.max(0.1, Math.cos((lat * Math.PI) / 180)));
    const [result] = await client.batch(
      [{ sql: `SELECT ${columns} FROM places WHERE latitude BETWEEN ?1 AND ?2 AND longitude BETWEEN ?3 AND ?4 ORDER BY population DESC LIMIT 200`, args: [lat - dLat, lat + dLat, lon - dLon, lon + dLon] }],
      "read",
    );
    const rows = Array.from(result!.rows).map((row) => ({ row, km: distanceKm(lat, lon, Number(row.latitude), Number(row.longitude)) }));
    // Rows are largest first: the first that qualifies is the largest.
    return rows.find((r) => r.km <= sameNameKm && named(r.row))?.row ?? rows.find((r) => r.km <= nearbyKm)?.row ?? null;
  }
  if (cityKey && edge.country) {
    const [result] = await client.batch(
      [{ sql: `SELECT ${columns} FROM places WHERE country = ?1 AND lower(name) = ?2 ORDER BY population DESC LIMIT 1`, args: [edge.country, edge.city!.toLowerCase()] }],
      "read",
    );
    return Array.from(result!.rows)[0] ?? null;
  }
  return null;
}

function parseAlts(value: unknown): unknown[] {
  try {
    const parsed: unknown = JSON.parse(String(value ?? "[]"));
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}
const foldLatin = (s: string) => s.normalize("NFKD").replace(/\p{M}/gu, "");

// The gazetteer changes only with a reseed: an edge location's match is kept for a day.
const memo = new IsolateMemo<Record<string, unknown> | null>(512, 2_000_000);
const dayMs = 86_400_000;

/**
 * The default place of a request in `lang`: its edge location's gazetteer place, else New
 * Delhi. Never fails: a database error answers New Delhi (a page must not break over it).
 */
export async function defaultPlaceFor(client: () => SqlClient, edge: EdgeLocation, lang: SearchLang): Promise<DefaultPlaceAnswer> {
  if (edge.city === null && edge.latitude === null) return delhiPlace(lang);
  const key = JSON.stringify([edge.city, edge.latitude, edge.longitude, edge.country]);
  let row = memo.get(key, Date.now());
  if (row === undefined) {
    try {
      row = await matchEdgeLocation(client(), edge);
      memo.set(key, row, key.length + 400, Date.now() + dayMs);
    } catch (err) {
      console.warn("default place: gazetteer lookup failed", err);
      return delhiPlace(lang);
    }
  }
  if (!row) return delhiPlace(lang);
  const { name, display, latitude, longitude, timezone, country, state } = presentPlace(row, lang);
  return { place: { name, display, latitude, longitude, timezone, country, state }, source: "edge" };
}
