/**
 * Property-based fuzzing of every route in the OpenAPI document (issue 18, "Keep it fixed").
 * For each operation of `/api/openapi.json`, fast-check generates requests from the
 * operation's own schemas (path and query parameters, JSON body: enums, ranges, lengths,
 * patterns, formats) mixed with hostile ones (extreme dates and numbers, 100 KB strings, wrong
 * types, `__proto__`/`constructor` keys, duplicate and unknown parameters, wrong content types,
 * empty, malformed, oversized and chunked bodies), anonymous, forged and signed in as a user and
 * as an administrator. Every answer must:
 *  - not be a 5xx;
 *  - be in the error shape (`@contract/common` `errorBody`) when it is a 4xx;
 *  - come within `HANG_MS`: a hang detector, not a timing.
 *
 * Runs are seeded by fast-check; a failure prints the seed and the shrunk request, and
 * `fc.assert(…, { seed, path })` replays it. The computing routes that cost most (a year of
 * festivals, a muhurat range) draw their valid values from a small pool (`pins`), so that
 * 200 runs each stay cheap: their edge cache answers repeats.
 */
import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import { errorBody } from "@contract/common";
import { createApp } from "../../app";
import { createDatabase } from "../../db/client";
import { users } from "../../db/schema";
import type { Env } from "../../env";
import { hashPassword } from "../auth/password";
import { signToken } from "../auth/tokens";
import { createUser } from "../auth/users";
import { openApiDocument } from "./document";
import { HUGE, hostileDates, hostileJson, hostileText, type JsonSchema, type NameHints, fuzzValueFor, queryValueFor, valueFor } from "./fuzz-arbitraries";

const RUNS_PER_ROUTE = 200;
/** No request may take longer: a hang detector on a busy 2-core machine, not a timing. */
const HANG_MS = 20_000;

interface Parameter {
  name: string;
  in: "path" | "query";
  required: boolean;
  schema: JsonSchema;
}
interface Operation {
  parameters: Parameter[];
  /** A JSON body, or a raw upload (a photo: other media types, no JSON schema). */
  requestBody?: { content: { "application/json"?: { schema: JsonSchema } } };
}
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, JsonSchema> } };

/** The document as the API serves it (checked against `GET /api/openapi.json` below). */
const doc = JSON.parse(JSON.stringify(openApiDocument())) as Document;
const resolve = (ref: string): JsonSchema => doc.components.schemas[ref.replace("#/components/schemas/", "")] ?? {};
const operations = Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ method: method.toUpperCase(), path, op, key: `${method.toUpperCase()} ${path}` })));

const app = createApp();
const ADMIN_EMAIL = "fuzz.admin@example.com";
const fuzzEnv: Env = { ...env, ADMIN_EMAILS: ADMIN_EMAIL };

type Auth = "anonymous" | "user" | "admin" | "forged";
interface BodyCase {
  /** null: no Content-Type header. */
  contentType: string | null;
  text: string;
  /** Sent as a stream without Content-Length, as a chunked upload would be. */
  chunked: boolean;
}
interface FuzzRequest {
  method: string;
  path: string;
  query: [string, string][];
  /** Appended to the query string as is: invalid percent-encodings and the like. */
  rawQuery: string;
  auth: Auth;
  acceptLanguage: string;
  body?: BodyCase;
}

// ---- Valid-looking values by name, where a query string's schema says only "string" ----

const zones = ["Asia/Kolkata", "America/New_York", "Pacific/Kiritimati", "Pacific/Pago_Pago", "Antarctica/Troll", "Arctic/Longyearbyen", "UTC", "Etc/GMT+12", "Asia/Kathmandu", "Nope/Zone", "asia/kolkata"];
/**
 * Valid dates: mostly a small pool (edges of the supported years, leap days), so that the edge
 * cache answers the computing routes' repeats, sometimes any date of 1800–2200.
 */
