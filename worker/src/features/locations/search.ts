/**
 * Place search over the gazetteer: FTS5 prefix matching on every name of a place (English,
 * alternate spellings and old names in Latin, Devanagari, Tamil and Telugu), then a
 * consonant-skeleton pass that forgives misspelt vowels and doubled letters ("Varansi",
 * "Tiruchirapalli"), then an edit-distance pass ("chenai", "banglore"): one edit for words
 * of 5–7 letters, two for 8 or more. Exact and prefix matches rank first, then by population
 * weighted towards the visitor's country and state (India when unknown: the audience).
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
  /** The other name of the place that the query matched ("बनारस" for Varanasi), when not its shown name. */
  matched?: string;
}

/** Where the visitor is (from the edge's `request.cf`): ISO country code and state name. */
export interface SearchVisitor {
  country: string;
  region?: string | null;
}

export const maxResults = 10;
/** Foreign places in a list that has places of the visitor's country: at most this many. */
export const maxForeign = 3;
/** Rows each ranked pass returns: enough to fill the list after foreign places are thinned. */
const maxCandidates = 20;
const indiaVisitor: SearchVisitor = { country: "IN" };

/**
 * Text as the index stores it: NFC, lower case, zero-width joiners and the Devanagari and
 * Telugu nukta dropped, chandrabindu written as anusvara and the candra (English) vowel signs
 * as the plain ones ("बॉम्बे" = "बोम्बे", "गाँव" = "गांव": keyboards and newspapers differ on
 * them), punctuation and symbols to spaces.
 */
export function normalizeText(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[\u200C\u200D\u093C\u0C3C]/g, "")
    .replace(/\u0901/g, "\u0902")
    .replace(/\u0C01/g, "\u0C02")
    .replace(/\u0949/g, "\u094B")
    .replace(/\u0945/g, "\u0947")
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

/** A Latin word without accents, for edit distances ("chengannūr" → "chengannur"). */
function asciiFold(word: string): string {
  return word.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/[^a-z]/g, "");
}

/** Shortest indexed word the edit-distance pass can find (a 5-letter query less one letter). */
const fuzzyMinIndexed = 4;
/** Edits tolerated for a query word: none under 5 letters, one for 5–7, two for 8 or more. */
export function editsAllowed(word: string): 0 | 1 | 2 {
  const n = asciiFold(word).length;
  return n >= 8 ? 2 : n >= 5 ? 1 : 0;
}

/** The word and every form of it with up to `deletions` letters removed. */
function deletionVariants(word: string, deletions: number): Set<string> {
  let level = new Set([word]);
  const all = new Set(level);
  for (let d = 0; d < deletions; d++) {
    const next = new Set<string>();
    for (const w of level) for (let i = 0; i < w.length; i++) next.add(w.slice(0, i) + w.slice(i + 1));
    for (const w of next) all.add(w);
    level = next;
  }
  return all;
}

/**
 * Edit-distance keys of an indexed Latin word (symmetric deletion, as SymSpell): the word and
 * its one-letter deletions, prefixed "zd". A query shares a key with every word one edit away
 * (insertion, deletion, substitution or swap of neighbours) and, through its own two-letter
 * deletions, with most words two edits away; each candidate is then checked by `editDistance`.
 */
export function fuzzyKeys(word: string): string[] {
  const ascii = asciiFold(word);
  if (ascii.length < fuzzyMinIndexed) return [];
  return [...deletionVariants(ascii, 1)].filter((w) => w.length >= fuzzyMinIndexed - 1).map((w) => `zd${w}`);
}

/** Everything the index holds for one place: all names, plus skeleton and edit-distance keys of the Latin ones. */
export function indexText(names: readonly (string | null | undefined)[]): string {
  const words = names.filter((n): n is string => Boolean(n)).map(normalizeText);
  const latinWords = words.flatMap((n) => n.split(" ")).filter((w) => /^[a-z]/.test(w));
  const keys = new Set([...latinWords.map(skeleton).filter(Boolean), ...latinWords.flatMap(fuzzyKeys)]);
  return [...words, ...keys].join(" ");
}

