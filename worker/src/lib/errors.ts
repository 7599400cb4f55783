import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "../env";
import { type ErrorBody, type ErrorCode, errorStatus } from "@contract/common";

export { type ErrorBody, type ErrorCode, errorStatus };

// Every code's status is one Hono can answer with a body.
errorStatus satisfies Record<ErrorCode, ContentfulStatusCode>;

/** The one error class of the API. Throw it anywhere; `onError` turns it into the error shape. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly details?: unknown;

  constructor(code: ErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = "ApiError";
    this.code = code;
    this.details = details;
  }

  get status(): ContentfulStatusCode {
    return errorStatus[this.code];
  }
}

function errorResponse(c: Context<AppEnv>, error: ApiError, topLevelMessage = false): Response {
  const body: ErrorBody = {
    ...(topLevelMessage ? { message: error.message } : {}),
    error: {
      code: error.code,
      message: error.message,
      ...(error.details === undefined ? {} : { details: error.details }),
      requestId: c.get("requestId"),
    },
  };
  return c.json(body, error.status);
}

/**
 * `app.onError`: known errors answer their own status; Hono's HTTP exceptions (e.g. a
 * malformed JSON body) keep their 4xx status; anything else is logged with the request
 * id and answered with a generic 500 that leaks nothing.
 */
export function handleError(err: Error, c: Context<AppEnv>, topLevelMessage = false): Response {
  if (err instanceof ApiError) return errorResponse(c, err, topLevelMessage);
  const status = (err as { status?: unknown }).status;
  if (typeof status === "number" && status >= 400 && status < 500) {
    const code = (Object.keys(errorStatus) as ErrorCode[]).find((k) => errorStatus[k] === status) ?? "bad_request";
    return errorResponse(c, new ApiError(code, err.message || "Bad request"), topLevelMessage);
  }
  console.error(JSON.stringify({ level: "error", requestId: c.get("requestId"), message: err.message, stack: err.stack }));
  return errorResponse(c, new ApiError("internal", "Internal server error"), topLevelMessage);
}

/**
 * `onError` of the auth routes: the same error shape plus a top-level `message`, which the
 * spec's client shows on a failed sign-in (§8: "show the server's message field").
 */
export function handleErrorWithMessage(err: Error, c: Context<AppEnv>): Response {
  return handleError(err, c, true);
}

/** `app.notFound` for `/api/*`. */
export function handleNotFound(c: Context<AppEnv>): Response {
  return errorResponse(c, new ApiError("not_found", `No API route for ${c.req.method} ${new URL(c.req.url).pathname}`));
}
