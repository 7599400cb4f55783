import { redirect } from "@tanstack/react-router";
import { saveAuthRedirect } from "../lib/token";
import type { SessionStore } from "../lib/session";
import { localizePath } from "../i18n/locale";
import { currentLocale } from "../i18n/runtime";
import { type AccessDecision, accessDecision, type Gate } from "./access";

/**
 * The `beforeLoad` of a gated layout route: waits for the session (spec §4: a stored token
 * is checked with /api/auth/me first), then decides. Signed out on a signed-in page goes to
 * /login with the page (in its language) saved as the target, in storage and as `?redirect=`;
 * the other decisions reach the layout through the route context.
 */
export async function guard(
  gate: Gate,
  { context, location, preload }: { context: { session: SessionStore }; location: { pathname: string; searchStr: string }; preload: boolean },
): Promise<{ access: AccessDecision }> {
  const access = accessDecision(await context.session.settled(), gate);
  if (access === "sign-in") {
    const here = `${localizePath(location.pathname, currentLocale())}${location.searchStr}`;
    // A hover preload decides too, but only a real visit remembers where to come back to.
    if (!preload) saveAuthRedirect(here);
    throw redirect({ to: "/login", search: { redirect: here }, replace: true });
  }
  return { access };
}