const validDate = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom("1800-01-01", "1900-03-01", "1947-08-15", "1990-05-15", "2000-02-29", "2024-02-29", "2025-03-01", "2025-10-21", "2100-12-31", "2200-12-31") },
  { weight: 1, arbitrary: fc.date({ min: new Date("1800-01-01T00:00:00Z"), max: new Date("2200-12-31T00:00:00Z"), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)) },
);
const dateText = fc.oneof({ weight: 3, arbitrary: validDate }, { weight: 1, arbitrary: fc.constantFrom(...hostileDates) });
const timeText = fc.oneof(fc.stringMatching(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/), fc.constantFrom("24:00", "23:59:60", "12:00 PM", "1:5", "00:00"));
const instantText = fc.oneof(
  { weight: 3, arbitrary: fc.date({ min: new Date("1800-01-01T00:00:00Z"), max: new Date("2200-01-01T00:00:00Z"), noInvalidDate: true }).map((d) => d.toISOString()) },
  { weight: 1, arbitrary: fc.constantFrom("0001-01-01T00:00:00Z", "-003000-01-01T00:00:00Z", "+275760-09-13T00:00:00Z", "9999-12-31T23:59:59+05:30", "2025-02-29T00:00:00Z", "2025-01-01T25:00:00Z", "2025-01-01", "2025-01-01T00:00:00+24:00") },
);
const degrees = (max: number) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.tuple(fc.double({ min: -max, max, noNaN: true }), fc.integer({ min: 0, max: 10 })).map(([x, digits]) => x.toFixed(digits)) },
    { weight: 1, arbitrary: fc.constantFrom(String(max), String(-max), `${max}.0000000001`, "0", "-0", "1e1", "NaN") },
  );
const degreesNumber = (max: number) => fc.oneof(fc.double({ min: -max, max, noNaN: true }), fc.constantFrom<number | null>(null, max, -max, 1e308, -0));
const placeNames = fc.constantFrom("Delhi", "दिल्ली", "Chennai", "சென்னை", "హైదరాబాద్", "che", "a", "%", "_", "'", "Dehli", "New York");

/** Hints shared by every route, by parameter or field name. */
const nameHints: NameHints = (name, schema) => {
  const n = name.toLowerCase();
  const asText = schema.type === "string";
  if (n === "datetime") return instantText;
  if (n === "email") return fc.oneof({ weight: 3, arbitrary: fc.stringMatching(/^[a-z]{1,12}\.[a-z0-9]{1,8}@example\.(com|in)$/) }, { weight: 1, arbitrary: fc.emailAddress() });
  if (n.endsWith("password")) return fc.oneof({ weight: 3, arbitrary: fc.string({ minLength: 8, maxLength: 40 }) }, { weight: 1, arbitrary: fc.string({ maxLength: 200, unit: "grapheme" }) });
  if (n === "date" || n === "from" || n === "to" || n.endsWith("birthdate")) return dateText;
  if (n === "time" || n.endsWith("birthtime")) return timeText;
  if (n.endsWith("latitude")) return asText ? degrees(90) : degreesNumber(90);
  if (n.endsWith("longitude")) return asText ? degrees(180) : degreesNumber(180);
  if (n.endsWith("timezone")) return fc.constantFrom(...zones);
  if (n === "year") return fc.constantFrom("2025", "2026", "1800", "2200", "1799", "2201", "0000", "9999");
  if (n === "utcoffsethours") return asText ? fc.constantFrom("5.5", "-14", "14", "14.01", "NaN", "") : fc.double({ min: -14, max: 14, noNaN: true });
  if (n.endsWith("nakshatra") && asText) return fc.constantFrom("1", "27", "rohini", "Rohini", "0", "28", "1.5");
  if (n.endsWith("pada") && asText) return fc.constantFrom("1", "4", "0", "5");
  if (n === "query" || n === "q" || n.endsWith("birthplace")) return placeNames;
  if (n === "idorslug" || n === "astrologer") return fc.constantFrom("pandit-gopal-mishra", "ast_10", "nobody", "ast_0");
  if (n === "file") return fc.constantFrom("Aries.jpg", "Leo.svg", "Pisces.png", "aries.jpg", "Ophiuchus.jpg", "Aries.jpg.exe", "..");
  if (n === "redirect") return fc.constantFrom("/dashboard", "//evil.example", "/\t/evil.example", "https://evil.example", "/\\evil.example");
  return undefined;
};

