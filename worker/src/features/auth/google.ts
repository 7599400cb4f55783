/**
 * Google sign-in (OpenID Connect, authorization code with PKCE) through arctic. The state and
 * the PKCE verifier wait in short-lived httpOnly cookies scoped to the callback; the callback
 * checks the state, exchanges the code (sending the verifier), and reads the ID token that
 * came straight from Google's token endpoint over TLS (OIDC Core 3.1.3.7 allows trusting it
 * without a signature check), still checking issuer, audience, expiry and a verified email.
 */
import { decodeIdToken, Google } from "arctic";
import * as v from "valibot";
import { sameOriginPath } from "@contract/redirect";
import type { Env } from "../../env";

export const GOOGLE_STATE_COOKIE = "google_oauth_state";
export const GOOGLE_VERIFIER_COOKIE = "google_code_verifier";
export const GOOGLE_REDIRECT_COOKIE = "google_redirect";
export const GOOGLE_COOKIE_PATH = "/api/auth/google";
export const GOOGLE_COOKIE_MAX_AGE = 10 * 60;

export function googleConfigured(env: Env): boolean {
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}

export function googleClient(env: Env, origin: string): Google {
  return new Google(env.GOOGLE_CLIENT_ID!, env.GOOGLE_CLIENT_SECRET!, `${origin}/api/auth/google/callback`);
}

const idTokenClaims = v.object({
  iss: v.picklist(["https://accounts.google.com", "accounts.google.com"]),
  aud: v.union([v.string(), v.array(v.string())]),
  exp: v.number(),
  sub: v.string(),
  email: v.optional(v.string()),
  email_verified: v.optional(v.boolean()),
  name: v.optional(v.string()),
});

export type GoogleIdentity = { email: string; name: string | null } | "no-email";

/**
 * The verified email and name in an ID token, `"no-email"` when it carries no verified email,
 * and null when the token is not a current Google token for this client.
 */
export function identityFromIdToken(env: Env, idToken: string, nowSeconds = Date.now() / 1000): GoogleIdentity | null {
  let claims: v.InferOutput<typeof idTokenClaims>;
  try {
    const parsed = v.safeParse(idTokenClaims, decodeIdToken(idToken));
    if (!parsed.success) return null;
    claims = parsed.output;
  } catch {
    return null;
  }
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(env.GOOGLE_CLIENT_ID!) || claims.exp <= nowSeconds) return null;
  if (!claims.email || claims.email_verified !== true) return "no-email";
  return { email: claims.email, name: claims.name ?? null };
}

/**
 * The redirect target Google's start route carries to its callback (in a cookie), kept only when
 * it is a path on this site, by the rule the SPA applies too (`@contract/redirect`). Any origin
 * serves as the base: only paths are accepted, and the answer is a path.
 */
export function safeRedirectPath(value: string | undefined | null): string | null {
  return sameOriginPath(value, "https://site.invalid");
}
