import { redirect } from "@tanstack/react-router";
import { saveAuthRedirect } from "../lib/token";
import type { SessionStore } from "../lib/session";
import { localizePath } from "../i18n/locale";
import { currentLocale } from "../i18n/runtime";
import { type AccessDecision, accessDecision, type Gate } from "./access";

/**
 * The `beforeLoad` of a gated layout route. With a stored token the session is checked with
 * /api/auth/me first (spec §4): a real visit does not wait for that answer, which would hold
 * back the whole page, header and language switch included; it decides "pending" (the layout
 * shows the spinner) and the router runs this again when the session settles (main.tsx
 * invalidates it). A preload waits for the answer. Signed out on a signed-in page goes to
 * /login with the page (in its language) saved as the target, in storage and as `?redirect=`;
 * the other decisions reach the layout through the route context.
 */
export async function guard(
  gate: Gate,
  { context, location, preload }: { context: { session: SessionStore }; location: { pathname: string; searchStr: string }; preload: boolean },
): Promise<{ access: AccessDecision }> {
  // A real visit does not start /api/auth/me itself: the root does after its first render, so
  // the header is up before the answer is awaited.
  const access = accessDecision(preload ? await context.session.settled() : context.session.get().state, gate);
  if (access === "sign-in") {
    const here = `${localizePath(location.pathname, currentLocale())}${location.searchStr}`;
    // A hover preload decides too, but only a real visit remembers where to come back to.
    if (!preload) saveAuthRedirect(here);
    throw redirect({ to: "/login", search: { redirect: here }, replace: true });
  }
  return { access };
}