/**
 * Routes whose every distinct valid request costs a lot (a year of festivals is about a
 * second): their valid values come from a small pool, so the edge cache answers repeats, while
 * hostile values still reach them.
 */
const delhi = { latitude: "28.6139", longitude: "77.209", timezone: "Asia/Kolkata" };
const festivalPins = {
  year: fc.constantFrom("2025", "1799", "2201", "0000", "9999"),
  latitude: fc.constant(delhi.latitude),
  longitude: fc.constant(delhi.longitude),
  timezone: fc.constant(delhi.timezone),
  ayanamsa: fc.constant("lahiri"),
  sunrise: fc.constant("upper-limb"),
  tradition: fc.constant("smarta"),
  months: fc.constant("purnimanta"),
  lang: fc.constant("en"),
};
const pins: Record<string, Record<string, fc.Arbitrary<unknown>>> = {
  // Every sign-in costs a PBKDF2 verification, known account or not: two accounts meet the per-account limit soon.
  "POST /api/auth/login": { email: fc.constant("nobody@example.com") },
  // Phone sign-in: valid Indian mobiles (and codes) often enough to reach the handlers, not only validation.
  "POST /api/auth/phone/start": { phone: fc.oneof(fc.stringMatching(/^[6-9]\d{9}$/), fc.constantFrom("+91 98765 43210", "098765-43210"), fc.string()) },
  "POST /api/auth/phone/verify": { phone: fc.oneof(fc.stringMatching(/^[6-9]\d{9}$/), fc.string()), code: fc.oneof(fc.stringMatching(/^\d{6}$/), fc.string()) },
  "GET /api/festivals": festivalPins,
  "GET /api/festivals.ics": festivalPins,
  // A year's sky costs most (samples and the bisection of its events): a few dates, then the cache.
  // `sign` is checked by a function, not an enum: draw real names often enough to reach the engine.
  "GET /api/horoscope": {
    sign: fc.oneof(fc.constantFrom("aries", "LEO", "mesham", "vrishchik", "मेष", "மீனம்", "తుల"), fc.string()),
    date: fc.oneof(fc.constantFrom("2026-11-26", "2025-01-01"), fc.constantFrom(...hostileDates)),
  },
  // The CMS (issue 24): ids that name no item, so the administrator's fuzzed writes never touch the seeded content.
  ...Object.fromEntries(
    ["GET /api/admin/content/{id}", "PATCH /api/admin/content/{id}", "DELETE /api/admin/content/{id}", "PUT /api/admin/content/{id}/texts/{locale}", "DELETE /api/admin/content/{id}/texts/{locale}"].map((key) => [
      key,
      { id: fc.constantFrom("999999999", "0", "1.5", "-1", "x", "01", "9999999999") },
    ]),
  ),
  "GET /api/content/articles/by-id/{id}": { id: fc.oneof(fc.integer({ min: 1, max: 25 }).map(String), fc.constantFrom("0", "x", "9999999999")) },
  // The admin writes share the database with every other test: the fuzzer reaches each
  // handler but changes nothing others read. A setting is tried only as `sites` (whose schema no
  // generated value meets) or an unknown key; a product only under an id that does not exist.
  "PUT /api/admin/settings/{key}": { key: fc.constantFrom("sites", "pricing.nothing", "") },
  "PATCH /api/admin/products/{id}": { id: fc.constantFrom("no-such-product", "REPORT-LIFE", "") },
  // New codes only under a prefix of their own (an existing code is then found: 409).
  "POST /api/admin/promo-codes": { code: fc.oneof(fc.stringMatching(/^FUZZ[A-Z0-9]{2,8}$/), fc.constantFrom("WELCOME50", "x", "")) },
  "PATCH /api/admin/promo-codes/{code}": { code: fc.oneof(fc.stringMatching(/^FUZZ[A-Z0-9]{2,8}$/), fc.constantFrom("x", "")) },
  "GET /api/admin/audit": { entity: fc.constantFrom("settings", "promo", "ticket", "user", "Settings", "a b", "") },
  "GET /api/transits": { year: fc.oneof(fc.constantFrom("2025", "2026"), fc.constantFrom("0999", "2101", "20x6", "")) },
  "GET /api/muhurat": {
    from: fc.oneof(fc.constantFrom("2025-03-01", "2025-03-02"), fc.constantFrom(...hostileDates)),
    to: fc.oneof(fc.constantFrom("2025-03-01", "2025-03-02"), fc.constantFrom(...hostileDates)),
    latitude: fc.constant(delhi.latitude),
    longitude: fc.constant(delhi.longitude),
    timezone: fc.constant(delhi.timezone),
    ayanamsa: fc.constant("lahiri"),
    sunrise: fc.constant("upper-limb"),
  },
};

