/**
 * Place search over the gazetteer: FTS5 prefix matching on every name of a place (English,
 * alternate spellings, Devanagari, Tamil, Telugu), then a consonant-skeleton pass that
 * forgives misspelt vowels and doubled letters ("Varansi", "Tiruchirapalli"). Ranked by
 * match quality, then population with Indian places first among equals (the audience).
 */

type Statement = { sql: string; args: (string | number | null)[] };
/** The subset of a libSQL client this module needs (the web and Node clients both fit). */
export interface SqlClient {
  batch(stmts: Statement[], mode: "read"): Promise<{ rows: ArrayLike<Record<string, unknown>> }[]>;
}

export type SearchLang = "en" | "hi" | "ta" | "te";

export interface PlaceResult {
  id: number;
  name: string;
  display: string;
  latitude: number;
  longitude: number;
  timezone: string;
  country: string;
  state: string | null;
  population: number;
}

export const maxResults = 10;

/**
 * Text as the index stores it: NFC, lower case, zero-width joiners and the Devanagari nukta
 * dropped (keyboards and newspapers differ on them), punctuation and symbols to spaces.
 */
export function normalizeText(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[\u200C\u200D\u093C]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s-]/gu, " ")
    .replace(/[\s-]+/g, " ")
    .trim();
}

/**
 * A spelling-tolerant key for Latin names: ASCII-folded, aspirates and doubled letters
 * collapsed, vowels after the first letter dropped; prefixed "zq" so it never collides
 * with a real word. "Varanasi" and "Varansi" → "zqvrns".
 */
export function skeleton(word: string): string {
  const ascii = word
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");
  if (ascii.length < 3) return "";
  const folded = ascii
    .replace(/([bcdgjkpt])h/g, "$1")
    .replace(/w/g, "v")
    .replace(/z/g, "j")
    .replace(/ph/g, "f")
    .replace(/(.)\1+/g, "$1");
  const key = folded[0] + folded.slice(1).replace(/[aeiouy]/g, "");
  return key.length >= 3 ? `zq${key}` : "";
}

/** Everything the index holds for one place: all names, plus skeleton keys of the Latin ones. */
export function indexText(names: readonly (string | null | undefined)[]): string {
  const words = names.filter((n): n is string => Boolean(n)).map(normalizeText);
  const latinWords = words.flatMap((n) => n.split(" ")).filter((w) => /^[a-z]/.test(w));
  const keys = new Set(latinWords.map(skeleton).filter(Boolean));
  return [...words, ...keys].join(" ");
}

/** FTS5 query: every word must match, the last as a prefix. Quotes make each word a literal. */
export function ftsQuery(normalized: string): string | null {
  const words = normalized.split(" ").filter(Boolean);
  if (!words.length) return null;
  return words.map((w, i) => `"${w.replace(/"/g, '""')}"${i === words.length - 1 ? "*" : ""}`).join(" ");
}

/** The skeleton query for a Latin search text, or null when it has no useful skeleton. */
export function skeletonQuery(normalized: string): string | null {
  const words = normalized.split(" ").filter(Boolean);
  if (!words.length || !words.every((w) => /^[a-z]+$/.test(w))) return null;
  const keys = words.map(skeleton);
  if (keys.some((k) => !k)) return null;
  return keys.map((k, i) => `"${k}"${i === keys.length - 1 ? "*" : ""}`).join(" ");
}

/** Which script the user typed in, to answer with names in that script. */
export function scriptOf(text: string): SearchLang {
  if (/\p{Script=Devanagari}/u.test(text)) return "hi";
  if (/\p{Script=Tamil}/u.test(text)) return "ta";
  if (/\p{Script=Telugu}/u.test(text)) return "te";
  return "en";
}

const countryNames = new Intl.DisplayNames(["en"], { type: "region" });
function countryName(code: string): string {
  try {
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
}

// Candidates are the 200 heaviest matches (population, Indian places ×20); match quality is
// judged on those only, which keeps two-letter prefixes (thousands of matches) fast.
const rankedSql = `
WITH candidates AS (
  SELECT p.*, p.population * (CASE WHEN p.country = 'IN' THEN 20 ELSE 1 END) AS weight
  FROM place_search s JOIN places p ON p.id = s.rowid
  WHERE place_search MATCH ?1
  ORDER BY weight DESC
  LIMIT 200
)
SELECT id, name, state, country, latitude, longitude, population, timezone, name_hi, name_ta, name_te
FROM candidates c
ORDER BY
  CASE
    WHEN lower(c.name) = ?2 OR c.name_hi = ?2 OR c.name_ta = ?2 OR c.name_te = ?2 THEN 0
    WHEN lower(c.name) LIKE ?3 ESCAPE '\\' OR c.name_hi LIKE ?3 ESCAPE '\\' OR c.name_ta LIKE ?3 ESCAPE '\\' OR c.name_te LIKE ?3 ESCAPE '\\'
      OR EXISTS (SELECT 1 FROM json_each(c.alt_names) WHERE lower(value) LIKE ?3 ESCAPE '\\') THEN 1
    ELSE 2
  END,
  c.weight DESC
LIMIT ?4`;

function toResult(row: Record<string, unknown>, lang: SearchLang): PlaceResult {
  const english = String(row.name);
  const native = lang === "en" ? null : (row[`name_${lang}`] as string | null);
  const state = (row.state as string | null) ?? null;
  const where = [english, state === english ? null : state, countryName(String(row.country))].filter(Boolean).join(", ");
  return {
    id: Number(row.id),
    name: native ?? english,
    display: native ? `${native} – ${where}` : where,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    timezone: String(row.timezone),
    country: String(row.country),
    state,
    population: Number(row.population),
  };
}

/** Up to `limit` places for what the user typed (at least 2 characters after normalising). */
export async function searchPlaces(client: SqlClient, query: string, limit = maxResults): Promise<PlaceResult[]> {
  const normalized = normalizeText(query);
  if ([...normalized].length < 2) return [];
  const lang = scriptOf(normalized);
  const escapedLike = `${normalized.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  // The exact and the spelling-tolerant query go in one request (one round trip).
  const matches = [ftsQuery(normalized), skeletonQuery(normalized)].filter((m): m is string => m !== null);
  const results = await client.batch(
    matches.map((match) => ({ sql: rankedSql, args: [match, normalized, escapedLike, limit] })),
    "read",
  );
  const rows: Record<string, unknown>[] = [];
  const seen = new Set<number>();
  for (const result of results) {
    for (const row of Array.from(result.rows)) {
      if (rows.length < limit && !seen.has(Number(row.id))) {
        seen.add(Number(row.id));
        rows.push(row);
      }
    }
  }
  return rows.map((r) => toResult(r, lang));
}
