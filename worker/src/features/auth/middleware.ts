/**
 * Who is calling: the bearer token (the spec's client) or the httpOnly `session` cookie.
 * `identify` only identifies; `requireUser` and `requireRole` refuse with 401 (no valid
 * sign-in) or 403 (signed in without the role). The user row is read on every call, so a
 * role change, a password change (token version) or a sign-out (revoked `jti`) takes effect at once.
 */
import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { createDatabase } from "../../db/client";
import type { UserRow } from "../../db/schema";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/errors";
import { type Role, verifyToken } from "./tokens";
import { findUserForToken } from "./users";

export const SESSION_COOKIE = "session";

function presentedToken(c: Context<AppEnv>): { token: string; viaCookie: boolean } | null {
  const header = c.req.header("Authorization");
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    return match ? { token: match[1]!, viaCookie: false } : null;
  }
  const cookie = getCookie(c, SESSION_COOKIE);
  return cookie ? { token: cookie, viaCookie: true } : null;
}

/** Cookie-authenticated writes must come from this site's own pages (a CSRF guard beside SameSite=Lax). */
function sameOrigin(c: Context<AppEnv>): boolean {
  const origin = c.req.header("Origin");
  return origin !== undefined && origin === new URL(c.req.url).origin;
}

/**
 * True for a write a browser sent from another site's page: its `Sec-Fetch-Site` is not
 * same-origin, or its `Origin` is not this site's. Requests without either header come from
 * no browser page (a script can forge them anyway) and pass.
 */
export function crossOriginWrite(c: Context<AppEnv>): boolean {
  const fetchSite = c.req.header("Sec-Fetch-Site");
  if (fetchSite !== undefined && fetchSite !== "same-origin") return true;
  const origin = c.req.header("Origin");
  return origin !== undefined && origin !== new URL(c.req.url).origin;
}

/**
 * Sets `user` and `claims` when the request carries a valid, current token and returns the
 * user; otherwise null. Runs once per request, and only on routes that ask who is calling,
 * so public reads with a bearer header cost no database read.
 */
export async function identify(c: Context<AppEnv>): Promise<UserRow | null> {
  if (c.get("claims")) return c.get("user") ?? null;
  const presented = presentedToken(c);
  if (!presented) return null;
  const claims = await verifyToken(c.env, presented.token);
  const unsafeMethod = !["GET", "HEAD", "OPTIONS"].includes(c.req.method);
  if (!claims || (presented.viaCookie && unsafeMethod && !sameOrigin(c))) return null;
  const found = await findUserForToken(createDatabase(c.env), claims.sub, claims.jti);
  if (!found || found.revoked || found.user.tokenVersion !== claims.ver) return null;
  c.set("user", found.user);
  c.set("claims", claims);
  return found.user;
}

async function signedIn(c: Context<AppEnv>): Promise<UserRow> {
  const user = await identify(c);
  if (!user) throw new ApiError("unauthorized", "sign_in_required");
  return user;
}

/** 401 unless signed in. */
export const requireUser: MiddlewareHandler<AppEnv> = createMiddleware<AppEnv>(async (c, next) => {
  await signedIn(c);
  await next();
});

/** 401 unless signed in, 403 unless the user has one of `allowed`. */
export function requireRole(...allowed: Role[]): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = await signedIn(c);
    if (!allowed.includes(user.role)) throw new ApiError("forbidden", "no_access");
    await next();
  });
}

/** The signed-in user inside a handler behind `requireUser` or `requireRole`. */
export function currentUser(c: Context<AppEnv>): UserRow {
  const user = c.get("user");
  if (!user) throw new ApiError("unauthorized", "sign_in_required");
  return user;
}