/** Places the computing routes accept: New Delhi, or a point between the polar circles with its zone. */
const placeQuery = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(delhi, { latitude: "13.0827", longitude: "80.2707", timezone: "Asia/Kolkata" }, { latitude: "40.7128", longitude: "-74.006", timezone: "America/New_York" }) },
  {
    weight: 1,
    arbitrary: fc.record({
      latitude: fc.double({ min: -60, max: 60, noNaN: true }).map((x) => x.toFixed(4)),
      longitude: fc.double({ min: -180, max: 180, noNaN: true }).map((x) => x.toFixed(4)),
      timezone: fc.constantFrom("Asia/Kolkata", "America/New_York", "Europe/London", "Australia/Sydney", "Asia/Kathmandu"),
    }),
  },
);
const validTime = fc.oneof({ weight: 3, arbitrary: fc.constantFrom("00:00", "06:30", "12:00", "23:59") }, { weight: 1, arbitrary: fc.stringMatching(/^([01]\d|2[0-3]):[0-5]\d$/) });
const validInstant = fc.date({ min: new Date("1800-01-01T00:00:00Z"), max: new Date("2200-01-01T00:00:00Z"), noInvalidDate: true }).map((d) => d.toISOString());
const star = (who: "boy" | "girl") => fc.record({ [`${who}Nakshatra`]: fc.integer({ min: 1, max: 27 }).map(String), [`${who}Pada`]: fc.integer({ min: 1, max: 4 }).map(String) });
const birthQuery = (who: "boy" | "girl") =>
  fc.tuple(validDate, validTime, placeQuery).map(([date, time, place]) => ({ [`${who}BirthDate`]: date, [`${who}BirthTime`]: time, [`${who}Latitude`]: place.latitude, [`${who}Longitude`]: place.longitude, [`${who}Timezone`]: place.timezone }));

/**
 * A valid request's query of the routes whose parameters depend on each other (given
 * together, or one of two sets), which a schema's parameters one by one cannot express. The
 * route's optional enum parameters are added to it.
 */
