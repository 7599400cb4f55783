/**
 * The OpenAPI 3.1 document of the API, generated from the route table of `@contract/routes`
 * (the same valibot schemas that validate requests and type answers) with
 * `@valibot/to-json-schema`. JSON Schema 2020-12 is OpenAPI 3.1's schema dialect.
 */
import { type ConversionConfig, type JsonSchema, toJsonSchema, toJsonSchemaDefs } from "@valibot/to-json-schema";
import type * as v from "valibot";
import { type ErrorCode, errorBody, errorStatus } from "@contract/common";
import { dashaPeriod } from "@contract/kundli";
import { apiRoutes, type RouteContract } from "@contract/routes";

/** Named schemas: the error shape every route shares and the recursive ones (`v.lazy`). */
const definitions = { ErrorBody: errorBody, DashaPeriod: dashaPeriod } as Record<string, v.GenericSchema>;

const config = (typeMode: "input" | "output"): ConversionConfig => ({
  target: "draft-2020-12",
  typeMode,
  definitions,
  // Checks written as functions (`v.check`, `v.custom`) have no JSON Schema form: the document
  // states the type and pattern, and the validator's messages state the rest.
  errorMode: "ignore",
  // A domain value (`domainValue<T>()` in @contract/common) is typed for TypeScript only.
  overrideSchema: ({ valibotSchema }) => (valibotSchema.type === "custom" ? {} : undefined),
});

/** `$ref`s to this document's components instead of the converter's local `$defs`. */
function toComponents(schema: JsonSchema): JsonSchema {
  const { $defs: _defs, $schema: _schema, ...rest } = schema as JsonSchema & { $defs?: unknown; $schema?: unknown };
  return JSON.parse(JSON.stringify(rest).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;
}

const convert = (schema: v.GenericSchema, mode: "input" | "output") => toComponents(toJsonSchema(schema, config(mode)));

/** The object schema of a query or path schema (its first schema when it is a pipe with checks). */
function entriesOf(schema: v.GenericSchema): Record<string, v.GenericSchema> {
  const s = schema as v.GenericSchema & { entries?: Record<string, v.GenericSchema>; pipe?: readonly v.GenericSchema[] };
  if (s.entries) return s.entries;
  const first = s.pipe?.[0] as (v.GenericSchema & { entries?: Record<string, v.GenericSchema> }) | undefined;
  return first?.entries ?? {};
}

/** Optional unless the key must be present: `v.optional(...)` itself (a pipe starting with one checks presence with its own message). */
const isOptional = (schema: v.GenericSchema) => {
  const s = schema as v.GenericSchema & { pipe?: unknown };
  return !s.pipe && (schema.type === "optional" || schema.type === "nullish" || schema.type === "exact_optional");
};

function parameters(route: RouteContract) {
  const out: object[] = [];
  const pathNames = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const params = route.params ? entriesOf(route.params) : {};
  for (const name of pathNames) {
    out.push({ name, in: "path", required: true, schema: params[name] ? convert(params[name], "input") : { type: "string" } });
  }
  for (const [name, schema] of Object.entries(route.query ? entriesOf(route.query) : {})) {
    const required = !isOptional(schema);
    // A required key's default ("" in `calendarDate`) only routes absence to its own message.
    const { default: _default, ...json } = convert(schema, "input") as JsonSchema & { default?: unknown };
    out.push({ name, in: "query", required, schema: required ? json : convert(schema, "input") });
  }
  return out;
}

const errorText: Partial<Record<number, string>> = {
  400: "Bad input (`validation_failed` with `details`, or `bad_request`)",
  401: "Not signed in, or wrong credentials",
  403: "Signed in without the role",
  404: "Not found",
  409: "Conflict",
  413: "The body is larger than the route accepts (`payload_too_large`)",
  415: "The body is not of the route's media type (`unsupported_media_type`)",
  422: "The Sun does not rise or set there that day (`no_sunrise`)",
  429: "Over a rate limit (`Retry-After`)",
  500: "Unexpected error (logged with the request id)",
  503: "A dependency is unavailable",
};

function responses(route: RouteContract) {
  const status = route.answer.status ?? 200;
  const success = route.answer.schema
    ? { description: route.answer.description ?? "OK", content: { "application/json": { schema: convert(route.answer.schema, "output") } } }
    : route.answer.contentType
      ? { description: route.answer.description ?? "OK", content: { [route.answer.contentType]: { schema: { type: "string" } } } }
      : { description: route.answer.description ?? "No content" };
  const codes = new Set<ErrorCode>(["internal", ...(route.errors ?? [])]);
  if (route.query || route.params || route.body) codes.add("validation_failed");
  // Bodies: malformed JSON, another media type than application/json, or over the size cap (lib/validate).
  if (route.body) for (const code of ["bad_request", "unsupported_media_type", "payload_too_large"] as const) codes.add(code);
  if (route.upload) for (const code of ["unsupported_media_type", "payload_too_large"] as const) codes.add(code);
  if (route.access === "user" || route.access === "admin") codes.add("unauthorized");
  if (route.access === "admin") codes.add("forbidden");
  const errors: Record<string, object> = {};
  for (const code of [...codes].sort((a, b) => errorStatus[a] - errorStatus[b])) {
    const s = errorStatus[code];
    errors[String(s)] = {
      description: errorText[s] ?? code,
      content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorBody" } } },
    };
  }
  return { [String(status)]: success, ...errors };
}

/** Hono's `/a/:id` → OpenAPI's `/a/{id}`. */
export const openApiPath = (honoPath: string) => honoPath.replace(/:(\w+)/g, "{$1}");

/** The whole document. Pure: the route table and the schemas in, JSON out. */
export function openApiDocument() {
  const paths: Record<string, Record<string, object>> = {};
  for (const route of apiRoutes) {
    const operation = {
      operationId: `${route.method.toLowerCase()}${route.path.replace(/^\/api/, "").replace(/[^a-zA-Z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? "").toUpperCase())}`,
      summary: route.summary,
      tags: [route.tag],
      ...(route.access === "user" || route.access === "admin" ? { security: [{ bearer: [] }, { session: [] }] } : {}),
      parameters: parameters(route),
      ...(route.body ? { requestBody: { required: true, content: { "application/json": { schema: convert(route.body, "input") } } } } : {}),
      ...(route.upload
        ? { requestBody: { required: true, description: `At most ${route.upload.maxBytes} bytes`, content: Object.fromEntries(route.upload.contentTypes.map((type) => [type, { schema: { type: "string", format: "binary" } }])) } }
        : {}),
      responses: responses(route),
    };
    (paths[openApiPath(route.path)] ??= {})[route.method.toLowerCase()] = operation;
  }
  const schemas = Object.fromEntries(
    Object.entries(toJsonSchemaDefs(definitions, { target: "draft-2020-12", errorMode: "ignore" })).map(([name, s]) => [name, toComponents(s)]),
  );
  return {
    openapi: "3.1.0",
    info: {
      title: "Jyotish platform API",
      version: "1",
      description: "Vedic astrology: kundli, matching, panchang, festivals, muhurat, planets, places, astrologers and accounts. Every error answers `{ error: { code, message, details?, requestId } }`.",
      license: { name: "AGPL-3.0-or-later", identifier: "AGPL-3.0-or-later" },
    },
    servers: [{ url: "/" }],
    paths,
    components: {
      schemas,
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        session: { type: "apiKey", in: "cookie", name: "session" },
      },
    },
  };
}

let cached: string | undefined;
/** The document as text, generated once per isolate (it is static per deploy). */
export function openApiJson(): string {
  cached ??= JSON.stringify(openApiDocument());
  return cached;
}