/**
 * Optimal string alignment distance (Levenshtein plus swaps of neighbouring letters), or
 * `max + 1` as soon as it must exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      row.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/**
 * The edit-distance query for a Latin search text, or null when no word is long enough to
 * forgive a typo: each word of 5+ letters becomes its deletion keys (any one must match), the
 * shorter ones stay literal words (the last as a prefix); explicit ANDs, as FTS5 does not join
 * a parenthesised group to its neighbour implicitly.
 */
export function fuzzyQuery(normalized: string): string | null {
  const words = normalized.split(" ").filter(Boolean);
  if (!words.length || !words.every((w) => /^[a-z]+$/.test(asciiFold(w)) && /^\p{Script=Latin}+$/u.test(w))) return null;
  if (!words.some((w) => editsAllowed(w) > 0)) return null;
  return words
    .map((w, i) => {
      const edits = editsAllowed(w);
      if (!edits) return `"${w}"${i === words.length - 1 ? "*" : ""}`;
      const keys = [...deletionVariants(asciiFold(w), edits)].filter((k) => k.length >= fuzzyMinIndexed - 1);
      return `(${keys.map((k) => `"zd${k}"`).join(" OR ")})`;
    })
    .join(" AND ");
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

// Candidates are the 200 heaviest matches; match quality is judged on those only, which keeps
// two-letter prefixes (thousands of matches) fast. Weight: population, ×1000 in the visitor's
// country (so its towns of a few thousand come before foreign cities of a few million: "chen"
// is Chennai, Chengannur, Chengam… before Chengdu) and ×5 more in the visitor's state.
const weightSql = "p.population * (CASE WHEN p.country = ?5 THEN 1000 ELSE 1 END) * (CASE WHEN p.state = ?6 THEN 5 ELSE 1 END)";
const rankedSql = `
WITH candidates AS (
  SELECT p.*, ${weightSql} AS weight
  FROM place_search s JOIN places p ON p.id = s.rowid
  WHERE place_search MATCH ?1
  ORDER BY weight DESC
  LIMIT 200
)
SELECT id, name, state, country, latitude, longitude, population, timezone, name_hi, name_ta, name_te, alt_names
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

// The edit-distance pass: its candidates are checked and ordered in code (closest first).
const fuzzySql = `
SELECT p.id, p.name, p.state, p.country, p.latitude, p.longitude, p.population, p.timezone, p.name_hi, p.name_ta, p.name_te, p.alt_names, ${weightSql} AS weight
FROM place_search s JOIN places p ON p.id = s.rowid
WHERE place_search MATCH ?1
ORDER BY weight DESC
LIMIT 50`;

/** Every name of a row: English, the three scripts, then the alternates. */
function namesOf(row: Record<string, unknown>): string[] {
  let alts: unknown = [];
  try {
    alts = JSON.parse(String(row.alt_names ?? "[]"));
  } catch {
    alts = [];
  }
  const list = [row.name, row.name_hi, row.name_ta, row.name_te, ...(Array.isArray(alts) ? alts : [])];
  return list.filter((n): n is string => typeof n === "string" && n.length > 0);
}

/** How far a place's closest name is from the query: the sum over long query words of the best word distance, or null beyond the tolerance. */
function fuzzyDistance(row: Record<string, unknown>, queryWords: string[]): { distance: number; name: string } | null {
  let best: { distance: number; name: string } | null = null;
  for (const name of namesOf(row)) {
    const words = normalizeText(name).split(" ").map(asciiFold).filter(Boolean);
    let total = 0;
    for (const q of queryWords) {
      const edits = editsAllowed(q);
      const a = asciiFold(q);
      const d = Math.min(...words.map((w) => (edits ? editDistance(a, w, edits) : w === a || w.startsWith(a) ? 0 : 1)));
      if (d > edits) {
        total = Infinity;
        break;
      }
      total += d;
    }
    if (total !== Infinity && (!best || total < best.distance)) best = { distance: total, name };
  }
  return best;
}

/**
 * The name the query matched when it is not the one shown: an alternate or another script's
 * name that starts with the query, else (for the edit-distance pass) the closest one.
 */
function matchedName(row: Record<string, unknown>, shown: string, normalized: string, fuzzyName?: string): string | undefined {
  const query = asciiFold(normalized) ? normalized.normalize("NFKD").replace(/\p{M}/gu, "") : normalized;
  const fold = (n: string) => (asciiFold(normalized) ? normalizeText(n).normalize("NFKD").replace(/\p{M}/gu, "") : normalizeText(n));
  const starts = (n: string) => fold(n).startsWith(query) || fold(n).split(" ").some((w) => w.startsWith(query));
  if (starts(shown) || starts(String(row.name))) return undefined;
  const hit = namesOf(row).find(starts) ?? fuzzyName;
  return hit && hit !== shown && hit !== row.name ? hit : undefined;
}

/** A row of `places` as an answer, named in `lang` (the English name when it has none in that script). */
export function presentPlace(row: Record<string, unknown>, lang: SearchLang): PlaceResult {
  return toResult(row, lang, "", undefined);
}

function toResult(row: Record<string, unknown>, lang: SearchLang, normalized: string, fuzzyName?: string): PlaceResult {
  const english = String(row.name);
  const native = lang === "en" ? null : (row[`name_${lang}`] as string | null);
  const state = (row.state as string | null) ?? null;
  const where = [english, state === english ? null : state, countryName(String(row.country))].filter(Boolean).join(", ");
  const matched = normalized ? matchedName(row, native ?? english, normalized, fuzzyName) : undefined;
  return {
    ...(matched ? { matched } : {}),
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

/**
 * The first `limit` rows, keeping at most `maxForeign` places outside the visitor's country
 * when the list has any inside it ("chen" from India: six Indian towns, then Chengdu, Chengde
 * and one more, not four Chinese cities).
 */
function withFewForeign<T extends { row: Record<string, unknown> }>(rows: T[], country: string, limit: number): T[] {
  if (!rows.some((r) => r.row.country === country)) return rows.slice(0, limit);
  let foreign = 0;
  return rows
    .filter((r) => r.row.country === country || ++foreign <= maxForeign)
    .slice(0, limit);
}

/**
 * Up to `limit` places for what the user typed (at least 2 characters after normalising),
 * weighted towards where the visitor is (India when unknown).
 */
export async function searchPlaces(client: SqlClient, query: string, visitor: SearchVisitor = indiaVisitor, limit = maxResults): Promise<PlaceResult[]> {
  const normalized = normalizeText(query);
  if ([...normalized].length < 2) return [];
  const lang = scriptOf(normalized);
  const escapedLike = `${normalized.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = [visitor.country.toUpperCase(), visitor.region ?? null];
  // The exact and the spelling-tolerant query go in one request (one round trip).
  const ranked = [ftsQuery(normalized), skeletonQuery(normalized)].filter((m): m is string => m !== null);
  const results = await client.batch(
    ranked.map((match) => ({ sql: rankedSql, args: [match, normalized, escapedLike, maxCandidates, ...where] })),
    "read",
  );
  const rows: { row: Record<string, unknown>; fuzzyName?: string }[] = [];
  const seen = new Set<number>();
  const add = (row: Record<string, unknown>, fuzzyName?: string) => {
    if (!seen.has(Number(row.id))) {
      seen.add(Number(row.id));
      rows.push({ row, fuzzyName });
    }
  };
  const [exact, skeletal] = [Array.from(results[0]?.rows ?? []), Array.from(results[1]?.rows ?? [])];
  for (const row of exact) add(row);
  // No exact or prefix match looks like a typo: then the edit-distance pass (a second round
  // trip for those few queries), ranked above the skeleton's looser matches.
  const fuzzy = exact.length === 0 ? fuzzyQuery(normalized) : null;
  if (fuzzy) {
    const [result] = await client.batch([{ sql: fuzzySql, args: [fuzzy, null, null, null, ...where] }], "read");
    // Closest first; among equals, the heavier place (the SQL order, which sort keeps).
    const queryWords = normalized.split(" ");
    Array.from(result!.rows)
      .map((row) => ({ row, hit: fuzzyDistance(row, queryWords) }))
      .filter((c): c is { row: Record<string, unknown>; hit: { distance: number; name: string } } => c.hit !== null)
      .sort((a, b) => a.hit.distance - b.hit.distance)
      .forEach((c) => add(c.row, c.hit.name));
  }
  for (const row of skeletal) add(row);
  const found = withFewForeign(rows, where[0] as string, limit);
  return found.map((f) => toResult(f.row, lang, normalized, f.fuzzyName));
}
