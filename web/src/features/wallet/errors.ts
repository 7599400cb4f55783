import { HttpError } from "../../lib/api";

/**
 * The server's reason for refusing a wallet call, in the page's language (the API renders it
 * from `Accept-Language`): the first field's message of a `validation_failed` answer (the
 * general one only says the input was invalid), else the error's own message; `fallback` when
 * the request got no answer or the answer was not the API's.
 */
export function serverReason(error: unknown, fallback: string): string {
  if (!(error instanceof HttpError) || !error.body) return fallback;
  const { code, message, details } = error.body.error;
  const first = code === "validation_failed" && Array.isArray(details) ? (details[0] as { message?: unknown } | undefined)?.message : undefined;
  return typeof first === "string" && first ? first : message || fallback;
}
