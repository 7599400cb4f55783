/**
 * Access tokens: JWTs signed with HS256 (jose) under `JWT_SECRET`. Every token carries `sub`
 * (user id), `role`, `ver` (the user's token version: a password change or reset bumps it and
 * older tokens stop working), `jti` (so sign-out can revoke one token) and always `exp`.
 * Verification pins the algorithm, so `alg: none` and every other algorithm fail.
 */
import { errors, jwtVerify, SignJWT } from "jose";
import * as v from "valibot";
import type { Env } from "../../env";
import { ApiError } from "../../lib/errors";
import { sha256Bytes, toHex } from "../../lib/hash";

export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
const ISSUER = "jyotish";
const ALGORITHM = "HS256";

import { type Role, roles } from "@contract/auth";

export { type Role, roles };

const claimsSchema = v.object({
  sub: v.pipe(v.string(), v.minLength(1)),
  role: v.picklist(roles),
  ver: v.pipe(v.number(), v.integer(), v.minValue(0)),
  jti: v.pipe(v.string(), v.minLength(1)),
  exp: v.number(),
});
export type TokenClaims = v.InferOutput<typeof claimsSchema>;

/** This isolate's key when no secret is configured (local development and tests only). */
let developmentKey: Uint8Array<ArrayBuffer> | undefined;

/** True when the Worker talks to a hosted database, i.e. is deployed, not a local sqld. */
export function isProductionDatabase(env: Env): boolean {
  return Boolean(env.LIBSQL_URL && /^(libsql|wss?|https):\/\//.test(env.LIBSQL_URL) && !/127\.0\.0\.1|localhost/.test(env.LIBSQL_URL));
}

function signingKey(env: Env): Uint8Array<ArrayBuffer> {
  const secret = env.JWT_SECRET;
  if (secret) {
    if (secret.length < 32) throw new ApiError("unavailable", "jwt_secret_short");
    // (An ArrayBuffer-backed view, as the DOM's typing of WebCrypto asks when tests under web/tsconfig.json import this.)
    return new TextEncoder().encode(secret) as Uint8Array<ArrayBuffer>;
  }
  // Deployed without a secret: refuse rather than sign with a key nobody chose.
  if (isProductionDatabase(env)) throw new ApiError("unavailable", "jwt_secret_missing");
  developmentKey ??= crypto.getRandomValues(new Uint8Array(32)) as Uint8Array<ArrayBuffer>;
  return developmentKey;
}

export interface TokenSubject {
  id: string;
  role: Role;
  tokenVersion: number;
}

export async function signToken(env: Env, user: TokenSubject, nowSeconds = Math.floor(Date.now() / 1000)): Promise<string> {
  return new SignJWT({ role: user.role, ver: user.tokenVersion })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setJti(crypto.randomUUID())
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + TOKEN_TTL_SECONDS)
    .sign(signingKey(env));
}

/** The token's claims, or null for any token that is malformed, forged, of another algorithm or expired. */
export async function verifyToken(env: Env, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, signingKey(env), { algorithms: [ALGORITHM], issuer: ISSUER, requiredClaims: ["exp", "sub", "jti"] });
    const parsed = v.safeParse(claimsSchema, payload);
    return parsed.success ? parsed.output : null;
  } catch (err) {
    if (err instanceof errors.JOSEError || err instanceof TypeError) return null;
    throw err;
  }
}

/**
 * HMAC-SHA256 (hex) of `data` under the tokens' key, for other values the server signs
 * (the device cookie). Callers prefix `data` with their purpose so signatures never cross over.
 */
export async function hmacHex(env: Env, data: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", signingKey(env), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return toHex(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(data)));
}

/** Whether `signatureHex` is `hmacHex(env, data)`; `crypto.subtle.verify` compares in constant time. */
export async function verifyHmacHex(env: Env, data: string, signatureHex: string): Promise<boolean> {
  const signature = sha256Bytes(signatureHex);
  if (!signature) return false;
  const key = await crypto.subtle.importKey("raw", signingKey(env), { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);
  return crypto.subtle.verify("HMAC", key, signature, new TextEncoder().encode(data));
}
