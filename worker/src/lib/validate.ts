import type { ValidationTargets } from "hono";
import { validator } from "hono/validator";
import * as v from "valibot";
import { ApiError } from "./errors";
import type { IssueDetail } from "@contract/common";
import { type TextIssue, isFieldId, isMessageId } from "@contract/messages";

export type { IssueDetail };

/**
 * Flattens valibot issues to `{ path: "a.b", code, params, message }` for the error body.
 * `code` and `params` are there when the schema's message is a `text(id, params)`; the
 * message is English here and rendered again in the request's language by the error answer.
 */
export function issueDetails(issues: readonly v.BaseIssue<unknown>[]): IssueDetail[] {
  return issues.map((issue) => {
    const { code, params } = issue as v.BaseIssue<unknown> & TextIssue;
    return {
      path: issue.path?.map((item) => String(item.key)).join(".") ?? "",
      ...(isMessageId(code) ? { code, params: params ?? {} } : {}),
      message: issue.message,
    };
  });
}

/** Parses `value` with `schema` or throws the API's 400 `validation_failed` error. */
export function parseOrThrow<S extends v.GenericSchema>(schema: S, value: unknown, where: string): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  throw new ApiError("validation_failed", { code: "invalid_input", params: { field: isFieldId(`target.${where}`) ? `target.${where}` : where } }, issueDetails(result.issues));
}

/**
 * Hono middleware validating one request target (`query`, `param`, `json`, `header`, …)
 * with a valibot schema; the handler reads the typed output with `c.req.valid(target)`.
 * Every route validates its input through this.
 */
export function validate<Target extends keyof ValidationTargets, S extends v.GenericSchema>(target: Target, schema: S) {
  return validator(target, (value) => parseOrThrow(schema, value, target === "json" ? "body" : target) as v.InferOutput<S>);
}

// The schema builders live in the contract, beside the schemas that use them.
export { booleanString, calendarDate, coordinateDeg, strictQuery, timeZoneName } from "@contract/common";
