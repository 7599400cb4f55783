/**
 * fast-check arbitraries for the fuzz test of the API (`fuzz.workers.test.ts`): values derived
 * from a JSON Schema as `@valibot/to-json-schema` writes it into `/api/openapi.json` (enums,
 * ranges, lengths, patterns, formats, objects with required keys, `anyOf`, `$ref`), and hostile
 * values no schema allows (extreme dates and numbers, huge strings, wrong types, prototype keys).
 * Test support only: nothing in the Worker imports this.
 */
import fc from "fast-check";

/** The subset of JSON Schema 2020-12 the document uses. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: readonly unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  description?: string;
}

/** Resolves a local `$ref` ("#/components/schemas/X") of the document. */
export type RefResolver = (ref: string) => JsonSchema;

/**
 * Valid-looking values for a parameter or field by its name, where the schema says too little
 * (a query string's `latitude` is a string with a pattern; a zone is a string of at most 64
 * characters). Each mixes values the API accepts with ones at or past its edges.
 */
export type NameHints = (name: string, schema: JsonSchema) => fc.Arbitrary<unknown> | undefined;

/** A huge string (100 KB): every length check must reject it without slowing down. */
export const HUGE = "a".repeat(100_000);

/** Dates at and past every edge: year 1, negative and five-digit years, impossible days. */
export const hostileDates = [
  "0001-01-01",
  "0050-03-14",
  "0099-12-31",
  "0100-01-01",
  "-3000-01-01",
  "-3000",
  "0000-01-01",
  "0000-02-30",
  "9999-12-31",
  "3000-01-01",
  "2999-12-31",
  "10000-01-01",
  "2025-02-29",
  "2024-02-29",
  "2025-13-01",
  "2025-00-10",
  "2025-04-31",
  "1582-10-10",
  "2025-1-1",
  "２０２５-０１-０１",
] as const;

/** Numbers JavaScript and SQL handle badly, written as a client would send them. */
export const hostileNumberTexts = ["NaN", "Infinity", "-Infinity", "1e308", "-1e308", "-0", "5e-324", "9007199254740993", "123456789012345678901234567890", "0x10", "1e3", " 1", "1 ", "+-1", "", ".", "-", "00090", "90.00000000001", "-180.0000000001"] as const;

/** Numbers as JSON values (NaN and Infinity become null in JSON, so they are not here). */
export const hostileNumbers = [1e308, -1e308, -0, 5e-324, Number.MAX_SAFE_INTEGER + 2, -Number.MAX_SAFE_INTEGER - 2, 1.7976931348623157e308, 0.1 + 0.2, 2 ** 31, -(2 ** 31) - 1] as const;

/** Texts that have broken parsers, queries, templates and renderers elsewhere. */
export const hostileTexts = [
  HUGE,
  "",
  " ",
  "\u0000",
  "\ud800",
  "\u202e\u0645\u0631\u062d\u0628\u0627",
  "../../etc/passwd",
  "%00",
  "%2e%2e%2f",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "${7*7}{{7*7}}",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "🙂".repeat(500),
  "ज".repeat(2000),
  "a\r\nSet-Cookie: x=1",
  ...hostileDates,
  ...hostileNumberTexts,
] as const;

/** Any hostile query-string value. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...hostileTexts) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40, unit: "binary" }) },
);

/** JSON values of the wrong type for any field, including prototype-polluting objects. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -1, [], {}, [[[[[]]]]], ...hostileNumbers, ...hostileTexts),
  fc.constant(JSON.parse('{"__proto__":{"admin":true},"constructor":{"prototype":{"role":"admin"}}}') as unknown),
  fc.jsonValue({ maxDepth: 3 }),
);

function integerBounds(schema: JsonSchema) {
  const min = schema.minimum ?? (schema.exclusiveMinimum === undefined ? undefined : Math.floor(schema.exclusiveMinimum) + 1);
  const max = schema.maximum ?? (schema.exclusiveMaximum === undefined ? undefined : Math.ceil(schema.exclusiveMaximum) - 1);
  return { min: min ?? -1_000_000, max: max ?? 1_000_000 };
}

/** A string for `schema`: its format or pattern when it has one, else any text within its lengths. */
function stringValue(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === "email") return fc.emailAddress();
  if (schema.format === "uuid") return fc.uuid();
  if (schema.format === "date") return fc.constantFrom(...hostileDates);
  if (schema.pattern) {
    const max = schema.maxLength ?? Number.POSITIVE_INFINITY;
    return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= max);
  }
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 200) });
}