const queryExamples: Record<string, fc.Arbitrary<Record<string, string>>> = {
  "GET /api/planets": fc.tuple(validInstant, fc.option(placeQuery, { nil: undefined })).map(([datetime, place]) => ({ datetime, ...(place ? { latitude: place.latitude, longitude: place.longitude } : {}) })),
  "GET /api/timezone": fc.tuple(placeQuery, fc.option(validInstant, { nil: undefined })).map(([place, datetime]) => ({ latitude: place.latitude, longitude: place.longitude, ...(datetime ? { datetime } : {}) })),
  "GET /api/panchang": fc.tuple(validDate, placeQuery).map(([date, place]) => ({ date, ...place })),
  "GET /api/panchang/today": fc.option(placeQuery, { nil: undefined }).map((place) => ({ ...place })),
  "GET /api/kundli": fc.tuple(validDate, validTime, placeQuery).map(([date, time, place]) => ({ date, time, ...place })),
  "GET /api/gemstones": fc.tuple(validDate, validTime, placeQuery).map(([date, time, place]) => ({ date, time, ...place })),
  "GET /api/gemstones/remedies": fc.tuple(validDate, validTime, placeQuery).map(([date, time, place]) => ({ date, time, ...place })),
  "GET /api/reports/sample": fc.tuple(validDate, validTime, placeQuery).map(([date, time, place]) => ({ date, time, ...place })),
  "GET /api/matching": fc.tuple(fc.oneof(star("boy"), birthQuery("boy")), fc.oneof(star("girl"), birthQuery("girl"))).map(([boy, girl]) => ({ ...boy, ...girl })),
  "GET /api/festivals": fc.constant({ year: "2025" }),
  "GET /api/festivals.ics": fc.constantFrom<Record<string, string>>({}, { year: "2025" }),
  "GET /api/muhurat": fc.record({ from: fc.constant("2025-03-01"), to: fc.constantFrom("2025-03-01", "2025-03-02") }),
  // Baby names: a pada needs its nakshatra and a typed syllable must be one of the table's (or 1-4 Latin letters), which random values rarely are.
  "GET /api/baby-names": fc.oneof(
    fc.record({ nakshatra: fc.constantFrom("rohini", "ashwini", "revati"), pada: fc.constantFrom("1", "2", "3", "4") }),
    fc.record({ syllable: fc.constantFrom("ka", "chu", "चू", "சூ", "వా", "Shr") }),
    fc.record({ rashi: fc.constantFrom("leo", "mesham", "मेष"), number: fc.constantFrom("1", "9"), page: fc.constantFrom("1", "3") }),
  ),
};

const birthBody = fc.tuple(validDate, validTime, placeQuery).map(([date, time, place]) => ({ date, time, latitude: Number(place.latitude), longitude: Number(place.longitude), timezone: place.timezone }));
const starBody = fc.record({ nakshatra: fc.oneof(fc.integer({ min: 1, max: 27 }), fc.constantFrom("rohini", "revati")), pada: fc.integer({ min: 1, max: 4 }) });
/** Valid bodies of the computing routes (one of two shapes per partner). */
const bodyExamples: Record<string, fc.Arbitrary<unknown>> = {
  "POST /api/kundli": birthBody,
  // With no balance a valid purchase answers 402: the fuzzer's users hold nothing.
  "POST /api/reports": fc.record({ kind: fc.constantFrom("life", "career", "marriage", "child", "yearly"), birth: birthBody }),
  "POST /api/matching": fc.record({ boy: fc.oneof(starBody, birthBody), girl: fc.oneof(starBody, birthBody) }),
  // The CMS (issue 24): Markdown with hostile markup, texts in every state, new items (unique slugs: they stay unpublished).
  "POST /api/admin/content/preview": fc.record({ body: fc.oneof(fc.constantFrom("<script>alert(1)</script>", "[x](javascript:alert(1))", "| a |\n| - |\n| b |", "## ग्रह\n\n**x**"), fc.string({ maxLength: 2000 })) }),
  "PUT /api/admin/content/{id}/texts/{locale}": fc.record(
    {
      title: fc.string({ minLength: 1, maxLength: 200 }),
      description: fc.string({ maxLength: 300 }),
      body: fc.string({ maxLength: 2000 }),
      status: fc.constantFrom("draft", "published"),
      publishAt: fc.option(validInstant, { nil: null }),
      expectedUpdatedAt: fc.string({ maxLength: 30 }),
    },
    { requiredKeys: ["title", "description", "body", "status"] },
  ),
  "POST /api/admin/content": fc.record(
    {
      kind: fc.constantFrom("article", "page"),
      slug: fc.stringMatching(/^fuzz-[a-z0-9]{1,12}$/),
      category: fc.constantFrom("Transit", "Eclipse", "Nodes"),
      gradient: fc.constantFrom("violet", "teal"),
      tools: fc.constantFrom([], ["/kundli"]),
    },
    { requiredKeys: ["kind", "slug"] },
  ),
};

// ---- Requests ----

