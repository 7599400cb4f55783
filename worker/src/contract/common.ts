/**
 * The pieces every API contract shares: the one error shape with its codes and statuses, and
 * the schema builders of query strings (coordinates, dates, booleans, zones). Pure valibot:
 * the Worker validates with these, the SPA takes its types from them.
 */
import * as v from "valibot";
import { messageIds, text } from "./messages";

/** Machine-readable error codes; each maps to one HTTP status. */
export const errorStatus = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  /** A feature this deployment has switched off (e.g. Google sign-in without its keys). */
  feature_disabled: 404,
  method_not_allowed: 405,
  /** The wallet cannot pay: `details` has `balancePaise`, `pricePaise`, `shortfallPaise`. */
  payment_required: 402,
  conflict: 409,
  /** The Sun does not rise or set on that date at that place (polar night or day). */
  no_sunrise: 422,
  payload_too_large: 413,
  /** A JSON route was sent a body that is not `application/json`. */
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;
export const errorCodes = Object.keys(errorStatus) as ErrorCode[];

/** Parameters of a message: the values its template's `{placeholders}` name. */
const messageParams = v.record(v.string(), v.union([v.string(), v.number()]));

/**
 * One validation issue as the API reports it in `error.details`: where, the message id
 * (`code`) with its `params` for clients that render their own text, and the `message` in the
 * request's language. Valibot's own messages (no id) come without code and params.
 */
export const issueDetail = v.object({
  path: v.string(),
  code: v.optional(v.picklist(messageIds)),
  params: v.optional(messageParams),
  message: v.string(),
});
export type IssueDetail = v.InferOutput<typeof issueDetail>;

/** The body of every error the API answers: `{ "error": { code, message, details?, requestId } }`. */
export const errorBody = v.object({
  /** Only the auth routes: the spec's client shows this text on a failed sign-in (§8). */
  message: v.optional(v.string()),
  error: v.object({
    code: v.picklist(errorCodes),
    /** In the request's language (`lang=`, else `Accept-Language`, else English). */
    message: v.string(),
    /** The message's id and parameters (absent when the text is a library's own). */
    messageCode: v.optional(v.picklist(messageIds)),
    params: v.optional(messageParams),
    /** `validation_failed`: the issues (`IssueDetail[]`); other codes: what helps to explain them. */
    details: v.optional(v.unknown()),
    requestId: v.optional(v.string()),
  }),
});
export type ErrorBody = v.InferOutput<typeof errorBody>;

/** Languages of the API's texts (`lang=`). */
export { langs as apiLanguages } from "@jyotish/terms/lang";
import { langs as apiLanguages } from "@jyotish/terms/lang";
export type ApiLanguage = (typeof apiLanguages)[number];
/** The optional `lang` query parameter, English by default. */
export const langParam = v.optional(v.picklist(apiLanguages, text("one_of", { field: "lang", options: apiLanguages.join(", ") })), "en");

/** A Gregorian year as query text ("2026"), `min` to `max`, answered as a number. */
export const yearText = (min: number, max: number) =>
  v.pipe(
    v.string(text("required", { field: "year" })),
    v.regex(/^\d{4}$/, text("year_format", { field: "year" })),
    v.transform(Number),
    v.minValue(min, text("at_least", { field: "year", min })),
    v.maxValue(max, text("at_most", { field: "year", max })),
  );

/** A picklist whose message names the choices: "`name` must be one of a, b, c". */
export const choice = <const T extends readonly string[]>(options: T, name: string) =>
  v.picklist(options, text("one_of", { field: name, options: options.join(", ") }));

/** Query-string booleans: exactly "true" or "false". */
export const booleanString = v.pipe(
  v.picklist(["true", "false"], text("true_or_false")),
  v.transform((s) => s === "true"),
);

/**
 * The message of a strict object's own issues, told apart: a required key that is missing
 * ("`datetime` is required"), a key the object does not define ("`datetim` is not a query
 * parameter of this route"), or a value that is no object at all. Valibot gives all three the
 * object's one message, so a missing parameter used to read "Unknown query parameter".
 */
function strictQueryMessage(issue: v.BaseIssue<unknown>): string {
  const key = issue.path?.at(-1)?.key;
  if (typeof key !== "string") return text("unknown_query_parameter")(issue);
  if (issue.expected === "never") return text("not_a_parameter", { field: key })(issue);
  return text("required", { field: key })(issue);
}

/** Rejects query parameters the route does not define, so typos answer 400 instead of being ignored. */
export function strictQuery<T extends v.ObjectEntries>(entries: T) {
  return v.strictObject(entries, strictQueryMessage);
}

/** A latitude or longitude in a query string: a plain decimal number of degrees within [min, max]. */
export function coordinateDeg(min: number, max: number, name: string) {
  return v.pipe(
    v.string(text("required", { field: name })),
    v.regex(/^[+-]?\d{1,3}(\.\d{1,10})?$/, text("degrees_format", { field: name })),
    v.transform(Number),
    v.minValue(min, text("at_least", { field: name, min })),
    v.maxValue(max, text("at_most", { field: name, max })),
  );
}

/** Whether the runtime's ICU knows an IANA zone name. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone name the runtime knows ("Asia/Kolkata"). */
export const timeZoneName = v.pipe(v.string(), v.maxLength(64), v.check(isTimeZone, text("unknown_time_zone")));

/**
 * A real proleptic-Gregorian calendar date "YYYY-MM-DD" in years 0001–2999. A missing value
 * fails with "`field` is required" (the field is optional in shape, defaulting to "", so that
 * an absent key reaches this check instead of a generic "invalid key"). `field`: a parameter's
 * name ("from") or a field word of the messages ("birth.date").
 */
export function calendarDate(field: string) {
  return v.pipe(
    v.optional(v.string(text("not_text", { field })), ""),
    v.nonEmpty(text("required", { field })),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, text("date_format", { field })),
    v.check((s) => {
      const [y, m, d] = s.split("-").map(Number) as [number, number, number];
      const t = new Date(0);
      t.setUTCFullYear(y, m - 1, d);
      return y >= 1 && y <= 2999 && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
    }, text("date_out_of_range", { field })),
    v.description("YYYY-MM-DD, proleptic Gregorian, 0001-01-01 to 2999-12-31"),
  );
}

/**
 * A part of an answer whose shape a domain module defines (`@jyotish/…`): exact for
 * TypeScript, described in the OpenAPI document only as an object with this description.
 * Answers are typed, not parsed, so no runtime check is needed.
 */
export const domainValue = <T>(description: string) => v.pipe(v.custom<T>(() => true), v.description(description));

/** An instant as the API writes it: ISO 8601 with the place's offset ("2025-10-21T06:27:41+05:30"). */
export const isoText = v.string();
/** Start and end instants. */
export const span = v.object({ start: isoText, end: isoText });
