import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "../env";
import { type ErrorBody, type ErrorCode, errorStatus } from "@contract/common";
import { type MessageId, type MessageLanguage, type MessageParams, type Text, acceptedLanguage, isMessageId, isMessageLanguage, render } from "@contract/messages";

export { type ErrorBody, type ErrorCode, errorStatus };

// Every code's status is one Hono can answer with a body.
errorStatus satisfies Record<ErrorCode, ContentfulStatusCode>;

/** A text someone else wrote (a Hono exception's): answered as is in every language. */
export interface RawText {
  raw: string;
}

/**
 * The one error class of the API. Throw it anywhere with a message id (and its parameters);
 * `onError` turns it into the error shape in the request's language. `message` is the English
 * text (logs, tests).
 */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly text: Text | RawText;
  readonly details?: unknown;

  constructor(code: ErrorCode, message: MessageId | Text | RawText, details?: unknown) {
    const text = typeof message === "string" ? { code: message } : message;
    super("raw" in text ? text.raw : render("en", text.code, text.params));
    this.name = "ApiError";
    this.code = code;
    this.text = text;
    this.details = details;
  }

  get status(): ContentfulStatusCode {
    return errorStatus[this.code];
  }
}

/**
 * The language of a request's texts: its `lang` query parameter when that is one of
 * en/hi/ta/te, else the best match of `Accept-Language`, else English.
 */
export function requestLanguage(c: Context): MessageLanguage {
  const lang = c.req.query("lang");
  if (isMessageLanguage(lang)) return lang;
  return acceptedLanguage(c.req.header("Accept-Language")) ?? "en";
}

/** Issue details (`{ path, code, params, message }`) with each message rendered in `lang`. */
function localizedDetails(details: unknown, lang: MessageLanguage): unknown {
  if (!Array.isArray(details)) return details;
  return details.map((item: unknown) => {
    if (typeof item !== "object" || item === null) return item;
    const { code, params } = item as { code?: unknown; params?: MessageParams };
    return isMessageId(code) ? { ...item, message: render(lang, code, params) } : item;
  });
}

function errorResponse(c: Context<AppEnv>, error: ApiError, topLevelMessage = false): Response {
  const lang = requestLanguage(c);
  const text = error.text;
  const message = "raw" in text ? text.raw : render(lang, text.code, text.params);
  const body: ErrorBody = {
    ...(topLevelMessage ? { message } : {}),
    error: {
      code: error.code,
      message,
      ...("raw" in text ? {} : { messageCode: text.code, ...(text.params ? { params: text.params } : {}) }),
      ...(error.details === undefined ? {} : { details: localizedDetails(error.details, lang) }),
      requestId: c.get("requestId"),
    },
  };
  // The message depends on Accept-Language: no cache may give one language's error to another.
  c.header("Vary", "Accept-Language", { append: true });
  c.header("Content-Language", lang);
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
    return errorResponse(c, new ApiError(code, err.message ? { raw: err.message } : "bad_request"), topLevelMessage);
  }
  console.error(JSON.stringify({ level: "error", requestId: c.get("requestId"), message: err.message, stack: err.stack }));
  return errorResponse(c, new ApiError("internal", "internal"), topLevelMessage);
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
  return errorResponse(c, new ApiError("not_found", { code: "no_api_route", params: { method: c.req.method, path: new URL(c.req.url).pathname } }));
}