const jsonTypes = ["application/json", "application/json; charset=utf-8", "Application/JSON", "application/json;charset=UTF-8"];
const wrongTypes = ["text/plain", "text/plain;charset=UTF-8", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/xml", "application/json; charset=latin1", "application/jsonx", "application/vnd.api+json", ""];
const malformedJson = ["", " ", "{", '{"a":}', "nul", "\u0000", "[1,2", '{"email": "a" "b"}', "\ufeff{}", "{}garbage", '{"a":1,"a":2}', "[".repeat(10_000), '"x"'];

function bodyFor(method: string, schema: JsonSchema | undefined, hints: NameHints, example: fc.Arbitrary<unknown> | undefined): fc.Arbitrary<BodyCase | undefined> {
  const chunked = fc.boolean();
  if (method === "GET") return fc.constant(undefined);
  if (!schema) {
    // Routes that read no body: none, or one they must ignore or refuse as too large.
    return fc.option(
      fc.record({ contentType: fc.constantFrom<string | null>(null, "text/plain", "application/json"), text: fc.constantFrom("", "{}", "x".repeat(5000), HUGE), chunked }),
      { freq: 2, nil: undefined },
    );
  }
  const json = fc.constantFrom(...jsonTypes);
  const valid = example ?? valueFor(schema, resolve, hints);
  return fc.oneof(
    { weight: 6, arbitrary: fc.record({ contentType: json, text: valid.map((value) => JSON.stringify(value)), chunked }) },
    { weight: 8, arbitrary: fc.record({ contentType: json, text: fuzzValueFor(schema, resolve, hints).map((value) => JSON.stringify(value)), chunked }) },
    { weight: 1, arbitrary: fc.record({ contentType: json, text: hostileJson.map((value) => JSON.stringify(value) ?? "null"), chunked }) },
    { weight: 1, arbitrary: fc.record({ contentType: fc.constantFrom<string | null>(null, ...wrongTypes), text: valueFor(schema, resolve, hints).map((value) => JSON.stringify(value)), chunked }) },
    { weight: 1, arbitrary: fc.record({ contentType: json, text: fc.constantFrom(...malformedJson), chunked }) },
    { weight: 1, arbitrary: fc.record({ contentType: json, text: fc.constantFrom(JSON.stringify({ name: HUGE }), JSON.stringify({ name: "x".repeat(70_000) }), `[${"1,".repeat(40_000)}1]`), chunked }) },
  );
}

/** A path segment as a client would send it (a lone surrogate becomes U+FFFD, as in a browser). */
function encodePathSegment(segment: string): string {
  return encodeURIComponent(segment.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd"));
}

function requestFor(method: string, path: string, op: Operation, routeKey: string): fc.Arbitrary<FuzzRequest> {
  const routePins = pins[routeKey] ?? {};
  const hints: NameHints = (name, schema) => routePins[name] ?? nameHints(name, schema);
  const pathParams = op.parameters.filter((p) => p.in === "path");
  const queryParams = op.parameters.filter((p) => p.in === "query");
  const pathValues = fc.tuple(...pathParams.map((p) => queryValueFor(p.schema, resolve, hints, p.name)));
  const pair = (name: string, value: fc.Arbitrary<string>) => value.map((x): [string, string] => [name, x]);
  const text = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));
  // Valid: every required parameter, some optional ones, values the schema allows (or the route's example).
  const example = queryExamples[routeKey];
  const validPairs = queryParams.map((p): fc.Arbitrary<[string, string] | null> => {
    const value = pair(p.name, valueFor(p.schema, resolve, hints, p.name).map(text));
    // With an example, the required parameters it lacks and the optional choices (enums) are added to it.
    if (example && !p.required) return p.schema.enum ? fc.option(value, { nil: null }) : fc.constant(null);
    return p.required ? value : fc.option(value, { nil: null });
  });
  const validQuery = fc.tuple(example ?? fc.constant<Record<string, string>>({}), fc.tuple(...validPairs)).map(([base, pairs]): [string, string][] => [
    ...Object.entries(base),
    ...pairs.filter((q): q is [string, string] => q !== null && !Object.hasOwn(base, q[0])),
  ]);
  // Hostile: each parameter missing, valid-looking or hostile on its own, and unknown or repeated ones besides.
  const hostileQuery = fc
    .tuple(
      fc.tuple(
        ...queryParams.map((p) =>
          fc.oneof({ weight: p.required ? 8 : 1, arbitrary: pair(p.name, queryValueFor(p.schema, resolve, hints, p.name)) }, { weight: 1, arbitrary: fc.constant(null) }),
        ),
      ),
      fc.array(fc.tuple(fc.constantFrom("__proto__", "constructor", "toString", "unknown", "", "a[b]", "lang", ...queryParams.map((p) => p.name)), hostileText), { maxLength: 2 }),
    )
    .map(([pairs, extra]) => [...pairs.filter((q): q is [string, string] => q !== null), ...extra]);
  // Mutated: a valid query with one parameter dropped, replaced by a hostile value, repeated or added.
  const mutation = fc.record({ kind: fc.constantFrom("drop", "replace", "repeat", "add"), at: fc.nat(), value: hostileText, name: fc.constantFrom("__proto__", "constructor", "unknown", "") });
  const mutatedQuery = fc.tuple(validQuery, mutation).map(([query, m]): [string, string][] => {
    const at = query.length === 0 ? 0 : m.at % query.length;
    const target = query[at];
    if (!target || m.kind === "add") return [...query, [m.name, m.value]];
    if (m.kind === "drop") return query.filter((_, i) => i !== at);
    if (m.kind === "replace") return query.map((q, i): [string, string] => (i === at ? [q[0], m.value] : q));
    return [...query, [target[0], m.value]];
  });
  const rawQuery = fc.constantFrom("&%", "&%zz=1", "&%E0%A4=1", "&a=%FF%FE", "&&&", "&=", `&x=${"%41".repeat(10_000)}`);
  return fc
    .record({
      pathValues,
      query: fc.oneof({ weight: 3, arbitrary: validQuery }, { weight: 3, arbitrary: mutatedQuery }, { weight: 3, arbitrary: hostileQuery }),
      rawQuery: fc.oneof({ weight: 8, arbitrary: fc.constant("") }, { weight: 1, arbitrary: rawQuery }),
      auth: fc.constantFrom<Auth>("anonymous", "user", "admin", "forged"),
      acceptLanguage: fc.constantFrom("", "hi-IN,hi;q=0.9,en;q=0.8", "ta", "te;q=0", "*", "x".repeat(5000)),
      body: bodyFor(method, op.requestBody?.content["application/json"]?.schema, hints, bodyExamples[routeKey]),
    })
    .map(({ pathValues: values, ...rest }) => {
      let i = 0;
      const filledPath = path.replace(/\{(\w+)\}/g, () => encodePathSegment(values[i++] ?? ""));
      return { method, path: filledPath, ...rest };
    });
}

