import type { MiddlewareHandler, ValidationTargets } from "hono";
import { bodyLimit } from "hono/body-limit";
import { validator } from "hono/validator";
import * as v from "valibot";
import { ApiError } from "./errors";
import type { IssueDetail } from "@contract/common";
import { type TextIssue, isFieldId, isMessageId } from "@contract/messages";
import type { RouteContract } from "@contract/routes";

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

/**
 * Largest body a JSON route accepts. The largest legitimate body, a matching request with both
 * partners' names, places and every option, is under 2 KB; 64 KB leaves room without letting
 * a client make the Worker parse megabytes.
 */
export const MAX_JSON_BODY_BYTES = 64 * 1024;
/** Routes without a body schema (logout, the heartbeat) read at most a few bytes, if any. */
export const MAX_OTHER_BODY_BYTES = 4 * 1024;

/** `application/json`, optionally with `charset=utf-8` (RFC 8259: JSON is UTF-8). */
const jsonContentType = /^application\/json\s*(;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;

/**
 * The one guard of request bodies, mounted once on the API before every route: a route whose
 * contract (`@contract/routes`) has a `body` takes only `application/json` (415
 * `unsupported_media_type` otherwise, so a cross-site `text/plain` form post cannot reach it and a
 * wrongly typed body is not read as `{}`), and every body is capped (413 `payload_too_large`)
 * before anything parses it (a raw upload, such as a photo, by its own `upload.maxBytes`). Hono's `bodyLimit` checks `Content-Length` when given and otherwise
 * counts the stream as it reads it, so a chunked body cannot slip past the cap.
 */
export function requestBodies(routes: readonly RouteContract[]): MiddlewareHandler {
  const jsonRoutes = routes
    .filter((route) => route.body)
    .map((route) => ({ method: route.method, path: new RegExp(`^${route.path.replace(/:\w+/g, "[^/]+")}/?$`) }));
  const capped = (maxBytes: number) =>
    bodyLimit({
      maxSize: maxBytes,
      onError: () => {
        throw new ApiError("payload_too_large", { code: "body_too_large", params: { max: maxBytes / 1024 } });
      },
    });
  const jsonLimit = capped(MAX_JSON_BODY_BYTES);
  const otherLimit = capped(MAX_OTHER_BODY_BYTES);
  // Raw uploads (a photo): their own cap; the handler checks the type after sign-in.
  const uploadRoutes = routes
    .filter((route) => route.upload)
    .map((route) => ({ method: route.method, path: new RegExp(`^${route.path.replace(/:\w+/g, "[^/]+")}/?$`), limit: capped(route.upload!.maxBytes) }));
  return async (c, next) => {
    const upload = uploadRoutes.find((route) => route.method === c.req.method && route.path.test(c.req.path));
    if (upload) return upload.limit(c, next);
    const takesJson = jsonRoutes.some((route) => route.method === c.req.method && route.path.test(c.req.path));
    if (!takesJson) return otherLimit(c, next);
    if (!jsonContentType.test(c.req.header("Content-Type") ?? "")) throw new ApiError("unsupported_media_type", "body_content_type");
    return jsonLimit(c, next);
  };
}

// The schema builders live in the contract, beside the schemas that use them.
export { booleanString, calendarDate, coordinateDeg, strictQuery, timeZoneName } from "@contract/common";
