/**
 * The return from Google sign-in, handled on any page (spec §4, §8): with `token`, `auth=google`
 * and `user`, store them, welcome the user, refresh the session, strip the query and after
 * 500 ms go to `redirect` when it is a path on this site (`sameOriginPath`), another page than
 * this one and not '/'; with `error`, a destructive toast and the query stripped. Loaded only
 * when such a query is present.
 */
import { sameOriginPath } from "@contract/redirect";
import { track } from "../../app/analytics";
import { toast } from "../../components/toast";
import { m } from "../../paraglide/messages.js";
import { authRedirectKey, storeSignIn } from "./client";
import type { SessionUser } from "../../lib/session";

/** Spec §9: Google redirect delay. */
export const googleRedirectDelayMs = 500;

export function isGoogleReturn(search: string): boolean {
  const query = new URLSearchParams(search);
  return (query.has("token") && query.get("auth") === "google" && query.has("user")) || query.has("error");
}

function errorMessage(code: string): string {
  if (code === "google_auth_failed") return m.auth_google_failed();
  if (code === "no_user") return m.auth_google_no_user();
  return m.auth_google_other_error();
}

export interface ReturnActions {
  refresh(): Promise<void>;
  /** Replaces the address without the query (router history, so the router stays in step). */
  replace(href: string): void;
  push(href: string): void;
}

export function handleGoogleReturn(search: string, actions: ReturnActions): void {
  const query = new URLSearchParams(search);
  const here = window.location.pathname;
  const stripped = here + window.location.hash;
  const error = query.get("error");
  if (error !== null) {
    toast({ title: m.auth_error_title(), description: errorMessage(error), variant: "destructive" });
    actions.replace(stripped);
    return;
  }
  const token = query.get("token")!;
  let user: SessionUser;
  try {
    user = JSON.parse(query.get("user")!) as SessionUser;
    if (!user || typeof user.email !== "string") throw new Error("no email");
  } catch {
    toast({ title: m.auth_error_title(), description: m.auth_google_parse_error(), variant: "destructive" });
    actions.replace(stripped);
    return;
  }
  storeSignIn({ token, user });
  try {
    localStorage.removeItem(authRedirectKey);
  } catch {
    // storage unavailable
  }
  // The callback marks an account it has just created (`signup=1`).
  track(query.get("signup") === "1" ? { name: "signup_completed", method: "google" } : { name: "login", method: "google" });
  toast({ title: m.auth_welcome_title(), description: m.auth_google_welcome({ email: user.email }) });
  void actions.refresh();
  actions.replace(stripped);
  const redirect = sameOriginPath(query.get("redirect"), window.location.origin);
  if (redirect && redirect !== here && redirect !== "/") {
    setTimeout(() => actions.push(redirect), googleRedirectDelayMs);
  }
}