// ---- Sending ----

const tokens = { user: "", admin: "" };
let userSubject: { id: string; role: "user"; tokenVersion: number } = { id: "", role: "user", tokenVersion: 0 };

async function headersFor(r: FuzzRequest, ip: string): Promise<Headers> {
  const headers = new Headers({ "CF-Connecting-IP": ip });
  if (r.acceptLanguage) headers.set("Accept-Language", r.acceptLanguage);
  if (r.body?.contentType !== null && r.body?.contentType !== undefined) headers.set("Content-Type", r.body.contentType);
  // Signing out revokes the presented token: that route gets a fresh one each time.
  const token = r.auth === "forged" ? "eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4Iiwicm9sZSI6ImFkbWluIn0." : r.auth === "anonymous" ? "" : r.path === "/api/auth/logout" ? await signToken(fuzzEnv, userSubject) : tokens[r.auth];
  if (token) headers.set("Authorization", `Bearer ${token}`);
  return headers;
}

function bodyInit(body: BodyCase | undefined): BodyInit | undefined {
  if (!body) return undefined;
  if (!body.chunked) return body.text;
  const bytes = new TextEncoder().encode(body.text);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 16_384) controller.enqueue(bytes.subarray(at, at + 16_384));
      controller.close();
    },
  });
}