/**
 * Values that `schema` accepts, as far as JSON Schema can say (the validators' own checks,
 * e.g. a real calendar date or a known time zone, come from `hints` by name, or fail as they
 * would for a client).
 */
export function valueFor(schema: JsonSchema, resolve: RefResolver, hints: NameHints, name = ""): fc.Arbitrary<unknown> {
  const hinted = hints(name, schema);
  if (hinted) return hinted;
  if (schema.$ref) return valueFor(resolve(schema.$ref), resolve, hints, name);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => valueFor(s, resolve, hints, name)));
  if (schema.allOf?.[0]) return valueFor(schema.allOf[0], resolve, hints, name);
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => valueFor({ ...schema, type }, resolve, hints, name)));
  switch (schema.type) {
    case "string":
      return stringValue(schema);
    case "integer":
      return fc.integer(integerBounds(schema));
    case "number":
      return fc.double({ min: schema.minimum ?? schema.exclusiveMinimum ?? -1e6, max: schema.maximum ?? schema.exclusiveMaximum ?? 1e6, noNaN: true });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(schema.items ? valueFor(schema.items, resolve, hints, name) : fc.jsonValue(), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 4, 4) });
    case "object": {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, valueFor(s, resolve, hints, key)]));
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in model) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * A value for a field of an object schema: mostly what the schema allows, sometimes a hostile
 * value of the wrong type, and for objects an unknown or prototype key besides.
 */
export function fuzzValueFor(schema: JsonSchema, resolve: RefResolver, hints: NameHints, name = ""): fc.Arbitrary<unknown> {
  const target = schema.$ref ? resolve(schema.$ref) : schema;
  if (target.type === "object" && target.properties) {
    const model = Object.fromEntries(Object.entries(target.properties).map(([key, s]) => [key, fuzzValueFor(s, resolve, hints, key)]));
    const record = fc.record(model, { requiredKeys: (target.required ?? []).filter((key) => key in model) });
    return fc.tuple(record, fc.option(fc.constantFrom("__proto__", "constructor", "prototype", "unknownKey", ""), { freq: 5 }), hostileJson).map(([value, extraKey, extra]) => {
      if (extraKey === null) return value;
      // An own property even for "__proto__": as JSON.parse would make it from a client's body.
      return Object.defineProperty({ ...value }, extraKey, { value: extra, enumerable: true, configurable: true, writable: true });
    });
  }
  if (target.anyOf && target.anyOf.some((s) => s.type === "object")) {
    return fc.oneof({ weight: 6, arbitrary: fc.oneof(...target.anyOf.map((s) => fuzzValueFor(s, resolve, hints, name))) }, { weight: 1, arbitrary: hostileJson });
  }
  return fc.oneof({ weight: 6, arbitrary: valueFor(schema, resolve, hints, name) }, { weight: 1, arbitrary: hostileJson });
}

/** A query-string value for a parameter: a valid-looking one (as text) or a hostile one. */
export function queryValueFor(schema: JsonSchema, resolve: RefResolver, hints: NameHints, name: string): fc.Arbitrary<string> {
  const valid = valueFor(schema, resolve, hints, name).map((value) => (typeof value === "string" ? value : JSON.stringify(value)));
  return fc.oneof({ weight: 5, arbitrary: valid }, { weight: 2, arbitrary: hostileText });
}
