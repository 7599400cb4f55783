/**
 * The account calls of the SPA and what follows a sign-in (spec §4): store the token and the
 * user, then go to the saved redirect target with a full reload after 200 ms.
 */
import { track } from "../../app/analytics";
import { localizePath } from "../../i18n/locale";
import { currentLocale } from "../../i18n/runtime";
import type { ErrorCode } from "@contract/common";
import type { Providers } from "@contract/auth";
import { sameOriginPath } from "@contract/redirect";
import { apiJson, HttpError } from "../../lib/api";
import { leavePage } from "../../lib/leaving";
import { m } from "../../paraglide/messages.js";
import type { SessionUser } from "../../lib/session";
import { authRedirectKey } from "../../lib/token";

export { authRedirectKey, saveAuthRedirect } from "../../lib/token";

export interface SignedIn {
  token: string;
  user: SessionUser;
}

/** Spec §9: post-login redirect delay. */
export const postLoginDelayMs = 200;

/** A failed account call: its message is the server's `message` (or the page's text for it), not "status: body". */
export class AuthCallError extends HttpError {
  override readonly name = "AuthCallError";
}

export interface AuthCallOptions {
  method?: "POST" | "PATCH";
  /** This call's texts for the server's error codes, shown on pages in other languages than English. */
  messages?: Partial<Record<ErrorCode, string>>;
}

/**
 * POSTs (or PATCHes) JSON to an account route. A non-2xx answer throws `AuthCallError` with the
 * server's `message` field (spec §8) on English pages, the same text in the page's language
 * elsewhere, and `fallback` when there is none or the request itself failed.
 */
export async function authCall<T>(path: string, body: unknown, fallback: string, options: AuthCallOptions = {}): Promise<T> {
  try {
    return await apiJson<T>(path, { method: options.method ?? "POST", body: JSON.stringify(body) });
  } catch (error) {
    if (!(error instanceof HttpError) || error.status === 0) throw new AuthCallError(0, fallback);
    const serverMessage = error.body?.message ?? null;
    if (currentLocale() === "en") throw new AuthCallError(error.status, serverMessage ?? fallback, error.body);
    const generic: Partial<Record<ErrorCode, string>> = { rate_limited: m.auth_err_rate_limited(), unavailable: m.auth_err_unavailable() };
    const code = error.code;
    throw new AuthCallError(error.status, (code && (options.messages?.[code] ?? generic[code])) || fallback, error.body);
  }
}

export function storeSignIn({ token, user }: SignedIn): void {
  localStorage.setItem("token", token);
  localStorage.setItem("user", JSON.stringify(user));
}

/** The saved `auth_redirect`, else the page's `?redirect=` parameter: whichever is a path on this site (normalised). */
export function pendingRedirect(): string | null {
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(authRedirectKey);
  } catch {
    // storage unavailable
  }
  const origin = window.location.origin;
  return sameOriginPath(saved, origin) ?? sameOriginPath(new URLSearchParams(window.location.search).get("redirect"), origin);
}

/**
 * After a sign-in: store it, then — with a redirect target other than '/' — clear the saved
 * target and reload at that target after 200 ms (spec §4); otherwise reload at the dashboard.
 */
export function finishSignIn(answer: SignedIn, method: "email" | "google" | "phone", event: "login" | "signup_completed" = "login"): void {
  storeSignIn(answer);
  track({ name: event, method });
  const target = pendingRedirect();
  try {
    localStorage.removeItem(authRedirectKey);
  } catch {
    // storage unavailable
  }
  const destination = target && target !== "/" ? target : localizePath("/dashboard", currentLocale());
  setTimeout(() => leavePage(destination), postLoginDelayMs);
}

export type { Providers };

export const fetchProviders = (): Promise<Providers> => apiJson<Providers>("/api/auth/providers");
