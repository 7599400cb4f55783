/**
 * Who may open a gated page (spec §2.1, §6), decided once per navigation in the `beforeLoad`
 * of the pathless layout routes `_user`, `_astrologer` and `_admin` (web/src/routes). Pure, so
 * every role × layout pair is unit-tested (access.test.ts).
 */
import type { Access } from "@site/route-table";
import type { SessionState } from "../lib/session";

/** The gated layouts. Astrologer pages are the route table's "user" pages under their own layout. */
export type Gate = "user" | "astrologer" | "admin";

export type AccessDecision =
  /**
   * A stored token still awaits /api/auth/me: the layout shows the spinner (spec §2.1) with the
   * header live around it, and the router decides again once the session settles.
   */
  | "pending"
  /** Show the page. */
  | "allow"
  /** Signed out on a signed-in page: go to /login, the page saved as the redirect target. */
  | "sign-in"
  /** Signed out on an admin page: the sign-in page in place, the address kept (spec §6). */
  | "sign-in-here"
  /** Signed in without the admin role on an admin page: 'Admin access required'. */
  | "admin-required";

/** The layout a route-table access level belongs under ("public" pages have none). */
export function gateOf(access: Access, path: string): Gate | null {
  if (access === "public") return null;
  if (access === "admin") return "admin";
  return /^\/astrologer-/.test(path) ? "astrologer" : "user";
}

/**
 * The decision for the session as it stands on a gated layout. Spec §6: "Astrologer pages exist for
 * signed-in users; the role check is not shown", so the astrologer layout asks for sign-in only.
 */
export function accessDecision(session: SessionState, gate: Gate): AccessDecision {
  if (session.status === "loading") return "pending";
  if (session.status === "signed-out") return gate === "admin" ? "sign-in-here" : "sign-in";
  if (gate === "admin" && session.user.role !== "admin") return "admin-required";
  return "allow";
}