/** The request as one line for a failure message (long values shortened). */
function describeRequest(r: FuzzRequest): string {
  const short = (s: string) => (s.length > 80 ? `${s.slice(0, 60)}…(${s.length} chars)` : s);
  const query = r.query.map(([k, x]) => `${k}=${short(x)}`).join("&");
  const body = r.body ? ` body(${r.body.contentType ?? "no type"}${r.body.chunked ? ", chunked" : ""}): ${short(r.body.text)}` : "";
  return `${r.method} ${short(r.path)}?${query}${short(r.rawQuery)} as ${r.auth}${body}`;
}

async function send(r: FuzzRequest, ip: string): Promise<{ status: number; contentType: string; text: string }> {
  const url = new URL(r.path, "http://localhost");
  for (const [name, value] of r.query) url.searchParams.append(name, value);
  const init: RequestInit = { method: r.method, headers: await headersFor(r, ip), body: bodyInit(r.body) };
  const ctx = createExecutionContext();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${HANG_MS} ms: ${describeRequest(r)}`)), HANG_MS);
  });
  try {
    const answer = (async () => {
      const res = await app.request(url.href + (r.rawQuery && !url.search ? `?${r.rawQuery.slice(1)}` : r.rawQuery), init, fuzzEnv, ctx);
      const text = await res.text();
      await waitOnExecutionContext(ctx);
      return { status: res.status, contentType: res.headers.get("Content-Type") ?? "", text };
    })();
    return await Promise.race([answer, hang]);
  } finally {
    clearTimeout(timer);
  }
}

function checkAnswer(r: FuzzRequest, answer: { status: number; contentType: string; text: string }) {
  const what = `${describeRequest(r)} → ${answer.status} ${answer.text.slice(0, 300)}`;
  expect(answer.status, what).toBeLessThan(500);
  if (answer.status >= 400) {
    expect(answer.contentType, what).toMatch(/^application\/json/);
    const parsed = v.safeParse(errorBody, JSON.parse(answer.text));
    expect(parsed.success, `${what}\n${JSON.stringify(parsed.issues)}`).toBe(true);
  }
}

beforeAll(async () => {
  const db = createDatabase(fuzzEnv);
  const suffix = crypto.randomUUID().slice(0, 8);
  const passwordHash = await hashPassword("fuzz password 1", 1000);
  const user = await createUser(db, fuzzEnv, { email: `fuzz.user.${suffix}@example.com`, passwordHash, name: "Fuzz" });
  const admin = await createUser(db, fuzzEnv, { email: `fuzz.admin.${suffix}@example.com`, passwordHash, name: "Fuzz Admin" });
  if (!user || !admin) throw new Error("could not create the fuzz accounts");
  await db.update(users).set({ role: "admin" }).where(eq(users.id, admin.id));
  userSubject = { id: user.id, role: "user", tokenVersion: user.tokenVersion };
  tokens.user = await signToken(fuzzEnv, userSubject);
  tokens.admin = await signToken(fuzzEnv, { id: admin.id, role: "admin", tokenVersion: admin.tokenVersion });
});

describe("fuzzing every route of the OpenAPI document", () => {
  it("fuzzes the document the API serves", async () => {
    const res = await app.request("/api/openapi.json", {}, fuzzEnv);
    expect(await res.json()).toEqual(doc);
    expect(operations.length).toBeGreaterThan(30);
  });

  operations.forEach(({ method, path, op, key }, index) => {
    it(`${key}: ${RUNS_PER_ROUTE} generated requests answer below 500, every 4xx in the error shape, none hangs`, async () => {
      // One address per route: the rate limits (sign-up, sign-in, resets) are met as a client would meet them.
      const ip = `198.51.100.${index + 1}`;
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(requestFor(method, path, op, key), async (r) => {
          const answer = await send(r, ip);
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          checkAnswer(r, answer);
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
      console.log(`${key}: ${[...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(" ")}`);
    });
  });
});
