import type { ValidationTargets } from "hono";
import { validator } from "hono/validator";
import * as v from "valibot";
import { ApiError } from "./errors";
import { isTimeZone } from "./timezone";

/** One validation issue as the API reports it in `error.details`. */
export interface IssueDetail {
  path: string;
  message: string;
}

/** Flattens valibot issues to `{ path: "a.b", message }` pairs for the error body. */
export function issueDetails(issues: readonly v.BaseIssue<unknown>[]): IssueDetail[] {
  return issues.map((issue) => ({
    path: issue.path?.map((item) => String(item.key)).join(".") ?? "",
    message: issue.message,
  }));
}

/** Parses `value` with `schema` or throws the API's 400 `validation_failed` error. */
export function parseOrThrow<S extends v.GenericSchema>(schema: S, value: unknown, where: string): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  throw new ApiError("validation_failed", `Invalid ${where}`, issueDetails(result.issues));
}

/**
 * Hono middleware validating one request target (`query`, `param`, `json`, `header`, …)
 * with a valibot schema; the handler reads the typed output with `c.req.valid(target)`.
 * Every route validates its input through this.
 */
export function validate<Target extends keyof ValidationTargets, S extends v.GenericSchema>(target: Target, schema: S) {
  return validator(target, (value) => parseOrThrow(schema, value, target === "json" ? "body" : target) as v.InferOutput<S>);
}

/** Query-string booleans: exactly "true" or "false". */
export const booleanString = v.pipe(
  v.picklist(["true", "false"], "Expected true or false"),
  v.transform((s) => s === "true"),
);

/** Rejects query parameters the route does not define, so typos answer 400 instead of being ignored. */
export function strictQuery<T extends v.ObjectEntries>(entries: T) {
  return v.strictObject(entries, "Unknown query parameter");
}

/** A latitude or longitude in a query string: a plain decimal number of degrees within [min, max]. */
export function coordinateDeg(min: number, max: number, name: string) {
  return v.pipe(
    v.string(`${name} is required`),
    v.regex(/^[+-]?\d{1,3}(\.\d{1,10})?$/, `${name} must be a decimal number of degrees`),
    v.transform(Number),
    v.minValue(min, `${name} must be at least ${min}`),
    v.maxValue(max, `${name} must be at most ${max}`),
  );
}

/** An IANA time zone name the runtime knows ("Asia/Kolkata"). */
export const timeZoneName = v.pipe(v.string(), v.maxLength(64), v.check(isTimeZone, "Unknown IANA time zone"));

/**
 * A real proleptic-Gregorian calendar date "YYYY-MM-DD" in years 0001–2999. A missing value
 * fails with `requiredMessage` (the field is optional in shape, defaulting to "", so that an
 * absent key reaches this check instead of a generic "invalid key").
 */
export function calendarDate(requiredMessage: string, what: string) {
  return v.pipe(
    v.optional(v.string(`${what} must be text`), ""),
    v.nonEmpty(requiredMessage),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, `${what} must be YYYY-MM-DD`),
    v.check((s) => {
      const [y, m, d] = s.split("-").map(Number) as [number, number, number];
      const t = new Date(0);
      t.setUTCFullYear(y, m - 1, d);
      return y >= 1 && y <= 2999 && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
    }, `${what} is not a calendar date between 0001 and 2999`),
  );
}
